import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { matchDomain } from '../../src/config/tenantHost.ts';
import { publishedFiles, readTenants } from '../../operators/toolkit/servedFiles.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { createAjv } from '../../operators/toolkit/createAjv.ts';
import type { Header } from '../serve/headers.ts';
import {
  isResourcePath,
  POPUP_RETURN_PAGES,
  resourceHeaders,
  securityHeaders,
  STATIC_PAGES,
} from '../serve/headers.ts';
import { buildScriptHashes } from '../serve/csp.ts';
import { FRAMED_PAGES } from '../serve/nginxConfig.ts';
import { LOCAL_HOSTS } from '../serve/sites.ts';

const TENANTS_DIR = 'tenants';

/**
 * The preview server's headers: what nginx sends for the merchant whose domains name the request's
 * host (the local hosts are the demo's), from the same CSP table (scripts/serve/cspTable.ts), so
 * preview and production agree. A host no merchant names gets the local merchant's headers.
 */
/**
 * The host a preview request is for: X-Forwarded-Host when a test routes a merchant's domain to
 * the preview server (whose host check refuses other Host headers), else Host. Demo only.
 */
function requestHost(req: Connect.IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-host'];
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req.headers.host ?? '';
}

function previewHeaders(
  dir: string,
  scriptHashes: readonly string[],
): (host: string, path: string) => Header[] {
  const tenants = readTenants(dir).map((t) => JSON.parse(t.json) as TenantConfig);
  const local = tenants.find((t) => t.domains.some((d) => LOCAL_HOSTS.has(d)));
  const cache = new Map<
    string,
    { page: Header[]; framed: Header[]; popupReturn: Header[]; static: Header[] }
  >();
  const headersOf = (tenant: TenantConfig) => {
    let headers = cache.get(tenant.merchantCode);
    if (!headers) {
      headers = {
        page: securityHeaders(tenant, { scriptHashes }),
        framed: securityHeaders(tenant, { page: 'static', frameAncestors: 'self' }),
        popupReturn: securityHeaders(tenant, { page: 'static', popupReturn: true }),
        static: securityHeaders(tenant, { page: 'static' }),
      };
      cache.set(tenant.merchantCode, headers);
    }
    return headers;
  };
  const resources = resourceHeaders();
  return (host, path) => {
    // As nginx does: a file that is not a page gets no page-only header.
    if (isResourcePath(path)) return resources;
    const hostname = host.replace(/:\d+$/, '');
    const tenant = tenants.find((t) => matchDomain(t.domains, hostname)) ?? local;
    if (!tenant) return [];
    const headers = headersOf(tenant);
    const name = path.split('/').pop() ?? '';
    if (POPUP_RETURN_PAGES.includes(name)) return headers.popupReturn;
    if (FRAMED_PAGES.includes(name)) return headers.framed;
    return STATIC_PAGES.includes(name) ? headers.static : headers.page;
  };
}

function redirectRoot(base: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    // spec 2: '/' is an entry page; the app lives under /m.
    if (req.url === '/' || req.url?.startsWith('/?')) {
      res.statusCode = 302;
      res.setHeader('Location', `${base}home${req.url.slice(1)}`);
      res.end();
      return;
    }
    next();
  };
}

/**
 * Publishes each validated tenant as its own file, so a browser downloads only its merchant.
 * The dev server reads the files on every request (edit a tenant, reload the page); the build
 * refuses to run with an invalid tenant.
 */
export function tenantsPlugin(options: { dir?: string } = {}): Plugin {
  const dir = options.dir ?? TENANTS_DIR;
  let base = '/m/';
  return {
    name: 'mobile-web:tenants',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(redirectRoot(base));
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith(`${base}tenants/`)) return next();
        let files: Map<string, string>;
        try {
          files = publishedFiles(readTenants(dir));
        } catch (error) {
          res.statusCode = 500;
          res.end(String(error));
          return;
        }
        const body = files.get(decodeURIComponent(path.slice(base.length)));
        res.statusCode = body ? 200 : 404;
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(body ?? '{"error":"no such tenant"}');
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use(redirectRoot(base));
      // A tenant file that was not published is a 404, not the app's index.html.
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith(`${base}tenants/`)) return next();
        const file = join(server.config.build.outDir, decodeURIComponent(path.slice(base.length)));
        if (existsSync(file)) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'application/json');
        res.end('{"error":"no such tenant"}');
      });
      // The build's inline start loader, allowed by its hash as nginx allows it.
      const headersFor = previewHeaders(dir, buildScriptHashes(server.config.build.outDir));
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of headersFor(requestHost(req), req.url?.split('?')[0] ?? '')) {
          res.setHeader(name, value);
        }
        next();
      });
    },
    buildStart() {
      const { ajv, rootId } = createAjv();
      const validate = ajv.getSchema(rootId);
      if (!validate) throw new Error('tenant schema not found');
      for (const t of readTenants(dir)) {
        if (!validate(JSON.parse(t.json))) {
          const first = validate.errors?.[0];
          this.error(
            `${dir}/${t.code}.json ${first?.instancePath ?? ''}: ${first?.message ?? 'invalid'} — run \`npm run tenants\` for every error`,
          );
        }
      }
    },
    generateBundle() {
      for (const [fileName, source] of publishedFiles(readTenants(dir))) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
