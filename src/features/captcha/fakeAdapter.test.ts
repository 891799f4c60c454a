import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/types';
import { createFakeClock } from '../../testing/createFakeClock';
import type { CaptchaRequest } from './CaptchaAdapter';
import { createFakeAdapter, createFakeRiskAdapter } from './fakeAdapter';
import { FAKE_TOO_FAST_MS } from './FakeChallenge';
import { recordingHost } from './testing/geetestFakes';

const V4: CaptchaRequest = {
  flow: 'register',
  version: 'v4',
  captchaId: '0123456789abcdef0123456789abcdef',
  language: 'eng',
};

function setUp() {
  const clock = createFakeClock(1_700_000_000_000);
  const host = recordingHost();
  const adapter = createFakeAdapter({ api: {} as ApiClient, clock, host: host.host });
  /** The challenge on show, solved as a person would: in order, after the threshold. */
  const solveShown = () => {
    const active = host.shown.at(-1);
    if (active?.kind !== 'fake') throw new Error('no fake challenge shown');
    active.challenge.tap(1);
    active.challenge.tap(2);
    clock.advance(FAKE_TOO_FAST_MS);
    active.challenge.tap(3);
  };
  return { clock, host, adapter, solveShown };
}

describe('the fake adapter', () => {
  it('shows its challenge and answers a v4-shaped geetestValidateV4', async () => {
    const { host, adapter, solveShown } = setUp();
    const solving = adapter.solve(V4);
    expect(host.visible).toBe(true);
    solveShown();
    const result = await solving;
    expect(Object.keys(result)).toEqual(['geetestValidateV4']);
    const fields = JSON.parse(result.geetestValidateV4 ?? '') as Record<string, string>;
    expect(fields).toEqual({
      captcha_id: V4.captchaId,
      lot_number: expect.stringMatching(/^[0-9a-f]{32}$/),
      captcha_output: expect.stringMatching(/^[0-9a-f]{64}$/),
      pass_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      gen_time: '1700000000',
    });
    expect(host.visible).toBe(false);
  });

  it('answers v3-shaped challenge and seccode on v3', async () => {
    const { adapter, solveShown } = setUp();
    const solving = adapter.solve({ ...V4, version: 'v3' });
    solveShown();
    expect(await solving).toEqual({
      geetestChallenge: expect.stringMatching(/^[0-9a-f]{32}$/),
      geetestSeccode: expect.stringMatching(/^[0-9a-f]{32}\|jordan$/),
    });
  });

  it('fails with verify_first when closed, and too_fast when solved too fast', async () => {
    const { host, adapter } = setUp();
    const closed = adapter.solve(V4);
    host.cancel();
    await expect(closed).rejects.toMatchObject({ code: 'verify_first' });

    const hurried = adapter.solve(V4);
    const active = host.shown.at(-1);
    if (active?.kind !== 'fake') throw new Error('no fake challenge shown');
    for (const tile of [1, 2, 3]) active.challenge.tap(tile);
    await expect(hurried).rejects.toMatchObject({
      code: 'too_fast',
      message: 'verify geetest too fast',
    });
  });

  it('gives the fake risk token with the flow as scene', async () => {
    const clock = createFakeClock();
    const risk = createFakeRiskAdapter({ api: {} as ApiClient, clock, host: recordingHost().host });
    const result = await risk.solve(V4);
    expect(result.geetestRisk).toEqual({
      geeToken: expect.stringMatching(/^[0-9a-f]{96}$/),
      scene: 'register',
    });
  });
});
