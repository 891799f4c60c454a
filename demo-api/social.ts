import type { TenantConfig } from '../src/config/tenant.gen.ts';
import type { TelegramAuthData } from '../src/api/calls/session.ts';
import type { MerchantAuthState } from './authState.ts';
import { findById, findByMobile } from './members.ts';
import { accept, refuse } from './outcome.ts';
import type { Outcome } from './outcome.ts';
import type { MemberRecord } from './seed.ts';

/**
 * The demo's stand-ins for the social and phone sign-in providers, and which member each social
 * identity is bound to. Tokens QA can use (docs/api-calls-session.md):
 * - LINE: lineSessionToken `demo-line-session-token` (or `demo-line-session-token.<name>` for
 *   another new identity); anything else is line_invalid_token.
 * - Telegram: telegramAuth = base64 JSON { id, first_name, last_name, auth_date, hash } with hash
 *   `demo-valid`; id 100000001 is bound to member1 in every tenant.
 * - Firebase: firebaseIdToken `demo-firebase-id-token` is the number 09171234567;
 *   `demo-firebase-id-token.<digits>` is that number.
 * - Maya: sessionId `demo-maya-session` with the tenant's auth.maya.env is 09171234567.
 */

export const DEMO_LINE_TOKEN = 'demo-line-session-token';
export const DEMO_TELEGRAM_HASH = 'demo-valid';
export const DEMO_FIREBASE_TOKEN = 'demo-firebase-id-token';
export const DEMO_MAYA_SESSION = 'demo-maya-session';
/** The seeded mobile member (demo-api/seed.ts) behind the Firebase and Maya demo tokens. */
export const DEMO_MOBILE = '09171234567';
/** Telegram ids bound from the start: QA can log in with these without binding first. */
export const SEEDED_TELEGRAM_BINDINGS: ReadonlyMap<number, string> = new Map([
  [100000001, 'member1'],
]);

const SUFFIX = /^[A-Za-z0-9_-]{1,32}$/;

function suffixOf(token: string, base: string): string | null {
  if (token === base) return '';
  if (!token.startsWith(`${base}.`)) return null;
  const suffix = token.slice(base.length + 1);
  return SUFFIX.test(suffix) ? suffix : null;
}

/** The binding key of a LINE session token, or a line_invalid_token refusal. */
export function lineIdentity(lineSessionToken: string | undefined): Outcome<string> {
  const suffix =
    lineSessionToken === undefined ? null : suffixOf(lineSessionToken, DEMO_LINE_TOKEN);
  if (suffix === null) {
    return refuse(
      'line_invalid_token',
      'The LINE session has expired. Please sign in with LINE again.',
    );
  }
  return accept(`line:U-demo${suffix ? `-${suffix}` : ''}`);
}

/** Decodes base64 or base64url UTF-8 JSON; null when it is neither. */
function decodeBase64Json(encoded: string): unknown {
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** The checked Telegram auth data, or telegram_validate_failed. */
export function telegramAuthData(telegramAuth: string | undefined): Outcome<TelegramAuthData> {
  const failed = refuse('telegram_validate_failed', 'Telegram sign-in could not be verified.');
  if (!telegramAuth) return failed;
  const data = decodeBase64Json(telegramAuth);
  if (typeof data !== 'object' || data === null) return failed;
  const fields = data as Record<string, unknown>;
  const { id, first_name, auth_date, hash } = fields;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return failed;
  if (typeof first_name !== 'string' || typeof auth_date !== 'number') return failed;
  if (hash !== DEMO_TELEGRAM_HASH) return failed;
  return accept(data as TelegramAuthData);
}

export function telegramKey(data: TelegramAuthData): string {
  return `telegram:${data.id}`;
}

/** The number a Firebase id token proves, or null for a token the demo does not know. */
export function firebasePhone(firebaseIdToken: string | undefined): string | null {
  if (!firebaseIdToken) return null;
  const suffix = suffixOf(firebaseIdToken, DEMO_FIREBASE_TOKEN);
  if (suffix === null) return null;
  if (suffix === '') return DEMO_MOBILE;
  return /^\d{6,15}$/.test(suffix) ? suffix : null;
}

/** The member of a Maya wallet session: the demo session in the tenant's Maya environment. */
export function mayaMember(
  tenant: TenantConfig,
  members: Map<string, MemberRecord>,
  sessionId: string | undefined,
  env: string | undefined,
): Outcome<MemberRecord> {
  const maya = tenant.auth.maya;
  if (!maya?.enabled) return refuse('login.method.disabled', 'Maya sign-in is not offered here.');
  if (sessionId !== DEMO_MAYA_SESSION || env !== maya.env) {
    return refuse('login.cred.err', 'The Maya session is not valid. Please try again.');
  }
  const member = findByMobile(members, DEMO_MOBILE);
  if (!member) return refuse('not.exists.user', 'No member is linked to this Maya account.');
  return accept(member);
}

/** The member a social identity is bound to, or null. */
export function boundMember(
  auth: MerchantAuthState,
  members: Map<string, MemberRecord>,
  key: string,
): MemberRecord | null {
  const id = auth.socialBindings.get(key);
  if (id !== undefined) return findById(members, id);
  const seeded = key.startsWith('telegram:')
    ? SEEDED_TELEGRAM_BINDINGS.get(Number(key.slice('telegram:'.length)))
    : undefined;
  return seeded === undefined ? null : (members.get(seeded) ?? null);
}

export function bindIdentities(auth: MerchantAuthState, keys: string[], memberId: number): void {
  for (const key of keys) auth.socialBindings.set(key, memberId);
}

/**
 * The social identities a login or registration carries (lineSessionToken, telegramAuth), to bind
 * to the member it ends with; a bad one refuses the whole call.
 */
export function carriedIdentities(
  lineSessionToken: string | undefined,
  telegramAuth: string | undefined,
): Outcome<string[]> {
  const keys: string[] = [];
  if (lineSessionToken !== undefined) {
    const line = lineIdentity(lineSessionToken);
    if (!line.ok) return line;
    keys.push(line.value);
  }
  if (telegramAuth !== undefined) {
    const telegram = telegramAuthData(telegramAuth);
    if (!telegram.ok) return telegram;
    keys.push(telegramKey(telegram.value));
  }
  return accept(keys);
}
