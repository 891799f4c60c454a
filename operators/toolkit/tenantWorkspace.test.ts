import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleTenantSchema } from './bundleSchema.ts';
import { newTenantCommand } from './newTenantCommand.ts';
import { TenantWorkspace } from './tenantWorkspace.ts';

let dir = '';
let workspace: TenantWorkspace;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  cpSync('tenants', dir, { recursive: true });
  workspace = new TenantWorkspace(dir);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const demo = () =>
  JSON.parse(readFileSync(join(dir, 'demo.json'), 'utf8')) as Record<string, unknown>;

describe('TenantWorkspace', () => {
  it('creates a merchant from the demo template that passes the checker', async () => {
    const result = await workspace.create({
      merchantCode: 'acme',
      displayName: 'Acme Games',
      domains: ['m.acme.example'],
    });
    expect(result).toMatchObject({ ok: true, check: { ok: true, errors: [] } });
    const saved = JSON.parse(readFileSync(join(dir, 'acme.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({
      $schema: '../schemas/tenant.schema.json',
      merchantCode: 'acme',
      displayName: 'Acme Games',
      domains: ['m.acme.example'],
      manifest: { short_name: 'Acme Games', name: 'Acme Games' },
    });
    expect(
      await workspace.create({ merchantCode: 'acme', displayName: 'x', domains: ['a.b'] }),
    ).toEqual({ ok: false, problems: [`${join(dir, 'acme.json')} already exists`] });
  });

  it('checks a draft against the other files, with the messages of npm run tenants', async () => {
    const draft = { ...demo(), merchantCode: 'acme', domains: [''] };
    const maya = JSON.parse(readFileSync(join(dir, 'ph-maya.json'), 'utf8')) as {
      domains: string[];
    };
    draft.domains = [maya.domains[0]!];
    const check = await workspace.check('acme', draft);
    expect(check.ok).toBe(false);
    expect(check.errors).toEqual([
      expect.objectContaining({
        pointer: '/domains/0',
        message: `domain "${maya.domains[0]}" is also listed by ${join(dir, 'ph-maya.json')}`,
      }),
    ]);
    expect(check.lines[0]).toMatch(/acme\.json:6:\d+ \/domains\/0: domain /);
  });

  it('refuses to save a draft with errors and leaves the file as it was', async () => {
    const before = readFileSync(join(dir, 'demo.json'), 'utf8');
    const value = demo();
    (value.theme as Record<string, string>).primary = 'red';
    const result = await workspace.save('demo', value);
    expect(result.saved).toBe(false);
    expect(result.check.errors.map((e) => e.pointer)).toEqual(['/theme/primary']);
    expect(readFileSync(join(dir, 'demo.json'), 'utf8')).toBe(before);
  });

  it('saves a good draft whole, with no temporary file left', async () => {
    const value = demo();
    (value.theme as Record<string, string>).primary = '#123456';
    const result = await workspace.save('demo', value);
    expect(result).toMatchObject({ saved: true, changed: true });
    expect(readFileSync(join(dir, 'demo.json'), 'utf8')).toContain('"primary": "#123456",');
    expect(readdirSync(dir).filter((f) => !f.endsWith('.json'))).toEqual([]);
  });
});

describe('npm run tenants -- new', () => {
  it('writes the file and says where; a bad code is refused', async () => {
    expect(
      await newTenantCommand(['acme', '--name', 'Acme', '--domain', 'm.acme.example'], workspace),
    ).toBe(0);
    expect(readdirSync(dir)).toContain('acme.json');
    expect(await newTenantCommand(['Acme'], workspace)).toBe(1);
    expect(await newTenantCommand(['--bogus'], workspace)).toBe(2);
  });
});

describe('bundleTenantSchema', () => {
  it('inlines every $ref, keeping the sibling description', () => {
    const bundled = bundleTenantSchema();
    expect(JSON.stringify(bundled)).not.toContain('$ref');
    const theme = (bundled.properties as Record<string, { properties: Record<string, unknown> }>)
      .theme!;
    expect(theme.properties.primary).toMatchObject({
      type: 'string',
      description: 'Brand colour: buttons, active tabs, links.',
    });
  });
});
