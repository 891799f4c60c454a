import { inlineSchema } from './inlineSchema.ts';
import type { SchemaObject } from './inlineSchema.ts';
import { loadSchemaFiles, ROOT_SCHEMA, SCHEMA_DIR } from './schemaFiles.ts';

/**
 * The tenant schema with every `$ref` replaced by what it points at, as one self-contained
 * object: form libraries (the studio's @rjsf) read it without resolving the fragment files.
 * A `$ref`'s sibling keywords (its own title or description, say) win over the target's.
 */
export function bundleTenantSchema(dir = SCHEMA_DIR): SchemaObject {
  const files = loadSchemaFiles(dir);
  const root = files.find((f) => f.file === ROOT_SCHEMA.replace(SCHEMA_DIR, dir));
  if (!root) throw new Error(`${ROOT_SCHEMA} not found`);
  const documents = files.map((f) => f.schema as SchemaObject & { $id: string });
  return inlineSchema(root.schema as SchemaObject & { $id: string }, documents);
}
