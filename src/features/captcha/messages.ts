import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The arguments each message takes, so a missing or misspelt value fails the typecheck. */
type CaptchaMessageValues = {
  verifyFirst: None;
  tooFast: None;
  busy: None;
  unavailable: None;
  risk: { code: string | number; msg: string };
  network: None;
};

/** Captcha texts shown outside the fake's dialog: the errors (spec 8). The loading line is CaptchaOverlay's. */
export const captchaMessages = defineMessages<CaptchaMessageValues>({
  verifyFirst: {
    id: 'captcha.verifyFirst',
    defaultMessage: 'Please complete the security check first.',
  },
  tooFast: { id: 'captcha.tooFast', defaultMessage: 'verify geetest too fast' },
  busy: {
    id: 'captcha.busy',
    defaultMessage: 'A security check is already in progress.',
  },
  unavailable: {
    id: 'captcha.unavailable',
    defaultMessage: 'unknown_error: Geetest service not work',
  },
  risk: { id: 'captcha.risk', defaultMessage: '[G] {code} {msg}' },
  network: {
    id: 'captcha.network',
    defaultMessage: 'The security check could not load. Please check your network and try again.',
  },
});
