/**
 * The start loader: a small classic script inline in index.html, before the entry (the pages'
 * CSP allows it by its hash, scripts/serve/csp.ts; decision 0012). It starts, as the parser
 * reaches it and so in parallel with the entry, what the first screen needs and the entry would
 * otherwise ask for only after it has run:
 *
 * - the tenant file (its response is handed to the app, which reads and checks it);
 * - the member's language once the tenant file has named it (each catalogue is complete: the
 *   build filled its gaps with English, decision 0012), and with it the merchant's texts in that
 *   language when the tenant file lists it in `textsLanguages` (src/i18n/textsFiles.ts's
 *   textsFile, written out here to keep the loader small): a preload the locale store's own
 *   request for the same file is answered from, and the code that lays them over the catalogue;
 * - the code (JS and CSS) of the route's page and of the tenant's first-screen widgets;
 * - the header's logo and the download bar's background image;
 * - on a member's home, the calls its first screen asks for (src/api/earlyCalls.ts, decision
 *   0013), so their answers are in when the app has run.
 *
 * The build bundles it with what it imports into one script (scripts/vite/startPlugin.ts). It
 * mirrors a few of the app's rules (src/config/tenantHost.ts, src/features/locale/
 * LocaleStore.ts) only to guess early: when it guesses wrong, the app asks for what it needs
 * itself, as it would without the loader.
 */

import {
  startEarlyCalls,
  type EarlyCalls,
  type EarlyCallsInput,
} from '../../src/api/earlyCalls.ts';
import { probeAvif } from '../../src/platform/avifProbe.ts';
import { isPreviewPage } from '../../src/config/tenantHost.ts';

/** What the build tells the loader: hashed file names, relative to `<base>assets/`. */
export interface StartMap {
  base: string;
  /** `?tenant=` is honoured on any host (a preview build), not only local ones. */
  previewBuild: boolean;
  /** Files every first screen needs (the API client, the services): preloaded at once. */
  start: string[];
  /** Files of a member's home widgets: preloaded at once for a member opening the home. */
  home: string[];
  /**
   * The code that lays a merchant's texts over the catalogue, preloaded with the texts file:
   * the app asks for it only once it has read the tenant file, a round trip later.
   */
  texts: string[];
  /** Language code (upper case) → its catalogue's files. */
  languages: Record<string, string[]>;
  /** Widget type → the files of its code (JS and CSS). */
  widgets: Record<string, string[]>;
  /** Route path under the base ('/login') → the files of its page. */
  routes: Record<string, string[]>;
}

/** Has the engine load its Intl data in a task of its own, before the app's first render. */
export function warmIntl(win: Pick<Window, 'setTimeout'>): void {
  win.setTimeout(() => {
    try {
      Intl.NumberFormat.supportedLocalesOf('en');
    } catch {
      // an engine without Intl: react-intl reports it when the app starts
    }
  }, 0);
}

/** Sends a member's first-screen calls (src/api/earlyCalls.ts; a test passes its own). */
export type SendEarlyCalls = (input: EarlyCallsInput) => EarlyCalls | null;

/** What the loader leaves for the app on `window` (read by src/platform/startHints.ts). */
export const START_GLOBAL = 'mobileWebStart';

/** The page's window as the loader uses it (its globals, and the one it sets). */
export type LoaderWindow = Window & { Image: typeof Image } & Record<string, unknown>;

