import { closestName } from './didYouMean.ts';
import { isRecord } from './narrow.ts';

/**
 * Widget kinds that make sense once per page: a second one would stack a second header, bar,
 * prompt or status overlay.
 */
export const SINGLE_INSTANCE_WIDGETS: readonly string[] = [
  'statusNotices',
  'installPrompt',
  'pushOptIn',
  'downloadBar',
  'customerServiceButton',
  'appHeader',
];

/** The widget registry as tenant files see it: the type enum of schemas/widgets.schema.json. */
export function readWidgetTypes(widgetsSchema: unknown): string[] {
  const items = isRecord(widgetsSchema) ? widgetsSchema.items : undefined;
  const properties = isRecord(items) ? items.properties : undefined;
  const type = isRecord(properties) ? properties.type : undefined;
  const values = isRecord(type) ? type.enum : undefined;
  if (!Array.isArray(values))
    throw new Error('widgets.schema.json: items.properties.type.enum not found');
  return values.filter((v): v is string => typeof v === 'string');
}

/** One wording for the schema's discriminator and the semantic check, so duplicates merge. */
export function unknownWidgetTypeMessage(got: string, types: readonly string[]): string {
  const suggestion = closestName(got, types);
  const hint = suggestion === undefined ? '' : ` (did you mean "${suggestion}"?)`;
  return `unknown widget type "${got}"${hint}; valid types: ${types.join(', ')}`;
}
