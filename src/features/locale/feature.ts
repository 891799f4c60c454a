import type { TenantConfig } from '../../config/tenant.gen';
import type { LanguageCode } from '../../i18n/languages';
import { textsFile } from '../../i18n/textsFiles';
import type { PseudoLocale } from '../../i18n/pseudoLocales';
import type { Messages } from '../../i18n/withFallback';
import { defineFeature, defineStore } from '../module';
import { LocaleStore } from './LocaleStore';

/**
 * The catalogue's messages with the merchant's texts over them (docs/i18n.md, "Merchant texts"):
 * the tenant file's own (tests, stories, the studio's preview), else the published file of the
 * language, requested here, where the catalogue's download starts (the start loader has usually
 * preloaded it), and only when the tenant file lists the language in `textsLanguages`. The merging
 * code is fetched only then, at once, beside the catalogue (never after it; the start loader
 * preloads it with the file), so the first screen of a merchant without texts carries none of it.
 */
function withTexts(
  messages: Promise<Messages>,
  tenant: TenantConfig,
  language: LanguageCode,
  fetch: typeof globalThis.fetch,
  pseudo?: PseudoLocale,
): Promise<Messages> {
  const file = tenant.textsLanguages?.includes(language)
    ? fetch(import.meta.env.BASE_URL + textsFile(tenant.merchantCode, language))
    : undefined;
  if (!file && !tenant.texts) return messages;
  return import('../../i18n/merchantTexts').then((m) =>
    m.withTenantTexts(messages, tenant, language, file, pseudo),
  );
}

export const localeFeature = defineFeature({
  name: 'locale',
  stores: [
    defineStore({
      key: 'locale',
      kind: 'eager',
      create: ({ tenant, launch, platform }, inputs) => {
        const pseudoLoad = inputs.loadPseudoMessages;
        return new LocaleStore({
          supported: tenant.languages.supported,
          tenantDefault: tenant.languages.default,
          queryLanguage: launch.language,
          env: platform.env,
          local: platform.local,
          loadMessages: (code) =>
            withTexts(inputs.loadMessages(code), tenant, code, platform.fetch),
          pseudo: pseudoLoad && {
            session: platform.session,
            loadMessages: (locale, language) =>
              withTexts(pseudoLoad(locale), tenant, language, platform.fetch, locale),
          },
        });
      },
    }),
  ],
});
