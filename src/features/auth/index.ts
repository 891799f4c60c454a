import type { LazyStore } from '../module';
import type { AuthStore } from './AuthStore';
import type { RegisterStore } from './register/RegisterStore';
import type { SessionInfo, SessionStore } from './SessionStore';
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
export {
  AUTO_LOGIN_KEY,
  LINE_LOGIN_STATE_KEY,
  LINE_SESSION_TOKEN_KEY,
  REMEMBERED_LOGIN_KEY,
} from './storageKeys';
export type { RegisterStore } from './register/RegisterStore';
export type { LinkedIdentity } from './register/registerPayload';
export type { PhoneVerifier } from './register/SmsCodeStore';
export type { Role, SessionInfo } from './SessionStore';
export { authMessages } from './messages';
export { hasProviderReturn, loadSocialStore } from './social';
export type { SocialStore } from './social';

declare module '../module' {
  interface Stores {
    session: SessionStore;
    auth: AuthStore;
    registerStore: LazyStore<RegisterStore>;
    socialStore: LazyStore<SocialStore>;
  }
  interface StartInputs {
    /** Storybook and tests start in a given session instead of reading the URL and storage. */
    session?: SessionInfo | null;
  }
}

export { authFeature } from './feature';
