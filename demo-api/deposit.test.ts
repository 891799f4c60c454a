import { describe, expect, it } from 'vitest';
import { call, testApi } from './testSupport.ts';

const NEWBIE = { Authorization: 'demo-token.demo.newbie' };

async function depositSettings(api: ReturnType<typeof testApi>) {
  const res = await call(api, '/wps/member/deposit/settings', { headers: NEWBIE });
  return ((await res.json()) as { value: Record<string, unknown> }).value;
}

describe('POST /__demo/deposit: a member deposits', () => {
  it('the deposit settings then count it and carry the first amount', async () => {
    const api = testApi();
    await api.state.ready;
    expect(await depositSettings(api)).toMatchObject({
      totalDepositSuccessCount: 0,
      firstDepositAmount: null,
    });
    for (const amount of [500, 800]) {
      const res = await call(api, '/__demo/deposit', {
        method: 'POST',
        headers: { ...NEWBIE, 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount }),
      });
      expect(res.status).toBe(200);
    }
    expect(await depositSettings(api)).toMatchObject({
      totalDepositSuccessCount: 2,
      firstDepositAmount: 500,
    });
  });

  it('refuses an amount outside the limits, and a caller without a session', async () => {
    const api = testApi();
    const post = (headers: Record<string, string>, amount: unknown) =>
      call(api, '/__demo/deposit', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount }),
      });
    expect((await post(NEWBIE, 1)).status).toBe(400);
    expect((await post(NEWBIE, 'lots')).status).toBe(400);
    expect(await (await post({}, 500)).json()).toMatchObject({
      success: false,
      errorCode: 'user.or.token.invalid',
    });
  });
});