export function startLoader(
  map: StartMap,
  win: LoaderWindow,
  sendEarlyCalls: SendEarlyCalls = startEarlyCalls,
): void {
  const doc = win.document;
  const added: Record<string, true> = {};
  const preload = (files: readonly string[] | undefined): void => {
    for (const file of files ?? []) {
      if (added[file]) continue;
      added[file] = true;
      const link = doc.createElement('link');
      const css = /\.css$/.test(file);
      if (/n$/.test(file)) link.as = 'fetch';
      link.rel = css ? 'stylesheet' : link.as ? 'preload' : 'modulepreload';
      if (!css) link.crossOrigin = '';
      link.href = `${map.base}assets/${file}`;
      doc.head.appendChild(link);
    }
  };
  const url = new URL(win.location.href);
  const read = (get: () => string | null): string | null => {
    try {
      return get();
    } catch {
      return null; // storage refused (private mode, a sandboxed frame)
    }
  };
  const local = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/.test(url.hostname);
  // A page the team studio's server marked as a preview (src/config/tenantHost.ts).
  const queryAllowed =
    map.previewBuild || local || (typeof doc.querySelector === 'function' && isPreviewPage(doc));
  const code =
    url.searchParams.get('tenant') ??
    (queryAllowed ? read(() => win.sessionStorage.getItem('previewTenant')) : null);
  const source =
    queryAllowed && code !== null
      ? /^[a-z][a-z0-9-]{1,31}$/.test(code)
        ? `${map.base}tenants/${code}.json`
        : null
      : `${map.base}tenants/hosts/${encodeURIComponent(url.hostname.toLowerCase())}.json`;

  const path = url.pathname.slice(map.base.length - 1);
  const home = path === '/' || path === '/home' || path === '/index' || path === '/index.html';
  // The session as the app keeps it (src/api/sessionToken.ts): whether a member opens the page.
  const storedSession = read(() => win.sessionStorage.getItem('sessionInfo'));
  const member =
    url.searchParams.has('token') ||
    url.searchParams.has('tokens') ||
    /"token":"[^"]/.test(storedSession ?? '');
  const route = home ? (member ? null : '/login') : path;
  if (route !== null) preload(map.routes[route]);
  if (home && member) preload(map.home);
  preload(map.start);
  // spec 5's image format: checked once, here, for the app and the early calls.
  const avif = probeAvif(() => new win.Image());
  // The engine's first Intl call loads its locale data (ICU): 15-30 ms on a phone, in one piece.
  // Made now, while the page waits for its stylesheet and code, it is not a long task inside
  // the first screen's render (where react-intl's provider would make it).
  warmIntl(win);
  if (source === null) {
    win[START_GLOBAL] = { avif };
    return;
  }

  const fetched = fetch(source, { credentials: 'same-origin', cache: 'no-cache' });
  // The body is read once, here. The preloads below are attached to it before the response the
  // app reads, so they are always sent before the app can ask for the same files itself (its
  // request would wait for the framework's download, decision 0012).
  const body = fetched.then((r) => r.text());
  const started = body
    .then((text) => {
      const tenant: unknown = JSON.parse(text);
      if (typeof tenant !== 'object' || tenant === null) return null;
      const t = tenant as {
        merchantCode?: string;
        textsLanguages?: string[];
        widgets?: Array<{ type?: string; slot?: string }>;
        languages?: { supported?: string[]; default?: string };
        template?: { h5_logo?: string; app_background?: string };
      };
      // The header's logo and the download bar's background paint with the first screen
      // (the bar's background is the login page's largest paint): fetched now, not at render.
      for (const image of [t.template?.h5_logo, t.template?.app_background]) {
        if (typeof image !== 'string' || !image) continue;
        const link = doc.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        // Images start at low priority; these two are the first screen's largest paints.
        link.fetchPriority = 'high';
        link.href = image;
        doc.head.appendChild(link);
      }
      const supported = t.languages?.supported ?? [];
      const wanted = [
        url.searchParams.get('lang')?.toUpperCase(),
        read(() => win.localStorage.getItem('language')),
      ].find((c) => c && supported.indexOf(c) >= 0);
      const language = wanted ?? t.languages?.default;
      if (language) preload(map.languages[language]);
      // The merchant's texts in that language (src/i18n/textsFiles.ts), as=fetch: a preload the
      // app's fetch() of the same file is answered from.
      if (t.textsLanguages?.includes(language as string)) {
        preload([`../tenants/${t.merchantCode}.texts.${language}.json`]);
        preload(map.texts);
      }
      for (const widget of t.widgets ?? []) {
        const slot = widget.slot ?? 'home';
        if (widget.type && (slot === 'global' || (home && member && slot === 'home'))) {
          preload(map.widgets[widget.type]);
        }
      }
      return language ? { tenant, language } : null;
    })
    .catch(() => null); // the app reports what went wrong
  // A member's home: its first-screen calls go out once the tenant file names the merchant.
  // Settles with them; null for anyone else, or if the file could not be read (the app asks).
  const calls =
    home && member
      ? started
          .then((read) =>
            read
              ? sendEarlyCalls({
                  tenant: read.tenant,
                  language: read.language,
                  url,
                  storedSession,
                  userAgent: win.navigator.userAgent,
                  fetch: win.fetch.bind(win),
                  detectAvif: () => avif,
                })
              : null,
          )
          .catch(() => null)
      : null;
  const response = Promise.all([fetched, body]).then(
    ([r, text]) =>
      new Response(text, { status: r.status, statusText: r.statusText, headers: r.headers }),
  );
  win[START_GLOBAL] = { tenant: { source, response }, calls, avif };
}
