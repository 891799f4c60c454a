import { lazy } from 'react';
import {
  AGENT_REGISTER_PATH,
  CHANGE_PASSWORD_PATH,
  LOGIN_PATH,
  REGISTER_HTML_PATH,
  REGISTER_PATH,
} from '../../config/routePaths';
import { defineFeature, defineStore, lazyOverlay } from '../module';
import { AuthStore } from './AuthStore';
import { SessionStore } from './SessionStore';
import { loadSocialStore } from './social';

/** Registration's store, downloaded on first use (Stores.registerStore). */
const loadRegisterStore = () => import('./register/RegisterStore').then((m) => m.RegisterStore);

const registerPage = () =>
  import('./register/RegisterPage').then((m) => ({ default: m.RegisterPage }));

export const authFeature = defineFeature({
  name: 'auth',
  stores: [
    defineStore({
      key: 'session',
      kind: 'eager',
      create: ({ tenant, platform }, inputs) =>
        inputs.session !== undefined
          ? new SessionStore(
              platform.session,
              tenant.merchantCode,
              inputs.session && { ...inputs.session, merchantCode: tenant.merchantCode },
            )
          : SessionStore.restore(platform.session, tenant.merchantCode, platform.env.location()),
    }),
    defineStore({
      key: 'auth',
      kind: 'eager',
      needs: ['api', 'session', 'notices', 'captcha', 'siteSettings'],
      // The root is the AuthStore's deps (tenant, api, platform, ..., siteSettings).
      create: (root) => new AuthStore(root),
    }),
    // Registration and social sign-in download on first use (a form, a button, a provider's
    // return at start): their code is not in the initial JS.
    defineStore({
      key: 'registerStore',
      kind: 'lazy',
      needs: ['api', 'notices', 'captcha', 'auth', 'tracking', 'siteSettings'],
      load: async (root) => {
        const RegisterStore = await loadRegisterStore();
        const { tenant, api, platform, launch, notices, navigation, captcha, auth, tracking } =
          root;
        return new RegisterStore({
          tenant,
          api,
          platform,
          launch,
          notices,
          navigation,
          captcha,
          auth,
          tracking,
          siteSettings: root.siteSettings,
        });
      },
      // Firebase SMS tenants: the number is proved through social sign-in's Firebase adapter,
      // plugged into registration when social sign-in is built, before the form can send a code.
      ready: async (_register, { tenant, socialStore }) => {
        if (tenant.auth.sms?.provider === 'firebase') await socialStore.load();
      },
    }),
    defineStore({
      key: 'socialStore',
      kind: 'lazy',
      needs: ['api', 'notices', 'auth', 'registerStore'],
      load: async ({ tenant, api, platform, launch, notices, auth, registerStore }) => {
        // Registration built, not ready: its ready step (Firebase) waits for this store.
        const [SocialStore, register] = await Promise.all([
          loadSocialStore(),
          registerStore.build(),
        ]);
        return new SocialStore({ tenant, api, platform, launch, notices, auth, register });
      },
    }),
  ],
  overlays: [
    {
      component: lazyOverlay(() => import('./overlay').then((m) => m.AuthOverlays)),
      layer: 'dialog',
    },
    {
      component: lazyOverlay(() => import('./overlay').then((m) => m.SocialLayer)),
      layer: 'dialog',
    },
  ],
  routes: [
    {
      path: LOGIN_PATH,
      access: 'public',
      page: lazy(() => import('./LoginPage').then((m) => ({ default: m.LoginPage }))),
    },
    {
      path: REGISTER_PATH,
      access: 'public',
      page: lazy(registerPage),
    },
    {
      path: REGISTER_HTML_PATH,
      access: 'public',
      page: lazy(registerPage),
    },
    {
      path: CHANGE_PASSWORD_PATH,
      access: 'member',
      page: lazy(() =>
        import('./ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
      ),
    },
    {
      path: AGENT_REGISTER_PATH,
      access: 'member',
      page: lazy(() =>
        import('./AgentRegisterPage').then((m) => ({ default: m.AgentRegisterPage })),
      ),
    },
  ],
});
