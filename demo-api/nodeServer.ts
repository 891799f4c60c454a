import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createDemoApi } from './createDemoApi.ts';
import type { DemoApi } from './createDemoApi.ts';
import { loadTenants } from './loadTenants.ts';
import { refuseForeignWrite } from './sameOriginWrite.ts';

export interface DemoApiServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Loopback only unless told otherwise. */
  host?: string;
  /** Default: the repository's tenants/. */
  tenantsDir?: string;
}

export interface DemoApiServer {
  readonly api: DemoApi;
  readonly host: string;
  readonly port: number;
  /** Whether it accepts connections now. */
  readonly listening: boolean;
  /**
   * Stops answering, as a platform that went down: the port is closed and open connections are
   * cut. Members, sessions and faults stay in memory for `resume`, as a real platform's database.
   */
  pause(): Promise<void>;
  /** Listens again on the same port. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The demo API as a standalone Node server (npm run demo-api, and nginx's upstream in npm run
 * serve): the same Hono app the Vite plugin mounts (demo-api/vitePlugin.ts), on its own port.
 */
export async function startDemoApiServer(
  options: DemoApiServerOptions = {},
): Promise<DemoApiServer> {
  const host = options.host ?? '127.0.0.1';
  const api = createDemoApi({ tenants: loadTenants(options.tenantsDir) });
  const listener = getRequestListener((request) => api.app.fetch(request));
  const server = createServer((req, res) => {
    // The control surface takes no write from another site's page (sameOriginWrite.ts).
    if (req.url?.startsWith('/__demo') && refuseForeignWrite(req, res)) return;
    void listener(req, res);
  });
  const port = await listen(server, options.port ?? 0, host);
  return {
    api,
    host,
    port,
    get listening() {
      return server.listening;
    },
    pause: () => stop(server),
    resume: async () => {
      if (!server.listening) await listen(server, port, host);
    },
    close: () => stop(server),
  };
}
