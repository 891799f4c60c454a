import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import type { ApiUpstream } from './apiUpstream.ts';
import type { Header } from './headers.ts';
import type { HeaderOptions } from './headers.ts';
import {
  IMMUTABLE,
  POPUP_RETURN_PAGES,
  REVALIDATE,
  resourceHeaders,
  securityHeaders,
} from './headers.ts';
import { MIME_TYPES } from './mimeTypes.ts';
import type { Conf } from './nginxText.ts';
import { block, quoted, renderConf, safeListen, safePath } from './nginxText.ts';
import { robotsLocations, ROBOTS_HTTP_LINES } from './robots.ts';
import type { Site } from './sites.ts';
import { isDemoTenant, ownTenantFiles, ownTextsFiles, sitesOf } from './sites.ts';

export interface TlsOptions {
  /** Addresses for the TLS servers, e.g. ['443'] or ['[::]:443']. */
  listen: readonly string[];
  certificate: string;
  key: string;
}

export interface NginxOptions {
  tenants: readonly TenantConfig[];
  /** The build (dist/), absolute: served under /m/. */
  root: string;
  api: ApiUpstream;
  /** Plain-http addresses, e.g. ['127.0.0.1:8088'] or ['80']. With TLS they redirect to https. */
  listen: readonly string[];
  tls?: TlsOptions;
  /** Where pid, logs and temp files go (npm run serve's .serve/); default nginx's own places. */
  prefix?: string;
  /**
   * The demo API is the upstream (`npm run serve` without --api): also pass /__demo/ (faults,
   * tracking) and the next-build cookie, keep the demo tenant and its local-host server, and
   * serve the demo pages on every server, since the demo API's games open them.
   */
  demo?: boolean;
  /**
   * Keep the demo tenant (the one listing localhost), its server for the local hosts (every
   * merchant's files, `?tenant=` picks any) and the demo pages on its servers, in front of a real
   * platform (`serve:config --demo`). Without it and without `demo`: merchants' hosts only.
   */
  demoTenant?: boolean;
  workerProcesses?: number | 'auto';
  /** npm run serve's control (stop and start the demo API) on /__serve/, demo mode only. */
  control?: ApiUpstream;
  /** The `user` directive, for a master started as root (npm run serve in CI). */
  user?: string;
  /**
   * The Brotli static module's file (Debian: libnginx-mod-http-brotli-static): loaded, and the
   * build's .br files sent to browsers that accept them (about 13% fewer bytes than gzip for the
   * first screen's code). Without it, gzip only.
   */
  brotliModule?: string;
  /** The build's inline scripts by hash, for the pages' CSP (csp.ts, buildScriptHashes). */
  scriptHashes?: readonly string[];
  /**
   * Where browsers send CSP violation reports (`serve:config --csp-report`): the pages' policies
   * get `report-uri` and `report-to`, and a `Reporting-Endpoints` header names it.
   */
  cspReport?: string;
}

/** Pages of this site that the app itself shows in a frame (the demo Telegram sign-in). */
export const FRAMED_PAGES: readonly string[] = ['demo-telegram-auth.html'];

/**
 * The demo's own pages and their scripts (public/): the game every demo launch opens and the fake
 * Telegram sign-in. The build keeps them (the preview server and `npm run serve` use them), and
 * nginx answers 404 for them on every server but the demo's: they name no merchant, but they
 * are the same files on every merchant's host, which ties the brands to one operator.
 */
export const DEMO_FILES: readonly string[] = [
  'demo-game.html',
  'demo-game.js',
  'demo-telegram-auth.html',
  'demo-telegram-auth.js',
];

/**
 * Source maps under /m/ are a 404 whatever the build holds (vite.config.ts builds none): they
 * would hand out the whole source. Matched as a regular expression, so it wins over the prefix
 * locations (/m/assets/ ...); the precompressed copies too.
 */
export const SOURCE_MAP_LOCATION = '~ ^/m/.+\\.map(?:\\.gz|\\.br)?$';

/** The demo's pages among DEMO_FILES: static pages (headers.ts, STATIC_PAGES). */
export const DEMO_PAGES: readonly string[] = DEMO_FILES.filter((file) => file.endsWith('.html'));

/** The demo files' location, with the .gz and .br copies the build wrote beside them. */
export const DEMO_FILES_LOCATION = `~ ^/m/(?:${DEMO_FILES.map((file) => file.replaceAll('.', '\\.')).join('|')})(?:\\.gz|\\.br)?$`;

