// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TENANTS_DIR, loadTenants } from './loadTenants.ts';

describe('loadTenants', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reads the repository tenants by default', () => {
    const codes = loadTenants(undefined, { onSkip: () => undefined }).map((t) => t.merchantCode);
    expect(codes).toContain('demo');
  });

  it('upgrades a schemaVersion 1 file in memory', () => {
    dir = mkdtempSync(join(tmpdir(), 'demo-tenants-'));
    const demo = JSON.parse(readFileSync(join(DEFAULT_TENANTS_DIR, 'demo.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const { flags, languages, customerService, ...rest } = demo;
    const enabled = Object.entries(flags as Record<string, boolean>)
      .filter(([, on]) => on)
      .map(([name]) => name);
    const v1 = {
      ...rest,
      schemaVersion: 1,
      features: enabled,
      lang: languages,
      cs: customerService,
    };
    writeFileSync(join(dir, 'demo.json'), JSON.stringify(v1));
    const skipped: string[] = [];
    const tenants = loadTenants(dir, { onSkip: (file, reason) => skipped.push(reason) });
    expect(skipped).toEqual([]);
    expect(tenants[0]?.flags).toEqual(flags);
    expect(tenants[0]?.languages).toEqual(languages);
  });

  it('skips files that are not JSON, not a tenant, or reuse a merchantCode, and says why', () => {
    dir = mkdtempSync(join(tmpdir(), 'demo-tenants-'));
    const demo = readFileSync(join(DEFAULT_TENANTS_DIR, 'demo.json'), 'utf8');
    writeFileSync(join(dir, 'demo.json'), demo);
    writeFileSync(join(dir, 'demo2.json'), demo);
    writeFileSync(join(dir, 'broken.json'), '{"merchantCode":');
    writeFileSync(join(dir, 'other.json'), '{"merchantCode":"other"}');
    writeFileSync(join(dir, 'notes.txt'), 'not a tenant');
    const skipped: string[] = [];
    const tenants = loadTenants(dir, {
      onSkip: (file, reason) => skipped.push(`${file}: ${reason}`),
    });
    expect(tenants.map((t) => t.merchantCode)).toEqual(['demo']);
    expect(skipped).toHaveLength(3);
    expect(skipped.join('\n')).toMatch(/broken\.json: .*JSON/);
    expect(skipped.join('\n')).toMatch(/demo2\.json: merchantCode "demo" is already used/);
    expect(skipped.join('\n')).toMatch(/other\.json: .*npm run tenants/);
  });
});
