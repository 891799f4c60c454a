import { createElement } from 'react';
import { defineFeature, defineStore } from '../module';
import type { LazyStore } from '../module';
import type { TenantConfig } from '../../config/tenant.gen';
import { captchaRequired } from './captchaRules';
import type { CaptchaError } from './CaptchaError';
import type { CaptchaStore } from './CaptchaStore';

export type { CaptchaStore } from './CaptchaStore';
export type { CaptchaDeps } from './CaptchaStore';
export type {
  CaptchaAdapter,
  CaptchaFlow,
  CaptchaRequest,
  CaptchaResult,
  CaptchaVersion,
} from './CaptchaAdapter';
export type { CaptchaError } from './CaptchaError';

/**
 * The text of a failed solve (a CaptchaError), or null for any other error. By the error's name,
 * so sign-in can tell without the captcha's code in its start.
 */
export function captchaErrorText(error: unknown): CaptchaError['text'] | null {
  if (!(error instanceof Error) || error.name !== 'CaptchaError' || !('text' in error)) return null;
  // A CaptchaError by its name; `text` is its translated message descriptor.
  return (error as CaptchaError).text;
}
export type { CaptchaErrorCode } from './CaptchaError';
import { CaptchaOverlay } from './CaptchaOverlay';

export { CaptchaOverlay };

declare module '../module' {
  interface Stores {
    captchaStore: LazyStore<CaptchaStore>;
    /** Sign-in's captcha: the tenant's rule at once, the store's code on first solve. */
    captcha: CaptchaPort;
  }
}

/** What sign-in asks of captcha: whether a flow needs it, and solving it. */
export type CaptchaPort = Pick<CaptchaStore, 'required' | 'solve'>;

/** The captcha store, downloaded on first solve (Stores.captchaStore). */
export const loadCaptchaStore = () => import('./CaptchaStore').then((m) => m.CaptchaStore);

/**
 * Captcha for sign-in without its code at start: `required` is the tenant's rule (spec 5),
 * answered at once; `solve` downloads the store (and the fake or vendor adapter) then.
 */
export function lazyCaptcha(tenant: TenantConfig, store: LazyStore<CaptchaStore>): CaptchaPort {
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
