import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoHandlers } from './msw.ts';
import { testApi } from './testSupport.ts';

describe('createDemoHandlers', () => {
  const api = testApi();
  const server = setupServer(...createDemoHandlers(api.app));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('answers /wps calls made with fetch from the demo API', async () => {
    const res = await fetch('http://localhost:5173/wps/system/test/ping', {
      headers: { Merchant: 'demo' },
    });
    expect(await res.json()).toMatchObject({ success: true, value: 'pong' });
  });

  it('passes POST bodies to the /__demo controls', async () => {
    const res = await fetch('http://localhost:5173/__demo/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ maintenance: true }),
    });
    expect(res.status).toBe(200);
    expect(api.state.faults.maintenance).toBe(true);
  });
});
