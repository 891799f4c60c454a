import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createPayloadEncryptor } from './crypto';
import { SECURE_CONTEXT_REQUIRED } from './crypto/constants';
import { catalogueMessages } from './errorCatalogue';
import {
  advance,
  createTestClient,
  failEnvelope,
  flush,
  jsonResponse,
  okEnvelope,
} from './testing/testSupport';

const ok = () => okEnvelope('fine');

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request headers', () => {
  it('sends the client marker, Merchant, Language and the session token', async () => {
    const { client, fake } = createTestClient({ answer: ok });
    await client.get('/wps/member/info');
    expect(fake.requests[0]?.headers).toMatchObject({
      'X-Client': 'mobile-web',
      Merchant: 'demo',
      Language: 'EN',
      Authorization: 't-1',
    });
  });

  it.each([
    '/wps/session/login',
    '/wps/session/login/verification',
    '/wps/member/register',
    '/wps/member/register/mobile',
    '/wps/captcha/geetest',
    '/wps/verification/sms/noLogin',
    '/wps/session/key/rsa',
  ])('never sends the token to %s, but still Merchant and Language', async (path) => {
    const { client, fake } = createTestClient({ answer: ok });
    await client.post(path, {});
    const headers = fake.requests[0]?.headers ?? {};
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).toMatchObject({ Merchant: 'demo', Language: 'EN' });
  });

  it('sends no Authorization for a visitor', async () => {
    const { client, fake } = createTestClient({
      answer: ok,
      deps: { headers: () => ({ Merchant: 'demo', Language: 'VI', Authorization: null }) },
    });
    await client.get('/wps/member/info');
    expect(fake.requests[0]?.headers).not.toHaveProperty('Authorization');
    expect(fake.requests[0]?.headers.Language).toBe('VI');
  });
});

describe('requests', () => {
  it('sends credentials, never follows redirects, and passes the priority on', async () => {
    const { client, fake } = createTestClient({ answer: ok });
    await client.get('/wps/system/country', { priority: 'low' });
    expect(fake.requests[0]?.init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      redirect: 'manual',
      priority: 'low',
    });
  });

  it('puts the query in the URL, leaving out empty values', async () => {
    const { client, fake } = createTestClient({ answer: ok });
    await client.get('/wps/v2/system/status', { query: { device: 'MOBILE', track: undefined } });
    expect(fake.requests[0]?.url).toBe('/wps/v2/system/status?device=MOBILE');
  });

  it('sends POST, PUT and DELETE data as JSON', async () => {
    const { client, fake } = createTestClient({ answer: ok });
    await client.post('/wps/member/language', { language: 'TH' });
    await client.put('/wps/x', { a: 1 });
    await client.delete('/wps/x', { b: 2 });
    expect(fake.requests.map((r) => [r.method, r.body, r.headers['Content-Type']])).toEqual([
      ['POST', '{"language":"TH"}', 'application/json'],
      ['PUT', '{"a":1}', 'application/json'],
      ['DELETE', '{"b":2}', 'application/json'],
    ]);
  });

  it('posts relay calls to /wps/relay/<name>', async () => {
    const { client, fake } = createTestClient({ answer: ok });
    await client.relay('CBS_unreadCount', {});
    expect(fake.requests[0]).toMatchObject({ method: 'POST', url: '/wps/relay/CBS_unreadCount' });
  });

  it('resolves with the envelope value, and getJson with the whole body', async () => {
    const { client } = createTestClient({
      answer: (r) =>
        r.url.startsWith('/wps/v2')
          ? jsonResponse({ errorCode: null, message: null, data: { maintenance: false } })
          : okEnvelope({ id: 7 }),
    });
    await expect(client.get('/wps/member/info')).resolves.toEqual({ id: 7 });
    await expect(client.getJson('/wps/v2/system/status')).resolves.toEqual({
      errorCode: null,
      message: null,
      data: { maintenance: false },
    });
  });

  describe('image-aware calls', () => {
    it('add ext with the platform format', async () => {
      const { client, fake } = createTestClient({
        answer: ok,
        deps: { imageFormat: () => 'avif' },
      });
      await client.get('/wps/game/list', { imageAware: true, query: { page: 1 } });
      await client.relay('MCSFE_getListAnnouncements', {}, { imageAware: true });
      expect(fake.requests.map((r) => r.url)).toEqual([
        '/wps/game/list?page=1&ext=avif',
        '/wps/relay/MCSFE_getListAnnouncements?ext=avif',
      ]);
    });

    it('add nothing when there is no format (iOS below 14)', async () => {
      const { client, fake } = createTestClient({ answer: ok, deps: { imageFormat: () => null } });
      await client.get('/wps/game/list', { imageAware: true });
      expect(fake.requests[0]?.url).toBe('/wps/game/list');
    });
  });
});

