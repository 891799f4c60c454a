import type { LazyStore } from '../module';
import type { CaptchaError } from './CaptchaError';
import type { CaptchaStore } from './CaptchaStore';

export type { CaptchaStore } from './CaptchaStore';
export type { CaptchaDeps } from './CaptchaStore';
export type {
  CaptchaAdapter,
  CaptchaFlow,
  CaptchaRequest,
  CaptchaResult,
  CaptchaVersion,
} from './CaptchaAdapter';
export type { CaptchaError } from './CaptchaError';

/**
 * The text of a failed solve (a CaptchaError), or null for any other error. By the error's name,
 * so sign-in can tell without the captcha's code in its start.
 */
export function captchaErrorText(error: unknown): CaptchaError['text'] | null {
  if (!(error instanceof Error) || error.name !== 'CaptchaError' || !('text' in error)) return null;
  // A CaptchaError by its name; `text` is its translated message descriptor.
  return (error as CaptchaError).text;
}
export type { CaptchaErrorCode } from './CaptchaError';

declare module '../module' {
  interface Stores {
    captchaStore: LazyStore<CaptchaStore>;
    /** Sign-in's captcha: the tenant's rule at once, the store's code on first solve. */
    captcha: CaptchaPort;
  }
}

/** What sign-in asks of captcha: whether a flow needs it, and solving it. */
export type CaptchaPort = Pick<CaptchaStore, 'required' | 'solve'>;

export { captchaFeature } from './feature';
