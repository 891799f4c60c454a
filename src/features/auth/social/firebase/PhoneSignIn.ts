import type { LoginResponse, LoginType } from '../../../../api/calls/session';
import { login } from '../../../../api/calls/session';
import type { PendingSocial } from '../types';
import type { FirebasePhoneAdapter } from './FirebasePhoneAdapter';

export interface PhoneSignInHost {
  api: Parameters<typeof login>[0];
  adapter(): Promise<FirebasePhoneAdapter>;
  deviceId(): string;
  login(
    pending: PendingSocial,
    call: () => Promise<LoginResponse>,
    type: LoginType,
  ): Promise<boolean>;
  fail(error: unknown): void;
}

/**
 * Firebase phone auth (INTEGRATIONS.md 4a) for the forms of tenants whose SMS provider is
 * firebase: `verifier` plugs into registration (RegisterStore.setPhoneVerifier); sendCode and
 * loginWithCode are a login of type firebase (docs/sign-in.md, Social sign-in).
 */
export class PhoneSignIn {
  private mobileNum = '';

  constructor(private readonly host: PhoneSignInHost) {}

  /** RegisterStore's PhoneVerifier: the code proves the number as firebaseIdToken2. */
  readonly verifier = {
    send: async (countryDialingCode: string, mobileNum: string): Promise<void> => {
      await (await this.host.adapter()).send(countryDialingCode, mobileNum);
    },
    confirm: async (code: string): Promise<{ firebaseIdToken2: string }> => ({
      firebaseIdToken2: await (await this.host.adapter()).confirm(code),
    }),
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
    return this.host.login(
      { provider: 'firebase', firebaseIdToken, mobileNum: this.mobileNum },
      () =>
        login(
          this.host.api,
          { type: 'firebase', firebaseIdToken, loginDeviceId: deviceId },
          deviceId,
          { alert: false },
        ),
      'firebase',
    );
  }
}