describe('encrypted bodies', () => {
  it('send the encryptor body and headers', async () => {
    const { client, fake } = createTestClient({
      answer: ok,
      deps: {
        encryptor: {
          encrypt: (json) =>
            Promise.resolve({ body: `sealed:${JSON.stringify(json)}`, headers: { Digest: 'd' } }),
        },
      },
    });
    await client.post('/wps/session/login', { username: 'a' }, { encrypt: true });
    expect(fake.requests[0]).toMatchObject({
      body: 'sealed:{"username":"a"}',
      headers: { Digest: 'd', 'Content-Type': 'application/json' },
    });
  });

  it('reject clearly when no encryptor is configured, sending nothing', async () => {
    const { client, fake } = createTestClient({ answer: ok });
    const error = await rejection(client.post('/wps/session/login', {}, { encrypt: true }));
    expect(error.kind).toBe('encryption');
    expect(error.message).toMatch(/no PayloadEncryptor/);
    expect(fake.requests).toHaveLength(0);
  });

  describe('on a page served over plain http (no crypto.subtle)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('sends nothing and tells the member to use https, as a notice', async () => {
      const real = globalThis.crypto;
      vi.stubGlobal('crypto', {
        getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes),
      });
      const fetchKey = vi.fn(() => Promise.reject(new Error('no key should be asked for')));
      const { client, fake, reactor } = createTestClient({
        answer: ok,
        deps: {
          network: () => ({ secure: false, online: true }),
          encryptor: createPayloadEncryptor({ fetchKey, now: () => 0 }),
        },
      });
      const error = await rejection(
        client.post('/wps/session/login', { password: 'x' }, { encrypt: true }),
      );
      expect(error.kind).toBe('encryption');
      expect(error.errorCode).toBe(SECURE_CONTEXT_REQUIRED);
      expect(fake.requests).toHaveLength(0);
      expect(fetchKey).not.toHaveBeenCalled();
      expect(reactor.calls).toEqual([{ do: 'notify', message: catalogueMessages.httpsRequired }]);
    });
  });

  describe('when the server no longer knows the key', () => {
    it('forgets that key and retries once with a fresh one', async () => {
      const forgotten: Array<string | undefined> = [];
      let key = 1;
      const { client, fake } = createTestClient({
        answer: (r) =>
          r.headers['X-Encrypt-Key-Id'] === 'k1'
            ? failEnvelope('encrypt.key.unknown', 'unknown key', 400)
            : ok(),
        deps: {
          encryptor: {
            encrypt: () =>
              Promise.resolve({ body: '{}', headers: { 'X-Encrypt-Key-Id': `k${key}` } }),
            forgetKey: (id) => {
              forgotten.push(id);
              key += 1;
            },
          },
        },
      });
      await expect(client.post('/wps/session/login', {}, { encrypt: true })).resolves.toBe('fine');
      expect(forgotten).toEqual(['k1']);
      expect(fake.requests).toHaveLength(2);
    });
  });
});

describe('failures', () => {
  it('reject with ApiError carrying errorCode, status and the server message', async () => {
    const { client } = createTestClient({
      answer: () => failEnvelope('bet.closed', 'Betting closed'),
    });
    const error = await rejection(client.get('/wps/game/list'));
    expect(error).toMatchObject({
      kind: 'server',
      errorCode: 'bet.closed',
      status: 200,
      path: '/wps/game/list',
      serverMessage: 'Betting closed',
      hasResponse: true,
    });
  });

  it('time out after 30 s with errorCode ECONNABORTED', async () => {
    const { client, clock } = createTestClient();
    let settled = false;
    const call = rejection(client.get('/wps/member/info')).finally(() => (settled = true));
    await advance(clock, 29_999);
    expect(settled).toBe(false);
    await advance(clock, 1);
    const error = await call;
    expect(error).toMatchObject({ kind: 'timeout', errorCode: 'ECONNABORTED', hasResponse: false });
  });

  it('honour a shorter timeout', async () => {
    const { client, clock } = createTestClient();
    const call = rejection(client.get('/wps/game/launchGame', { timeoutMs: 10_000 }));
    await advance(clock, 10_000);
    expect((await call).errorCode).toBe('ECONNABORTED');
  });

  it('treat a redirect as an error', async () => {
    const { client } = createTestClient({
      answer: () => new Response(null, { status: 302, headers: { Location: '/x' } }),
    });
    expect((await rejection(client.get('/wps/member/info'))).kind).toBe('redirect');
  });

  it('treat an answer that is not JSON as a parse error', async () => {
    const { client } = createTestClient({ answer: () => new Response('{"success":true,') });
    expect((await rejection(client.get('/wps/member/info'))).kind).toBe('parse');
  });

  it('call an abort by the caller "aborted", and show nothing', async () => {
    const { client, reactor } = createTestClient();
    const controller = new AbortController();
    const call = rejection(client.get('/wps/member/info', { signal: controller.signal }));
    await flush();
    controller.abort();
    expect((await call).kind).toBe('aborted');
    expect(reactor.calls).toEqual([]);
  });
});

