import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/types';
import { createFakeClock } from '../../testing/createFakeClock';
import type { CaptchaRequest } from './CaptchaAdapter';
import { CaptchaError } from './CaptchaError';
import { createGeetestRiskAdapter, GEETEST_RISK_SCRIPT } from './geetestRiskAdapter';
import type { GeelabGuardAnswer, GeelabGuardConfig } from './geetestTypes';
import { fakeScriptLoader, flush, recordingHost } from './testing/geetestFakes';

const REQUEST: CaptchaRequest = {
  flow: 'login',
  version: 'v3',
  riskAppId: '88703f995f5ab26266217cdf215600a7',
  language: 'en',
};

/** The risk SDK's init, answering what the test says (or never, when `answer` is null). */
function riskSdk(answer: GeelabGuardAnswer | null) {
  const configs: GeelabGuardConfig[] = [];
  const init = (config: GeelabGuardConfig, callback: (a: GeelabGuardAnswer) => void) => {
    configs.push(config);
    if (answer) callback(answer);
  };
  return { init, configs };
}

function setUp(answer: GeelabGuardAnswer | null) {
  const clock = createFakeClock();
  const sdk = riskSdk(answer);
  const scripts = fakeScriptLoader({ initGeelabGuard: sdk.init });
  const host = recordingHost();
  const adapter = createGeetestRiskAdapter({
    api: {} as ApiClient,
    clock,
    host: host.host,
    loadScript: scripts.load,
  });
  return { clock, sdk, scripts, host, adapter };
}

describe('the GeeTest risk check', () => {
  it('answers geetestRisk with the token and the flow as scene, showing nothing', async () => {
    const { sdk, scripts, host, adapter } = setUp({
      status: 'success',
      data: { gee_token: 'token-1' },
    });
    await expect(adapter.solve(REQUEST)).resolves.toEqual({
      geetestRisk: { geeToken: 'token-1', scene: 'login' },
    });
    expect(scripts.loaded).toEqual([GEETEST_RISK_SCRIPT]);
    expect(sdk.configs).toEqual([{ appId: REQUEST.riskAppId, networkTimeout: 5000 }]);
    expect(host.shown).toEqual([]);
  });

  it('takes respondedGeeToken first, then geeToken', async () => {
    const { adapter } = setUp({
      status: 'success',
      data: { respondedGeeToken: 'responded', geeToken: 'plain' },
    });
    await expect(adapter.solve({ ...REQUEST, flow: 'register' })).resolves.toEqual({
      geetestRisk: { geeToken: 'responded', scene: 'register' },
    });
  });

  it('fails with "[G] {code} {msg}" when the SDK refuses', async () => {
    const { adapter } = setUp({ status: 'error', data: { code: -50101, msg: 'not app_id' } });
    const error = await adapter.solve(REQUEST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaptchaError);
    expect(error).toMatchObject({
      code: 'risk',
      message: '[G] -50101 not app_id',
      text: { id: 'captcha.risk', values: { code: -50101, msg: 'not app_id' } },
    });
  });

  it('fails as network when no answer comes within 5 s', async () => {
    const { clock, adapter } = setUp(null);
    let outcome: unknown = 'pending';
    const solving = adapter.solve(REQUEST).catch((e: unknown) => (outcome = e));
    await flush();
    clock.advance(4999);
    await flush();
    expect(outcome).toBe('pending');
    clock.advance(1);
    await solving;
    expect(outcome).toMatchObject({ code: 'network' });
  });

  it('fails as network when the SDK cannot load', async () => {
    const adapter = createGeetestRiskAdapter({
      api: {} as ApiClient,
      clock: createFakeClock(),
      host: recordingHost().host,
      loadScript: fakeScriptLoader({}).load,
    });
    await expect(adapter.solve(REQUEST)).rejects.toMatchObject({ code: 'network' });
  });
});
