import type { CookieJar } from './cookies';
import { randomUuid } from './randomUuid';
import type { KeyValueStore } from './storage';

/** Where the device id is kept: local storage and a cookie of the same name. */
export const DEVICE_ID_KEY = 'loginDeviceId';
/** spec 9: the device id cookie and storage last 365 days. */
export const DEVICE_ID_DAYS = 365;
/** spec 5: a stored device id must be exactly 36 characters, else it is discarded. */
export const DEVICE_ID_LENGTH = 36;

export interface DeviceIdDeps {
  local: KeyValueStore;
  cookies: CookieJar;
  /** Default randomUuid: crypto.randomUUID, or getRandomValues where that is absent (plain http). */
  randomUUID?: () => string;
}

const valid = (id: string | null): id is string => id !== null && id.length === DEVICE_ID_LENGTH;

/**
 * spec 4, Device id: read from storage; valid if exactly 36 characters; otherwise generated and
 * saved to storage and cookie. A valid id found in only one of the two places is copied to the
 * other, so clearing one of them keeps the device.
 */
export function readDeviceId(deps: DeviceIdDeps): string {
  const stored = deps.local.get(DEVICE_ID_KEY);
  const cookie = deps.cookies.get(DEVICE_ID_KEY);
  const id = valid(stored) ? stored : valid(cookie) ? cookie : (deps.randomUUID ?? randomUuid)();
  if (stored !== id) deps.local.set(DEVICE_ID_KEY, id);
  if (cookie !== id) deps.cookies.set(DEVICE_ID_KEY, id, { maxAgeDays: DEVICE_ID_DAYS });
  return id;
}
