import { describe, expect, it } from 'vitest';
import { bundleTenantSchema } from './bundleSchema.ts';
import type { Json } from './inlineSchema.ts';
import { loadSchemaFiles } from './schemaFiles.ts';
import { looksLikeKey, titleProblems } from './schemaTitles.ts';

const at = (problems: ReturnType<typeof titleProblems>) =>
  problems.map((p) => `${p.at} ${p.problem}`);

describe('the tenant schema speaks to an operator', () => {
  it('gives every field of the bundled schema a title that is not its bare key', () => {
    expect(at(titleProblems(bundleTenantSchema()))).toEqual([]);
  });

  it('has no description in any schema file that points at a spec section', () => {
    for (const { file, schema } of loadSchemaFiles())
      expect(
        at(titleProblems(schema as Json)).filter((p) => p.includes('spec')),
        file,
      ).toEqual([]);
  });

  it('labels fields the way the studio shows them', () => {
    const schema = bundleTenantSchema() as { properties: Record<string, Record<string, Json>> };
    const theme = schema.properties.theme as { properties: Record<string, { title: string }> };
    expect(schema.properties.merchantCode!.title).toBe('Merchant code');
    expect(theme.properties.primary!.title).toBe('Brand colour');
  });
});

describe('titleProblems', () => {
  const bad: Json = {
    type: 'object',
    description: 'Shown by the display rules of spec 5.',
    properties: {
      currencySymbol: { type: 'string' },
      merchantCode: { type: 'string', title: 'merchantCode' },
      h5_logo: { type: 'string', title: 'H5_logo' },
      flag: { type: 'boolean', title: 'GEETEST3' },
      region: {
        title: 'Region',
        type: 'object',
        patternProperties: { '^[A-Z]+$': { type: 'string' } },
      },
      ok: { title: 'Brand colour', type: 'string', description: 'Buttons and links.' },
    },
  };

  it('names each field with no title, a key for a title, and a spec reference', () => {
    expect(at(titleProblems(bad))).toEqual([
      ' sends the reader to a spec section: "Shown by the display rules of spec 5."',
      '/properties/currencySymbol has no title',
      '/properties/merchantCode is titled by its key "merchantCode"',
      '/properties/h5_logo has a title like a key: "H5_logo"',
      '/properties/flag has a title like a key: "GEETEST3"',
      '/properties/region/patternProperties/^[A-Z]+$ has no title',
    ]);
  });

  it('takes words, capitals and proper names as titles', () => {
    for (const title of ['Captcha', 'LINE', 'VAPID key', 'GeeTest id', '192 px icon'])
      expect(looksLikeKey(title), title).toBe(false);
    for (const title of ['currencySymbol', 'app_desc', 'STARTGAMEINAPP3', '$schema'])
      expect(looksLikeKey(title), title).toBe(true);
  });
});