/**
 * nginx must not cut a call the client still waits for (its own deadline is 30 s, spec 9), and
 * must not keep the platform busy long after the client gave up: 35 s for the answer; 5 s to
 * connect, so a stopped platform is a quick 502.
 */
export const PROXY_TIMEOUTS = { connect: '5s', send: '35s', read: '35s' } as const;

/** The demo's update check (docs/pwa.md): this cookie makes the asset manifest name a next build. */
const NEXT_BUILD_COOKIE = 'demoNextBuild';
/** The same for the second asset manifest (spec 2, /mobile/mc/asset-manifest.json). */
const NEXT_SECOND_BUILD_COOKIE = 'demoNextMcBuild';

/**
 * spec 2: the update check also reads /mobile/mc/asset-manifest.json. No second app is served
 * here: 204, which the app takes as "none" (a 404 would be logged as an error on every page); in
 * the demo a cookie announces a build of it.
 */
function secondManifestLocation(options: NginxOptions, headers: readonly Header[]): Conf {
  return block('location = /mobile/mc/asset-manifest.json', [
    'default_type application/json;',
    ...headerLines(headers, 'no-store'),
    ...(options.demo
      ? [
          block(`if ($cookie_${NEXT_SECOND_BUILD_COOKIE} ~ "^[A-Za-z0-9._-]{1,80}$")`, [
            `return 200 '{"hash":"$cookie_${NEXT_SECOND_BUILD_COOKIE}"}';`,
          ]),
        ]
      : []),
    'return 204;',
  ]);
}

/**
 * The headers of a location. nginx drops the server's add_header lines in a location that adds
 * its own, so every location lists all of them; the long CSP is a variable set once per server.
 */
function headerLines(headers: readonly Header[], cache?: string): string[] {
  const all: Header[] = cache ? [['Cache-Control', cache], ...headers] : [...headers];
  // `always`: error answers (a 404 under /m/assets/) carry the headers too.
  return all.map(([name, value]) =>
    value.startsWith('$')
      ? `add_header ${name} ${value} always;`
      : `add_header ${name} ${quoted(value)} always;`,
  );
}

/** The server's variables for the long policies (set once per server, siteServer). */
interface CspVariables {
  csp: string;
  reportOnly?: string;
}

/** The site's headers with the policies replaced by the server's variables. */
function withCspVariables(headers: readonly Header[], variables: CspVariables): Header[] {
  return headers.map(([name, value]): Header => {
    if (name === 'Content-Security-Policy') return [name, variables.csp];
    if (name === 'Content-Security-Policy-Report-Only' && variables.reportOnly)
      return [name, variables.reportOnly];
    return [name, value];
  });
}

function headerValue(headers: readonly Header[], name: string): string {
  return headers.find(([header]) => header === name)?.[1] ?? '';
}

/**
 * The page kinds of a site, each with the options of its headers: the app's pages
 * (index.html, its routes, redirects and 404s), the static pages (STATIC_PAGES), and the
 * static page the app frames (FRAMED_PAGES).
 */
function pageOptions(options: NginxOptions): Record<'app' | 'static' | 'framed', HeaderOptions> {
  const base: HeaderOptions = {
    tls: options.tls !== undefined,
    scriptHashes: options.scriptHashes,
    report: options.cspReport,
  };
  return {
    app: base,
    static: { ...base, page: 'static' },
    framed: { ...base, page: 'static', frameAncestors: 'self' },
  };
}

function staticLocation(
  match: string,
  alias: string,
  fallback: string,
  headers: readonly Header[],
  cache: string,
  extra: readonly Conf[] = [],
): Conf {
  return block(`location ${match}`, [
    `alias ${alias};`,
    `try_files $uri ${fallback};`,
    ...headerLines(headers, cache),
    ...extra,
  ]);
}

/**
 * `keepHost`: the developer tools behind nginx (/__demo/, /__serve/) get the browser's own
 * `Host` (with its port), which their same-origin check compares with `Origin`.
 */
function proxyLocation(
  path: string,
  options: NginxOptions,
  api = options.api,
  keepHost = false,
): Conf {
  return block(`location ${path}`, [
    `proxy_pass ${api.origin};`,
    'proxy_http_version 1.1;',
    ...(keepHost ? ['proxy_set_header Host $http_host;'] : []),
    'proxy_set_header Connection "";',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $host;',
    'proxy_set_header X-Real-IP $remote_addr;',
    ...(api.tls ? ['proxy_ssl_server_name on;', `proxy_ssl_name ${api.host};`] : []),
    `proxy_connect_timeout ${PROXY_TIMEOUTS.connect};`,
    `proxy_send_timeout ${PROXY_TIMEOUTS.send};`,
    `proxy_read_timeout ${PROXY_TIMEOUTS.read};`,
    // A POST is never replayed on another try: a login or a deposit must not happen twice.
    'proxy_next_upstream off;',
    ...headerLines(resourceHeaders({ tls: options.tls !== undefined })),
  ]);
}

