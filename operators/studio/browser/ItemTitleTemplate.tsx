import { getDefaultRegistry } from '@rjsf/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

const DefaultObjectFieldTemplate = getDefaultRegistry().templates.ObjectFieldTemplate;

/** What a list item is, in the words of the file: `vip (VIP)`, `menuGrid`, `Android`. */
export function itemSummary(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const record = data as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  if (text('key') && text('type')) return `${text('key')} (${text('type')})`;
  const named = ['type', 'resourceType', 'name', 'labelName', 'platform'].map(text).find(Boolean);
  return named || undefined;
}

/**
 * An object inside a list gets its own name as its heading ('vip (VIP)') instead of its schema's
 * type name ('MenuEntry'), so a long menu or widget list reads like the file.
 */
export function ItemTitleTemplate(props: ObjectFieldTemplateProps) {
  const inList = typeof props.fieldPathId.path.at(-1) === 'number';
  const summary = inList ? itemSummary(props.formData) : undefined;
  return <DefaultObjectFieldTemplate {...props} title={summary ?? props.title} />;
}
