import type { TenantConfig } from '../../config/tenant.gen';
import { defineFeature, defineStore, lazyOverlay } from '../module';
import type { LazyStore } from '../module';
import { captchaRequired } from './captchaRules';
import type { CaptchaPort } from './index';
import type { CaptchaStore } from './CaptchaStore';

/** The captcha store, downloaded on first solve (Stores.captchaStore). */
const loadCaptchaStore = () => import('./CaptchaStore').then((m) => m.CaptchaStore);

/**
 * Captcha for sign-in without its code at start: `required` is the tenant's rule (spec 5),
 * answered at once; `solve` downloads the store (and the fake or vendor adapter) then.
 */
function lazyCaptcha(tenant: TenantConfig, store: LazyStore<CaptchaStore>): CaptchaPort {
  return {
    required: (flow) => captchaRequired(tenant, flow),
    solve: async (flow) => (await store.load()).solve(flow),
  };
}

export const captchaFeature = defineFeature({
  name: 'captcha',
  stores: [
    defineStore({
      key: 'captchaStore',
      kind: 'lazy',
      needs: ['api', 'locale'],
      load: async ({ tenant, api, platform, locale }) => {
        const CaptchaStore = await loadCaptchaStore();
        return new CaptchaStore({ tenant, api, platform, language: () => locale.language });
      },
    }),
    defineStore({
      key: 'captcha',
      kind: 'eager',
      needs: ['captchaStore'],
      create: ({ tenant, captchaStore }) => lazyCaptcha(tenant, captchaStore),
    }),
  ],
  overlays: [
    {
      component: lazyOverlay(() => import('./overlay').then((m) => m.CaptchaLayer)),
      layer: 'dialog',
    },
  ],
});
