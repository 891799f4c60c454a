import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { DemoApiPluginApi } from '../../../demo-api/vitePlugin.ts';
import { DEMO_API_PLUGIN_NAME } from '../../../demo-api/vitePlugin.ts';
import { checkSameOriginWrite } from '../../../demo-api/sameOriginWrite.ts';
import { TEMPLATE_CODE, TenantWorkspace } from '../../toolkit/tenantWorkspace.ts';
import {
  checkDraft,
  codeIn,
  createInput,
  draftBrandRedirect,
  Drafts,
  draftTenantPath,
  HttpError,
  MAX_BODY_BYTES,
  parseJsonBody,
  productTexts,
  studioReads,
} from './studioCore.ts';

export { DRAFT_CODE } from './studioCore.ts';

/** The studio page, relative to the app's base: /m/studio/ (studio/index.html). */
export const STUDIO_PATH = 'studio/';
const API = '/__studio/';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * Whether a write to /__studio/ may go on: it must come from the dev server's own pages (no
 * `Origin` of another site, no cross-site `Sec-Fetch-Site`) and carry JSON, so a page of another
 * site open in the developer's browser cannot save a tenant file (demo-api/sameOriginWrite.ts).
 * Returns the refusal, or null.
 */
export function studioWriteRefusal(req: Pick<IncomingMessage, 'method' | 'headers'>): {
  status: number;
  error: string;
} | null {
  if ((req.method ?? 'GET').toUpperCase() === 'GET') return null;
  const verdict = checkSameOriginWrite({ method: req.method, headers: req.headers });
  if (!verdict.ok) return { status: verdict.status, error: verdict.reason };
  // Every studio write has a JSON body: an empty or untyped one is not the studio's.
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    return {
      status: 415,
      error: `a write's body must be application/json, not ${type ?? 'untyped'}`,
    };
  return null;
}

/**
 * The tenant studio's server side, on the dev server only (never in a build): the bundled schema,
 * the tenant files, the same checks and messages as `npm run tenants`, create and save, and the
 * drafts the phone preview loads as /m/tenants/<draft code>.json (with the demo accounts seeded).
 * The calls are studioCore.ts's, shared with the team server (team/).
 */
export function studioPlugin(options: { dir?: string } = {}): Plugin {
  const workspace = new TenantWorkspace(options.dir);
  const reads = studioReads(workspace);
  let base = '/m/';
  let publicDir = 'public';
  let demoApi: DemoApiPluginApi | undefined;
  let lastDemoDrafts = '';
  const drafts = new Drafts((tenants) => {
    const key = JSON.stringify(tenants);
    if (key === lastDemoDrafts) return;
    lastDemoDrafts = key;
    demoApi?.setDraftTenants(tenants);
  });

  const routes = async (method: string, path: string, req: IncomingMessage): Promise<unknown> => {
    if (method === 'GET' && path === 'schema') return reads.schema();
    if (method === 'GET' && path === 'tenants') return reads.codes();
    if (method === 'GET' && path.startsWith('tenants/'))
      return reads.readTenant(decodeURIComponent(path.slice('tenants/'.length)));
    if (method === 'GET' && path.startsWith('texts/'))
      return productTexts(decodeURIComponent(path.slice('texts/'.length)));
    if (method !== 'POST') throw new HttpError(404, `no such studio call: ${method} ${path}`);
    const refusal = studioWriteRefusal(req);
    if (refusal) throw new HttpError(refusal.status, refusal.error);
    const body = parseJsonBody(await readBody(req));
    switch (path) {
      case 'check':
        return checkDraft(workspace, drafts, body);
      case 'create':
        return workspace.create(createInput(body));
      case 'save':
        return workspace.save(codeIn(body), body.value);
      default:
        throw new HttpError(404, `no such studio call: ${path}`);
    }
  };

  const redirectDraftBrand = (url: string, res: ServerResponse): boolean => {
    const location = draftBrandRedirect(
      base,
      url,
      (code) => drafts.ownerOf(code),
      (folder, name) => existsSync(join(publicDir, 'brand', folder, name)),
      TEMPLATE_CODE,
    );
    if (location === null) return false;
    res.statusCode = 302;
    res.setHeader('Location', location);
    res.end();
    return true;
  };

  const serveDraft = (url: string, res: ServerResponse): boolean => {
    const code = draftTenantPath(base, url);
    const draft = code === null ? undefined : drafts.get(code);
    if (draft === undefined) return false;
    send(res, 200, draft);
    return true;
  };

  return {
    name: 'mobile-web:studio',
    apply: 'serve',
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
      const demo = config.plugins.find((p) => p.name === DEMO_API_PLUGIN_NAME);
      demoApi = demo?.api as DemoApiPluginApi | undefined;
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (serveDraft(url, res) || redirectDraftBrand(url, res)) return;
        if (!url.startsWith(API)) return next();
        routes(req.method ?? 'GET', url.slice(API.length), req)
          .then((body) => send(res, 200, body))
          .catch((error: unknown) => {
            const status = error instanceof HttpError ? error.status : 500;
            send(res, status, { error: error instanceof Error ? error.message : String(error) });
          });
      });
      // The studio's address under Vite's own "Local:" line.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        for (const url of server.resolvedUrls?.local ?? []) {
          server.config.logger.info(`  ➜  Tenant studio: ${url}${STUDIO_PATH} (docs/studio.md)`);
        }
      };
    },
  };
}
