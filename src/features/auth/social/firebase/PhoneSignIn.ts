import type { LoginResponse, LoginType } from '../../../../api/calls/session';
import { login } from '../../../../api/calls/session';
import type { TenantConfig } from '../../../../config/tenant.gen';
import { loginDevice } from '../../../../platform/device';
import type { Environment } from '../../../../platform/environment';
import type { PendingSocial } from '../types';
import type { FirebasePhoneAdapter } from './FirebasePhoneAdapter';

export interface PhoneSignInHost {
  api: Parameters<typeof login>[0];
  adapter(): Promise<FirebasePhoneAdapter>;
  deviceId(): string;
  /** Where the app runs: the login's device and isOfficialAppLogin (spec 3). */
  env: Pick<Environment, 'isIPad' | 'isIosHomeScreen' | 'isStandalone' | 'isNativeApp'>;
  /** The tenant's Firebase project (auth.firebase), sent as firebaseChannel / firebaseChannel2. */
  firebase: TenantConfig['auth']['firebase'];
  login(
    pending: PendingSocial,
    call: () => Promise<LoginResponse>,
    type: LoginType,
  ): Promise<boolean>;
  fail(error: unknown): void;
}

/**
 * The channel a Firebase id token comes from: the tenant's Firebase project id, so the server
 * knows which project to verify it against (spec 3 names the field, not its value; the choice is
 * in docs/sign-in.md). Absent without a Firebase config.
 */
export function firebaseChannelOf(firebase: PhoneSignInHost['firebase']): string | undefined {
  return firebase?.projectId;
}

/**
 * Firebase phone auth (INTEGRATIONS.md 4a) for the forms of tenants whose SMS provider is
 * firebase: `verifier` plugs into registration (RegisterStore.setPhoneVerifier); sendCode and
 * loginWithCode are a login of type firebase (docs/sign-in.md, Social sign-in).
 */
export class PhoneSignIn {
  private mobileNum = '';

  constructor(private readonly host: PhoneSignInHost) {}

  private get channel(): string | undefined {
    return firebaseChannelOf(this.host.firebase);
  }

  /**
   * RegisterStore's PhoneVerifier: the code proves the number as firebaseIdToken2, from the
   * project firebaseChannel2 names.
   */
  readonly verifier = {
    send: async (countryDialingCode: string, mobileNum: string): Promise<void> => {
      await (await this.host.adapter()).send(countryDialingCode, mobileNum);
    },
    confirm: async (
      code: string,
    ): Promise<{ firebaseIdToken2: string; firebaseChannel2?: string }> => {
      const firebaseIdToken2 = await (await this.host.adapter()).confirm(code);
      const channel = this.channel;
      return { firebaseIdToken2, ...(channel ? { firebaseChannel2: channel } : {}) };
    },
  };

  /** First step of a phone login: the code by SMS. False (the error shown) on failure. */
  async sendCode(countryDialingCode: string, mobileNum: string): Promise<boolean> {
    try {
      await this.verifier.send(countryDialingCode, mobileNum);
      this.mobileNum = mobileNum;
      return true;
    } catch (error) {
      this.host.fail(error);
      return false;
    }
  }

  /** Second step: the code becomes a Firebase id token, then a login of type firebase. */
  async loginWithCode(code: string): Promise<boolean> {
    let firebaseIdToken: string;
    try {
      firebaseIdToken = await (await this.host.adapter()).confirm(code);
    } catch (error) {
      this.host.fail(error);
      return false;
    }
    const deviceId = this.host.deviceId();
    const { env } = this.host;
    const firebaseChannel = this.channel;
    const device = loginDevice(env);
    return this.host.login(
      {
        provider: 'firebase',
        firebaseIdToken,
        mobileNum: this.mobileNum,
        ...(firebaseChannel ? { firebaseChannel } : {}),
      },
      () =>
        login(
          this.host.api,
          {
            type: 'firebase',
            firebaseIdToken,
            ...(firebaseChannel ? { firebaseChannel } : {}),
            loginDeviceId: deviceId,
            isOfficialAppLogin: env.isNativeApp,
            ...(device ? { device } : {}),
          },
          deviceId,
          { alert: false },
        ),
      'firebase',
    );
  }
}
