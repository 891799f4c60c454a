import type { Conf } from './nginxText.ts';
import { block } from './nginxText.ts';

/**
 * spec 2: the pages listed for search-engine crawlers. The app shows them to a crawler without
 * sending it to log in (src/app/guard.ts, isCrawlerPage: a unit test keeps the two equal).
 */
export const CRAWLER_PAGES: readonly string[] = [
  '/m/',
  '/m/sports',
  '/m/live',
  '/m/rng',
  '/m/table',
  '/m/fish',
  '/m/pvp',
  '/m/crash',
  '/m/arcade',
  '/m/elott',
  '/m/news',
  '/m/download',
  '/m/app',
];

/**
 * What a crawler must download to draw those pages: the app's code, the merchant's file and its
 * images. Everything else (member pages, the API) is disallowed.
 */
export const CRAWLER_FILES: readonly string[] = ['/m/assets/', '/m/tenants/', '/m/brand/'];

/**
 * nginx variables the texts use: `$dollar` writes a literal `$` (robots.txt's end anchor). A
 * `geo`, not a `map`: the http block's map_hash settings must come before any map.
 */
export const ROBOTS_HTTP_LINES: readonly Conf[] = [block('geo $dollar', ['default "$";'])];

const ORIGIN = '${public_scheme}://$host';

/** robots.txt: the crawlers' pages (`/m/` alone, not what is under it), their files, a sitemap. */
export function robotsText(): string {
  return [
    'User-agent: *',
    ...CRAWLER_PAGES.map((page) => (page === '/m/' ? 'Allow: /m/${dollar}' : `Allow: ${page}`)),
    ...CRAWLER_FILES.map((path) => `Allow: ${path}`),
    'Disallow: /',
    '',
    `Sitemap: ${ORIGIN}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: the crawlers' pages on the host that was asked. */
export function sitemapXml(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...CRAWLER_PAGES.map((page) => `  <url><loc>${ORIGIN}${page}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** A fixed text as an nginx string: single quotes, none inside, no backslash. */
function literal(text: string): string {
  if (text.includes("'") || text.includes('\\')) throw new Error('cannot quote this text');
  return `'${text}'`;
}

/**
 * The two files on each merchant's server (the config is the merchant's: its host names), with
 * the headers files get.
 */
export function robotsLocations(headerLines: readonly string[]): Conf[] {
  const file = (path: string, type: string, body: string) =>
    block(`location = ${path}`, [
      `default_type ${type};`,
      ...headerLines,
      // The address crawlers reach: https behind a TLS proxy that says so, else nginx's scheme.
      'set $public_scheme $scheme;',
      block('if ($http_x_forwarded_proto = "https")', ['set $public_scheme https;']),
      `return 200 ${literal(body)};`,
    ]);
  return [
    file('/robots.txt', 'text/plain', robotsText()),
    file('/sitemap.xml', 'application/xml', sitemapXml()),
  ];
}
