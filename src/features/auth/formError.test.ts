import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { formErrorOf } from './formError';

describe('formErrorOf', () => {
  it("shows a captcha's own reason (busy here), as the registration form does", () => {
    // A CaptchaError as the captcha's chunk throws it: told by its name and its text.
    const text = { id: 'captcha.busy', defaultMessage: 'A security check is already in progress.' };
    const busy = Object.assign(new Error(text.defaultMessage), { name: 'CaptchaError', text });
    expect(formErrorOf(busy)).toEqual({ captcha: text });
  });

  it('any other failure outside a call is the generic verification message', () => {
    expect(formErrorOf(new Error('chunk failed'))).toEqual({ reason: 'captcha' });
  });

  it("a server's refusal keeps its own words", () => {
    const refusal = new ApiError({
      path: '/wps/session/login',
      kind: 'server',
      errorCode: 'login.cred.err',
      message: 'Wrong password',
    });
    expect(formErrorOf(refusal)).toEqual({ text: 'Wrong password' });
  });
});
