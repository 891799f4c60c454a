import type { ValidateFunction } from 'ajv';
import { createAjv } from './createAjv.ts';
import { readWidgetTypes } from './widgetRegistry.ts';

export interface TenantValidator {
  validate: ValidateFunction;
  /** The widget registry: the type enum of schemas/widgets.schema.json. */
  widgetTypes: string[];
}

/** The schema compiled with every error reported and the schema data each error needs for its message. */
export function createTenantValidator(): TenantValidator {
  const { ajv, rootId } = createAjv({ allErrors: true, verbose: true });
  const validate = ajv.getSchema(rootId);
  if (!validate) throw new Error(`schema ${rootId} did not compile`);
  const widgets = ajv.getSchema(new URL('widgets.schema.json', rootId).href);
  return { validate, widgetTypes: readWidgetTypes(widgets?.schema) };
}
