/**
 * The serve stack of `npm run serve` (scripts/serve.ts) as a function: the demo API (or a real
 * platform), the throwaway certificate with --tls, nginx.conf rendered and Debian's nginx started
 * on it. The command prints and waits on it; the bench's `--lighthouse --via serve` starts one on
 * random loopback ports and stops it when done.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDemoApiServer } from '../../demo-api/nodeServer.ts';
import type { DemoApiServer } from '../../demo-api/nodeServer.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { parseApiUpstream } from './apiUpstream.ts';
import type { ApiUpstream } from './apiUpstream.ts';
import { startControlServer } from './controlServer.ts';
import type { ControlServer } from './controlServer.ts';
import { buildScriptHashes } from './csp.ts';
import { NGINX_MISSING, ensureNginx, findBrotliModule } from './findNginx.ts';
import { loadSiteTenants } from './loadSiteTenants.ts';
import { renderNginxConfig } from './nginxConfig.ts';
import type { NginxOptions } from './nginxConfig.ts';
import { localTls } from './options.ts';
import type { LocalTls } from './options.ts';
import { writeServeOptions } from './serveOptions.ts';

/** A reason not to serve; `usage` when the options were wrong (the command exits 2). */
export class ServeError extends Error {
  constructor(
    message: string,
    readonly usage = false,
  ) {
    super(message);
  }
}

export interface ServeOptions {
  /** The build to serve (its index.html must be there). */
  root: string;
  /** nginx's port: HTTPS with `tls`, plain http otherwise. */
  port: number;
  /** With `tls`: the plain http port that redirects to https (default port + 1). */
  plainPort?: number;
  /** A real platform's origin for /wps; without it the demo API runs beside nginx. */
  api?: string;
  /** With `api`: keep the demo tenant and its local-host server (sites.ts). */
  demo?: boolean;
  /** Where browsers send CSP violation reports (csp.ts, reportUrl). */
  cspReport?: string;
  /** A throwaway certificate, HTTPS with HTTP/2 on the port. */
  tls?: boolean;
  /** nginx's pid, logs, temp files and nginx.conf (default .serve/<port>/). */
  prefix?: string;
  /** nginx's own output: the terminal's (the command), or none (the bench). */
  nginxOutput?: 'inherit' | 'ignore';
}

export interface RunningServe {
  /** Over TLS by name (a bare IP sends no SNI): https://localhost:P; else http://127.0.0.1:P. */
  origin: string;
  port: number;
  conf: string;
  prefix: string;
  tenants: TenantConfig[];
  /** The demo API's own origin (http://127.0.0.1:<port>), when it runs beside nginx. */
  demoApi?: string;
  /** Where /wps goes: the demo API or the platform. */
  api: ApiUpstream;
  /** With `tls`: the certificate's directory (removed at exit) and the redirecting address. */
  tls?: { dir: string; plainListen: string };
  /** Debian's Brotli module was found and loaded. */
  brotli: boolean;
  /** Settles when nginx has exited (and the demo API is closed), with its exit code. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops nginx (SIGQUIT: graceful; SIGTERM: at once) and waits for `exited`. */
  stop: (signal?: 'SIGQUIT' | 'SIGTERM') => Promise<void>;
}

function makeCertificate(tls: LocalTls, dir: string): void {
  const [command = 'openssl', ...opensslArgs] = tls.openssl;
  const made = spawnSync(command, opensslArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (made.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new ServeError(
      `openssl could not make the throwaway certificate${made.error ? ` (${made.error.message})` : ''}: ${made.stderr?.toString() ?? ''}`,
    );
  }
}

/** Starts the stack; resolves once nginx has been spawned (it may take a moment to listen). */
export async function startServe(options: ServeOptions): Promise<RunningServe> {
  const root = resolve(options.root);
  if (!existsSync(join(root, 'index.html'))) {
    throw new ServeError(
      `${options.root}/index.html not found: run \`npm run build\` first (serve never builds)`,
    );
  }
  const loaded = loadSiteTenants();
  if (!loaded.ok) {
    throw new ServeError(
      `${loaded.report}\nnot serving: fix the tenant files first (npm run tenants)`,
    );
  }
  const nginx = ensureNginx();
  if (!nginx) throw new ServeError(NGINX_MISSING);

  let api: ApiUpstream | undefined;
  try {
    if (options.api) api = parseApiUpstream(options.api);
  } catch (error) {
    throw new ServeError((error as Error).message, true);
  }
  let demo: DemoApiServer | undefined;
  let control: ControlServer | undefined;
  if (!api) {
    demo = await startDemoApiServer();
    control = await startControlServer(demo);
    api = parseApiUpstream(`http://127.0.0.1:${demo.port}`);
  }
  const closeApi = () => Promise.all([control?.close(), demo?.close()]).then(() => undefined);

  let tls: LocalTls | undefined;
  let tlsDir: string | undefined;
  try {
    if (options.tls) {
      tlsDir = mkdtempSync(join(tmpdir(), 'serve-tls-'));
      tls = localTls(options.port, tlsDir, options.plainPort);
      makeCertificate(tls, tlsDir);
    }
  } catch (error) {
    await closeApi();
    throw error;
  }
  const removeTls = () => {
    if (tlsDir) rmSync(tlsDir, { recursive: true, force: true });
  };

  const prefix = options.prefix ?? resolve('.serve', String(options.port));
  for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  const nginxOptions: NginxOptions = {
    tenants: loaded.tenants,
    root,
    api,
    listen: tls ? [tls.plainListen] : [`127.0.0.1:${options.port}`],
    ...(tls
      ? { tls: { listen: [tls.tlsListen], certificate: tls.certificate, key: tls.key } }
      : {}),
    prefix,
    demo: demo !== undefined,
    demoTenant: options.demo === true,
    control: control ? parseApiUpstream(`http://127.0.0.1:${control.port}`) : undefined,
    // A local server started as root (CI): workers must read the build wherever it is.
    user: process.getuid?.() === 0 ? 'root' : undefined,
    workerProcesses: 1,
    // Debian's Brotli module when installed (CI installs it): as production would serve.
    brotliModule: findBrotliModule(),
    scriptHashes: buildScriptHashes(root),
    cspReport: options.cspReport,
  };
  writeFileSync(conf, renderNginxConfig(nginxOptions));
  // The team studio renders the same config again when a publish changes a merchant's server
  // (operators/studio/server/team/publish/nginxStep.ts).
  writeServeOptions(prefix, nginxOptions);

  const child = spawn(
    nginx,
    ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs', 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', options.nginxOutput ?? 'inherit', options.nginxOutput ?? 'inherit'] },
  );
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.once('exit', (code, signal) => {
      removeTls();
      void closeApi().then(() => done({ code, signal }));
    });
  });
  try {
    await new Promise<void>((spawned, failed) => {
      child.once('spawn', spawned);
      child.once('error', failed);
    });
  } catch (error) {
    removeTls();
    await closeApi();
    throw new ServeError(`nginx could not start: ${(error as Error).message}`);
  }
  return {
    origin: tls ? `https://localhost:${options.port}` : `http://127.0.0.1:${options.port}`,
    port: options.port,
    conf,
    prefix,
    tenants: loaded.tenants,
    ...(demo ? { demoApi: `http://127.0.0.1:${demo.port}` } : {}),
    api,
    ...(tls && tlsDir ? { tls: { dir: tlsDir, plainListen: tls.plainListen } } : {}),
    brotli: nginxOptions.brotliModule !== undefined,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
