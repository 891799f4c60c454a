/**
 * npm run serve:load -- --merchants 1000 [--seconds 5] [--rounds 3] [--connections 10] [--json]
 *
 * A thousand merchants (or N) with three domains each behind one nginx, beside the 5-merchant
 * case in the same run (docs/serving.md, "A thousand merchants"; figures in docs/bench.md):
 * the tenant files made from tenants/*.json (manyMerchants.ts) and checked as `npm run tenants`
 * checks them, the configuration written, `nginx -t`, a reload (SIGHUP until the new worker
 * answers for the old one), the memory of master and workers (VmRSS), and autocannon over a mix
 * of hosts (each merchant's three names, the Host header) asking for the same files: index.html,
 * the host's tenant file and the entry chunk, gzip accepted. The two servers run side by side and
 * the load rounds alternate between them, so a busy machine slows both alike; the ratios are
 * N over 5, medians of the rounds. Loopback only; nginx runs unprivileged under a temp prefix.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { domainKey } from '../../src/config/tenantHost.ts';
import { parseApiUpstream } from './apiUpstream.ts';
import { findBrotliModule, findNginx, NGINX_MISSING } from './findNginx.ts';
import { loadSiteTenants } from './loadSiteTenants.ts';
import {
  hostsOf,
  readTemplates,
  syntheticBuild,
  templatesByCode,
  writeSyntheticTenants,
} from './manyMerchants.ts';
import { renderNginxConfig } from './nginxConfig.ts';
import { freePort } from '../lib/benchPreview.ts';

export interface LoadMerchantsOptions {
  merchants: number;
  seconds: number;
  rounds: number;
  connections: number;
  build: string;
}

export interface ServerFigures {
  merchants: number;
  domains: number;
  checkMs: number;
  configBytes: number;
  writeMs: number;
  testMs: number;
  reloadMs: number;
  masterRssKb: number;
  workerRssKb: number;
  hosts: number;
  mean: number[];
  p50: number[];
  p99: number[];
  requestsPerSecond: number[];
  non2xx: number;
}

export interface LoadMerchantsResult {
  loadAverage: number[];
  small: ServerFigures;
  large: ServerFigures;
  ratio: { mean: number; p50: number; p99: number; workerRss: number };
}

const SMALL = 5;
/** Merchants whose hosts the load asks for, spread over the whole list. */
const LOADED_MERCHANTS = 60;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The children of a process (its workers), from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Running {
  figures: ServerFigures;
  port: number;
  child: ChildProcess;
  requests: Array<{ method: string; path: string; headers: Record<string, string> }>;
}