/** A 404 for everything under this location, with the headers its neighbours send. */
function notFound(match: string, headers: readonly Header[], cache?: string): Conf {
  return block(`location ${match}`, ['return 404;', ...headerLines(headers, cache)]);
}

/**
 * The variables the pages' policies are read from: maps of the host's merchant (merchantMaps),
 * which a demo server's `set` lines override for its own requests.
 */
const CSP_VARIABLES = {
  app: '$csp',
  reportOnly: '$csp_report_only',
  static: '$csp_static',
  framed: '$csp_framed',
} as const;

/**
 * What differs between the servers: the merchant files they hand out, the guard of the app's
 * pages against `?tenant=` naming another merchant, and whether the demo pages are served.
 */
interface ServerShape {
  /** A tenant of the server: the page headers' names are the same for all (headers.ts). */
  tenant: TenantConfig;
  files: (root: string, headers: readonly Header[]) => Conf[];
  pageGuard: Conf[];
  demoPages: boolean;
}

/** The tenant files and brand images: the merchant's own, or every merchant's on local hosts. */
function demoSiteFiles(site: Site): ServerShape['files'] {
  return (root, headers) => {
    if (site.merchants === 'all') {
      return [
        staticLocation('/m/tenants/', `${root}/tenants/`, '=404', headers, REVALIDATE),
        staticLocation('/m/brand/', `${root}/brand/`, '=404', headers, REVALIDATE),
      ];
    }
    const code = safePath(site.tenant.merchantCode);
    return [
      ...ownTenantFiles(site.tenant).map((file) =>
        staticLocation(`= /m/${file}`, `${root}/${file}`, '=404', headers, REVALIDATE),
      ),
      // Its texts in any language (src/i18n/textsFiles.ts): which languages have a file changes
      // with a publish, not with this configuration. Quoted: the expression has braces.
      block(`location ~ "${ownTextsFiles(site.tenant)}"`, [
        `alias ${root}/$1;`,
        ...headerLines(headers, REVALIDATE),
      ]),
      staticLocation(`/m/brand/${code}/`, `${root}/brand/${code}/`, '=404', headers, REVALIDATE),
      // Another merchant's files are not this site's business.
      notFound('/m/tenants/', headers, REVALIDATE),
      notFound('/m/brand/', headers, REVALIDATE),
    ];
  };
}

/**
 * On a merchant's host a page that names another merchant (`?tenant=`, which the app follows on
 * local hosts only) is a 404, as that merchant's files are.
 */
function demoSitePageGuard(site: Site): Conf[] {
  if (site.merchants === 'all') return [];
  const code = safePath(site.tenant.merchantCode);
  return [block(`if ($arg_tenant !~ "^(?:${code})?$")`, ['return 404;'])];
}

/** A server of the demo's tenant (its own domains, or the local hosts), as it always was. */
function demoSiteShape(site: Site): ServerShape {
  return {
    tenant: site.tenant,
    files: demoSiteFiles(site),
    pageGuard: demoSitePageGuard(site),
    demoPages: true,
  };
}

/**
 * The merchants' server (every merchant but the demo's, MERCHANTS_MAPS): a tenant file or brand
 * image is served when `$merchant_file` says it is the host's merchant's own, and a page naming
 * another merchant is a 404 when `$other_merchant_page` says so.
 */
function merchantsShape(sites: readonly Site[], options: NginxOptions): ServerShape {
  const tenant = sites[0]?.tenant;
  if (!tenant) throw new Error('no merchant');
  const guarded = (root: string, dir: string, headers: readonly Header[]) =>
    staticLocation(`/m/${dir}/`, `${root}/${dir}/`, '=404', headers, REVALIDATE, [
      block('if ($merchant_file = 0)', ['return 404;']),
    ]);
  return {
    tenant,
    files: (root, headers) => [guarded(root, 'tenants', headers), guarded(root, 'brand', headers)],
    pageGuard: [block('if ($other_merchant_page)', ['return 404;'])],
    demoPages: options.demo === true,
  };
}

