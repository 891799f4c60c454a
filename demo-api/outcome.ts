import type { Context } from 'hono';
import type { Envelope } from './envelope.ts';

/** Why a call was refused: its errorCode, message, optional value and HTTP status (default 200). */
export interface Refusal {
  ok: false;
  errorCode: string;
  message: string;
  /** Carried in the envelope's value (login_verify_required sends its options and token). */
  value?: unknown;
  status?: 400;
}

export type Outcome<T> = { ok: true; value: T } | Refusal;

export function refuse(
  errorCode: string,
  message: string,
  extra: { value?: unknown; status?: 400 } = {},
): Refusal {
  return { ok: false, errorCode, message, ...extra };
}

export function accept<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** The refusal as the platform answers it: the envelope with success false. */
export function refusalResponse(c: Context, refusal: Refusal): Response {
  const body: Envelope<unknown> = {
    success: false,
    errorCode: refusal.errorCode,
    message: refusal.message,
    value: refusal.value ?? null,
  };
  return c.json(body, refusal.status ?? 200);
}
