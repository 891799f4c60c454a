/**
 * The address of a game or a download a member is sent to, or null when it must not be opened
 * (ARCHITECTURE.md, Security rules: every URL a member can be sent to is https).
 *
 * - `https://host/...` is followed.
 * - A path (`/m/demo-game.html`) is the app's own site: it resolves against `origin` and keeps
 *   the page's own scheme (https in production; the local demo serves http on 127.0.0.1).
 * - `http://` elsewhere is refused: anyone on the member's network could change the page.
 * - A protocol-relative `//host` (or `/\host`, which browsers read the same) is refused: it
 *   takes the scheme of whatever page it happens to be read on.
 * - javascript:, data:, blob: and every other scheme is refused (location.assign and window.open
 *   would run or show them).
 */
/** The C0 controls and spaces the URL parser strips from both ends of an address. */
// eslint-disable-next-line no-control-regex -- those controls are exactly what is matched
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

export function outboundUrl(address: unknown, origin: string): string | null {
  if (typeof address !== 'string') return null;
  // What the URL parser ignores is ignored here too, so "/\t/host" is seen as the "//host" it is.
  const cleaned = address.replace(/[\t\n\r]/g, '').replace(EDGE_CONTROLS, '');
  if (cleaned === '' || /^[\\/]{2}/.test(cleaned)) return null;
  let page: URL;
  let url: URL;
  try {
    page = new URL(origin);
    url = new URL(cleaned, page);
  } catch {
    return null;
  }
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  if (web && url.origin === page.origin) return url.href;
  return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
}
