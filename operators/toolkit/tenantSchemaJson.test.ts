import { describe, expect, it } from 'vitest';
import { bundleTenantSchema } from './bundleSchema.ts';
import { loadSchemaFiles } from './schemaFiles.ts';
import { TENANT_SCHEMA_DOCUMENTS, tenantSchema } from './tenantSchemaJson.ts';

describe('the tenant schema as static imports', () => {
  it('imports every file of schemas/', () => {
    const onDisk = loadSchemaFiles().map((f) => f.schema.$id);
    expect(TENANT_SCHEMA_DOCUMENTS.map((d) => d.$id).sort()).toEqual(onDisk.sort());
  });

  it('bundles to the same schema as the files on disk', () => {
    expect(tenantSchema()).toEqual(bundleTenantSchema());
  });
});
