import { SOCIAL_CODES, SocialError } from '../types';
import type { FirebasePhoneAdapter } from './FirebasePhoneAdapter';
import { mobileDigits } from './FirebasePhoneAdapter';

/** The code the fake accepts, as every demo code (docs/api-calls-session.md). */
export const FAKE_PHONE_CODE = '123456';
/** The demo API's token for its mobile member 09171234567; `<token>.<digits>` for any other. */
export const DEMO_FIREBASE_TOKEN = 'demo-firebase-id-token';
const DEMO_MOBILE = '09171234567';

/** The demo's Firebase: no SMS is sent; code 123456 gives a token the demo API accepts. */
export function createFakeFirebasePhone(): FirebasePhoneAdapter {
  let sentTo: string | null = null;
  return {
    send(_countryDialingCode, mobileNum) {
      sentTo = mobileDigits(mobileNum);
      return Promise.resolve();
    },
    confirm(code) {
      // spec 8: Firebase code-expired when no sms confirmation exists.
      if (sentTo === null) return Promise.reject(new SocialError(SOCIAL_CODES.codeExpired));
      if (code.trim() !== FAKE_PHONE_CODE) {
        return Promise.reject(new SocialError(SOCIAL_CODES.invalidCode));
      }
      const digits = sentTo;
      sentTo = null;
      return Promise.resolve(
        digits === DEMO_MOBILE ? DEMO_FIREBASE_TOKEN : `${DEMO_FIREBASE_TOKEN}.${digits}`,
      );
    },
  };
}
