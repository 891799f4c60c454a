import { loadSchemaFiles, ROOT_SCHEMA, SCHEMA_DIR } from './schemaFiles.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaObject = { [key: string]: Json };

/** Keys that only make sense inside a file with its own $id; a bundled schema drops them. */
const FILE_KEYS = new Set(['$id', '$schema', '$defs']);

/** Keywords whose value is data, not a schema. */
const VALUE_KEYS = new Set(['enum', 'const', 'examples', 'default']);
/** Keywords whose value maps names to schemas (a property may itself be called "default"). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties']);

function isObject(value: Json | undefined): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolvePointer(schema: Json, fragment: string): Json | undefined {
  if (fragment === '' || fragment === '/') return schema;
  let node: Json | undefined = schema;
  for (const raw of fragment.replace(/^\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * The tenant schema with every `$ref` replaced by what it points at, as one self-contained
 * object: form libraries (the studio's @rjsf) read it without resolving the fragment files.
 * A `$ref`'s sibling keywords (its own description, say) win over the target's.
 */
export function bundleTenantSchema(dir = SCHEMA_DIR): SchemaObject {
  const files = loadSchemaFiles(dir);
  const byId = new Map<string, Json>(files.map((f) => [f.schema.$id, f.schema as Json]));
  const root = files.find((f) => f.file === ROOT_SCHEMA.replace(SCHEMA_DIR, dir));
  if (!root) throw new Error(`${ROOT_SCHEMA} not found`);

  const inline = (node: Json, baseId: string, seen: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((n) => inline(n, baseId, seen));
    if (!isObject(node)) return node;
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
      if (isObject(expanded)) out = { ...expanded };
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' || FILE_KEYS.has(key)) continue;
      if (VALUE_KEYS.has(key)) out[key] = value;
      else if (SCHEMA_MAPS.has(key) && isObject(value))
        out[key] = Object.fromEntries(
          Object.entries(value).map(([name, child]) => [name, inline(child, base, seen)]),
        );
      else out[key] = inline(value, base, seen);
    }
    for (const key of FILE_KEYS) delete out[key];
    return out;
  };
  const bundled = inline(root.schema as Json, root.schema.$id, []);
  if (!isObject(bundled)) throw new Error('tenant schema is not an object');
  return bundled;
}
