// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_TEXTS_BUDGET, measureMerchantTexts } from './measureMerchantTexts.ts';

describe("the first screen's tenant file with 50 merchant texts in 5 languages", () => {
  it('stays within 4 KB gzip with the texts of the one language it needs', () => {
    for (const words of [1, 2]) {
      const m = measureMerchantTexts(words);
      // One file per language of the demo (EN, CN, VI, TH, UR), none of them in the tenant file.
      expect(Object.keys(m.languages)).toHaveLength(5);
      expect(m.tenantFile - m.base).toBeLessThan(64);
      expect(m.firstScreen).toBeLessThanOrEqual(FIRST_SCREEN_TEXTS_BUDGET);
    }
  });

  it('would be over the budget with every language in the tenant file', () => {
    expect(measureMerchantTexts(1).unsplit).toBeGreaterThan(FIRST_SCREEN_TEXTS_BUDGET);
  });
});
