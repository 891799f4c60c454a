import { describe, expect, it } from 'vitest';
import { advance, createTestClient, flush, okEnvelope } from './testing/testSupport';

describe('limits through the client', () => {
  describe('when 10 calls of a path are in flight', () => {
    it('sends the 11th only when one of them ends', async () => {
      const { client, fake } = createTestClient();
      for (let i = 0; i < 11; i += 1) void client.post('/wps/member/language', { i });
      await flush();
      expect(fake.requests).toHaveLength(10);
      fake.requests[3]?.respond(okEnvelope(null));
      await flush();
      expect(fake.requests).toHaveLength(11);
      expect(fake.requests[10]?.body).toBe('{"i":10}');
    });

    it('frees the slot of a call that timed out', async () => {
      const { client, clock, fake } = createTestClient();
      void client.post('/wps/member/language', {}, { timeoutMs: 1000 }).catch(() => undefined);
      for (let i = 0; i < 10; i += 1)
        void client.post('/wps/member/language', {}).catch(() => undefined);
      await flush();
      expect(fake.requests).toHaveLength(10);
      await advance(clock, 1000);
      expect(fake.requests).toHaveLength(11);
    });
  });

  it('sends at most 2 game-list calls at a time', async () => {
    const { client, clock, fake } = createTestClient();
    for (let i = 0; i < 3; i += 1) void client.get('/wps/game/list', { query: { page: i } });
    // The GET rate limiter spaces them 150 ms apart first.
    await advance(clock, 150);
    await advance(clock, 150);
    expect(fake.open()).toHaveLength(2);
    fake.requests[0]?.respond(okEnvelope([]));
    await flush();
    expect(fake.requests.map((r) => r.url)).toEqual([
      '/wps/game/list?page=0',
      '/wps/game/list?page=1',
      '/wps/game/list?page=2',
    ]);
  });

  it('spaces two GETs of the same /wps/ path 150 ms apart, not other paths', async () => {
    const { client, clock, fake } = createTestClient({ answer: () => okEnvelope(null) });
    void client.get('/wps/member/info');
    void client.get('/wps/member/info');
    void client.get('/wps/system/country');
    await flush();
    expect(fake.requests.map((r) => r.url)).toEqual(['/wps/member/info', '/wps/system/country']);
    await advance(clock, 149);
    expect(fake.requests).toHaveLength(2);
    await advance(clock, 1);
    expect(fake.requests).toHaveLength(3);
  });

  it('does not rate-limit POSTs', async () => {
    const { client, fake } = createTestClient({ answer: () => okEnvelope(null) });
    void client.post('/wps/member/language', {});
    void client.post('/wps/member/language', {});
    await flush();
    expect(fake.requests).toHaveLength(2);
  });
});
