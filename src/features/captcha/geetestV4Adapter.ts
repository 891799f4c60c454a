import { createScriptGlobalLoader } from '../../platform/loadScript';
import type { AdapterDeps, CaptchaAdapter, CaptchaResult } from './CaptchaAdapter';
import { CaptchaError } from './CaptchaError';
import type { GeetestV4Captcha, InitGeetest4 } from './geetestTypes';
import { CAPTCHA_NETWORK_TIMEOUT_MS, startVendorAttempt } from './vendorAttempt';
import { bindGeetestWidget } from './geetestWidget';

export const GEETEST_V4_SCRIPT = 'https://static.geetest.com/v4/gt4.js';

/**
 * GeeTest v4 in bind mode: gt4.js shows its own popup; getValidate's four values go to the server
 * with the captcha id (as the official demo adds it), as one JSON string in geetestValidateV4.
 * The 5 s network timeout runs until the captcha is ready; the user's own time is not limited.
 */
export function createGeetestV4Adapter(deps: AdapterDeps): CaptchaAdapter {
  const { clock, host } = deps;
  const loadScript = deps.loadScript ?? createScriptGlobalLoader({ clock });
  return {
    solve(request) {
      const { captchaId } = request;
      if (!captchaId) return Promise.reject(new CaptchaError('unavailable'));
      let widget: GeetestV4Captcha | null = null;
      const attempt = startVendorAttempt<CaptchaResult>({
        clock,
        timeoutMs: CAPTCHA_NETWORK_TIMEOUT_MS,
        cleanup: () => {
          host.hide();
          widget?.destroy();
        },
      });
      const cancel = () => attempt.fail(new CaptchaError('verify_first'));
      host.show({ kind: 'vendor', status: 'loading' }, cancel);
      loadScript<InitGeetest4>(GEETEST_V4_SCRIPT, 'initGeetest4').then(
        (initGeetest4) => {
          if (attempt.settled) return;
          initGeetest4(
            {
              captchaId,
              product: 'bind',
              language: request.language,
              timeout: CAPTCHA_NETWORK_TIMEOUT_MS,
            },
            (captcha) => {
              widget = captcha;
              bindGeetestWidget(captcha, {
                attempt,
                host,
                cancel,
                open: () => captcha.showCaptcha(),
                toResult: (validate) => ({
                  geetestValidateV4: JSON.stringify({
                    captcha_id: captchaId,
                    lot_number: validate.lot_number,
                    captcha_output: validate.captcha_output,
                    pass_token: validate.pass_token,
                    gen_time: validate.gen_time,
                  }),
                }),
              });
            },
          );
        },
        (error: unknown) => attempt.fail(error),
      );
      return attempt.promise;
    },
  };
}
