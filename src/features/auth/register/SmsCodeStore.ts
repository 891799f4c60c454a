import { makeAutoObservable } from 'mobx';
import { ApiError } from '../../../api/ApiError';
import { sendSmsCode } from '../../../api/calls/session';
import type { SmsCodeRequest } from '../../../api/calls/session';
import type { ApiClient } from '../../../api/types';
import type { Clock } from '../../../platform/clock';
import { captchaErrorText } from '../../captcha';
import type { CaptchaPort, CaptchaResult } from '../../captcha';
import type { NoticeText } from '../../notices';
import type { PhoneProof } from './registerPayload';

/**
 * A phone-verification provider other than the platform's SMS call (Firebase phone auth): it
 * sends the code itself and turns the typed code into what the register request carries.
 */
export interface PhoneVerifier {
  send(countryDialingCode: string, mobileNum: string): Promise<void>;
  confirm(code: string): Promise<PhoneProof>;
}

export interface SmsCodeDeps {
  api: ApiClient;
  clock: Clock;
  captcha: CaptchaPort;
  /** auth.sms.resendSeconds: how long the Send button waits before it can send again. */
  resendSeconds: number;
}

/** Why a code was not sent: the server's words or the captcha's reason; null: no words came. */
export interface SmsSendError {
  message: NoticeText | null;
}

/** The Send code button of mobile registration: captcha first, the send, the resend countdown. */
export class SmsCodeStore {
  sending = false;
  /** Seconds before another code can be asked for; 0 when it can. */
  secondsLeft = 0;
  /** The number the last code went to. */
  sentTo: string | null = null;
  error: SmsSendError | null = null;
  private verifier: PhoneVerifier | null = null;
  private timer: number | null = null;

  constructor(private readonly deps: SmsCodeDeps) {
    makeAutoObservable<SmsCodeStore, 'deps' | 'verifier' | 'timer'>(this, {
      deps: false,
      verifier: false,
      timer: false,
    });
  }

  get canSend(): boolean {
    return !this.sending && this.secondsLeft === 0;
  }

  /** Plugs in Firebase phone auth (tenants whose auth.sms.provider is firebase). */
  useVerifier(verifier: PhoneVerifier | null): void {
    this.verifier = verifier;
  }

  async send(countryDialingCode: string, mobileNum: string): Promise<boolean> {
    if (!this.canSend) return false;
    this.start();
    let captcha: CaptchaResult = {};
    try {
      // spec 5: the sms captcha comes first when its flag is on. Firebase brings its own.
      if (!this.verifier && this.deps.captcha.required('sms')) {
        captcha = await this.deps.captcha.solve('sms');
      }
    } catch (error) {
      this.fail({ message: captchaErrorText(error) });
      return false;
    }
    try {
      if (this.verifier) await this.verifier.send(countryDialingCode, mobileNum);
      else {
        const request: SmsCodeRequest & CaptchaResult = {
          countryDialingCode,
          mobileNum,
          ...captcha,
        };
        await sendSmsCode(this.deps.api, request);
      }
    } catch (error) {
      const text = error instanceof ApiError ? error.serverMessage : null;
      this.fail({ message: text ? { text } : null });
      return false;
    }
    this.sent(`${countryDialingCode} ${mobileNum}`);
    return true;
  }

  /** What the register request carries for the code the member typed. */
  async proof(code: string): Promise<PhoneProof> {
    const trimmed = code.trim();
    return this.verifier ? this.verifier.confirm(trimmed) : { smsCode: trimmed };
  }

  dispose(): void {
    if (this.timer !== null) this.deps.clock.clearInterval(this.timer);
    this.timer = null;
  }

  private start(): void {
    this.sending = true;
    this.error = null;
  }

  private fail(error: SmsSendError): void {
    this.sending = false;
    this.error = error;
  }

  private sent(to: string): void {
    this.sending = false;
    this.sentTo = to;
    this.secondsLeft = this.deps.resendSeconds;
    this.dispose();
    this.timer = this.deps.clock.setInterval(() => this.tick(), 1000);
  }

  private tick(): void {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1);
    if (this.secondsLeft === 0) this.dispose();
  }
}
