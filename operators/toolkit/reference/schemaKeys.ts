import { TYPE_NAME } from '../inlineSchema.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type SchemaNode = { [key: string]: Json };

/** One key of the tenant file, as the reference lists it. */
export interface KeyEntry {
  /** Path as operators read it: theme.primary, menu[].type, widgets[menuGrid].columns. */
  path: string;
  /** The same path as keys, for looking values up: ['menu', '[]', 'type']. */
  segments: string[];
  schema: SchemaNode;
  required: boolean;
  /** The generated type's name of the enclosing schema object, e.g. MenuEntry. */
  ownerTitle?: string;
  /** For a widget's props: the widget type. */
  widgetType?: string;
}

function isNode(value: Json | undefined): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every key of the bundled tenant schema, depth first, in the schema's own order. */
export function listKeys(root: SchemaNode): KeyEntry[] {
  const out: KeyEntry[] = [];
  const walkObject = (
    node: SchemaNode,
    path: string,
    segments: string[],
    widgetType?: string,
    field = false,
  ): void => {
    const required = Array.isArray(node.required) ? node.required : [];
    // A field's own title is a label ("Region"), not a type: only a $ref's target names one.
    const typeName = node[TYPE_NAME] ?? (field ? undefined : node.title);
    const ownerTitle = typeof typeName === 'string' ? typeName : undefined;
    const children: Array<[string, Json, boolean]> = [];
    if (isNode(node.properties))
      for (const [k, v] of Object.entries(node.properties))
        children.push([k, v, required.includes(k)]);
    if (isNode(node.patternProperties))
      for (const [pattern, v] of Object.entries(node.patternProperties))
        children.push([`<key>`, { ...(v as SchemaNode), keyPattern: pattern }, false]);
    for (const [key, child] of children) {
      if (!isNode(child) || key === '$schema') continue;
      const childPath = path ? `${path}.${key}` : key;
      const childSegments = [...segments, key];
      out.push({
        path: childPath,
        segments: childSegments,
        schema: child,
        required: key.startsWith('<') ? false : required.includes(key) || false,
        ...(ownerTitle ? { ownerTitle } : {}),
        ...(widgetType ? { widgetType } : {}),
      });
      walkValue(child, childPath, childSegments, widgetType, true);
    }
  };
  const walkValue = (
    node: SchemaNode,
    path: string,
    segments: string[],
    widgetType?: string,
    field = false,
  ): void => {
    if (isNode(node.properties) || isNode(node.patternProperties))
      walkObject(node, path, segments, widgetType, field);
    const items = node.items;
    if (!isNode(items)) return;
    if (Array.isArray(items.oneOf)) {
      // A widget: its props by type.
      for (const option of items.oneOf) {
        if (!isNode(option) || !isNode(option.properties)) continue;
        const type = option.properties.type;
        const name = isNode(type) && typeof type.const === 'string' ? type.const : '?';
        walkObject(option, `${path}[${name}]`, [...segments, '[]'], name);
      }
    } else walkValue(items, `${path}[]`, [...segments, '[]'], widgetType);
  };
  walkObject(root, '', []);
  return out;
}

/** The values a path has in a tenant file ('[]' goes through every item; '<...>' every key). */
export function valuesAt(
  value: unknown,
  segments: readonly string[],
  widgetType?: string,
): unknown[] {
  let current: unknown[] = [value];
  for (const segment of segments) {
    const next: unknown[] = [];
    for (const v of current) {
      if (segment === '[]' && Array.isArray(v)) {
        next.push(
          ...v.filter(
            (item) =>
              widgetType === undefined ||
              (typeof item === 'object' &&
                item !== null &&
                (item as { type?: unknown }).type === widgetType),
          ),
        );
      } else if (segment.startsWith('<') && typeof v === 'object' && v !== null) {
        next.push(...Object.values(v));
      } else if (typeof v === 'object' && v !== null && !Array.isArray(v) && segment in v) {
        next.push((v as Record<string, unknown>)[segment]);
      }
    }
    current = next;
  }
  return current;
}
