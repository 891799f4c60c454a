import { Hono } from 'hono';
import { issueKey, RSA_KEY_ALGORITHM } from '../crypto.ts';
import { ok } from '../envelope.ts';
import { merchant } from '../merchant.ts';
import type { MerchantEnv } from '../merchant.ts';
import { payloadDecryption } from '../payload.ts';
import type { DemoState } from '../state.ts';

export const SESSION_KEY_PATH = '/wps/session/key/rsa';

export interface SessionKeyRoutesDeps {
  state: DemoState;
  now: () => number;
}

/**
 * Encrypted payloads (docs/api-encryption.md): GET /wps/session/key/rsa, and the middleware that
 * lets every later /wps route read an encrypted body and answers its refusals. Register this
 * before the other route modules.
 */
export function sessionKeyRoutes({ state, now }: SessionKeyRoutesDeps): Hono<MerchantEnv> {
  const routes = new Hono<MerchantEnv>();

  routes.use('/wps/*', payloadDecryption({ state, now }));

  // Query timestamp (the client's cache buster) is accepted and not needed here.
  routes.get(SESSION_KEY_PATH, merchant(state.tenants), async (c) => {
    const key = await issueKey(state.encryption, now());
    c.header('Cache-Control', 'no-store');
    return c.json(
      ok({
        keyId: key.keyId,
        publicKey: key.publicKey,
        algorithm: RSA_KEY_ALGORITHM,
        expiresAt: key.expiresAt,
      }),
    );
  });

  return routes;
}
