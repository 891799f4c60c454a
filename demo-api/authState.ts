import type { SecondFactorOption } from './seed.ts';
import type { DemoState } from './state.ts';

/** A session opened by a login or a registration with login. */
export interface DemoSession {
  token: string;
  merchantCode: string;
  memberId: number;
  spanId: string;
  /** From the Device header or loginDeviceId. */
  deviceId: string | null;
  expiresAt: number;
}

/** A login waiting for its second factor (login_verify_required). */
export interface PendingSecondFactor {
  memberId: number;
  options: SecondFactorOption[];
  code: string;
  deviceId: string | null;
  /** Social identities (`line:<id>`, `telegram:<id>`) to bind once the login completes. */
  bindings: string[];
  expiresAt: number;
}

export interface LoginFailures {
  count: number;
  /** Set once the member passed the wrong-password limit; logins answer TOO_MANY_REQUEST_LOGIN. */
  lockedUntil: number | null;
}

export interface SentSmsCode {
  code: string;
  sentAt: number;
  expiresAt: number;
}

/** Everything sign-in related the demo keeps for one merchant. */
export interface MerchantAuthState {
  /** token → session. */
  sessions: Map<string, DemoSession>;
  /** verifyToken → pending login. */
  secondFactor: Map<string, PendingSecondFactor>;
  /** member id → wrong passwords in a row. */
  loginFailures: Map<number, LoginFailures>;
  /** mobile number (digits) → the last code sent to it. */
  smsCodes: Map<string, SentSmsCode>;
  /** `line:<user id>` or `telegram:<id>` → member id. */
  socialBindings: Map<string, number>;
  /** Members created by registration (they start with no deposits, cards or mail). */
  registeredIds: Set<number>;
  /** member id → the amounts of the deposits made while the demo runs (POST /__demo/deposit). */
  deposits: Map<number, number[]>;
  /** member id → the key the chat widget gets; stable while the demo runs. */
  chatKeys: Map<number, string>;
}

export function emptyMerchantAuth(): MerchantAuthState {
  return {
    sessions: new Map(),
    secondFactor: new Map(),
    loginFailures: new Map(),
    smsCodes: new Map(),
    socialBindings: new Map(),
    registeredIds: new Set(),
    deposits: new Map(),
    chatKeys: new Map(),
  };
}

/** The sign-in state of one merchant, created on first use. */
export function authOf(state: DemoState, merchantCode: string): MerchantAuthState {
  let auth = state.auth.get(merchantCode);
  if (!auth) {
    auth = emptyMerchantAuth();
    state.auth.set(merchantCode, auth);
  }
  return auth;
}

/** Random bytes as hex: tokens, span ids, verify tokens (WebCrypto, browser-safe). */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return [...values].map((b) => b.toString(16).padStart(2, '0')).join('');
}