describe('the error catalogue through the client', () => {
  it('on HTTP 401 logs out, says "please login" and goes to /m/login', async () => {
    const { client, reactor } = createTestClient({
      answer: () => failEnvelope('http.401', 'Unauthorized', 401),
    });
    const error = await rejection(client.get('/wps/member/info'));
    expect(error.status).toBe(401);
    expect(reactor.calls).toEqual([
      { do: 'logout' },
      { do: 'notify', message: catalogueMessages.pleaseLogin },
      { do: 'goToLogin' },
    ]);
  });

  it('rejects HTTP 502 silently', async () => {
    const { client, reactor } = createTestClient({
      answer: () => new Response('Bad gateway', { status: 502 }),
    });
    expect((await rejection(client.get('/wps/member/info'))).status).toBe(502);
    expect(reactor.calls).toEqual([]);
  });

  it('shows nothing for TOO_MANY_REQUEST codes', async () => {
    const { client, reactor } = createTestClient({
      answer: () => failEnvelope('TOO_MANY_REQUEST', 'Too many requests', 429),
    });
    await rejection(client.get('/wps/member/info'));
    expect(reactor.calls).toEqual([]);
  });

  it('shows the server message of another error', async () => {
    const { client, reactor } = createTestClient({
      answer: () => failEnvelope('bet.closed', 'Betting closed'),
    });
    await rejection(client.get('/wps/member/info'));
    expect(reactor.calls).toEqual([{ do: 'notify', message: { text: 'Betting closed' } }]);
  });

  it('shows "Unknown error" when the server gave no message', async () => {
    const { client, reactor } = createTestClient({
      answer: () => new Response('', { status: 500 }),
    });
    await rejection(client.get('/wps/member/info'));
    expect(reactor.calls).toEqual([{ do: 'notify', message: catalogueMessages.unknownError }]);
  });

  it('shows no notice with alert: false, and the caller still gets the error', async () => {
    const { client, reactor } = createTestClient({
      answer: () => failEnvelope('login.cred.err', 'Wrong password'),
    });
    const error = await rejection(client.post('/wps/session/login', {}, { alert: false }));
    expect(error.errorCode).toBe('login.cred.err');
    expect(reactor.names()).toEqual(['removeRememberedLogin']);
  });

  it('says "Network Error / CORS Errors" for no answer on plain http', async () => {
    const { client, fake, reactor } = createTestClient({
      deps: { network: () => ({ secure: false, online: true }) },
    });
    const call = rejection(client.get('/wps/member/info'));
    await flush();
    fake.requests[0]?.fail();
    expect((await call).kind).toBe('network');
    expect(reactor.calls).toEqual([{ do: 'notify', message: catalogueMessages.networkError }]);
  });

  it('reacts once to a failure inside the encryptor (its own key call)', async () => {
    const { client, reactor } = createTestClient({
      answer: (r) => (r.url.includes('key/rsa') ? new Response('', { status: 500 }) : ok()),
      deps: {
        encryptor: {
          encrypt: async () => {
            await client.get('/wps/session/key/rsa');
            return { body: '{}', headers: {} };
          },
        },
      },
    });
    await rejection(client.post('/wps/session/login', {}, { encrypt: true }));
    expect(reactor.names()).toEqual(['notify']);
  });
});

describe('the first paint (decision 0011)', () => {
  it('holds calls until the first screen is shown, but sends its own data at once', async () => {
    let shown: () => void = () => undefined;
    const firstPaint = new Promise<void>((resolve) => (shown = resolve));
    const { client, fake, clock } = createTestClient({ answer: ok, deps: { firstPaint } });
    const held = client.get('/wps/member/info');
    const banners = client.relay('MCSFE_getBanners', { platform: 'MOBILE' }, { firstScreen: true });
    await flush();
    expect(fake.requests.map((r) => r.url)).toEqual(['/wps/relay/MCSFE_getBanners']);
    await banners;
    shown();
    // Not in the task that showed the first screen: each held call on a timer of its own.
    await flush();
    expect(fake.requests.map((r) => r.url)).toEqual(['/wps/relay/MCSFE_getBanners']);
    await advance(clock, 0);
    await held;
    expect(fake.requests.map((r) => r.url)).toEqual([
      '/wps/relay/MCSFE_getBanners',
      '/wps/member/info',
    ]);
  });

  it("starts a held call's deadline when it goes out, not while it waits", async () => {
    let shown: () => void = () => undefined;
    const firstPaint = new Promise<void>((resolve) => (shown = resolve));
    const { client, fake, clock } = createTestClient({ answer: ok, deps: { firstPaint } });
    const held = client.get('/wps/member/info', { timeoutMs: 1000 });
    await advance(clock, 5000);
    shown();
    await advance(clock, 0);
    await expect(held).resolves.toBe('fine');
    expect(fake.requests).toHaveLength(1);
  });
});
