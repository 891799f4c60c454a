import { createPayloadEncryptor } from '../../src/api/crypto/index.ts';
import type { RsaKeyInfo } from '../../src/api/crypto/index.ts';
import { SESSION_PATHS } from '../../src/api/calls/session.ts';

/**
 * A member's token as the native app has one: issued by a login (the demo API's random 64-hex
 * token), not the address bar's QA token. The native app then opens `/m/home?token=<token>`.
 */

const TIMEOUT_MS = 10_000;
/** The demo API's member (docs/demo-api.md, demo accounts). */
export const BENCH_LOGIN = { username: 'member1', password: 'Passw0rd!' } as const;

interface Envelope<T> {
  value?: T;
  message?: string;
  code?: string;
}

/**
 * Logs `BENCH_LOGIN` in at `apiOrigin` (a server that answers /wps: the preview server, or the
 * demo API itself) as a member of `merchantCode`, with the body encrypted as the app sends it.
 */
export async function demoLoginToken(apiOrigin: string, merchantCode: string): Promise<string> {
  const headers = { Merchant: merchantCode, Language: 'en' };
  const encryptor = createPayloadEncryptor({
    now: () => Date.now(),
    fetchKey: async () => {
      const res = await fetch(`${apiOrigin}/wps/session/key/rsa?timestamp=${Date.now()}`, {
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await res.json()) as Envelope<RsaKeyInfo>;
      if (!body.value) throw new Error(`no RSA key from ${apiOrigin}: ${JSON.stringify(body)}`);
      return body.value;
    },
  });
  const sealed = await encryptor.encrypt({ type: 'username', ...BENCH_LOGIN });
  const res = await fetch(`${apiOrigin}${SESSION_PATHS.login}`, {
    method: 'POST',
    headers: { ...headers, ...sealed.headers, 'Content-Type': 'application/json' },
    body: sealed.body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await res.json()) as Envelope<{ token?: string }>;
  const token = body.value?.token;
  if (!token) {
    throw new Error(`login of ${BENCH_LOGIN.username} at ${merchantCode}: ${JSON.stringify(body)}`);
  }
  return token;
}
