import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { useMemo } from 'react';
import { ColorWidget } from './ColorWidget';
import { FieldTemplate, TitleFieldTemplate } from './FieldLabels';
import { ItemTitleTemplate } from './ItemTitleTemplate';
import { MessageLabelWidget } from './MessageLabelWidget';
import type { LabelActions } from './MessageLabelWidget';
import { errorSchemaFor, groupSchema, mergeGroup, pick, uiSchemaFor } from './formSchema';
import type { JsonObject } from './formSchema';
import type { Group } from '../../toolkit/groups';
import type { CheckMessage } from './studioApi';

// rjsf needs a validator to pick a widget's props schema (oneOf) and to know the schema's
// keywords; the messages shown come from the dev server's checker, never from this one.
const validator = customizeValidator({
  AjvClass: Ajv2020,
  ajvOptionsOverrides: { strict: false },
});

const widgets = { hexColor: ColorWidget, messageLabel: MessageLabelWidget };
// Labels are the schema's titles, with each key small beside them (FieldLabels.tsx).
const templates = { ObjectFieldTemplate: ItemTitleTemplate, FieldTemplate, TitleFieldTemplate };
const defaults = {
  // Never write a key the operator did not touch: no defaults, no padding of short lists.
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
} as const;

export interface TenantFormProps {
  schema: JsonObject;
  group: Group;
  value: JsonObject;
  existing: boolean;
  errors: readonly CheckMessage[];
  onChange: (value: JsonObject) => void;
  /** The Menu tab's label fields: make a label a merchant text, open one (MessageLabelWidget). */
  labelActions?: LabelActions;
}

/** A menu entry's label gets the merchant-text button beside it. */
function withLabelWidget(ui: UiSchema): UiSchema {
  const menu = ui.menu as UiSchema | undefined;
  const items = menu?.items as UiSchema | undefined;
  if (!menu || !items) return ui;
  const label = (items.label ?? {}) as UiSchema;
  return {
    ...ui,
    menu: { ...menu, items: { ...items, label: { ...label, 'ui:widget': 'messageLabel' } } },
  };
}

/** One tab of the tenant: a form generated from the schema, with the checker's messages inline. */
export function TenantForm({
  schema,
  group,
  value,
  existing,
  errors,
  onChange,
  labelActions,
}: TenantFormProps) {
  const formSchema: RJSFSchema = useMemo(() => groupSchema(schema, group), [schema, group]);
  const uiSchema: UiSchema = useMemo(
    () => ({
      ...withLabelWidget(uiSchemaFor(formSchema, { existing })),
      'ui:submitButtonOptions': { norender: true },
    }),
    [formSchema, existing],
  );
  const extraErrors = useMemo(() => errorSchemaFor(errors, group.keys), [errors, group]);
  const formData = useMemo(() => pick(value, group.keys), [value, group]);
  return (
    <Form
      schema={formSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={widgets}
      templates={templates}
      extraErrors={extraErrors}
      formContext={labelActions}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={defaults}
      onChange={(event: IChangeEvent<JsonObject>) =>
        onChange(mergeGroup(value, group.keys, event.formData ?? {}))
      }
    />
  );
}
