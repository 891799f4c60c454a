import { connect } from 'node:net';
import { request } from 'node:https';
import { startServe } from '../serve/startServe.ts';
import type { RunningServe } from '../serve/startServe.ts';
import { freePort } from './benchPreview.ts';
import { benchHost, serveChromiumFlags } from './benchRows.ts';
import { withTimeout } from './benchTimeout.ts';

/**
 * `npm run serve -- --tls` started by the bench (scripts/serve/startServe.ts, the command's own
 * code): nginx over TLS with HTTP/2 and Brotli on a free loopback port, the demo API beside it,
 * and the merchants reached by their own hosts.
 */

const READY_TIMEOUT_MS = 15_000;
const PROBE_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 10_000;

export interface BenchServe {
  serve: RunningServe;
  /** Merchant code → https://<its host>:<port> */
  origins: Map<string, string>;
  /** Chromium's flags to reach those origins (serveChromiumFlags). */
  chromiumFlags: string[];
  stop: () => Promise<void>;
}

async function listening(port: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const ok = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), done(true)));
      socket.once('error', () => done(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nginx is not listening on 127.0.0.1:${port}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** GET `path` from nginx as `host` (SNI and Host), the certificate not checked: its status. */
export function probeHost(port: number, host: string, path: string): Promise<number> {
  return new Promise((done, failed) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        servername: host,
        headers: { Host: `${host}:${port}` },
        rejectUnauthorized: false,
        timeout: PROBE_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.once('end', () => done(res.statusCode ?? 0));
      },
    );
    req.once('timeout', () => req.destroy(new Error(`${host}${path}: no answer`)));
    req.once('error', failed);
    req.end();
  });
}

/** Two different free ports: HTTPS, and the plain http that redirects to it. */
async function twoPorts(): Promise<[number, number]> {
  const first = await freePort();
  for (;;) {
    const second = await freePort();
    if (second !== first) return [first, second];
  }
}

export async function startBenchServe(options: {
  /** The build (dist/ or E2E_OUTDIR). */
  root: string;
  /** nginx's prefix (pid, logs, nginx.conf). */
  prefix: string;
  /** The merchants to reach. */
  codes: readonly string[];
}): Promise<BenchServe> {
  const [port, plainPort] = await twoPorts();
  const serve = await startServe({
    root: options.root,
    port,
    plainPort,
    tls: true,
    prefix: options.prefix,
    nginxOutput: 'ignore',
  });
  const stop = () =>
    withTimeout(serve.stop('SIGTERM'), STOP_TIMEOUT_MS, 'stopping nginx').catch(() => undefined);
  try {
    const origins = new Map<string, string>();
    const hosts: string[] = [];
    for (const code of options.codes) {
      const tenant = serve.tenants.find((t) => t.merchantCode === code);
      if (!tenant) throw new Error(`--tenants: no tenant file for ${code}`);
      const host = benchHost(tenant);
      hosts.push(host);
      origins.set(code, `https://${host}:${port}`);
    }
    await listening(port);
    for (const host of hosts) {
      const status = await probeHost(port, host, '/m/login');
      if (status !== 200) throw new Error(`nginx answered ${host}/m/login with HTTP ${status}`);
    }
    return { serve, origins, chromiumFlags: serveChromiumFlags(hosts), stop };
  } catch (error) {
    await stop();
    throw new Error(`serve on 127.0.0.1:${port} is not serving the app: ${String(error)}`, {
      cause: error,
    });
  }
}