function siteLocations(shape: ServerShape, options: NginxOptions): Conf[] {
  const root = safePath(options.root.replace(/\/+$/, ''));
  const tls = options.tls !== undefined;
  const pages = pageOptions(options);
  const { tenant } = shape;
  const headers = withCspVariables(securityHeaders(tenant, pages.app), {
    csp: CSP_VARIABLES.app,
    reportOnly: CSP_VARIABLES.reportOnly,
  });
  const staticHeaders = withCspVariables(securityHeaders(tenant, pages.static), {
    csp: CSP_VARIABLES.static,
  });
  const framed = withCspVariables(securityHeaders(tenant, pages.framed), {
    csp: CSP_VARIABLES.framed,
  });
  const popupReturn = withCspVariables(
    securityHeaders(tenant, { ...pages.static, popupReturn: true }),
    { csp: CSP_VARIABLES.static },
  );
  // RESOURCE_PATHS: files that are not pages carry no page-only header.
  const resources = resourceHeaders({ tls });
  const manifestExtra: Conf[] = options.demo
    ? [
        block(`if ($cookie_${NEXT_BUILD_COOKIE} ~ "^[A-Za-z0-9._-]{1,80}$")`, [
          `return 200 '{"hash":"$cookie_${NEXT_BUILD_COOKIE}"}';`,
        ]),
      ]
    : [];
  return [
    // spec 2: the app lives under /m.
    block('location = /', ['return 302 /m/$is_args$args;', ...headerLines(headers)]),
    block('location = /m', ['return 301 /m/$is_args$args;', ...headerLines(headers)]),
    // Deep links (/m/home, /m/login ...) are the app's routes: index.html answers them.
    staticLocation('/m/', `${root}/`, '$uri/ /m/index.html', headers, REVALIDATE, [
      'index index.html;',
      ...shape.pageGuard,
    ]),
    notFound(SOURCE_MAP_LOCATION, resources),
    // Hashed files: a missing one is a 404, never the HTML (a stale tab's old chunk must fail
    // loudly, so the app can reload, not parse HTML as JavaScript).
    staticLocation('/m/assets/', `${root}/assets/`, '=404', resources, IMMUTABLE),
    staticLocation(
      '= /m/asset-manifest.json',
      `${root}/asset-manifest.json`,
      '=404',
      resources,
      REVALIDATE,
      manifestExtra,
    ),
    ...POPUP_RETURN_PAGES.map((page) =>
      staticLocation(`= /m/${page}`, `${root}/${page}`, '=404', popupReturn, REVALIDATE),
    ),
    ...(shape.demoPages
      ? DEMO_PAGES.map((page) =>
          staticLocation(
            `= /m/${page}`,
            `${root}/${page}`,
            '=404',
            FRAMED_PAGES.includes(page) ? framed : staticHeaders,
            REVALIDATE,
          ),
        )
      : [notFound(DEMO_FILES_LOCATION, headers, REVALIDATE)]),
    ...shape.files(root, resources),
    proxyLocation('/wps/', options),
    ...(options.demo ? [proxyLocation('/__demo/', options, options.api, true)] : []),
    ...(options.demo && options.control
      ? [proxyLocation('/__serve/', options, options.control, true)]
      : []),
    // spec 2: the crawlers' pages, for this merchant's host names.
    ...robotsLocations(headerLines(resources, REVALIDATE)),
    secondManifestLocation(options, resources),
    block('location /', ['return 404;', ...headerLines(headers)]),
  ];
}

function listenLines(options: NginxOptions, defaultServer: boolean): string[] {
  const suffix = defaultServer ? ' default_server' : '';
  if (!options.tls)
    return options.listen.map((address) => `listen ${safeListen(address)}${suffix};`);
  // HTTP/2 on TLS (nginx 1.22, Debian 12: a listen parameter; `http2 on` came in 1.25.1).
  return options.tls.listen.map((address) => `listen ${safeListen(address)} ssl http2${suffix};`);
}

