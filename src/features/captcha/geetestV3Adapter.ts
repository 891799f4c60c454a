import { ApiError } from '../../api/ApiError';
import { registerGeetest } from '../../api/calls/system';
import { createScriptGlobalLoader } from '../../platform/loadScript';
import type { AdapterDeps, CaptchaAdapter, CaptchaResult } from './CaptchaAdapter';
import { CaptchaError } from './CaptchaError';
import type { GeetestV3Captcha, InitGeetest } from './geetestTypes';
import { bindGeetestWidget } from './geetestWidget';
import { startVendorAttempt } from './vendorAttempt';

/** gt.js, as public callers load it (INTEGRATIONS.md 3, observed). */
export const GEETEST_V3_SCRIPT = 'https://static.geetest.com/static/tools/gt.js';

/** v3 has no spec timeout; the vendor's own request default (30 s) bounds the wait to show it. */
export const GEETEST_V3_READY_TIMEOUT_MS = 30_000;

/**
 * GeeTest v3 in bind mode: register with our server (gt, challenge), then gt.js shows its own
 * popup; getValidate gives the challenge and seccode the login and register payloads carry.
 */
export function createGeetestV3Adapter(deps: AdapterDeps): CaptchaAdapter {
  const { api, clock, host } = deps;
  const loadScript = deps.loadScript ?? createScriptGlobalLoader({ clock });
  return {
    solve(request) {
      let widget: GeetestV3Captcha | null = null;
      const attempt = startVendorAttempt<CaptchaResult>({
        clock,
        timeoutMs: GEETEST_V3_READY_TIMEOUT_MS,
        cleanup: () => {
          host.hide();
          widget?.destroy();
        },
      });
      const cancel = () => attempt.fail(new CaptchaError('verify_first'));
      host.show({ kind: 'vendor', status: 'loading' }, cancel);
      const register = registerGeetest(api, { t: clock.now() }, { alert: false }).catch(
        (error: unknown) => {
          // The server answered but refused (captcha not enabled): the service is not usable.
          throw error instanceof ApiError && error.kind === 'server'
            ? new CaptchaError('unavailable', {}, { cause: error })
            : error;
        },
      );
      Promise.all([register, loadScript<InitGeetest>(GEETEST_V3_SCRIPT, 'initGeetest')]).then(
        ([registered, initGeetest]) => {
          if (attempt.settled) return;
          initGeetest(
            {
              gt: registered.gt,
              challenge: registered.challenge,
              offline: registered.success !== 1,
              new_captcha: registered.newCaptcha,
              product: 'bind',
              lang: request.language,
              https: true,
            },
            (captcha) => {
              widget = captcha;
              bindGeetestWidget(captcha, {
                attempt,
                host,
                cancel,
                open: () => captcha.verify(),
                toResult: (validate) => ({
                  geetestChallenge: validate.geetest_challenge,
                  geetestSeccode: validate.geetest_seccode,
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
