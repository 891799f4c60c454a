import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeTenant } from './serializeTenant.ts';

const FILE = 'tenants/demo.json';
const original = readFileSync(FILE, 'utf8');

function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

describe('serializeTenant', () => {
  it('prints an unchanged tenant byte for byte', async () => {
    expect(await serializeTenant(JSON.parse(original), original, FILE)).toBe(original);
  });

  it('when one value changes, the diff is that one line', async () => {
    const value = JSON.parse(original) as { theme: { primary: string } };
    value.theme.primary = '#aa0000';
    const text = await serializeTenant(value, original, FILE);
    expect(changedLines(original, text)).toEqual(['    "primary": "#aa0000",']);
    expect(text.startsWith('{\n  "$schema": "../schemas/tenant.schema.json",\n')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('in a data repository with no Prettier file, one change is still one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tenant-data-'));
    try {
      const file = join(dir, 'demo.json');
      writeFileSync(file, original);
      const value = JSON.parse(original) as { theme: { primary: string } };
      value.theme.primary = '#aa0000';
      const text = await serializeTenant(value, original, file);
      expect(changedLines(original, text)).toEqual(['    "primary": "#aa0000",']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('when two menu entries swap, only their lines move', async () => {
    const value = JSON.parse(original) as { menu: unknown[] };
    const [vip, benefit] = [value.menu[0], value.menu[1]];
    value.menu[0] = benefit;
    value.menu[1] = vip;
    const text = await serializeTenant(value, original, FILE);
    const before = original.split('\n');
    const after = text.split('\n');
    expect(after.length).toBe(before.length);
    expect([...after].sort()).toEqual([...before].sort());
    expect(changedLines(original, text)).toHaveLength(7);
  });

  it('removes a cleared optional key and adds a new one at the end of its object', async () => {
    const value = JSON.parse(original) as { theme: Record<string, string | undefined> };
    value.theme.danger = undefined;
    value.theme.textMuted = '#555555';
    const text = await serializeTenant(value, original, FILE);
    expect(text).toContain('"textMuted": "#555555",');
    expect(text).not.toContain('"danger"');
    expect(text.split('\n')).toHaveLength(original.split('\n').length - 1);
  });
});
