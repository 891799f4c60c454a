/** The only paths a `go` target may name: the app's own pages under /m/. */
const APP_PREFIX = '/m/';
/** Tabs, newlines and other controls, which URL would silently drop. */
const hasControlCharacter = (value: string): boolean =>
  [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
/** A dot segment, a backslash or an empty segment left after decoding: a way out of /m/. */
const ESCAPING = /(^|\/)\.{1,2}(\/|$)|\\|\/\//;

/**
 * spec 2 and ARCHITECTURE.md (Security rules): after login, `go` is honoured only when it is a
 * same-origin path under /m/. The value is parsed with URL against the page origin, never
 * concatenated, and checked again after URL's normalisation and after percent-decoding, so
 * `//evil.example`, `https://evil.example`, `/m/../x`, `/m/%2e%2e/x` and `javascript:` all fail.
 * Returns the path with its query and hash (e.g. '/m/launchGame?code=1'), or null.
 */
export function safeGoPath(value: string | null | undefined, origin: string): string | null {
  if (!value || !value.startsWith(APP_PREFIX) || hasControlCharacter(value)) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || !url.pathname.startsWith(APP_PREFIX)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith(APP_PREFIX) || ESCAPING.test(decoded)) return null;
  return url.pathname + url.search + url.hash;
}
