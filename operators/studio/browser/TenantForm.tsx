import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { useMemo } from 'react';
import { ColorWidget } from './ColorWidget';
import { FieldTemplate, TitleFieldTemplate } from './FieldLabels';
import { ItemTitleTemplate } from './ItemTitleTemplate';
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

const widgets = { hexColor: ColorWidget };
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
}

/** One tab of the tenant: a form generated from the schema, with the checker's messages inline. */
export function TenantForm({ schema, group, value, existing, errors, onChange }: TenantFormProps) {
  const formSchema: RJSFSchema = useMemo(() => groupSchema(schema, group), [schema, group]);
  const uiSchema: UiSchema = useMemo(
    () => ({
      ...uiSchemaFor(formSchema, { existing }),
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
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={defaults}
      onChange={(event: IChangeEvent<JsonObject>) =>
        onChange(mergeGroup(value, group.keys, event.formData ?? {}))
      }
    />
  );
}
