import { describe, expect, it } from 'vitest';
import { createApiClient } from './lazyClient';
import { createMemoryStore } from '../platform/storage';
import { createFakeClock } from '../testing/createFakeClock';
import {
  advance,
  createFakeFetch,
  createRecordingReactor,
  flush,
  okEnvelope,
} from './testing/testSupport';

const ok = () => okEnvelope('fine');

describe('the lazily downloaded API client', () => {
  it('sends the calls that waited for the first screen one timer each, not in its task', async () => {
    let shown: () => void = () => undefined;
    const firstPaint = new Promise<void>((resolve) => (shown = resolve));
    const clock = createFakeClock(1_000_000);
    const fake = createFakeFetch(ok);
    const client = createApiClient({
      fetch: fake.fetch,
      clock,
      firstPaint,
      headers: () => ({ Merchant: 'demo', Language: 'EN' }),
      reactor: createRecordingReactor(),
      cacheStorage: createMemoryStore(),
      network: () => ({ secure: true, online: true }),
    });
    const held = [client.get('/wps/member/info'), client.get('/wps/member/balance')];
    await flush();
    expect(fake.requests).toHaveLength(0);
    shown();
    // The client's code is in and the first screen up: still nothing sent in that task.
    await flush();
    await flush();
    expect(fake.requests).toHaveLength(0);
    await advance(clock, 0);
    await advance(clock, 0);
    await expect(Promise.all(held)).resolves.toEqual(['fine', 'fine']);
    expect(fake.requests.map((r) => r.url)).toEqual(['/wps/member/info', '/wps/member/balance']);
  });
});
