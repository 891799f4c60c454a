import type { Context, MiddlewareHandler } from 'hono';
import { decryptPayload, isEncryptedRequest } from './crypto.ts';
import type { EncryptErrorCode } from './crypto.ts';
import { failure, jsonResponse } from './envelope.ts';
import type { DemoState } from './state.ts';

/**
 * Request bodies. Every demo route that takes a body reads it through here:
 * - `readPayload(c)`: the data, from plain JSON or from an encrypted body (docs/api-encryption.md);
 * - `readEncryptedPayload(c)`: the same plus `encrypted`, for the routes that must refuse a plain
 *   body (login, register, second factor): they check `encrypted` themselves.
 * An encrypted body that fails a check throws PayloadRejectedError, which `payloadDecryption`
 * (installed on /wps/* by routes/sessionKey.ts) answers as HTTP 400 with the envelope
 * `{ success: false, errorCode: encrypt.invalid | encrypt.replay | encrypt.key.unknown, message }`.
 */

export interface PayloadDecryptionDeps {
  state: DemoState;
  now: () => number;
}

export class PayloadRejectedError extends Error {
  readonly errorCode: EncryptErrorCode;

  constructor(errorCode: EncryptErrorCode, message: string) {
    super(message);
    this.name = 'PayloadRejectedError';
    this.errorCode = errorCode;
  }
}

/** What payloadDecryption gave each request it saw; keyed by the request itself, no globals. */
const decryptionByRequest = new WeakMap<Request, PayloadDecryptionDeps>();

/**
 * Lets readPayload decrypt (the demo state's keys and clock) and turns a PayloadRejectedError
 * thrown by a route into its 400 envelope answer.
 */
export function payloadDecryption(deps: PayloadDecryptionDeps): MiddlewareHandler {
  return async (c, next) => {
    decryptionByRequest.set(c.req.raw, deps);
    await next();
    if (c.error instanceof PayloadRejectedError) {
      c.res = undefined;
      c.res = jsonResponse(failure(c.error.errorCode, c.error.message), 400);
    }
  };
}

export async function readPayload(c: Context): Promise<unknown> {
  return (await readEncryptedPayload(c)).data;
}

export async function readEncryptedPayload(
  c: Context,
): Promise<{ data: unknown; encrypted: boolean }> {
  const body = new Uint8Array(await c.req.arrayBuffer());
  if (!isEncryptedRequest(c.req.raw.headers)) {
    const text = new TextDecoder().decode(body);
    return { data: text ? (JSON.parse(text) as unknown) : {}, encrypted: false };
  }
  const deps = decryptionByRequest.get(c.req.raw);
  if (!deps) throw new Error('Encrypted body on a path without the payloadDecryption middleware');
  const outcome = await decryptPayload(deps.state.encryption, c.req.raw.headers, body, deps.now());
  if (!outcome.ok) throw new PayloadRejectedError(outcome.errorCode, outcome.message);
  return { data: outcome.data, encrypted: true };
}