function tlsLines(tls: TlsOptions | undefined): string[] {
  if (!tls) return [];
  return [
    `ssl_certificate ${safePath(tls.certificate)};`,
    `ssl_certificate_key ${safePath(tls.key)};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_session_cache shared:tls:10m;',
  ];
}

function policies(tenant: TenantConfig, options: NginxOptions) {
  const pages = pageOptions(options);
  const app = securityHeaders(tenant, pages.app);
  const policy = (headers: readonly Header[]) => headerValue(headers, 'Content-Security-Policy');
  return {
    app: policy(app),
    reportOnly: headerValue(app, 'Content-Security-Policy-Report-Only'),
    static: policy(securityHeaders(tenant, pages.static)),
    framed: policy(securityHeaders(tenant, pages.framed)),
  };
}

/** A server of the demo's tenant: its policies set once in the server. */
function demoSiteServer(site: Site, options: NginxOptions): Conf {
  const csp = policies(site.tenant, options);
  return block('server', [
    `# ${site.tenant.merchantCode}: ${site.merchants === 'all' ? "local hosts, every merchant's files" : 'its own files only'}`,
    ...listenLines(options, false),
    `server_name ${site.serverNames.join(' ')};`,
    ...tlsLines(options.tls),
    `set $csp ${quoted(csp.app)};`,
    `set $csp_report_only ${quoted(csp.reportOnly)};`,
    `set $csp_static ${quoted(csp.static)};`,
    `set $csp_framed ${quoted(csp.framed)};`,
    ...siteLocations(demoSiteShape(site), options),
  ]);
}

/** The sites of the merchants' server: every merchant's own host but the demo tenant's. */
export function merchantSites(sites: readonly Site[]): Site[] {
  return sites.filter((site) => site.merchants === 'own' && !isDemoTenant(site.tenant));
}

/**
 * The maps the merchants' server reads (http level, one line a host or a file, each policy
 * written once however many merchants send it):
 * - `$merchant`: the host's merchant, by the same names and wildcards as server_name;
 * - `$merchant_policy` and `$csp`, `$csp_report_only`, `$csp_static`, `$csp_framed`: the policies of that merchant, through the
 *   distinct sets of policies (most merchants share one);
 * - `$merchant_file`: 1 for the merchant's own tenant files (`<code>.json`, its texts in any
 *   language, one file per domain) and brand folder, else 0;
 * - `$other_merchant_page`: 1 when `?tenant=` names another merchant than the host's.
 */
function merchantMaps(sites: readonly Site[], options: NginxOptions): Conf[] {
  if (sites.length === 0) return [];
  const hosts: string[] = ['hostnames;'];
  const files: string[] = [
    'default 0;',
    // The code's own characters need no escaping ([a-z0-9-]); \1 is the host's merchant.
    '"~^([a-z0-9-]+)\\|/m/tenants/\\1(?:\\.texts\\.[A-Z]{2}(?:-[A-Z]{2})?)?\\.json$" 1;',
    '"~^([a-z0-9-]+)\\|/m/brand/\\1/" 1;',
  ];
  const sets = new Map<string, number>();
  const distinct: Array<ReturnType<typeof policies>> = [];
  const policyOf: string[] = [];
  for (const site of sites) {
    const code = safePath(site.tenant.merchantCode);
    for (const name of site.serverNames) hosts.push(`${name} ${code};`);
    for (const file of ownTenantFiles(site.tenant).filter((f) => f.startsWith('tenants/hosts/'))) {
      files.push(`${quoted(`${code}|/m/${safePath(file)}`)} 1;`);
    }
    const csp = policies(site.tenant, options);
    const key = JSON.stringify(csp);
    let index = sets.get(key);
    if (index === undefined) {
      index = distinct.length;
      sets.set(key, index);
      distinct.push(csp);
    }
    policyOf.push(`${code} ${index};`);
  }
  const policyMap = (variable: string, pick: (csp: ReturnType<typeof policies>) => string) =>
    block(
      `map $merchant_policy ${variable}`,
      distinct.map((csp, index) => `${index} ${quoted(pick(csp))};`),
    );
  return [
    block('map $host $merchant', hosts),
    block('map $merchant $merchant_policy', policyOf),
    policyMap('$csp', (csp) => csp.app),
    policyMap('$csp_report_only', (csp) => csp.reportOnly),
    policyMap('$csp_static', (csp) => csp.static),
    policyMap('$csp_framed', (csp) => csp.framed),
    block('map "$merchant|$uri" $merchant_file', files),
    block('map "$merchant|$arg_tenant" $other_merchant_page', [
      'default 1;',
      '"~^([a-z0-9-]+)\\|(?:\\1)?$" 0;',
    ]),
  ];
}

/**
 * One server for every merchant's host (merchantSites): the same locations for all, what
 * differs read from merchantMaps. A server per merchant cost nginx about 200 KB of memory and
 * a millisecond of `nginx -t` each (docs/serving.md, "A thousand merchants").
 */
