/**
 * npm run serve -- [--port P] [--api URL [--demo]] [--root DIR] [--csp-report URL] [--tls]
 *
 * Serves the current build (dist/, or E2E_OUTDIR, or --root) through Debian's nginx in the
 * foreground, with the configuration `npm run serve:config` writes, under .serve/<port>/ (pid,
 * logs, temp files, nginx.conf; nothing of the system's nginx is touched). Without --api the demo
 * API runs beside it on a free loopback port and /__demo/ is proxied too, so QA can switch faults;
 * 127.0.0.1 is the demo's local host there. With --api it is the production configuration: /wps
 * goes there, /__demo/ does not exist, and only merchants' hosts are served (ask with their Host;
 * --demo keeps the demo tenant and 127.0.0.1). Never builds: run `npm run build` first.
 *
 * --tls: the production path on this machine: a throwaway self-signed certificate (P-256, one day,
 * localhost and 127.0.0.1) made with openssl into a temp dir at start and removed at exit; HTTPS
 * with HTTP/2 (and Brotli when Debian's module is installed) on 127.0.0.1:P (default 8443),
 * plain http redirecting to https on P+1.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDemoApiServer } from '../demo-api/nodeServer.ts';
import type { DemoApiServer } from '../demo-api/nodeServer.ts';
import { parseApiUpstream } from './serve/apiUpstream.ts';
import type { ApiUpstream } from './serve/apiUpstream.ts';
import { startControlServer } from './serve/controlServer.ts';
import type { ControlServer } from './serve/controlServer.ts';
import { NGINX_MISSING, ensureNginx, findBrotliModule } from './serve/findNginx.ts';
import { loadSiteTenants } from './serve/loadSiteTenants.ts';
import { buildScriptHashes, reportUrl } from './serve/csp.ts';
import { renderNginxConfig } from './serve/nginxConfig.ts';
import type { NginxOptions } from './serve/nginxConfig.ts';
import { writeServeOptions } from './serve/serveOptions.ts';
import { localTls, parseOptions } from './serve/options.ts';
import type { LocalTls } from './serve/options.ts';
import { sitesOf } from './serve/sites.ts';

const USAGE =
  'usage: npm run serve -- [--port P] [--api https://platform.example [--demo]] [--root DIR] ' +
  '[--csp-report URL] [--tls]';
const DEFAULT_PORT = 8080;
const DEFAULT_TLS_PORT = 8443;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

interface Args {
  port: number;
  api?: string;
  root: string;
  /** With --api: keep the demo tenant and its local-host server (sites.ts). */
  demo: boolean;
  /** Where browsers send CSP violation reports (csp.ts, reportUrl). */
  cspReport?: string;
  /** A throwaway certificate, HTTPS with HTTP/2 on the port. */
  tls: boolean;
}

