import type { RememberedLogin } from './rememberedLogin';

/**
 * The remembered-login record as older versions of the site kept it (spec 3 and 5): plain JSON
 * in local storage, { type, username or mobile, password, merchant }, the password encoded twice
 * with base64 around a random salt: base64(base64(salt + password)), the salt being
 * LEGACY_SALT_LENGTH characters. It is only read, to migrate it to the sealed form.
 */
export const LEGACY_SALT_LENGTH = 8;

function utf8OrBinary(binary: string): string {
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return binary;
  }
}

/** spec 5: the remembered password is decoded twice and the salt stripped. */
export function decodeLegacyPassword(encoded: string): string | null {
  try {
    const salted = utf8OrBinary(atob(atob(encoded)));
    return salted.length > LEGACY_SALT_LENGTH ? salted.slice(LEGACY_SALT_LENGTH) : null;
  } catch {
    return null;
  }
}

const stringField = (record: Record<string, unknown>, name: string): string | undefined => {
  const value = record[name];
  return typeof value === 'string' && value ? value : undefined;
};

/** The old record in its raw stored form, or null when it is not one. */
export function readLegacyRecord(raw: string): RememberedLogin | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const type = record.type === 'sms' ? 'sms' : record.type === 'username' ? 'username' : null;
  const username = stringField(record, 'username') ?? stringField(record, 'mobile');
  const merchant = stringField(record, 'merchant');
  if (!type || !username || !merchant) return null;
  const encoded = stringField(record, 'password');
  const password = encoded ? decodeLegacyPassword(encoded) : null;
  return {
    type,
    method: type === 'sms' ? 'sms' : 'username',
    username,
    merchant,
    ...(password && type !== 'sms' ? { password } : {}),
  };
}