async function startServer(
  nginx: string,
  tenants: readonly TenantConfig[],
  root: string,
  dir: string,
  entry: string,
  checkMs: number,
): Promise<Running> {
  const prefix = join(dir, `prefix-${tenants.length}`);
  for (const sub of ['logs', 'temp']) mkdirSync(join(prefix, sub), { recursive: true });
  const port = await freePort();
  const conf = join(prefix, 'nginx.conf');
  const started = performance.now();
  const text = renderNginxConfig({
    tenants,
    root,
    api: parseApiUpstream('http://127.0.0.1:9'),
    listen: [`127.0.0.1:${port}`],
    prefix,
    workerProcesses: 1,
    // Started as root (CI): workers must read the temp build, as npm run serve's do.
    user: process.getuid?.() === 0 ? 'root' : undefined,
    brotliModule: findBrotliModule(),
  });
  writeFileSync(conf, text);
  const writeMs = performance.now() - started;
  const args = ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs', 'error.log')];
  const testStart = performance.now();
  const tested = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
  const testMs = performance.now() - testStart;
  if (tested.status !== 0) throw new Error(`nginx -t failed:\n${tested.stderr}`);
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const master = child.pid ?? 0;
  let workers: number[] = [];
  for (let i = 0; i < 100 && workers.length === 0; i++) {
    await sleep(100);
    workers = childrenOf(master);
  }
  await sleep(500);
  // A reload: from SIGHUP until a new worker runs and the old one has gone.
  const before = new Set(workers);
  const reloadStart = performance.now();
  process.kill(master, 'SIGHUP');
  for (;;) {
    const now = childrenOf(master);
    if (now.length > 0 && now.every((pid) => !before.has(pid))) break;
    if (performance.now() - reloadStart > 30_000) throw new Error('reload did not finish in 30 s');
    await sleep(5);
  }
  const reloadMs = performance.now() - reloadStart;
  await sleep(500);
  const merchants = tenants.length;
  const step = Math.max(1, Math.floor(merchants / LOADED_MERCHANTS));
  const loaded = tenants.filter((_, index) => index % step === 0).slice(0, LOADED_MERCHANTS);
  const oneOfEach = loaded.flatMap((tenant) =>
    tenant.domains.flatMap((domain, index) => {
      const host = hostsOf([domain])[0] ?? domain;
      const headers = { host, 'accept-encoding': 'gzip' };
      const hostFile = `/m/tenants/hosts/${domainKey(tenant.domains[index] ?? domain)}.json`;
      return [
        { method: 'GET', path: '/m/', headers },
        { method: 'GET', path: hostFile, headers },
        { method: 'GET', path: entry, headers },
      ];
    }),
  );
  // The same number of requests in the list whatever the merchants: the few hosts repeated.
  const requests = Array.from(
    { length: LOADED_MERCHANTS * 9 },
    (_, i) => oneOfEach[i % oneOfEach.length]!,
  );
  return {
    port,
    child,
    requests,
    figures: {
      merchants,
      domains: tenants.reduce((sum, t) => sum + t.domains.length, 0),
      checkMs,
      configBytes: Buffer.byteLength(text),
      writeMs,
      testMs,
      reloadMs,
      masterRssKb: rssKb(master),
      workerRssKb: childrenOf(master).reduce((sum, pid) => sum + rssKb(pid), 0),
      hosts: loaded.reduce((sum, t) => sum + t.domains.length, 0),
      mean: [],
      p50: [],
      p99: [],
      requestsPerSecond: [],
      non2xx: 0,
    },
  };
}

async function loadRound(server: Running, options: LoadMerchantsOptions): Promise<void> {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: options.connections,
    duration: options.seconds,
    requests: server.requests,
  });
  server.figures.mean.push(Number(result.latency.average.toFixed(3)));
  server.figures.p50.push(result.latency.p50);
  server.figures.p99.push(result.latency.p99);
  server.figures.requestsPerSecond.push(Math.round(result.requests.average));
  server.figures.non2xx += result.non2xx + result.errors;
}

/**
 * The path of the build's entry chunk, as a first load asks for it (index.html's entry
 * `modulepreload`, which its bootstrap turns into the module script), or a message that says
 * what to do when `build` has no index.html or no entry in it.
 */
