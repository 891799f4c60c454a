import { lazy } from 'react';
import { defineFeature } from '../module';
import type { LazyStore } from '../module';
import type { AuthStore } from './AuthStore';
import type { RegisterStore } from './register/RegisterStore';
import type { SessionStore } from './SessionStore';
import type { SocialStore } from './social';

export { SessionStore, SESSION_KEY } from './SessionStore';
export { AuthStore } from './AuthStore';
export type {
  AuthDialog,
  CompletedLogin,
  LoginInput,
  LoginMethod,
  LoginState,
  SecondFactorFlow,
} from './AuthStore';
export type { LinkedAccount } from './linkedAccount';
import {
  AGENT_REGISTER_PATH,
  CHANGE_PASSWORD_PATH,
  LOGIN_PATH,
  REGISTER_HTML_PATH,
  REGISTER_PATH,
} from '../../config/routePaths';
export { AuthOverlays } from './AuthOverlays';
export { safeGoPath } from './safeGoPath';
export { AUTO_LOGIN_KEY, LINE_SESSION_TOKEN_KEY, REMEMBERED_LOGIN_KEY } from './storageKeys';
export type { RegisterStore } from './register/RegisterStore';
/** Registration's store, downloaded on first use (RootStore.registerStore). */
export const loadRegisterStore = () =>
  import('./register/RegisterStore').then((m) => m.RegisterStore);
export type { LinkedIdentity } from './register/registerPayload';
export type { PhoneVerifier } from './register/SmsCodeStore';
export type { Role, SessionInfo } from './SessionStore';
export { authMessages } from './messages';
export { hasProviderReturn, loadSocialStore, SocialOverlay } from './social';
export type { SocialStore } from './social';

declare module '../module' {
  interface Stores {
    session: SessionStore;
    auth: AuthStore;
    registerStore: LazyStore<RegisterStore>;
    socialStore: LazyStore<SocialStore>;
  }
}

const registerPage = () =>
  import('./register/RegisterPage').then((m) => ({ default: m.RegisterPage }));

export const authFeature = defineFeature({
  name: 'auth',
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
