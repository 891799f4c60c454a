import { defineFeature } from '../module';
import type { CaptchaStore } from './CaptchaStore';

export { CaptchaStore } from './CaptchaStore';
export type { CaptchaDeps } from './CaptchaStore';
export type {
  CaptchaAdapter,
  CaptchaFlow,
  CaptchaRequest,
  CaptchaResult,
  CaptchaVersion,
} from './CaptchaAdapter';
export { CaptchaError } from './CaptchaError';
export type { CaptchaErrorCode } from './CaptchaError';
export { CaptchaOverlay } from './CaptchaOverlay';
export { captchaMessages } from './messages';

declare module '../module' {
  interface Stores {
    captcha: CaptchaStore;
  }
}

export const captchaFeature = defineFeature({ name: 'captcha' });
