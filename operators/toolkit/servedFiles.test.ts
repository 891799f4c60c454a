// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publishedFiles, servedTenant } from './servedFiles.ts';

const read = (code: string) => readFileSync(`tenants/${code}.json`, 'utf8');

describe("a merchant's published files", () => {
  it('split the texts out of the tenant file, one file per language, each all a member needs', () => {
    const lotto = servedTenant('vn-lotto', read('vn-lotto'));
    const tenant = JSON.parse(lotto.json) as Record<string, unknown>;
    expect(tenant).not.toHaveProperty('texts');
    expect(tenant.textsLanguages).toEqual(['VI', 'EN', 'CN']);
    const files = publishedFiles([lotto]);
    expect(JSON.parse(files.get('tenants/vn-lotto.texts.VI.json') ?? '')).toEqual({
      'merchant.lottoDeals': 'Khuyến mãi xổ số',
    });
    expect(JSON.parse(files.get('tenants/vn-lotto.texts.EN.json') ?? '')).toEqual({
      'merchant.lottoDeals': 'Lottery deals',
    });
    // Also under each domain's key, still without texts.
    expect(files.get('tenants/hosts/_.saigonlotto.test.json')).toBe(lotto.json);
  });

  it('list only the languages whose members see a merchant text', () => {
    // pk-urdu overrides one login text, in Urdu only: English and Roman Urdu get no file.
    const urdu = servedTenant('pk-urdu', read('pk-urdu'));
    expect((JSON.parse(urdu.json) as { textsLanguages?: string[] }).textsLanguages).toEqual(['UR']);
    expect([...urdu.texts.keys()]).toEqual(['tenants/pk-urdu.texts.UR.json']);
    const demo = servedTenant('demo', read('demo'));
    expect(JSON.parse(demo.json)).not.toHaveProperty('textsLanguages');
    expect(demo.texts.size).toBe(0);
  });

  it("give a merchant id the default language's text where a language lacks one", () => {
    const source = JSON.parse(read('vn-lotto')) as Record<string, unknown>;
    source.texts = {
      'merchant.lottoDeals': { VI: 'Khuyến mãi xổ số' },
      'auth.login.noAccount': { EN: 'New here?' },
    };
    // A textsLanguages written by hand is replaced by the published one.
    source.textsLanguages = ['CN'];
    const served = servedTenant('vn-lotto', JSON.stringify(source));
    expect((JSON.parse(served.json) as { textsLanguages: string[] }).textsLanguages).toEqual([
      'VI',
      'EN',
      'CN',
    ]);
    expect(JSON.parse(served.texts.get('tenants/vn-lotto.texts.CN.json') ?? '')).toEqual({
      'merchant.lottoDeals': 'Khuyến mãi xổ số',
    });
    expect(JSON.parse(served.texts.get('tenants/vn-lotto.texts.EN.json') ?? '')).toEqual({
      'merchant.lottoDeals': 'Khuyến mãi xổ số',
      'auth.login.noAccount': 'New here?',
    });
  });
});
