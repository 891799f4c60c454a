import { createScriptGlobalLoader } from '../../platform/loadScript';
import type { AdapterDeps, CaptchaAdapter, CaptchaResult } from './CaptchaAdapter';
import { CaptchaError } from './CaptchaError';
import type { InitGeelabGuard } from './geetestTypes';
import { CAPTCHA_NETWORK_TIMEOUT_MS, startVendorAttempt } from './vendorAttempt';

/** The risk SDK (INTEGRATIONS.md 3: the Geelab device-fingerprint SDK). */
export const GEETEST_RISK_SCRIPT = 'https://static.geelabapi.com/geelab-fp/gld.js';

/**
 * The risk check: the SDK answers a token for this device; the payload carries it with the scene
 * (the flow it was taken for). No UI. A refusal is "[G] {code} {msg}" (spec 8).
 */
export function createGeetestRiskAdapter(deps: AdapterDeps): CaptchaAdapter {
  const { clock } = deps;
  const loadScript = deps.loadScript ?? createScriptGlobalLoader({ clock });
  return {
    solve(request) {
      const { riskAppId } = request;
      if (!riskAppId) return Promise.reject(new CaptchaError('unavailable'));
      // spec 9: the whole check gets the 5 s network timeout; it never waits on the user.
      const attempt = startVendorAttempt<CaptchaResult>({
        clock,
        timeoutMs: CAPTCHA_NETWORK_TIMEOUT_MS,
      });
      loadScript<InitGeelabGuard>(GEETEST_RISK_SCRIPT, 'initGeelabGuard').then(
        (initGeelabGuard) => {
          if (attempt.settled) return;
          initGeelabGuard(
            { appId: riskAppId, networkTimeout: CAPTCHA_NETWORK_TIMEOUT_MS },
            (answer) => {
              if (answer.status !== 'success') {
                const { code, msg } = answer.data;
                return attempt.fail(new CaptchaError('risk', { code, msg }));
              }
              const { respondedGeeToken, geeToken, gee_token } = answer.data;
              const token = respondedGeeToken ?? geeToken ?? gee_token;
              if (!token) return attempt.fail(new CaptchaError('unavailable'));
              attempt.resolve({ geetestRisk: { geeToken: token, scene: request.flow } });
            },
          );
        },
        (error: unknown) => attempt.fail(error),
      );
      return attempt.promise;
    },
  };
}
