import type { Context } from 'hono';
import { readPayload } from '../payload.ts';

export type Body = Readonly<Record<string, unknown>>;

/**
 * The request's JSON body as an object; null when it is not JSON or not an object. A refused
 * encrypted body still throws, so its own answer (encrypt.*) reaches the client.
 */
export async function readBody(c: Context): Promise<Body | null> {
  let payload: unknown;
  try {
    payload = await readPayload(c);
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
    ? (payload as Body)
    : null;
}

/** A non-empty string field, trimmed; null otherwise. */
export function text(body: Body, key: string): string | null {
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
