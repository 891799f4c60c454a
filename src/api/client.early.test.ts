import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { startEarlyCalls, type EarlyCalls } from './earlyCalls';
import { advance, createTestClient, flush, okEnvelope } from './testing/testSupport';

const TENANT = { merchantCode: 'demo', widgets: [{ type: 'bannerCarousel' }] };
const BANNERS = [{ id: 1, sort: 1, image: '/b.svg' }];

/** The start's calls for a member with token t-1 (the test client's), answered by `answer`. */
function early(answer: (url: string) => Promise<Response>) {
  const sent: string[] = [];
  const calls = startEarlyCalls({
    tenant: TENANT,
    language: 'EN',
    url: new URL('https://demo.test/m/home?token=t-1'),
    storedSession: null,
    userAgent: 'test',
    fetch: (input) => {
      sent.push(String(input));
      return answer(String(input));
    },
    detectAvif: () => Promise.resolve(false),
  });
  return { sent, calls: Promise.resolve(calls) };
}

const banners = { platform: 'MOBILE' };

describe("the API client and the start's early calls (decision 0013)", () => {
  it('takes the answer of a first-screen call the start already sent, and does not fetch', async () => {
    const start = early(() => Promise.resolve(okEnvelope(BANNERS)));
    const { client, fake } = createTestClient({
      answer: () => okEnvelope(BANNERS),
      deps: { early: start.calls },
    });
    const answer = await client.relay('MCSFE_getBanners', banners, { firstScreen: true });
    expect(answer).toEqual(BANNERS);
    expect(start.sent).toEqual(['/wps/member/info', '/wps/relay/MCSFE_getBanners']);
    expect(fake.requests).toEqual([]);
    // Taken once: asked again, it is the client's own request.
    await client.relay('MCSFE_getBanners', banners, { firstScreen: true, flush: true });
    expect(fake.requests.map((r) => r.url)).toEqual(['/wps/relay/MCSFE_getBanners']);
  });

  it('sends a request of its own when it differs (another body, or not a first-screen call)', async () => {
    const start = early(() => Promise.resolve(okEnvelope(BANNERS)));
    const { client, fake } = createTestClient({
      answer: () => okEnvelope([]),
      deps: { early: start.calls },
    });
    await client.relay('MCSFE_getBanners', { platform: 'PC' }, { firstScreen: true });
    await client.get('/wps/member/info');
    expect(fake.requests.map((r) => r.url)).toEqual([
      '/wps/relay/MCSFE_getBanners',
      '/wps/member/info',
    ]);
    // The start's answers are still there, untaken.
    const calls = (await start.calls) as EarlyCalls;
    expect(calls.take(JSON.stringify(['x']))).toBeUndefined();
  });

  it('reports an early answer that failed as the request failing (the catalogue reacts)', async () => {
    const start = early(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client, reactor } = createTestClient({ deps: { early: start.calls } });
    const failed = client.relay('MCSFE_getBanners', banners, { firstScreen: true });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ kind: 'network' });
    expect(reactor.calls.length).toBeGreaterThan(0);
  });

  it("gives up on an early answer that never comes at the call's deadline", async () => {
    const start = early(() => new Promise<Response>(() => undefined));
    const { client, clock } = createTestClient({ deps: { early: start.calls } });
    const waiting = client.relay('MCSFE_getBanners', banners, {
      firstScreen: true,
      timeoutMs: 5_000,
      alert: false,
    });
    const settled = waiting.catch((error: unknown) => error);
    await flush();
    await advance(clock, 5_000);
    expect(await settled).toMatchObject({ kind: 'timeout' });
  });
});
