/** The types the build emits; nginx's own mime.types is not read, so nothing of the system is. */
export const MIME_TYPES: ReadonlyArray<[type: string, extensions: string]> = [
  ['text/html', 'html'],
  ['text/css', 'css'],
  ['text/plain', 'txt'],
  ['application/javascript', 'js mjs'],
  ['application/json', 'json map'],
  ['application/manifest+json', 'webmanifest'],
  ['image/svg+xml', 'svg'],
  ['image/png', 'png'],
  ['image/jpeg', 'jpg jpeg'],
  ['image/webp', 'webp'],
  ['image/avif', 'avif'],
  ['image/gif', 'gif'],
  ['image/x-icon', 'ico'],
  ['font/woff2', 'woff2'],
  ['font/woff', 'woff'],
];
