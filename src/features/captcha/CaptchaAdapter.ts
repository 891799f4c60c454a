import type { ApiClient } from '../../api/types';
import type { Clock } from '../../platform/clock';
import type { ScriptGlobalLoader } from '../../platform/loadScript';
import type { FakeChallenge } from './FakeChallenge';

/** The flows that may need a captcha (spec 5). */
export type CaptchaFlow = 'login' | 'register' | 'sms';

export type CaptchaVersion = 'v3' | 'v4';

/** What a solved captcha adds to a login, register or sms payload (spec 3). */
export interface CaptchaResult {
  geetestChallenge?: string;
  geetestSeccode?: string;
  /** The four v4 values and the captcha id, as one JSON string. */
  geetestValidateV4?: string;
  geetestRisk?: { geeToken: string; scene: string };
}

/** What one solve asks of an adapter. */
export interface CaptchaRequest {
  flow: CaptchaFlow;
  version: CaptchaVersion;
  /** captcha.geetestId: the v4 captchaId (v3 gets its gt from the register call). */
  captchaId?: string;
  /** captcha.riskAppId, for the risk check. */
  riskAppId?: string;
  /** The vendor's language code, already mapped and sanitised (spec 5). */
  language: string;
}

/** One captcha provider behind one call: GeeTest v3, v4, the risk check, or the fake. */
export interface CaptchaAdapter {
  /** Resolves with the payload fields, or rejects with a CaptchaError. */
  solve(request: CaptchaRequest): Promise<CaptchaResult>;
}

/** What the overlay shows while an adapter works: the fake's own UI, or a vendor loading. */
export type ActiveChallenge =
  | { kind: 'fake'; challenge: FakeChallenge }
  /** 'loading' until the vendor's own popup is up ('shown'); bind mode needs no container. */
  | { kind: 'vendor'; status: 'loading' | 'shown' };

/** The store's side of an attempt: what the overlay shows, and how closing it reaches the adapter. */
export interface ChallengeHost {
  /** Shows `active`; `cancel` is what closing it from outside (CaptchaStore.cancel) does. */
  show(active: ActiveChallenge, cancel: () => void): void;
  hide(): void;
}

export interface AdapterDeps {
  api: ApiClient;
  clock: Clock;
  host: ChallengeHost;
  /** Vendor scripts and their globals; default the page's (src/platform/loadScript). */
  loadScript?: ScriptGlobalLoader;
}
