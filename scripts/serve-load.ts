/**
 * npm run serve:load -- --url http://127.0.0.1:8080 [--seconds 10] [--connections 10]
 *
 * The load figure of docs/serving.md: a bounded autocannon run (loopback only, fixed duration)
 * over what a visitor's first load asks the server for, in turn: index.html, the tenant file of
 * the host and the entry chunk, gzip accepted. Start `npm run serve` first; it reads the build's
 * index.html (dist/, or E2E_OUTDIR) for the entry chunk's name.
 */
import autocannon from 'autocannon';
import { entryChunk, formatLoadMerchants, runLoadMerchants } from './serve/loadMerchants.ts';
import { parseOptions } from './serve/options.ts';

const USAGE =
  'usage: npm run serve:load -- --url http://127.0.0.1:8080 [--seconds 10] [--connections 10]\n' +
  '       npm run serve:load -- --merchants 1000 [--seconds 5] [--rounds 3] [--connections 10] [--json]';
const MAX_MERCHANTS = 5000;

function merchantsRun(argv: readonly string[]): Promise<void> | void {
  let options;
  let json: boolean;
  try {
    const { single, flags } = parseOptions(argv, {
      single: ['merchants', 'seconds', 'rounds', 'connections'],
      flags: ['json'],
    });
    options = {
      merchants: Number(single.merchants),
      seconds: Number(single.seconds ?? 5),
      rounds: Number(single.rounds ?? 3),
      connections: Number(single.connections ?? 10),
      build: process.env.E2E_OUTDIR ?? 'dist',
    };
    json = flags.has('json');
    if (!(
      Number.isInteger(options.merchants) &&
      options.merchants >= 5 &&
      options.merchants <= MAX_MERCHANTS
    ))
      throw new Error(`--merchants: 5-${MAX_MERCHANTS}`);
    if (!(options.seconds > 0 && options.seconds <= MAX_SECONDS))
      throw new Error(`--seconds: 1-${MAX_SECONDS}`);
    if (!(Number.isInteger(options.rounds) && options.rounds >= 1 && options.rounds <= 9))
      throw new Error('--rounds: 1-9');
    if (!(options.connections >= 1 && options.connections <= 100))
      throw new Error('--connections: 1-100');
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  return runLoadMerchants(options, (line) => console.error(line)).then(
    (result) => {
      process.stdout.write(
        json ? `${JSON.stringify(result, null, 2)}\n` : formatLoadMerchants(result),
      );
      if (result.small.non2xx > 0 || result.large.non2xx > 0) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}
const MAX_SECONDS = 60;

function main(): Promise<void> | void {
  const argv = process.argv.slice(2);
  if (argv.some((arg) => arg === '--merchants' || arg.startsWith('--merchants=')))
    return merchantsRun(argv);
  let url: URL;
  let seconds: number;
  let connections: number;
  try {
    const { single } = parseOptions(process.argv.slice(2), {
      single: ['url', 'seconds', 'connections'],
    });
    url = new URL(single.url ?? 'http://127.0.0.1:8080');
    seconds = Number(single.seconds ?? 10);
    connections = Number(single.connections ?? 10);
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) throw new Error('--url: loopback only');
    if (!(seconds > 0 && seconds <= MAX_SECONDS)) throw new Error(`--seconds: 1-${MAX_SECONDS}`);
    if (!(connections >= 1 && connections <= 100)) throw new Error('--connections: 1-100');
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  let entry: string;
  try {
    entry = entryChunk(process.env.E2E_OUTDIR ?? 'dist');
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
    return;
  }
  const paths = ['/m/', `/m/tenants/hosts/${url.hostname}.json`, entry];
  return autocannon({
    url: url.origin,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  }).then((result) => {
    console.log(`paths, in turn: ${paths.join(', ')} (gzip accepted)`);
    console.log(`${connections} connections for ${result.duration.toFixed(1)} s`);
    console.log(
      `requests/s: ${Math.round(result.requests.average)} average; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(
      `${result.requests.total} requests, ${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
    if (result.requests.total === 0) {
      console.error(`nothing answered on ${url.origin}: start \`npm run serve\` first`);
    }
  });
}

void main();
