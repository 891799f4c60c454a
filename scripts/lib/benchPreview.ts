import { createServer } from 'node:net';
import { join } from 'node:path';
import { preview } from 'vite';
import type { Logger, Plugin, PreviewServer } from 'vite';
import { withTimeout } from './benchTimeout.ts';

/**
 * `vite preview` of the built app (with the project's plugins, so the demo API answers on /wps)
 * on a free port of 127.0.0.1, started and stopped by the bench itself.
 */

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const PROBE_TIMEOUT_MS = 10_000;

export interface RunningPreview {
  /** 'http://127.0.0.1:<port>' */
  origin: string;
  stop: () => Promise<void>;
}

/** A port nobody listens on right now, chosen by the system. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('no free port found'));
      });
    });
  });
}

/**
 * The framework floor is no page of the product: the app's policy (scripts/serve/csp.ts,
 * 'strict-dynamic' trusting the app's bootstrap by its hash) would block its parser-inserted
 * entry and leave Lighthouse nothing to paint. Registered after the project's plugins, it takes
 * the policy headers they set off every answer.
 */
export function withoutCsp(): Plugin {
  return {
    name: 'bench:without-csp',
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        res.removeHeader('Content-Security-Policy');
        res.removeHeader('Content-Security-Policy-Report-Only');
        next();
      });
    },
  };
}

async function close(server: PreviewServer): Promise<void> {
  await withTimeout(server.close(), STOP_TIMEOUT_MS, 'stopping vite preview');
}

export async function startPreview(options: {
  root: string;
  outDir: string;
  logger: Logger;
  /** A path under the base to ask for once the server listens, e.g. '/m/login'. */
  probePath: string;
  /** Plugins after the project's (withoutCsp for the floor page). */
  plugins?: Plugin[];
}): Promise<RunningPreview> {
  const port = await freePort();
  const server = await withTimeout(
    preview({
      root: options.root,
      configFile: join(options.root, 'vite.config.ts'),
      mode: 'production',
      customLogger: options.logger,
      logLevel: 'warn',
      build: { outDir: options.outDir },
      plugins: options.plugins ?? [],
      preview: { host: HOST, port, strictPort: true, open: false },
    }),
    START_TIMEOUT_MS,
    'starting vite preview',
    close,
  );
  const origin = `http://${HOST}:${port}`;
  try {
    const response = await fetch(`${origin}${options.probePath}`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${options.probePath} answered HTTP ${response.status}`);
  } catch (error) {
    await close(server).catch(() => undefined);
    throw new Error(`vite preview on ${origin} is not serving the app: ${String(error)}`, {
      cause: error,
    });
  }
  return { origin, stop: () => close(server) };
}
