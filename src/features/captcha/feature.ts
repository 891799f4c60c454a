import { createElement } from 'react';
import type { TenantConfig } from '../../config/tenant.gen';
import { defineFeature, defineStore } from '../module';
import type { LazyStore } from '../module';
import { CaptchaOverlay } from './CaptchaOverlay';
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

/** The captcha's dialog or loading line, over any page (the root's captcha store). */
function CaptchaLayer() {
  return createElement(CaptchaOverlay);
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
  overlays: [{ component: CaptchaLayer, layer: 'dialog' }],
});
