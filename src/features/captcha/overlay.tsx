import { createElement } from 'react';
import { CaptchaOverlay } from './CaptchaOverlay';

/** The captcha's dialog or loading line, over any page (the root's captcha store). */
export function CaptchaLayer() {
  return createElement(CaptchaOverlay);
}
