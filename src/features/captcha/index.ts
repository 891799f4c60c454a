import { defineFeature } from '../module';
import type { CaptchaStore } from './CaptchaStore';

export { CaptchaStore } from './CaptchaStore';
export type { CaptchaFlow, CaptchaResult } from './CaptchaStore';

declare module '../module' {
  interface Stores {
    captcha: CaptchaStore;
  }
}

export const captchaFeature = defineFeature({ name: 'captcha' });
