import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions } from '@rjsf/utils';
import type { FieldTemplateProps, TitleFieldProps, UiSchema } from '@rjsf/utils';
import { FIELD_KEY } from './formSchema';

const { WrapIfAdditionalTemplate } = getDefaultRegistry().templates;

// Secondary text: small, muted, on the label's line (studio.css draws labels as blocks).
const KEY_STYLE = {
  fontSize: '12px',
  fontWeight: 400,
  color: 'var(--muted)',
  marginInlineStart: '6px',
} as const;
// Under a checkbox's own label, lined up with its text.
const CHECKBOX_KEY_STYLE = { paddingInlineStart: '14px', marginTop: '-2px' } as const;
const LABEL_ROW_STYLE = { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap' } as const;

/** The JSON key of a field: from its uiSchema, else the last named step of its path. */
export function fieldKeyOf(
  uiSchema: UiSchema | undefined,
  path?: ReadonlyArray<string | number>,
): string | undefined {
  const option = getUiOptions(uiSchema)[FIELD_KEY];
  if (typeof option === 'string') return option;
  const last = path?.at(-1);
  return typeof last === 'string' ? last : undefined;
}

/** The key as the file spells it, small beside the label; nothing when the label is the key. */
export function FieldKey({ name, label }: { name: string | undefined; label: string }) {
  if (!name || name === label) return null;
  return (
    <small className="field-key" style={KEY_STYLE}>
      <code>{name}</code>
    </small>
  );
}

/**
 * A field: its title as the label ("Brand colour"), the key it has in the file as small text
 * beside it (`primary`), then its description, input, errors and help, as rjsf's own template.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel } = props;
  const { uiSchema, fieldPathId } = props;
  const uiOptions = getUiOptions(uiSchema);
  if (hidden) return <div className="hidden">{children}</div>;
  const name = fieldKeyOf(uiSchema, fieldPathId.path);
  // A checkbox draws its own label (a required switch is one); its key goes after it.
  const isCheckbox =
    uiOptions.widget === 'checkbox' || (props.schema.type === 'boolean' && !uiOptions.widget);
  return (
    <WrapIfAdditionalTemplate {...props}>
      {displayLabel && !isCheckbox && label && (
        <div className="field-label" style={LABEL_ROW_STYLE}>
          <label className="control-label" htmlFor={id}>
            {label}
            {required && <span className="required">*</span>}
          </label>{' '}
          <FieldKey name={name} label={label} />
        </div>
      )}
      {displayLabel && description ? description : null}
      {children}
      {isCheckbox && (
        <div style={CHECKBOX_KEY_STYLE}>
          <FieldKey name={name} label={label} />
        </div>
      )}
      {errors}
      {help}
    </WrapIfAdditionalTemplate>
  );
}

/** A group's heading (an object or a list): its title, and its key as small text. */
export function TitleFieldTemplate({
  id,
  title,
  required,
  uiSchema,
  optionalDataControl,
}: TitleFieldProps) {
  return (
    <legend id={id}>
      {title}
      {required && <span className="required">*</span>}{' '}
      <FieldKey name={fieldKeyOf(uiSchema)} label={title} />
      {optionalDataControl && <span className="pull-right">{optionalDataControl}</span>}
    </legend>
  );
}
