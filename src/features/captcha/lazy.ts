/**
 * What tests and lazy chunks of other features import (decision 0003): the captcha's overlay,
 * downloaded after the first paint (decision 0013), kept out of index.ts.
 */
export { CaptchaOverlay } from './CaptchaOverlay';
