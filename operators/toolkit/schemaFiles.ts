import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const SCHEMA_DIR = 'schemas';
export const ROOT_SCHEMA = join(SCHEMA_DIR, 'tenant.schema.json');

export interface SchemaFile {
  file: string;
  schema: Record<string, unknown> & { $id: string };
}

/** Every schema under schemas/, the root last, so Ajv can resolve each $ref by $id. */
export function loadSchemaFiles(dir = SCHEMA_DIR): SchemaFile[] {
  const files: string[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name.endsWith('.schema.json')) files.push(p);
    }
  };
  walk(dir);
  files.sort();
  return files.map((file) => {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as SchemaFile['schema'];
    if (typeof schema.$id !== 'string') throw new Error(`${relative('.', file)}: missing $id`);
    return { file, schema };
  });
}
