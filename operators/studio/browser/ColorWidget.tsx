import type { WidgetProps } from '@rjsf/utils';

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** The picker speaks #rrggbb only: #rgb is widened, #rrggbbaa shows its colour without alpha. */
function toPickerValue(value: string): string {
  if (!HEX.test(value)) return '#000000';
  const hex = value.slice(1);
  if (hex.length === 3) return `#${[...hex].map((c) => c + c).join('')}`.toLowerCase();
  return `#${hex.slice(0, 6)}`.toLowerCase();
}

/**
 * A colour of the theme (schemas/defs.schema.json#/$defs/color): a picker and, beside it, the
 * exact hex text, which is what the file keeps. A picked colour keeps the alpha of #rrggbbaa.
 */
export function ColorWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, label } = props;
  const text = typeof value === 'string' ? value : '';
  const alpha = /^#[0-9a-fA-F]{8}$/.test(text) ? text.slice(7) : '';
  return (
    <span className="color-field">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={toPickerValue(text)}
        disabled={disabled || readonly}
        onChange={(e) => onChange(`${e.target.value}${alpha}`)}
      />
      <input
        id={id}
        type="text"
        className="form-control"
        spellCheck={false}
        value={text}
        placeholder="#rrggbb"
        disabled={disabled}
        readOnly={readonly}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
    </span>
  );
}
