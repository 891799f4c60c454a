// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CURRENT_SCHEMA_VERSION,
  migrateTenant,
  migrateV1ToV2,
  RENAMED_KEYS,
  sourcePointer,
} from './migrations';

const v1 = {
  $schema: '../schemas/tenant.schema.json',
  schemaVersion: 1,
  merchantCode: 'acme',
  features: ['GEETEST3', 'LINELOGIN3'],
  lang: { supported: ['EN'], default: 'EN' },
  cs: [{ name: 'Chat', path: 'x', csType: 'LIVECHAT' }],
  menu: [],
};

describe('migrateTenant', () => {
  it('leaves a current file as it is', () => {
    const doc = { schemaVersion: 2, merchantCode: 'acme', flags: {} };
    const result = migrateTenant(doc);
    expect(CURRENT_SCHEMA_VERSION).toBe(2);
    expect(result).toEqual({ value: doc, fromVersion: 2, warnings: [], moves: [] });
    expect(result.value).toBe(doc);
  });

  describe('when the file is at version 1', () => {
    const result = migrateTenant(v1);
    const value = result.value as Record<string, unknown>;

    it('renames the keys in place and sets schemaVersion 2', () => {
      expect(result.fromVersion).toBe(1);
      expect(Object.keys(value)).toEqual([
        '$schema',
        'schemaVersion',
        'merchantCode',
        'flags',
        'languages',
        'customerService',
        'menu',
      ]);
      expect(value.schemaVersion).toBe(2);
      expect(value.languages).toBe(v1.lang);
      expect(value.customerService).toBe(v1.cs);
    });

    it('states all 14 flags, true for the listed features', () => {
      const flags = value.flags as Record<string, boolean>;
      expect(Object.keys(flags)).toHaveLength(14);
      expect(Object.entries(flags).filter(([, on]) => on)).toEqual([
        ['GEETEST3', true],
        ['LINELOGIN3', true],
      ]);
    });

    it('warns once per renamed key, at the old key, and once for the version', () => {
      expect(result.warnings).toEqual([
        {
          pointer: '/schemaVersion',
          message:
            'schemaVersion 1 is upgraded in memory; rename the keys marked below and set it to 2',
        },
        {
          pointer: '/features',
          message:
            'renamed: use "flags" (schemaVersion 2), an object stating each of the 14 flags as true or false',
        },
        { pointer: '/lang', message: 'renamed: use "languages" (schemaVersion 2)' },
        { pointer: '/cs', message: 'renamed: use "customerService" (schemaVersion 2)' },
      ]);
    });

    it('maps pointers in the migrated value back to the file as written', () => {
      expect(sourcePointer('/flags/LINELOGIN3', result.moves)).toBe('/features/1');
      expect(sourcePointer('/flags/CBS3', result.moves)).toBe('/features');
      expect(sourcePointer('/languages/default', result.moves)).toBe('/lang/default');
      expect(sourcePointer('/customerService/0/path', result.moves)).toBe('/cs/0/path');
      expect(sourcePointer('/menu', result.moves)).toBe('/menu');
      expect(sourcePointer('/csx', result.moves)).toBe('/csx');
    });

    it('does not change the object it was given', () => {
      expect(v1.schemaVersion).toBe(1);
      expect(Object.keys(v1)).toContain('features');
    });
  });

  it('keeps an unknown feature name as a flag so the schema can name it', () => {
    const { value, moves } = migrateV1ToV2({ schemaVersion: 1, features: ['GEETEST4'] });
    expect((value.flags as Record<string, boolean>).GEETEST4).toBe(true);
    expect(sourcePointer('/flags/GEETEST4', moves)).toBe('/features/0');
  });

  it('leaves an old key alone when the new key is also present', () => {
    const { value, warnings } = migrateV1ToV2({ schemaVersion: 1, cs: [], customerService: [] });
    expect(value).toEqual({ schemaVersion: 2, cs: [], customerService: [] });
    expect(warnings.map((w) => w.pointer)).toEqual(['/schemaVersion']);
  });

  it('leaves features that are not a list of names for the schema to report', () => {
    const { value } = migrateV1ToV2({ schemaVersion: 1, features: 'GEETEST3' });
    expect(value).toEqual({ schemaVersion: 2, features: 'GEETEST3' });
  });

  it('does not guess a version that is missing, newer or unknown', () => {
    expect(migrateTenant({ features: [] })).toMatchObject({ fromVersion: null, warnings: [] });
    expect(migrateTenant([1])).toMatchObject({ fromVersion: null });
    expect(migrateTenant({ schemaVersion: '1' })).toMatchObject({ fromVersion: null });
    const newer = { schemaVersion: 3, features: [] };
    expect(migrateTenant(newer)).toEqual({ value: newer, fromVersion: 3, warnings: [], moves: [] });
    expect(migrateTenant({ schemaVersion: 0 })).toMatchObject({ fromVersion: 0, warnings: [] });
  });

  it('names the new key for every renamed key', () => {
    expect(RENAMED_KEYS.cs).toEqual({ to: 'customerService', since: 2 });
    expect(Object.values(RENAMED_KEYS).map((r) => r.to)).toEqual([
      'flags',
      'languages',
      'customerService',
    ]);
  });
});
