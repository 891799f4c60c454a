import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import type { TenantConfig } from '../../../../src/config/tenant.gen.ts';
import { PREVIEW_PAGE_MARK } from '../../../../src/config/tenantHost.ts';
import { inlineScriptHashes } from '../../../../scripts/serve/csp.ts';
import {
  IMMUTABLE,
  POPUP_RETURN_PAGES,
  REVALIDATE,
  resourceHeaders,
  securityHeaders,
} from '../../../../scripts/serve/headers.ts';
import type { Header, HeaderOptions } from '../../../../scripts/serve/headers.ts';
import { draftBrandRedirect, draftTenantPath } from '../studioCore.ts';
import { contentTypeOf } from '../../../../scripts/lib/contentTypes.ts';

/**
 * The production build under /m/ for the studio's phone frames and preview links, as nginx would
 * serve it (scripts/serve/headers.ts: the tenant's CSP with the build's script hashes), with three
 * differences a preview needs:
 *
 * - each page carries `<meta name="mobile-web-preview">` (src/config/tenantHost.ts): only a page
 *   this server sends has it, and the app honours `?tenant=` on any host only on such a page, so
 *   the studio works behind a real host name while a merchant's site (nginx, the build's own
 *   index.html) still ignores `?tenant=`. The mark adds no script: the start loader's hash holds;
 * - the tenant files are the preview tenants (`studio-xxxxxxxx`) only, never a merchant's host
 *   file, and only to an operator of that merchant or the holder of that preview's link;
 * - no service worker (sw.js is 404): nothing is cached on the studio's origin, and no worker
 *   scoped to /m/ sits in front of the studio's own page (/m/studio/).
 */
export const BASE = '/m/';
export const STUDIO_PAGE = `${BASE}studio/`;

export type Viewer =
  | { kind: 'operator'; mayTouch: (merchant: string) => boolean }
  | { kind: 'link'; previewCode: string };

export interface AppServingOptions {
  /** The production build (index.html, assets/, brand/). */
  appDir: string;
  /** The studio's build (`npm run studio:build`). */
  studioDir: string;
  /** A preview tenant by code, with the merchant it previews. */
  preview: (code: string) => { tenant: TenantConfig; owner: string } | undefined;
  /** The tenant whose CSP a page without a preview tenant gets (the template). */
  fallbackTenant: () => TenantConfig;
  viewer: (c: Context) => Promise<Viewer | null>;
  /** The page is served over TLS (HSTS like nginx). */
  tls: (c: Context) => boolean;
  template: string;
}

/** Whether a viewer may see a preview tenant: its merchant's operator, or its link's holder. */
export function viewerMaySee(
  viewer: Viewer | null,
  code: string,
  preview: AppServingOptions['preview'],
): boolean {
  const found = preview(code);
  if (!viewer || !found) return false;
  return viewer.kind === 'operator' ? viewer.mayTouch(found.owner) : viewer.previewCode === code;
}

