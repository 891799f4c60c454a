import Ajv2020 from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import addFormats from 'ajv-formats';
import { loadSchemaFiles, ROOT_SCHEMA } from './schemaFiles.ts';

/** One Ajv set up the same way for the generator and the tenants CLI. */
export function createAjv(
  extra: Options & { transformSchema?: (schema: unknown) => unknown } = {},
): { ajv: Ajv2020; rootId: string } {
  const { transformSchema = (s: unknown) => s, ...options } = extra;
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    discriminator: true,
    allowUnionTypes: true,
    ...options,
  });
  addFormats(ajv);
  let rootId = '';
  for (const { file, schema } of loadSchemaFiles()) {
    ajv.addSchema(transformSchema(schema) as typeof schema);
    if (file === ROOT_SCHEMA) rootId = schema.$id;
  }
  return { ajv, rootId };
}
