/**
 * The merchant's texts as published (docs/i18n.md, "Merchant texts"): the tenant file leaves
 * `texts` out and names in `textsLanguages` the languages that have a file of their own, beside
 * it, holding what a member reading that language sees (pickMerchantTexts, merchantTexts.ts). The
 * build and the studio's publish write them (operators/toolkit/servedFiles.ts), nginx serves them
 * with the merchant's other files (scripts/serve/sites.ts), the start loader and the locale store
 * fetch them beside the catalogue. In the initial JS: keep it this small.
 */

/**
 * A merchant's texts in one language, under the app's base: `tenants/vn-lotto.texts.VI.json` (the
 * language code as the tenant file writes it, upper case).
 */
export function textsFile(merchantCode: string, language: string): string {
  return `tenants/${merchantCode}.texts.${language}.json`;
}
