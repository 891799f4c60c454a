import type { WidgetProps } from '@rjsf/utils';
import { MERCHANT_ID } from './textRows';

/** What the Menu tab's label fields may ask of the studio (rjsf's formContext). */
export interface LabelActions {
  /** Makes the menu entry's label a new merchant text and opens it in the Texts tab. */
  createMerchantText?: (menuIndex: number) => void;
  /** Opens an existing merchant text in the Texts tab. */
  showText?: (id: string) => void;
}

/** The menu entry a label field belongs to: rjsf names it root_menu_<index>_label. */
export function menuIndexOf(fieldId: string): number | null {
  const match = /_menu_(\d+)_label$/.exec(fieldId);
  return match ? Number(match[1]) : null;
}

/**
 * A menu entry's label (a message id): the id's text field and, beside it, one step to give the
 * entry its own wording, a merchant text (or to open the one it names).
 */
export function MessageLabelWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, registry } = props;
  const actions = (registry.formContext ?? {}) as LabelActions;
  const text = typeof value === 'string' ? value : '';
  const index = menuIndexOf(id);
  const merchantText = MERCHANT_ID.test(text);
  return (
    <span className="label-field">
      <input
        id={id}
        type="text"
        className="form-control"
        spellCheck={false}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      {merchantText && actions.showText ? (
        <button type="button" onClick={() => actions.showText?.(text)}>
          Edit text
        </button>
      ) : (
        index !== null &&
        actions.createMerchantText && (
          <button
            type="button"
            disabled={disabled || readonly}
            title="A merchant.… id for this entry, its text in the default language, opened in the Texts tab"
            onClick={() => actions.createMerchantText?.(index)}
          >
            Create merchant text
          </button>
        )
      )}
    </span>
  );
}
