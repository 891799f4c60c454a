import type { Messages } from '../../i18n/withFallback';
import type { MerchantTextsInput } from '../../i18n/merchantTexts';
import { defineFeature, defineStore } from '../module';
import { LocaleStore } from './LocaleStore';

/**
 * The catalogue's messages with the merchant's texts over them. The merging code is fetched only
 * for a merchant that has texts, and at once, beside the catalogue (never after it), so the first
 * screen of a merchant without texts carries none of it.
 */
function withTexts(messages: Promise<Messages>, input: MerchantTextsInput): Promise<Messages> {
  if (!input.texts || Object.keys(input.texts).length === 0) return messages;
  return import('../../i18n/merchantTexts').then((m) => m.withMerchantTexts(messages, input));
}

export const localeFeature = defineFeature({
  name: 'locale',
  stores: [
    defineStore({
      key: 'locale',
      kind: 'eager',
      create: ({ tenant, launch, platform }, inputs) => {
        // The merchant's own wording came with the tenant file (docs/i18n.md, "Merchant texts").
        const { texts } = tenant;
        const tenantDefault = tenant.languages.default;
        const pseudoLoad = inputs.loadPseudoMessages;
        return new LocaleStore({
          supported: tenant.languages.supported,
          tenantDefault: tenant.languages.default,
          queryLanguage: launch.language,
          env: platform.env,
          local: platform.local,
          loadMessages: (code) =>
            withTexts(inputs.loadMessages(code), { texts, language: code, tenantDefault }),
          pseudo: pseudoLoad && {
            session: platform.session,
            loadMessages: (locale, language) =>
              withTexts(pseudoLoad(locale), {
                texts,
                language,
                tenantDefault,
                pseudo: locale,
              }),
          },
        });
      },
    }),
  ],
});
