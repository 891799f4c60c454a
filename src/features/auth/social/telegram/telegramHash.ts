import type { TelegramAuthData } from '../../../../api/calls/session';

/** spec 5: the messaging-app hash starts with this auth-result marker. */
export const TG_AUTH_RESULT_MARKER = '#tgAuthResult=';

const BASE64URL = /^[A-Za-z0-9\-_=]+$/;

function decodeBase64UrlJson(encoded: string): unknown {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
}

function isAuthData(value: unknown): value is TelegramAuthData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  return (
    typeof data.id === 'number' &&
    Number.isSafeInteger(data.id) &&
    typeof data.first_name === 'string' &&
    typeof data.auth_date === 'number' &&
    typeof data.hash === 'string' &&
    data.hash !== ''
  );
}

/**
 * spec 5, the messaging-app hash rule: it must start with the auth-result marker and decode
 * from base64 (url) JSON into auth data; anything else is ignored with a warning, never an
 * error (INTEGRATIONS.md 1, redirect variant).
 */
export function readTelegramHash(hash: unknown): TelegramAuthData | null {
  const ignore = (why: string): null => {
    console.warn(`Telegram sign-in result ignored: ${why}.`);
    return null;
  };
  if (typeof hash !== 'string' || !hash.startsWith(TG_AUTH_RESULT_MARKER)) {
    return ignore(`it does not start with ${TG_AUTH_RESULT_MARKER}`);
  }
  const encoded = hash.slice(TG_AUTH_RESULT_MARKER.length);
  if (!BASE64URL.test(encoded)) return ignore('it is not base64');
  let data: unknown;
  try {
    data = decodeBase64UrlJson(encoded);
  } catch {
    return ignore('it is not base64 JSON');
  }
  return isAuthData(data) ? data : ignore('it is not Telegram auth data');
}

/** telegramAuth as the login and register calls take it: base64 of the UTF-8 JSON. */
export function encodeTelegramAuth(data: TelegramAuthData): string {
  const bytes = new TextEncoder().encode(JSON.stringify(data));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