function readArgs(argv: readonly string[]): Args {
  try {
    const { single, flags } = parseOptions(argv, {
      single: ['port', 'api', 'root', 'csp-report'],
      flags: ['demo', 'tls'],
    });
    const tls = flags.has('tls');
    const port =
      single.port === undefined ? (tls ? DEFAULT_TLS_PORT : DEFAULT_PORT) : Number(single.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port: 1-65535');
    if (flags.has('demo') && !single.api) throw new Error('--demo goes with --api');
    return {
      port,
      api: single.api,
      root: single.root ?? process.env.E2E_OUTDIR ?? 'dist',
      demo: flags.has('demo'),
      cspReport: single['csp-report'] === undefined ? undefined : reportUrl(single['csp-report']),
      tls,
    };
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const root = resolve(args.root);
  if (!existsSync(join(root, 'index.html'))) {
    fail(`${args.root}/index.html not found: run \`npm run build\` first (serve never builds)`);
  }
  const loaded = loadSiteTenants();
  if (!loaded.ok)
    fail(`${loaded.report}\nnot serving: fix the tenant files first (npm run tenants)`);
  const nginx = ensureNginx() ?? fail(NGINX_MISSING);

  let demo: DemoApiServer | undefined;
  let control: ControlServer | undefined;
  let api: ApiUpstream | undefined;
  try {
    if (args.api) api = parseApiUpstream(args.api);
  } catch (error) {
    fail((error as Error).message, 2);
  }
  if (!api) {
    demo = await startDemoApiServer();
    control = await startControlServer(demo);
    api = parseApiUpstream(`http://127.0.0.1:${demo.port}`);
  }

  let tls: LocalTls | undefined;
  let tlsDir: string | undefined;
  if (args.tls) {
    tlsDir = mkdtempSync(join(tmpdir(), 'serve-tls-'));
    tls = localTls(args.port, tlsDir);
    const [command = 'openssl', ...opensslArgs] = tls.openssl;
    const made = spawnSync(command, opensslArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
    if (made.status !== 0) {
      rmSync(tlsDir, { recursive: true, force: true });
      fail(
        `openssl could not make the throwaway certificate${made.error ? ` (${made.error.message})` : ''}: ${made.stderr?.toString() ?? ''}`,
      );
    }
  }
  const removeTls = () => {
    if (tlsDir) rmSync(tlsDir, { recursive: true, force: true });
  };

  const prefix = resolve('.serve', String(args.port));
  for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  const nginxOptions: NginxOptions = {
    tenants: loaded.tenants,
    root,
    api,
    listen: tls ? [tls.plainListen] : [`127.0.0.1:${args.port}`],
    ...(tls
      ? { tls: { listen: [tls.tlsListen], certificate: tls.certificate, key: tls.key } }
      : {}),
    prefix,
    demo: demo !== undefined,
    demoTenant: args.demo,
    control: control ? parseApiUpstream(`http://127.0.0.1:${control.port}`) : undefined,
    // A local server started as root (CI): workers must read the build wherever it is.
    user: process.getuid?.() === 0 ? 'root' : undefined,
    workerProcesses: 1,
    // Debian's Brotli module when installed (CI installs it): as production would serve.
    brotliModule: findBrotliModule(),
    scriptHashes: buildScriptHashes(root),
    cspReport: args.cspReport,
  };
  writeFileSync(conf, renderNginxConfig(nginxOptions));
  // The team studio renders the same config again when a publish changes a merchant's server
  // (operators/studio/server/team/publish/nginxStep.ts).
  writeServeOptions(prefix, nginxOptions);

  const child = spawn(
    nginx,
    ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs', 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const shutdown = (signal: NodeJS.Signals) => {
    child.kill(signal === 'SIGINT' ? 'SIGQUIT' : 'SIGTERM');
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  process.once('SIGHUP', shutdown);
  child.once('spawn', () => {
    const upstream = demo ? `the demo API (http://127.0.0.1:${demo.port})` : api.origin;
    // Over TLS by name: a bare IP sends no SNI, and the default server refuses the handshake.
    const origin = tls ? `https://localhost:${args.port}` : `http://127.0.0.1:${args.port}`;
    console.log(`nginx serving ${args.root}/ on ${origin}/m/ (config ${conf})`);
    if (tls) {
      console.log(
        `  HTTP/2 over TLS with a throwaway self-signed certificate (${tlsDir}, removed at exit);` +
          ` Brotli ${nginxOptions.brotliModule ? 'on' : 'off (module not installed)'};` +
          ` http://${tls.plainListen} redirects to https on the default port`,
      );
    }
    console.log(`  /wps/ → ${upstream}${demo ? '; /__demo/ faults as in docs/demo-api.md' : ''}`);
    if (!demo && !args.demo) {
      const host = sitesOf(loaded.tenants)
        .flatMap((site) => site.serverNames)
        .find((name) => !name.startsWith('*.'));
      console.log(
        "  production configuration: merchants' hosts only, 127.0.0.1 is a 404: send a " +
          `merchant's Host (curl -H 'Host: ${host ?? '<domain>'}' http://127.0.0.1:${args.port}/m/)`,
      );
    }
    console.log('  logs in .serve/; Ctrl+C stops');
  });
  child.once('exit', (code, signal) => {
    removeTls();
    void Promise.all([control?.close(), demo?.close()]).then(() => {
      if (code !== 0 && signal === null)
        console.error(`nginx exited with ${code}: see ${prefix}/logs/error.log`);
      process.exit(code ?? 0);
    });
  });
}

void main();
