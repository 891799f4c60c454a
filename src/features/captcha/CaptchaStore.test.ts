import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/types';
import type { TenantCaptcha, TenantConfig } from '../../config/tenant.gen';
import type { Clock } from '../../platform/clock';
import { createFakeClock } from '../../testing/createFakeClock';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { createTestPlatform } from '../../testing/createTestPlatform';
import { tenantByCode } from '../../testing/tenants';
import type { CaptchaAdapter } from './CaptchaAdapter';
import { CaptchaError } from './CaptchaError';
import type { CaptchaDeps } from './CaptchaStore';
import { CaptchaStore } from './CaptchaStore';
import { FAKE_TOO_FAST_MS } from './FakeChallenge';
import { GEETEST_RISK_SCRIPT } from './geetestRiskAdapter';
import type {
  GeelabGuardAnswer,
  GeetestV3Config,
  GeetestV3Validate,
  GeetestV4Config,
  GeetestV4Validate,
  InitGeelabGuard,
} from './geetestTypes';
import { GEETEST_V3_SCRIPT } from './geetestV3Adapter';
import { fakeInit, fakeScriptLoader, flush } from './testing/geetestFakes';

/** A tenant file with its captcha settings changed; the demo's flags let every flow apply. */
function tenant(code: string, captcha: TenantCaptcha, risk = false): TenantConfig {
  const base = tenantByCode(code);
  return {
    ...base,
    flags: { ...base.flags, GEETEST3: true, GEETESTRISK3: risk },
    captcha: { ...base.captcha, ...captcha },
  };
}

const FAKE_V4 = tenant('demo', { provider: 'fake', version: 'v4' });

function store(config: TenantConfig, deps: Partial<CaptchaDeps> = {}, clock?: Clock) {
  const platform = createTestPlatform({
    fetch: () => Promise.reject(new Error('this test makes no call')),
    clock: clock ?? createFakeClock(1_700_000_000_000),
  });
  return new CaptchaStore({ tenant: config, api: {} as ApiClient, platform, ...deps });
}

/** The fake challenge on show, once the lazily imported adapter has put it up. */
async function shownChallenge(captcha: CaptchaStore) {
  await vi.waitFor(() => expect(captcha.activeChallenge?.kind).toBe('fake'));
  const active = captcha.activeChallenge;
  if (active?.kind !== 'fake') throw new Error('no fake challenge');
  return active.challenge;
}

/** An adapter failing with the given codes in turn, then succeeding; counts its calls. */
function scriptedAdapter(failures: CaptchaError['code'][]) {
  let calls = 0;
  const adapter: CaptchaAdapter = {
    async solve() {
      const code = failures[calls];
      calls += 1;
      if (code) throw new CaptchaError(code);
      return { geetestValidateV4: '{"lot_number":"ok"}' };
    },
  };
  return { adapter, calls: () => calls };
}

