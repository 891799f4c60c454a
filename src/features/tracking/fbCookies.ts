import type { CookieJar } from '../../platform/cookies';

/** spec 9: the tracking cookies _fbc and _fbp are kept 90 days. */
export const FB_COOKIE_DAYS = 90;
export const FBC_COOKIE = '_fbc';
export const FBP_COOKIE = '_fbp';

/**
 * Meta's format (INTEGRATIONS.md 7): fb.<subdomainIndex>.<creation time ms>.<value>, where the
 * value is a random number for _fbp and the fbclid, unaltered, for _fbc. A browser-made cookie
 * uses subdomain index 1, as Meta advises for a value not made by its own pixel.
 */
const FB_VALUE = /^fb\.[012]\.\d{10,16}\.[^\s;,]+$/;
/** fbclid as Meta sends it: letters, digits, - and _ (case-sensitive, never changed). */
const FBCLID = /^[\w-]{1,500}$/;
const SUBDOMAIN_INDEX = 1;
/** Meta's pixel draws its random part below 2^31. */
const RANDOM_RANGE = 2_147_483_647;

export const isFbValue = (value: string | null | undefined): value is string =>
  typeof value === 'string' && FB_VALUE.test(value);

export function fbcFromClickId(fbclid: string, now: number): string {
  return `fb.${SUBDOMAIN_INDEX}.${now}.${fbclid}`;
}

export function newFbp(now: number, random: () => number): string {
  return `fb.${SUBDOMAIN_INDEX}.${now}.${Math.floor(random() * RANDOM_RANGE)}`;
}

/** The click id a _fbc carries (its fourth part), to tell whether a new ad click replaced it. */
export function clickIdOfFbc(fbc: string): string {
  return fbc.split('.').slice(3).join('.');
}

export interface FbCookieInput {
  /** The page address's fbc, fbp and fbclid, if any. */
  query: { fbc?: string; fbp?: string; fbclid?: string };
  /** The cookies already kept. */
  current: { fbc: string | null; fbp: string | null };
  now: number;
  random: () => number;
}

/**
 * The _fbc and _fbp values to keep: an fbc or fbp in the address wins (the native app or a
 * landing page passed them on), then a new fbclid (a new ad click: a new _fbc), then the kept
 * cookie, else a new _fbp (and no _fbc: only an ad click makes one). Malformed values are
 * ignored.
 */
export function fbCookieValues(input: FbCookieInput): { fbc: string | null; fbp: string } {
  const { query, current, now } = input;
  const kept = { fbc: isFbValue(current.fbc) ? current.fbc : null };
  let fbc = kept.fbc;
  if (isFbValue(query.fbc)) fbc = query.fbc;
  else if (query.fbclid && FBCLID.test(query.fbclid)) {
    const sameClick = kept.fbc !== null && clickIdOfFbc(kept.fbc) === query.fbclid;
    if (!sameClick) fbc = fbcFromClickId(query.fbclid, now);
  }
  const fbp = isFbValue(query.fbp)
    ? query.fbp
    : isFbValue(current.fbp)
      ? current.fbp
      : newFbp(now, input.random);
  return { fbc, fbp };
}

/**
 * Sets _fbc and _fbp for 90 days from now (spec 9), so they last 90 days after the latest visit,
 * as Meta's pixel keeps them. Answers the values kept.
 */
export function keepFbCookies(
  cookies: CookieJar,
  input: Omit<FbCookieInput, 'current'>,
): { fbc: string | null; fbp: string } {
  const values = fbCookieValues({
    ...input,
    current: { fbc: cookies.get(FBC_COOKIE), fbp: cookies.get(FBP_COOKIE) },
  });
  if (values.fbc) cookies.set(FBC_COOKIE, values.fbc, { maxAgeDays: FB_COOKIE_DAYS });
  cookies.set(FBP_COOKIE, values.fbp, { maxAgeDays: FB_COOKIE_DAYS });
  return values;
}
