import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../testing/createFakeClock';
import type { ApiClient } from '../../api/types';
import type { CaptchaRequest } from './CaptchaAdapter';
import { createGeetestV4Adapter, GEETEST_V4_SCRIPT } from './geetestV4Adapter';
import type { GeetestV4Config, GeetestV4Validate } from './geetestTypes';
import { fakeInit, fakeScriptLoader, flush, recordingHost } from './testing/geetestFakes';

const CAPTCHA_ID = '0e01172692835d3203e375f1c2dd8a01';
const REQUEST: CaptchaRequest = {
  flow: 'sms',
  version: 'v4',
  captchaId: CAPTCHA_ID,
  language: 'zho',
};

/** v4 makes no call of ours. */
const NO_API = {} as ApiClient;

function setUp(globals?: Record<string, unknown>) {
  const clock = createFakeClock(1_700_000_000_000);
  const gt4 = fakeInit<GeetestV4Config, GeetestV4Validate>();
  const scripts = fakeScriptLoader(globals ?? { initGeetest4: gt4.init });
  const host = recordingHost();
  const adapter = createGeetestV4Adapter({
    api: NO_API,
    clock,
    host: host.host,
    loadScript: scripts.load,
  });
  return { clock, gt4, scripts, host, adapter };
}

describe('GeeTest v4', () => {
  it('shows gt4.js in bind mode and answers the four values with the captcha id as JSON', async () => {
    const { gt4, scripts, host, adapter } = setUp();
    const solving = adapter.solve(REQUEST);
    await flush();
    expect(scripts.loaded).toEqual([GEETEST_V4_SCRIPT]);
    expect(gt4.configs).toEqual([
      { captchaId: CAPTCHA_ID, product: 'bind', language: 'zho', timeout: 5000 },
    ]);
    const captcha = gt4.widgets[0]!;
    captcha.emit('ready');
    expect(captcha.shown).toBe(1);
    expect(host.shown.map((s) => s.kind === 'vendor' && s.status)).toEqual(['loading', 'shown']);

    captcha.validate = {
      lot_number: 'lot',
      captcha_output: 'output',
      pass_token: 'pass',
      gen_time: '1700000000',
    };
    captcha.emit('success');
    const result = await solving;
    expect(JSON.parse(result.geetestValidateV4 ?? '')).toEqual({
      captcha_id: CAPTCHA_ID,
      lot_number: 'lot',
      captcha_output: 'output',
      pass_token: 'pass',
      gen_time: '1700000000',
    });
    expect(host.visible).toBe(false);
  });

  it('fails with verify_first when closed', async () => {
    const { gt4, adapter } = setUp();
    const solving = adapter.solve(REQUEST);
    await flush();
    gt4.widgets[0]!.emit('ready');
    gt4.widgets[0]!.emit('close');
    await expect(solving).rejects.toMatchObject({ code: 'verify_first' });
  });

  it('fails with verify_first when success comes without a result', async () => {
    const { gt4, adapter } = setUp();
    const solving = adapter.solve(REQUEST);
    await flush();
    gt4.widgets[0]!.emit('ready');
    gt4.widgets[0]!.emit('success');
    await expect(solving).rejects.toMatchObject({ code: 'verify_first' });
  });

  it('fails as unavailable on an init error', async () => {
    const { gt4, adapter } = setUp();
    const solving = adapter.solve(REQUEST);
    await flush();
    gt4.widgets[0]!.emit('error', { code: '60001' });
    await expect(solving).rejects.toMatchObject({ code: 'unavailable' });
    expect(gt4.widgets[0]!.destroyed).toBe(1);
  });

  it('fails as unavailable without a captcha id, loading nothing', async () => {
    const { scripts, adapter } = setUp();
    await expect(adapter.solve({ ...REQUEST, captchaId: undefined })).rejects.toMatchObject({
      code: 'unavailable',
    });
    expect(scripts.loaded).toEqual([]);
  });

  describe('the 5 s network timeout (spec 9)', () => {
    it('fails as network when the captcha is not ready within 5 s', async () => {
      const { clock, adapter } = setUp();
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

    it('stops counting once the captcha is ready: the user may take their time', async () => {
      const { clock, gt4, adapter } = setUp();
      const solving = adapter.solve(REQUEST);
      await flush();
      clock.advance(4000);
      gt4.widgets[0]!.emit('ready');
      clock.advance(60_000);
      gt4.widgets[0]!.validate = {
        lot_number: 'l',
        captcha_output: 'o',
        pass_token: 'p',
        gen_time: 'g',
      };
      gt4.widgets[0]!.emit('success');
      await expect(solving).resolves.toHaveProperty('geetestValidateV4');
    });
  });
});
