import type { Context } from 'hono';
import { accept, refuse } from './outcome.ts';
import type { Outcome } from './outcome.ts';
import { readEncryptedPayload } from './payload.ts';

export type Fields = Record<string, unknown>;

/**
 * The JSON object a route was sent. With `encrypted`, a plain body is refused with
 * encrypt.required (login, registration, second factor, password: spec 3 "sent encrypted").
 * A refused encrypted body still throws, for payloadDecryption to answer.
 */
export async function readBody(
  c: Context,
  { encrypted }: { encrypted: boolean },
): Promise<Outcome<Fields>> {
  let payload: { data: unknown; encrypted: boolean };
  try {
    payload = await readEncryptedPayload(c);
  } catch (error) {
    if (error instanceof SyntaxError) return invalid('The body is not JSON.');
    throw error;
  }
  if (encrypted && !payload.encrypted) {
    return refuse('encrypt.required', 'This call takes an encrypted body.', { status: 400 });
  }
  const { data } = payload;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return invalid('The body must be a JSON object.');
  }
  return accept(data as Fields);
}

function invalid(message: string) {
  return refuse('request.invalid', message, { status: 400 });
}

/** A non-empty trimmed string field, else undefined. */
export function text(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A string field exactly as sent (passwords are not trimmed), else undefined. */
export function secret(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function flag(fields: Fields, name: string): boolean {
  return fields[name] === true;
}
