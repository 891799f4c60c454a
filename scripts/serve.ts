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
import { reportUrl } from './serve/csp.ts';
import { parseOptions } from './serve/options.ts';
import { sitesOf } from './serve/sites.ts';
import { ServeError, startServe } from './serve/startServe.ts';

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
  let serve;
  try {
    serve = await startServe({ ...args, nginxOutput: 'inherit' });
  } catch (error) {
    if (!(error instanceof ServeError)) throw error;
    return fail(error.usage ? `${error.message}\n${USAGE}` : error.message, error.usage ? 2 : 1);
  }
  const shutdown = (signal: NodeJS.Signals) => {
    void serve.stop(signal === 'SIGINT' ? 'SIGQUIT' : 'SIGTERM');
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  process.once('SIGHUP', shutdown);
  const demo = serve.demoApi !== undefined;
  console.log(`nginx serving ${args.root}/ on ${serve.origin}/m/ (config ${serve.conf})`);
  if (serve.tls) {
    console.log(
      `  HTTP/2 over TLS with a throwaway self-signed certificate (${serve.tls.dir}, removed at exit);` +
        ` Brotli ${serve.brotli ? 'on' : 'off (module not installed)'};` +
        ` http://${serve.tls.plainListen} redirects to https on the default port`,
    );
  }
  const upstream = demo ? `the demo API (${serve.demoApi})` : serve.api.origin;
  console.log(`  /wps/ → ${upstream}${demo ? '; /__demo/ faults as in docs/demo-api.md' : ''}`);
  if (!demo && !args.demo) {
    const host = sitesOf(serve.tenants)
      .flatMap((site) => site.serverNames)
      .find((name) => !name.startsWith('*.'));
    console.log(
      "  production configuration: merchants' hosts only, 127.0.0.1 is a 404: send a " +
        `merchant's Host (curl -H 'Host: ${host ?? '<domain>'}' http://127.0.0.1:${args.port}/m/)`,
    );
  }
  console.log('  logs in .serve/; Ctrl+C stops');
  const { code, signal } = await serve.exited;
  if (code !== 0 && signal === null)
    console.error(`nginx exited with ${code}: see ${serve.prefix}/logs/error.log`);
  process.exit(code ?? 0);
}

void main();
