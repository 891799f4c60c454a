/** Paths under the base that are app routes although they end in .html (spec 2). */
const HTML_ROUTES: ReadonlySet<string> = new Set(['index.html', 'register.html']);
/** Folders under the base that hold files, never app routes. */
const FILE_FOLDERS = ['assets/', 'tenants/', 'brand/'];

/**
 * A navigation the app shell (the precached index.html) answers: any page under the base
 * (/m/), except files (a last segment with a dot, unless it is a named .html route) and the
 * folders of files. Nothing outside the base, so /wps/ never is.
 */
export function isShellNavigation(url: URL, base: string): boolean {
  if (!url.pathname.startsWith(base)) return false;
  const rest = url.pathname.slice(base.length);
  if (FILE_FOLDERS.some((folder) => rest.startsWith(folder))) return false;
  const last = rest.slice(rest.lastIndexOf('/') + 1);
  return !last.includes('.') || HTML_ROUTES.has(rest);
}

/** The API: always the network, never a cache (its answers depend on who asks, and when). */
export function isApiCall(url: URL): boolean {
  return url.pathname.startsWith('/wps/');
}
