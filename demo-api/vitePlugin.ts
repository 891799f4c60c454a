import { dirname, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Connect, Plugin } from 'vite';
import type { TenantConfig } from '../src/config/tenant.gen.ts';
import { createDemoApi } from './createDemoApi.ts';
import type { DemoApi } from './createDemoApi.ts';
import { loadTenants } from './loadTenants.ts';
import { CONTENT_SIZE_QUERY, contentSizeCookie, parseContentSize } from './contentSize.ts';
import { refuseForeignWrite } from './sameOriginWrite.ts';
import { DEMO_ACCOUNTS } from './seed.ts';

export interface DemoApiPluginOptions {
  /** Folder of the tenant files, relative to the Vite root. Default tenants/. */
  tenantsDir?: string;
  /** Print the demo accounts when the dev server starts. Default true. */
  printAccounts?: boolean;
}

const RELOAD_DEBOUNCE_MS = 100;

/** What other dev-server plugins may ask of the demo API (Vite's plugin `api` convention). */
export interface DemoApiPluginApi {
  /**
   * Serves these tenants beside the files on disk (the studio's unsaved drafts, each under its
   * own draft code), with the demo accounts seeded in each. Faults are kept.
   */
  setDraftTenants(tenants: readonly TenantConfig[]): void;
}

export const DEMO_API_PLUGIN_NAME = 'demo-api';

/** The demo accounts as aligned lines, for the dev server's console and the docs. */
export function demoAccountLines(): string[] {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.login.length));
  const passwordWidth = Math.max(...DEMO_ACCOUNTS.map((account) => account.password.length));
  return DEMO_ACCOUNTS.map(
    (account) =>
      `${account.login.padEnd(width)}  ${account.password.padEnd(passwordWidth)}  ${account.description}`,
  );
}

/** A rebuilt demo API keeps the faults QA and tests switched on, shared and per context. */
function keepFaults(from: DemoApi, to: DemoApi): void {
  to.state.faults = from.state.faults;
  to.state.contextFaults = from.state.contextFaults;
}

function isControlPath(path: string): boolean {
  return path === '/__demo' || path.startsWith('/__demo/');
}

function isDemoApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/wps' || path.startsWith('/wps/') || isControlPath(path);
}

/**
 * `?size=large` (10x, 30x, 1x) on an app address, beside `?tenant=`: the page's answer sets the
 * demo's content-size cookie, so its calls see that merchant size (demo-api/contentSize.ts).
 */
function rememberContentSize(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '';
  if (!url.includes(`${CONTENT_SIZE_QUERY}=`)) return;
  const size = parseContentSize(new URL(url, 'http://local').searchParams.get(CONTENT_SIZE_QUERY));
  if (size) res.setHeader('Set-Cookie', contentSizeCookie(size));
}

/**
 * A write to the control surface (/__demo/*) from another site's page is refused before the
 * demo API sees it (sameOriginWrite.ts): no page elsewhere switches QA's faults.
 */
function refusedWrite(req: IncomingMessage, res: ServerResponse): boolean {
  return isControlPath(req.url?.split('?')[0] ?? '') && refuseForeignWrite(req, res);
}

/**
 * Mounts the demo API on /wps and /__demo in Vite's dev and preview servers; every other request
 * goes on to Vite. In dev, editing a tenants/*.json reloads the tenants (members are re-seeded;
 * the fault set is kept). Node only: used from vite.config.ts, never bundled for the browser.
 */
export function demoApiPlugin(options: DemoApiPluginOptions = {}): Plugin<DemoApiPluginApi> {
  let tenantsDir = '';
  let api: DemoApi | undefined;
  let drafts: readonly TenantConfig[] = [];
  const build = (): DemoApi => createDemoApi({ tenants: [...loadTenants(tenantsDir), ...drafts] });
  const current = (): DemoApi => (api ??= build());
  // overrideGlobalObjects false: leave Node's Request and Response alone inside Vite's process.
  const listener = getRequestListener((request) => current().app.fetch(request), {
    overrideGlobalObjects: false,
  });
  const middleware: Connect.NextHandleFunction = (
    req: IncomingMessage,
    res: ServerResponse,
    next: Connect.NextFunction,
  ) => {
    if (!isDemoApiPath(req.url ?? '')) {
      rememberContentSize(req, res);
      next();
      return;
    }
    if (refusedWrite(req, res)) return;
    listener(req, res).catch(next);
  };

  return {
    name: DEMO_API_PLUGIN_NAME,
    api: {
      setDraftTenants(tenants) {
        drafts = tenants;
        const next = build();
        if (api) keepFaults(api, next);
        api = next;
      },
    },
    configResolved(config) {
      tenantsDir = resolve(config.root, options.tenantsDir ?? 'tenants');
    },
    configureServer(server) {
      server.middlewares.use(middleware);
      const logger = server.config.logger;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const reload = (): void => {
        try {
          const previous = current();
          const next = build();
          keepFaults(previous, next);
          api = next;
          logger.info(`demo API: reloaded ${next.state.tenants.size} tenant(s)`, {
            timestamp: true,
          });
        } catch (error) {
          logger.error(`demo API: tenants not reloaded: ${String(error)}`, { timestamp: true });
        }
      };
      server.watcher.add(tenantsDir);
      server.watcher.on('all', (_event, file) => {
        if (resolve(dirname(file)) !== tenantsDir || !file.endsWith('.json')) return;
        clearTimeout(timer);
        timer = setTimeout(reload, RELOAD_DEBOUNCE_MS);
      });
      if (options.printAccounts ?? true) {
        server.httpServer?.once('listening', () => {
          const lines = demoAccountLines().map((line) => `  ${line}`);
          logger.info(
            [
              `demo API on /wps (${current().state.tenants.size} tenants); accounts in every tenant:`,
              ...lines,
            ].join('\n'),
          );
          logger.info('  faults: POST /__demo/faults (see docs/demo-api.md)');
        });
      }
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
