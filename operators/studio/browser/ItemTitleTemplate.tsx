import { getDefaultRegistry } from '@rjsf/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { itemName } from '../../toolkit/fieldSummary';

const DefaultObjectFieldTemplate = getDefaultRegistry().templates.ObjectFieldTemplate;

/**
 * What a list item is, in the words the review and history use (toolkit/fieldSummary.ts): a menu
 * entry by its label in English ("VIP benefits"), a widget by its name ("Banner carousel"), a
 * download link by its kind ("Android"), a VIP label or chat entry by its name.
 */
export function itemSummary(data: unknown, schema?: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  if (Object.keys(data).length === 0) return undefined;
  return itemName(data, schema as Parameters<typeof itemName>[1]);
}

/**
 * An object inside a list gets its own name as its heading ('VIP benefits') instead of its
 * schema's type name ('MenuEntry'), so a long menu or widget list reads like the studio's review.
 */
export function ItemTitleTemplate(props: ObjectFieldTemplateProps) {
  const inList = typeof props.fieldPathId.path.at(-1) === 'number';
  const summary = inList ? itemSummary(props.formData, props.schema) : undefined;
  return <DefaultObjectFieldTemplate {...props} title={summary ?? props.title} />;
}