/** A file under `root` for a URL path below the base, or undefined (no escaping the folder). */
export function fileUnder(root: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const top = resolve(root);
  const file = resolve(top, `.${sep}${decoded}`);
  if (file !== top && !file.startsWith(top + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

function withHeaders(response: Response, headers: readonly Header[]): Response {
  for (const [name, value] of headers) response.headers.set(name, value);
  return response;
}

function fileResponse(file: string, cache: string, headers: readonly Header[]): Response {
  const type = contentTypeOf(file);
  return withHeaders(
    new Response(readFileSync(file), { headers: { 'Content-Type': type, 'Cache-Control': cache } }),
    headers,
  );
}

/** The on-screen mark of a preview link's pages: plain HTML and CSS, no script. */
export const PREVIEW_BANNER =
  '<div role="note" aria-label="Preview, not live" data-studio-preview-mark ' +
  'style="position:fixed;left:50%;bottom:8px;transform:translateX(-50%);z-index:2147483647;' +
  'pointer-events:none;padding:4px 12px;border-radius:999px;background:#111827;color:#fff;' +
  'font:600 12px/1.4 system-ui,sans-serif;opacity:.88">Preview — not live</div>';

/**
 * The build's index.html as a preview page: the preview mark right after `<meta charset>` (before
 * the start loader, which reads it as the parser reaches it) and, for a preview link, the banner.
 */
export function previewPage(html: string, banner: boolean): string {
  const mark = `<meta name="${PREVIEW_PAGE_MARK}" content="studio">`;
  let page = html.replace(/<meta charset="[^"]*"\s*\/?>/i, (meta) => `${meta}${mark}`);
  if (!page.includes(mark)) page = page.replace(/<head>/i, `<head>${mark}`);
  if (banner) page = page.replace(/<\/body>/i, `${PREVIEW_BANNER}</body>`);
  return page;
}

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export function mountApp(app: Hono, options: AppServingOptions): void {
  const index = join(options.appDir, 'index.html');
  let cachedHtml: { mtime: number; text: string } | undefined;
  const indexHtml = (): string => {
    const mtime = statSync(index).mtimeMs;
    if (cachedHtml?.mtime !== mtime) cachedHtml = { mtime, text: readFileSync(index, 'utf8') };
    return cachedHtml.text;
  };

  const mayView = (viewer: Viewer | null, code: string): boolean =>
    viewerMaySee(viewer, code, options.preview);

  // The studio's own page (its build), open to anyone: it is where one signs in.
  app.get(`${STUDIO_PAGE}*`, (c) => {
    const relative = c.req.path.slice(STUDIO_PAGE.length);
    const file =
      fileUnder(options.studioDir, relative || 'index.html') ??
      (extname(relative) === '' ? fileUnder(options.studioDir, 'index.html') : undefined);
    if (!file) return plain(404, 'Not found');
    const immutable = relative.startsWith('assets/');
    return fileResponse(file, immutable ? IMMUTABLE : 'no-store', [
      ...resourceHeaders({ tls: options.tls(c) }),
      ['Content-Security-Policy', STUDIO_CSP],
      ['X-Frame-Options', 'DENY'],
    ]);
  });
  app.get(BASE.slice(0, -1), (c) => c.redirect(STUDIO_PAGE, 302));
  app.get('/', (c) => c.redirect(STUDIO_PAGE, 302));

  app.get(`${BASE}*`, async (c) => {
    const path = c.req.path;
    const tls = options.tls(c);
    if (path === `${BASE}sw.js`) return plain(404, 'No service worker in previews');

    const draftCode = draftTenantPath(BASE, path);
    if (draftCode !== null) {
      if (!mayView(await options.viewer(c), draftCode)) return plain(404, 'Not found');
      return withHeaders(
        new Response(JSON.stringify(options.preview(draftCode)!.tenant), {
          headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
        }),
        resourceHeaders({ tls }),
      );
    }
    // A merchant's own tenant and host files are not the preview's business.
    if (path.startsWith(`${BASE}tenants/`)) return plain(404, 'Not found');

    const brand = draftBrandRedirect(
      BASE,
      path,
      (code) => options.preview(code)?.owner,
      (folder, name) => existsSync(join(options.appDir, 'brand', folder, name)),
      options.template,
    );
    if (brand !== null) return c.redirect(brand, 302);

    const relative = path.slice(BASE.length);
    const file = relative === '' ? undefined : fileUnder(options.appDir, relative);
    if (file && file.endsWith('.html') && !file.endsWith(`${sep}index.html`)) {
      // The build's small pages (a demo game, a sign-in return): a page's headers, as nginx
      // sends them, for viewers only.
      const viewer = await options.viewer(c);
      if (!viewer) return plain(401, 'Sign in to the studio first.');
      const name = relative.split('/').pop() ?? '';
      const html = readFileSync(file, 'utf8');
      // `page: 'static'`: their plain <script src>, where csp.ts tells pages apart.
      const headerOptions = {
        tls,
        scriptHashes: inlineScriptHashes(html),
        frameAncestors: 'self',
        popupReturn: POPUP_RETURN_PAGES.includes(name),
        page: 'static',
      } as HeaderOptions;
      return withHeaders(
        new Response(html, {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
        }),
        securityHeaders(options.fallbackTenant(), headerOptions),
      );
    }
    if (file && !file.endsWith(`${sep}index.html`)) {
      const immutable = relative.startsWith('assets/');
      return fileResponse(file, immutable ? IMMUTABLE : REVALIDATE, resourceHeaders({ tls }));
    }
    if (extname(relative) !== '' && !file) return plain(404, 'Not found');

    // A page: only for an operator signed in, or a preview link's holder.
    const viewer = await options.viewer(c);
    if (!viewer) return plain(401, 'Sign in to the studio first.');
    const code = c.req.query('tenant');
    const tenant =
      code !== undefined && mayView(viewer, code)
        ? options.preview(code)!.tenant
        : options.fallbackTenant();
    const html = previewPage(indexHtml(), viewer.kind === 'link');
    const headers = securityHeaders(tenant, {
      tls,
      scriptHashes: inlineScriptHashes(html),
      // The studio shows the pages in its phone frames.
      frameAncestors: 'self',
    });
    return withHeaders(
      new Response(html, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
      headers,
    );
  });
}

/**
 * The studio page's policy: its own scripts and styles (the build inlines none), its calls to
 * this server, frames of /m/ on this server only, and nobody frames the studio.
 */
export const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