describe('CaptchaStore', () => {
  describe('required', () => {
    it('follows the rules for the tenant (spec 5)', () => {
      const demo = store(tenantByCode('demo'));
      expect(demo.required('login')).toBe(false);
      expect(demo.required('register')).toBe(true);
      expect(demo.required('sms')).toBe(true);
      expect(store(tenantByCode('ph-maya')).required('register')).toBe(false);
    });
  });

  describe('solving the fake captcha', () => {
    it('shows the challenge, then answers its tokens and hides it', async () => {
      const clock = createFakeClock(1_700_000_000_000);
      const captcha = store(FAKE_V4, {}, clock);
      const solving = captcha.solve('register');
      expect(captcha.solving).toBe(true);
      const challenge = await shownChallenge(captcha);
      challenge.tap(1);
      challenge.tap(2);
      clock.advance(FAKE_TOO_FAST_MS);
      challenge.tap(3);
      const result = await solving;
      expect(JSON.parse(result.geetestValidateV4 ?? '')).toMatchObject({
        captcha_id: FAKE_V4.captcha?.geetestId,
      });
      expect(captcha.activeChallenge).toBeNull();
      expect(captcha.solving).toBe(false);
    });

    it('fails too_fast when solved faster than a person can, and does not retry', async () => {
      const captcha = store(FAKE_V4);
      const solving = captcha.solve('register');
      const challenge = await shownChallenge(captcha);
      for (const tile of [1, 2, 3]) challenge.tap(tile);
      await expect(solving).rejects.toMatchObject({ code: 'too_fast' });
      expect(captcha.activeChallenge).toBeNull();
    });
  });

  describe('when the captcha is closed (spec 4)', () => {
    it('fails verify_first, from the dialog or from outside', async () => {
      const captcha = store(FAKE_V4);
      const fromDialog = captcha.solve('login');
      (await shownChallenge(captcha)).close();
      await expect(fromDialog).rejects.toMatchObject({ code: 'verify_first' });

      const fromOutside = captcha.solve('login');
      await shownChallenge(captcha);
      captcha.cancel();
      const error = await fromOutside.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CaptchaError);
      expect(error).toMatchObject({
        code: 'verify_first',
        text: { id: 'captcha.verifyFirst' },
      });
    });
  });

  describe('when a second solve starts while one is in progress (spec 4)', () => {
    it('rejects the second with busy and leaves the first alone', async () => {
      const clock = createFakeClock();
      const captcha = store(FAKE_V4, {}, clock);
      const first = captcha.solve('register');
      await expect(captcha.solve('register')).rejects.toMatchObject({ code: 'busy' });
      const challenge = await shownChallenge(captcha);
      challenge.tap(1);
      challenge.tap(2);
      clock.advance(FAKE_TOO_FAST_MS);
      challenge.tap(3);
      await expect(first).resolves.toHaveProperty('geetestValidateV4');
      // Free again once the first is done.
      const third = captcha.solve('register');
      await vi.waitFor(() => expect(captcha.activeChallenge).not.toBeNull());
      captcha.cancel();
      await expect(third).rejects.toMatchObject({ code: 'verify_first' });
    });
  });

  describe('sms on GeeTest v3 (spec 5)', () => {
    it('fails with "unknown_error: Geetest service not work" and loads nothing', async () => {
      const loadAdapter = vi.fn();
      const captcha = store(tenant('demo', { version: 'v3', provider: 'fake' }), { loadAdapter });
      const error = await captcha.solve('sms').catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'unavailable',
        message: 'unknown_error: Geetest service not work',
      });
      expect(loadAdapter).not.toHaveBeenCalled();
      expect(captcha.solving).toBe(false);
    });
  });

  describe('retrying once (spec 5)', () => {
    it.each<[string, CaptchaError['code'][], 'resolves' | CaptchaError['code'], number]>([
      ['a network failure, then success', ['network'], 'resolves', 2],
      ['a vendor error, then success', ['unavailable'], 'resolves', 2],
      ['two network failures', ['network', 'network'], 'network', 2],
      ['verify_first (the user closed it)', ['verify_first'], 'verify_first', 1],
      ['too_fast', ['too_fast'], 'too_fast', 1],
    ])('%s', async (_name, failures, expected, tries) => {
      const scripted = scriptedAdapter(failures);
      const captcha = store(FAKE_V4, { loadAdapter: async () => scripted.adapter });
      const solving = captcha.solve('login');
      if (expected === 'resolves')
        await expect(solving).resolves.toHaveProperty('geetestValidateV4');
      else await expect(solving).rejects.toMatchObject({ code: expected });
      expect(scripted.calls()).toBe(tries);
    });

    it('imports the adapter again when its chunk failed to load', async () => {
      const scripted = scriptedAdapter([]);
      const loadAdapter = vi
        .fn<NonNullable<CaptchaDeps['loadAdapter']>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue(scripted.adapter);
      const captcha = store(FAKE_V4, { loadAdapter });
      await expect(captcha.solve('login')).resolves.toHaveProperty('geetestValidateV4');
      expect(loadAdapter).toHaveBeenCalledTimes(2);
    });
  });

  describe('GeeTest v4 through the store', () => {
    const V4 = tenant('vn-lotto', { provider: 'geetest', version: 'v4' });

    it('hands gt4.js the mapped language and the tenant captcha id', async () => {
      const gt4 = fakeInit<GeetestV4Config, GeetestV4Validate>();
      const captcha = store(V4, {
        language: () => 'TW',
        loadScript: fakeScriptLoader({ initGeetest4: gt4.init }).load,
      });
      const solving = captcha.solve('sms');
      await vi.waitFor(() => expect(gt4.widgets).toHaveLength(1));
      expect(gt4.configs[0]).toMatchObject({
        captchaId: V4.captcha?.geetestId,
        language: 'zho-tw',
        product: 'bind',
      });
      expect(captcha.activeChallenge).toEqual({ kind: 'vendor', status: 'loading' });
      const widget = gt4.widgets[0]!;
      widget.emit('ready');
      expect(captcha.activeChallenge).toEqual({ kind: 'vendor', status: 'shown' });
      widget.validate = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: 'g' };
      widget.emit('success');
      await expect(solving).resolves.toEqual({
        geetestValidateV4: JSON.stringify({
          captcha_id: V4.captcha?.geetestId,
          lot_number: 'l',
          captcha_output: 'o',
          pass_token: 'p',
          gen_time: 'g',
        }),
      });
    });

    it('gives up as network after 5 s, tried once more (spec 5, spec 9)', async () => {
      const clock = createFakeClock();
      const gt4 = fakeInit<GeetestV4Config, GeetestV4Validate>();
      const captcha = store(
        V4,
        { loadScript: fakeScriptLoader({ initGeetest4: gt4.init }).load },
        clock,
      );
      let outcome: unknown = 'pending';
      const solving = captcha.solve('login').catch((e: unknown) => (outcome = e));
      await vi.waitFor(() => expect(gt4.widgets).toHaveLength(1));
      clock.advance(4999);
      await flush();
      expect(outcome).toBe('pending');
      clock.advance(1);
      await vi.waitFor(() => expect(gt4.widgets).toHaveLength(2));
      expect(gt4.widgets[0]!.destroyed).toBe(1);
      clock.advance(5000);
      await solving;
      expect(outcome).toMatchObject({ code: 'network' });
      expect(captcha.activeChallenge).toBeNull();
    });
  });

  describe('GeeTest v3 with the risk check, through the store and the demo API', () => {
    async function setUp(riskAnswer: GeelabGuardAnswer) {
      const { root } = await createTenantRoot({ tenant: 'th-line', start: false });
      const gt = fakeInit<GeetestV3Config, GeetestV3Validate>();
      const initGeelabGuard: InitGeelabGuard = (_config, callback) => callback(riskAnswer);
      const scripts = fakeScriptLoader({ initGeetest: gt.init, initGeelabGuard });
      const captcha = new CaptchaStore({
        tenant: root.tenant,
        api: root.api,
        platform: root.platform,
        language: () => 'TH',
        loadScript: scripts.load,
      });
      const solveWidget = async () => {
        await vi.waitFor(() => expect(gt.widgets).toHaveLength(1));
        const widget = gt.widgets[0]!;
        widget.emit('ready');
        widget.validate = {
          geetest_challenge: 'challenge',
          geetest_validate: 'validate',
          geetest_seccode: 'validate|jordan',
        };
        widget.emit('success');
      };
      return { captcha, gt, scripts, solveWidget };
    }

    it('adds geetestRisk {geeToken, scene} to the v3 answer', async () => {
      const { captcha, gt, scripts, solveWidget } = await setUp({
        status: 'success',
        data: { gee_token: 'device-token' },
      });
      const solving = captcha.solve('login');
      await solveWidget();
      await expect(solving).resolves.toEqual({
        geetestChallenge: 'challenge',
        geetestSeccode: 'validate|jordan',
        geetestRisk: { geeToken: 'device-token', scene: 'login' },
      });
      expect(gt.configs[0]?.lang).toBe('en');
      expect([...scripts.loaded].sort()).toEqual([GEETEST_RISK_SCRIPT, GEETEST_V3_SCRIPT].sort());
    });

    it('fails with "[G] {code} {msg}" when the risk check refuses', async () => {
      const { captcha, solveWidget } = await setUp({
        status: 'error',
        data: { code: -50101, msg: 'not app_id' },
      });
      const solving = captcha.solve('register');
      await solveWidget();
      await expect(solving).rejects.toMatchObject({
        code: 'risk',
        message: '[G] -50101 not app_id',
      });
    });
  });
});
