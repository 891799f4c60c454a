import type { AdapterDeps, CaptchaAdapter, CaptchaRequest, CaptchaResult } from './CaptchaAdapter';
import { CaptchaError } from './CaptchaError';
import { FakeChallenge } from './FakeChallenge';
import { fakeHex } from './fakeTokens';

/** The id a v4 answer names when the tenant has no geetestId (stories of any tenant). */
const FAKE_CAPTCHA_ID = '00000000000000000000000000000000';

/** The fields GeeTest's getValidate answers, in the payload's shape (INTEGRATIONS.md 3). */
function fakeResult(request: CaptchaRequest, seed: number, now: number): CaptchaResult {
  if (request.version === 'v3') {
    return {
      geetestChallenge: fakeHex(seed, 32),
      // v3's seccode is the validate value with "|jordan" appended.
      geetestSeccode: `${fakeHex(seed + 1, 32)}|jordan`,
    };
  }
  return {
    geetestValidateV4: JSON.stringify({
      captcha_id: request.captchaId ?? FAKE_CAPTCHA_ID,
      lot_number: fakeHex(seed, 32),
      captcha_output: fakeHex(seed + 1, 64),
      pass_token: fakeHex(seed + 2, 64),
      gen_time: String(Math.floor(now / 1000)),
    }),
  };
}

/**
 * The fake provider (captcha.provider 'fake': the demo tenant, Storybook, tests): a real,
 * solvable challenge shown through the overlay, answering tokens shaped like GeeTest's. Nothing
 * checks them on a server: that is the real platform's job.
 */
export function createFakeAdapter({ clock, host }: AdapterDeps): CaptchaAdapter {
  let solves = 0;
  return {
    async solve(request) {
      solves += 1;
      const seed = clock.now() + solves;
      const challenge = new FakeChallenge(clock, seed);
      host.show({ kind: 'fake', challenge }, () => challenge.close());
      try {
        const outcome = await challenge.settled;
        if (outcome === 'closed') throw new CaptchaError('verify_first');
        if (outcome === 'too_fast') throw new CaptchaError('too_fast');
        return fakeResult(request, seed, clock.now());
      } finally {
        host.hide();
      }
    },
  };
}

/** The fake risk check: a token at once, no UI. */
export function createFakeRiskAdapter({ clock }: AdapterDeps): CaptchaAdapter {
  return {
    async solve(request) {
      return { geetestRisk: { geeToken: fakeHex(clock.now() + 7, 96), scene: request.flow } };
    },
  };
}
