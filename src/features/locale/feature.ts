import { defineFeature, defineStore } from '../module';
import { LocaleStore } from './LocaleStore';

export const localeFeature = defineFeature({
  name: 'locale',
  stores: [
    defineStore({
      key: 'locale',
      kind: 'eager',
      create: ({ tenant, launch, platform }, inputs) =>
        new LocaleStore({
          supported: tenant.languages.supported,
          tenantDefault: tenant.languages.default,
          queryLanguage: launch.language,
          env: platform.env,
          local: platform.local,
          loadMessages: inputs.loadMessages,
          pseudo: inputs.loadPseudoMessages && {
            session: platform.session,
            loadMessages: inputs.loadPseudoMessages,
          },
        }),
    }),
  ],
});
