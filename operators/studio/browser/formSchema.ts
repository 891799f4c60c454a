import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Group } from '../../toolkit/groups';

export type JsonObject = Record<string, unknown>;

/** The uiSchema option (`ui:fieldKey`) that carries a field's JSON key to its label. */
export const FIELD_KEY = 'fieldKey';

/** The colour type of schemas/defs.schema.json; fields with it get the colour picker. */
const COLOR_PATTERN = '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where the bundled schema keeps a $ref target's type name (toolkit/inlineSchema.ts). */
const TYPE_NAME = 'x-typeName';

/** A generated type's name ('TenantTheme', 'MenuEntry'), not words for an operator. */
function isTypeName(node: JsonObject, title: unknown): boolean {
  return (
    typeof title === 'string' && (title === node[TYPE_NAME] || /^[A-Z][a-z]+[A-Z]\w*$/.test(title))
  );
}

/**
 * Shapes rjsf draws better: a field's label is its title ("Brand colour"); a type's name
 * ('MenuEntry') is no label, so it gives way (list items get their own name, ItemTitleTemplate);
 * a list item chosen by oneOf (a widget) is picked by its option alone, not by a second copy of
 * its `type` enum.
 */
function forForm(node: unknown): unknown {
  if (Array.isArray(node)) return node.map((n) => forForm(n));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === TYPE_NAME) continue;
    if (key === 'title' && isTypeName(node, value)) continue;
    if (key === 'properties' && Array.isArray(node.oneOf)) continue;
    if (key === 'required' && Array.isArray(node.oneOf)) continue;
    if ((key === 'properties' || key === 'patternProperties') && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forForm(v)]));
    else if (key === 'enum' || key === 'const' || key === 'default') out[key] = value;
    else out[key] = forForm(value);
  }
  return out;
}

/** One tab's form: the bundled tenant schema cut down to the group's keys. */
export function groupSchema(root: JsonObject, group: Group): RJSFSchema {
  const all = isObject(root.properties) ? root.properties : {};
  const properties = Object.fromEntries(Object.entries(all).map(([k, v]) => [k, forForm(v)]));
  const required = Array.isArray(root.required) ? root.required : [];
  return {
    type: 'object',
    properties: Object.fromEntries(
      group.keys.filter((k) => k in properties).map((k) => [k, properties[k]]),
    ),
    required: required.filter((k): k is string => typeof k === 'string' && group.keys.includes(k)),
  } as RJSFSchema;
}

/** Widgets by schema shape: colours get the picker; the file's own bookkeeping keys are hidden. */
export function uiSchemaFor(schema: unknown, options: { existing: boolean }): UiSchema {
  const propertyUi = (parent: JsonObject, key: string, child: unknown): UiSchema => {
    const required = Array.isArray(parent.required) ? parent.required : [];
    // The label is the field's title; the key the file uses is shown beside it, small.
    const named: UiSchema = { [`ui:${FIELD_KEY}`]: key };
    // An optional switch left out of the file has its default, which a checkbox would show as
    // off: a choice of not set, yes or no says it as it is.
    if (isObject(child) && child.type === 'boolean' && !required.includes(key))
      return { 'ui:widget': 'select', 'ui:placeholder': 'not set (default)', ...named };
    return { ...walk(child), ...named };
  };
  const walk = (node: unknown): UiSchema | undefined => {
    if (!isObject(node)) return undefined;
    if (node.pattern === COLOR_PATTERN) return { 'ui:widget': 'hexColor' };
    const ui: UiSchema = {};
    if (isObject(node.properties)) {
      for (const [key, child] of Object.entries(node.properties))
        ui[key] = propertyUi(node, key, child);
    }
    if (isObject(node.patternProperties)) {
      const first = Object.values(node.patternProperties)[0];
      const childUi = walk(first);
      if (childUi) ui.additionalProperties = childUi;
    }
    if (Array.isArray(node.oneOf)) {
      // A field fixed by its option (a widget's `type`) is said by the option picker already.
      for (const option of node.oneOf) {
        if (!isObject(option) || !isObject(option.properties)) continue;
        for (const [key, child] of Object.entries(option.properties)) {
          if (isObject(child) && 'const' in child) ui[key] = { 'ui:widget': 'hidden' };
          else if (!(key in ui)) ui[key] = propertyUi(option, key, child);
        }
      }
    }
    if (isObject(node.items)) {
      const items = node.items;
      const primitive = items.type !== 'object' && !Array.isArray(items.oneOf);
      // A list of host names or codes: the list's own label says it; one per item is noise.
      const childUi = { ...walk(items), ...(primitive ? { 'ui:label': false } : {}) };
      ui.items = childUi;
      // Menu entries and widgets are shown in file order: the arrows move them.
      ui['ui:options'] = { orderable: true };
    }
    return Object.keys(ui).length > 0 ? ui : undefined;
  };
  const ui = walk(schema) ?? {};
  ui.$schema = { 'ui:widget': 'hidden' };
  ui.schemaVersion = { 'ui:widget': 'hidden' };
  // Written by the publish from `texts` (the languages that have a texts file), never by hand.
  ui.textsLanguages = { 'ui:widget': 'hidden' };
  // The code is the file name: a saved merchant keeps it (create another to change it).
  if (options.existing) ui.merchantCode = { ...ui.merchantCode, 'ui:readonly': true };
  return ui;
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * The checker's messages at the form fields they are about: each JSON pointer becomes a path in
 * rjsf's error schema (array items by index), so the message shows under that field.
 */
export function errorSchemaFor(
  messages: ReadonlyArray<{ pointer: string; message: string }>,
  keys: readonly string[],
): ErrorSchema {
  const root: JsonObject = {};
  for (const { pointer, message } of messages) {
    const path = pointer.split('/').slice(1).map(unescape);
    if (path.length === 0 || !keys.includes(path[0]!)) continue;
    let node = root;
    for (const segment of path) {
      const next = node[segment];
      node[segment] = isObject(next) ? next : {};
      node = node[segment] as JsonObject;
    }
    const list = Array.isArray(node.__errors) ? (node.__errors as string[]) : [];
    node.__errors = [...list, message];
  }
  return root as ErrorSchema;
}

/** The draft's values for one tab. */
export function pick(value: JsonObject, keys: readonly string[]): JsonObject {
  return Object.fromEntries(Object.entries(value).filter(([k]) => keys.includes(k)));
}

/**
 * A tab's edit merged back into the draft: keys keep their place in the file, a key the form
 * cleared is dropped, a key the form added goes at the end of the file.
 */
export function mergeGroup(
  value: JsonObject,
  keys: readonly string[],
  edited: JsonObject,
): JsonObject {
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) {
    if (!keys.includes(key)) out[key] = v;
    else if (edited[key] !== undefined) out[key] = edited[key];
  }
  for (const key of keys) if (!(key in out) && edited[key] !== undefined) out[key] = edited[key];
  return out;
}
