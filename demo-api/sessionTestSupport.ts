import type { TenantConfig } from '../src/config/tenant.gen.ts';
import { createPayloadEncryptor } from '../src/api/crypto/index.ts';
import type { RsaKeyInfo } from '../src/api/crypto/index.ts';
import type { LoginResponse } from '../src/api/calls/session.ts';
import { createDemoApi } from './createDemoApi.ts';
import type { DemoApi } from './createDemoApi.ts';
import type { Envelope } from './envelope.ts';
import { call, demoTenant, FIXED_NOW } from './testSupport.ts';

/**
 * The session, member and registration tests: a demo API with a clock the test moves, and
 * calls that send bodies encrypted by the client's own encryptor (src/api/crypto), as the app does.
 */
export interface SessionTestApi {
  api: DemoApi;
  clock: { now: number };
  post<T = unknown>(path: string, body: unknown, init?: SendInit): Promise<Answer<T>>;
  get<T = unknown>(path: string, init?: SendInit): Promise<Answer<T>>;
  /** Logs in by username and password and answers the token (fails the test otherwise). */
  loginAs(username: string, password?: string, merchant?: string): Promise<string>;
}

export interface SendInit {
  /** Send the body as plain JSON. Default: encrypted. */
  plain?: boolean;
  token?: string;
  headers?: Record<string, string>;
  merchant?: string;
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

export const PASSWORD = 'Passw0rd!';

export function sessionTestApi(tenants: TenantConfig[] = [demoTenant()]): SessionTestApi {
  const clock = { now: FIXED_NOW };
  const merchant = tenants[0]?.merchantCode ?? 'demo';
  const api = createDemoApi({ tenants, now: () => clock.now });
  const encryptor = createPayloadEncryptor({
    now: () => clock.now,
    fetchKey: async () => {
      const res = await call(api, `/wps/session/key/rsa?timestamp=${clock.now}`, { merchant });
      return ((await res.json()) as Envelope<RsaKeyInfo>).value as RsaKeyInfo;
    },
  });

  async function send<T>(
    method: string,
    path: string,
    body: unknown,
    init: SendInit,
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.Authorization = init.token;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      if (init.plain) payload = JSON.stringify(body);
      else {
        const sealed = await encryptor.encrypt(body);
        Object.assign(headers, sealed.headers);
        payload = sealed.body;
      }
    }
    const res = await call(api, path, {
      method,
      headers,
      body: payload,
      merchant: init.merchant ?? merchant,
    });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }

  return {
    api,
    clock,
    post: (path, body, init = {}) => send('POST', path, body, init),
    get: (path, init = {}) => send('GET', path, undefined, init),
    async loginAs(username, password = PASSWORD, merchant) {
      const answer = await send<LoginResponse>(
        'POST',
        '/wps/session/login',
        { type: 'username', username, password },
        { merchant },
      );
      const token = answer.body.value?.token;
      if (!token) throw new Error(`Login of ${username} failed: ${JSON.stringify(answer.body)}`);
      return token;
    },
  };
}

/** telegramAuth as the client sends it: base64 of the auth data JSON (UTF-8). */
export function telegramAuth(data: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(data));
  return btoa(String.fromCharCode(...bytes));
}
