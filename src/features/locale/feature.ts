import { withMerchantTexts } from '../../i18n/merchantTexts';
import { defineFeature, defineStore } from '../module';
import { LocaleStore } from './LocaleStore';

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
            withMerchantTexts(inputs.loadMessages(code), { texts, language: code, tenantDefault }),
          pseudo: pseudoLoad && {
            session: platform.session,
            loadMessages: (locale, language) =>
              withMerchantTexts(pseudoLoad(locale), {
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
