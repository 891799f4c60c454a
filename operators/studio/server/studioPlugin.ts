import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { TenantConfig } from '../../../src/config/tenant.gen.ts';
import { validateTenant } from '../../../src/config/validateTenant.gen.js';
import type { DemoApiPluginApi } from '../../../demo-api/vitePlugin.ts';
import { DEMO_API_PLUGIN_NAME } from '../../../demo-api/vitePlugin.ts';
import { bundleTenantSchema } from '../../toolkit/bundleSchema.ts';
import { TEMPLATE_CODE, TenantWorkspace } from '../../toolkit/tenantWorkspace.ts';

/** The studio page, relative to the app's base: /m/studio/ (studio/index.html). */
export const STUDIO_PATH = 'studio/';
const API = '/__studio/';
/** A draft's code for the preview: never a file name, so it never meets a saved tenant. */
export const DRAFT_CODE = /^studio-[a-z0-9]{8}$/;
const MAX_DRAFTS = 20;
const MAX_BODY_BYTES = 2_000_000;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request body too large');
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'request body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'request body must be a JSON object');
  return body as Record<string, unknown>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

function codeIn(body: Record<string, unknown>): string {
  if (typeof body.code !== 'string') throw new HttpError(400, 'code is missing');
  return body.code;
}

/** The unsaved drafts the preview frame shows, each as a tenant of its own draft code. */
class Drafts {
  private readonly byCode = new Map<string, unknown>();
  private readonly owners = new Map<string, string>();

  constructor(private readonly onChange: (tenants: TenantConfig[]) => void) {}

  get(code: string): unknown {
    return this.byCode.get(code);
  }

  /** The merchant a draft edits. */
  ownerOf(draftCode: string): string | undefined {
    return this.owners.get(draftCode);
  }

  /**
   * Keeps a draft for the preview when the app would accept it (the browser's own validator);
   * otherwise the preview keeps the last one it could show. Says which happened.
   */
  set(draftCode: string, owner: string, value: unknown): 'updated' | 'kept' {
    if (!DRAFT_CODE.test(draftCode)) throw new HttpError(400, `"${draftCode}" is not a draft code`);
    const asDraft =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? { ...value, merchantCode: draftCode }
        : value;
    if (!validateTenant(asDraft)) return 'kept';
    this.byCode.delete(draftCode);
    this.byCode.set(draftCode, asDraft);
    this.owners.set(draftCode, owner);
    // The oldest drafts go first: one per open studio tab is all that is needed.
    for (const old of [...this.byCode.keys()].slice(0, -MAX_DRAFTS)) {
      this.byCode.delete(old);
      this.owners.delete(old);
    }
    this.onChange([...this.byCode.values()] as TenantConfig[]);
    return 'updated';
  }
}

/**
 * The tenant studio's server side, on the dev server only (never in a build): the bundled schema,
 * the tenant files, the same checks and messages as `npm run tenants`, create and save, and the
 * drafts the phone preview loads as /m/tenants/<draft code>.json (with the demo accounts seeded).
 */
export function studioPlugin(options: { dir?: string } = {}): Plugin {
  const workspace = new TenantWorkspace(options.dir);
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
    if (method === 'GET' && path === 'schema') return bundleTenantSchema();
    if (method === 'GET' && path === 'tenants') return { codes: workspace.codes() };
    if (method === 'GET' && path.startsWith('tenants/')) {
      const code = decodeURIComponent(path.slice('tenants/'.length));
      const text = workspace.read(code);
      if (text === undefined) throw new HttpError(404, `tenants/${code}.json does not exist`);
      return { code, file: workspace.fileOf(code), text };
    }
    if (method !== 'POST') throw new HttpError(404, `no such studio call: ${method} ${path}`);
    const body = await readJson(req);
    switch (path) {
      case 'check': {
        // Each debounced edit: the checker's verdict, and the preview's draft.
        const code = codeIn(body);
        const check = await workspace.check(code, body.value);
        const preview =
          typeof body.draftCode === 'string'
            ? drafts.set(body.draftCode, code, body.value)
            : 'kept';
        return { ...check, preview };
      }
      case 'create': {
        const domains = Array.isArray(body.domains)
          ? body.domains.filter((d): d is string => typeof d === 'string' && d.trim() !== '')
          : [];
        return workspace.create({
          merchantCode: typeof body.merchantCode === 'string' ? body.merchantCode.trim() : '',
          displayName: typeof body.displayName === 'string' ? body.displayName.trim() : '',
          domains: domains.map((d) => d.trim()),
        });
      }
      case 'save':
        return workspace.save(codeIn(body), body.value);
      default:
        throw new HttpError(404, `no such studio call: ${path}`);
    }
  };

  /**
   * The demo API names images after the merchant code (/m/brand/<code>/banner-1.svg): a draft's
   * come from its merchant's folder, or the template's for a merchant without one yet.
   */
  const redirectDraftBrand = (url: string, res: ServerResponse): boolean => {
    const match = new RegExp(`^${base}brand/(studio-[a-z0-9]{8})/([A-Za-z0-9._-]+)$`).exec(url);
    const owner = match ? drafts.ownerOf(match[1]!) : undefined;
    if (!match || owner === undefined) return false;
    const name = match[2]!;
    const folder = existsSync(join(publicDir, 'brand', owner, name)) ? owner : TEMPLATE_CODE;
    res.statusCode = 302;
    res.setHeader('Location', `${base}brand/${folder}/${name}`);
    res.end();
    return true;
  };

  const serveDraft = (url: string, res: ServerResponse): boolean => {
    const match = new RegExp(`^${base}tenants/(studio-[a-z0-9]{8})\\.json$`).exec(url);
    const draft = match ? drafts.get(match[1]!) : undefined;
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
