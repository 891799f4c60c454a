// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectTenantFiles } from './collectTenantFiles.ts';

const root = mkdtempSync(join(tmpdir(), 'collect-'));
mkdirSync(join(root, 'tenants/pair'), { recursive: true });
for (const file of [
  'tenants/b.json',
  'tenants/a.json',
  'tenants/notes.md',
  'tenants/pair/c.json',
]) {
  writeFileSync(join(root, file), '{}');
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('collectTenantFiles', () => {
  it('expands directories recursively to their JSON files, relative to cwd', () => {
    expect(collectTenantFiles(['tenants'], root)).toEqual({
      files: ['tenants/a.json', 'tenants/b.json', 'tenants/pair/c.json'],
      missing: [],
    });
  });

  it('reads only the top level when asked to', () => {
    expect(collectTenantFiles(['tenants'], root, false).files).toEqual([
      'tenants/a.json',
      'tenants/b.json',
    ]);
  });

  it('keeps files named directly, once, and names what does not exist', () => {
    expect(collectTenantFiles(['tenants/b.json', 'tenants', 'nope.json'], root)).toEqual({
      files: ['tenants/b.json', 'tenants/a.json', 'tenants/pair/c.json'],
      missing: ['nope.json'],
    });
  });
});