export function entryChunk(build: string): string {
  const file = join(resolve(build), 'index.html');
  if (!existsSync(file)) {
    throw new Error(`${build}/index.html not found: run \`npm run build\` first`);
  }
  const html = readFileSync(file, 'utf8');
  const entry =
    /<script[^>]+src="(\/m\/assets\/[^"]+\.js)"|href="(\/m\/assets\/index-[^"]+\.js)"/.exec(html);
  const path = entry?.[1] ?? entry?.[2];
  if (!path) throw new Error(`no entry chunk in ${build}/index.html: run \`npm run build\` again`);
  return path;
}

export async function runLoadMerchants(
  options: LoadMerchantsOptions,
  progress: (line: string) => void,
): Promise<LoadMerchantsResult> {
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_MISSING);
  const build = resolve(options.build);
  const entryPath = entryChunk(options.build);
  const loadAverage = loadavg();
  const templates = readTemplates();
  const checkedTemplates = loadSiteTenants('tenants');
  if (!checkedTemplates.ok) throw new Error(checkedTemplates.report);
  const dir = mkdtempSync(join(tmpdir(), 'serve-load-'));
  const running: Running[] = [];
  try {
    const sets: TenantConfig[][] = [];
    const checks: number[] = [];
    for (const count of [SMALL, options.merchants]) {
      const tenantsDir = join(dir, `tenants-${count}`);
      writeSyntheticTenants(templates, count, tenantsDir);
      const start = performance.now();
      const loaded = loadSiteTenants(tenantsDir, '/');
      checks.push(performance.now() - start);
      if (!loaded.ok) throw new Error(loaded.report);
      sets.push(loaded.tenants);
      progress(`${count} merchants checked in ${Math.round(checks.at(-1) ?? 0)} ms`);
    }
    // One build folder for both (the first five merchants are the same in each).
    const root = syntheticBuild(
      build,
      join(dir, 'root'),
      sets[1] ?? [],
      templatesByCode(checkedTemplates.tenants),
    );
    for (const [index, tenants] of sets.entries()) {
      const server = await startServer(nginx, tenants, root, dir, entryPath, checks[index] ?? 0);
      running.push(server);
      const f = server.figures;
      progress(
        `${f.merchants} merchants on 127.0.0.1:${server.port}: config ${(f.configBytes / 1024).toFixed(0)} KB written in ${Math.round(f.writeMs)} ms, nginx -t ${Math.round(f.testMs)} ms, reload ${Math.round(f.reloadMs)} ms, RSS master ${f.masterRssKb} KB, worker ${f.workerRssKb} KB`,
      );
    }
    for (let round = 1; round <= options.rounds; round++) {
      for (const server of round % 2 ? running : [...running].reverse()) {
        await loadRound(server, options);
        const f = server.figures;
        progress(
          `round ${round}, ${f.merchants} merchants: mean ${f.mean.at(-1)} ms, p50 ${f.p50.at(-1)} ms, p99 ${f.p99.at(-1)} ms, ${f.requestsPerSecond.at(-1)} requests/s`,
        );
      }
    }
  } finally {
    for (const server of running) server.child.kill('SIGTERM');
    await sleep(300);
    rmSync(dir, { recursive: true, force: true });
  }
  const [small, large] = running.map((server) => server.figures) as [ServerFigures, ServerFigures];
  const ratio = (a: number, b: number) => Number((Math.max(a, 1) / Math.max(b, 1)).toFixed(3));
  return {
    loadAverage: [...loadAverage, ...loadavg()],
    small,
    large,
    ratio: {
      mean: Number((median(large.mean) / median(small.mean)).toFixed(3)),
      p50: ratio(median(large.p50), median(small.p50)),
      p99: ratio(median(large.p99), median(small.p99)),
      workerRss: ratio(large.workerRssKb, small.workerRssKb),
    },
  };
}

export function formatLoadMerchants(result: LoadMerchantsResult): string {
  const row = (f: ServerFigures) =>
    `| ${f.merchants} (${f.domains} domains) | ${Math.round(f.checkMs)} ms | ${(f.configBytes / 1024).toFixed(0)} KB in ${Math.round(f.writeMs)} ms | ${Math.round(f.testMs)} ms | ${Math.round(f.reloadMs)} ms | ${f.masterRssKb} / ${f.workerRssKb} KB | ${f.hosts} | ${median(f.mean)} (${f.mean.join(', ')}) | ${median(f.p50)} (${f.p50.join(', ')}) | ${median(f.p99)} (${f.p99.join(', ')}) | ${median(f.requestsPerSecond)} | ${f.non2xx} |`;
  return [
    `load average ${result.loadAverage.map((n) => n.toFixed(2)).join(' ')} (before; after)`,
    '| merchants | check | config written | nginx -t | reload | RSS master / worker | hosts loaded | mean ms (rounds) | p50 ms (rounds) | p99 ms (rounds) | requests/s | not 2xx |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    row(result.small),
    row(result.large),
    `ratio ${result.large.merchants} / ${result.small.merchants}: mean ${result.ratio.mean}, p50 ${result.ratio.p50}, p99 ${result.ratio.p99}, worker RSS ${result.ratio.workerRss}`,
    '',
  ].join('\n');
}
