/**
 * The pure half of bundleSchema.ts: schema documents in, one self-contained schema out. No file
 * access, so the studio's browser part (through fieldSummary.ts) can bundle the same way.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type SchemaObject = { [key: string]: Json };

/**
 * Where a bundled node keeps the title of the schema a `$ref` pointed at: the name of its type in
 * src/config/tenant.gen.ts (the reference generator finds a key's readers by it).
 */
export const TYPE_NAME = 'x-typeName';

/** Keys that only make sense inside a file with its own $id; a bundled schema drops them. */
const FILE_KEYS = new Set(['$id', '$schema', '$defs']);

/** Keywords whose value is data, not a schema. */
const VALUE_KEYS = new Set(['enum', 'const', 'examples', 'default']);
/** Keywords whose value maps names to schemas (a property may itself be called "default"). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties']);

export function isSchemaObject(value: Json | undefined): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolvePointer(schema: Json, fragment: string): Json | undefined {
  if (fragment === '' || fragment === '/') return schema;
  let node: Json | undefined = schema;
  for (const raw of fragment.replace(/^\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isSchemaObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * `root` with every `$ref` replaced by what it points at among `documents` (found by `$id`).
 * A `$ref`'s sibling keywords (its own title or description, say) win over the target's; the
 * target's title stays as TYPE_NAME.
 */
export function inlineSchema(
  root: SchemaObject & { $id: string },
  documents: ReadonlyArray<SchemaObject & { $id: string }>,
): SchemaObject {
  const byId = new Map<string, Json>(documents.map((d) => [d.$id, d]));
  const inline = (node: Json, baseId: string, seen: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((n) => inline(n, baseId, seen));
    if (!isSchemaObject(node)) return node;
    const base = typeof node.$id === 'string' ? new URL(node.$id, baseId).href : baseId;
    let out: SchemaObject = {};
    if (typeof node.$ref === 'string') {
      const target = new URL(node.$ref, base);
      const fragment = decodeURIComponent(target.hash.slice(1));
      target.hash = '';
      const key = `${target.href}#${fragment}`;
      if (seen.includes(key)) throw new Error(`circular $ref ${key}`);
      const doc = byId.get(target.href);
      const resolved = doc === undefined ? undefined : resolvePointer(doc, fragment);
      if (resolved === undefined) throw new Error(`unresolved $ref ${node.$ref} in ${base}`);
      const expanded = inline(resolved, target.href, [...seen, key]);
      if (isSchemaObject(expanded)) {
        out = { ...expanded };
        // The target's own title names its generated type (TenantTheme); the field's title
        // beside the $ref ("Theme colours") replaces it, so the type's name is kept aside.
        const typeName = expanded[TYPE_NAME] ?? expanded.title;
        if (typeof typeName === 'string') out[TYPE_NAME] = typeName;
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' || FILE_KEYS.has(key)) continue;
      if (VALUE_KEYS.has(key)) out[key] = value;
      else if (SCHEMA_MAPS.has(key) && isSchemaObject(value))
        out[key] = Object.fromEntries(
          Object.entries(value).map(([name, child]) => [name, inline(child, base, seen)]),
        );
      else out[key] = inline(value, base, seen);
    }
    for (const key of FILE_KEYS) delete out[key];
    return out;
  };
  const bundled = inline(root, root.$id, []);
  if (!isSchemaObject(bundled)) throw new Error('schema is not an object');
  return bundled;
}