function merchantsServer(sites: readonly Site[], options: NginxOptions): Conf[] {
  if (sites.length === 0) return [];
  return [
    block('server', [
      "# every merchant's own hosts: its own files only ($merchant)",
      ...listenLines(options, false),
      `server_name ${sites.flatMap((site) => site.serverNames).join(' ')};`,
      ...tlsLines(options.tls),
      ...siteLocations(merchantsShape(sites, options), options),
    ]),
  ];
}

/**
 * Hash sizes for this many names: nginx's defaults (512) hold a few hundred; above them it warns
 * and searches longer for a layout. A power of two at least four times the names.
 */
export function hashSize(names: number): number {
  let size = 512;
  while (size < names * 4) size *= 2;
  return size;
}

/** A host that matches no merchant: a plain 404, never another merchant's site. */
function unknownHostServers(options: NginxOptions): Conf[] {
  const body: Conf[] = ['server_name _;', 'return 404;'];
  const servers: Conf[] = [
    block('server', [
      '# any host no tenant file names',
      ...options.listen.map((address) => `listen ${safeListen(address)} default_server;`),
      ...body,
    ]),
  ];
  if (options.tls) {
    // No certificate for a name nobody owns: refuse the handshake.
    servers.push(
      block('server', [...listenLines(options, true), 'ssl_reject_handshake on;', ...body]),
    );
  }
  return servers;
}

function httpsRedirectServer(options: NginxOptions, names: readonly string[]): Conf[] {
  if (!options.tls) return [];
  return [
    block('server', [
      ...options.listen.map((address) => `listen ${safeListen(address)};`),
      `server_name ${names.join(' ')};`,
      'return 301 https://$host$request_uri;',
    ]),
  ];
}

function runtimeLines(prefix: string | undefined): { main: string[]; http: string[] } {
  if (!prefix) return { main: [], http: [] };
  const dir = safePath(prefix.replace(/\/+$/, ''));
  return {
    main: [`pid ${dir}/nginx.pid;`, `error_log ${dir}/logs/error.log warn;`],
    http: [
      `access_log ${dir}/logs/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `${kind}_temp_path ${dir}/temp/${kind};`,
      ),
    ],
  };
}

/** The whole nginx.conf for these tenants (docs/serving.md). Pure: same input, same text. */
export function renderNginxConfig(options: NginxOptions): string {
  const sites = sitesOf(options.tenants, { demo: options.demo || options.demoTenant });
  const runtime = runtimeLines(options.prefix);
  const merchants = merchantSites(sites);
  const names = sites.flatMap((site) => site.serverNames);
  const conf: Conf[] = [
    '# Generated by `npm run serve:config` from tenants/*.json: edit the tenant files, not this.',
    ...(options.brotliModule ? [`load_module ${safePath(options.brotliModule)};`] : []),
    ...(options.user ? [`user ${safePath(options.user)};`] : []),
    `worker_processes ${options.workerProcesses ?? 'auto'};`,
    ...runtime.main,
    block('events', ['worker_connections 1024;']),
    block('http', [
      block(
        'types',
        MIME_TYPES.map(([type, extensions]) => `${type} ${extensions};`),
      ),
      'default_type application/octet-stream;',
      ...runtime.http,
      'charset utf-8;',
      'charset_types text/css application/javascript application/json application/manifest+json image/svg+xml;',
      'sendfile on;',
      'tcp_nopush on;',
      'server_tokens off;',
      // Redirects name the path only, so they stay right behind a TLS proxy or a CDN.
      'absolute_redirect off;',
      'keepalive_timeout 65s;',
      // The build writes .br and .gz beside each text file; API answers are compressed on the fly.
      ...(options.brotliModule ? ['brotli_static on;'] : []),
      'gzip_static on;',
      'gzip on;',
      'gzip_vary on;',
      'gzip_proxied any;',
      'gzip_types application/json application/javascript text/css image/svg+xml;',
      ...ROBOTS_HTTP_LINES,
      `server_names_hash_max_size ${hashSize(names.length)};`,
      'server_names_hash_bucket_size 128;',
      `map_hash_max_size ${hashSize(names.length + merchants.length * 2)};`,
      'map_hash_bucket_size 256;',
      ...merchantMaps(merchants, options),
      ...unknownHostServers(options),
      ...httpsRedirectServer(options, names),
      ...merchantsServer(merchants, options),
      ...sites
        .filter((site) => !merchants.includes(site))
        .map((site) => demoSiteServer(site, options)),
    ]),
  ];
  return `${renderConf(conf)}\n`;
}
