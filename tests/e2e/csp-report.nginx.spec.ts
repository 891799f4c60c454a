import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * `npm run serve -- --csp-report URL` (docs/serving.md, "Reports"): the pages name the
 * collector in both policies and in Reporting-Endpoints, files do not, and a refused injection
 * becomes a report for that endpoint. Its own npm run serve (nginx and the demo API) and a
 * collector on loopback ports. This spec provokes a violation, so it reads it itself instead of
 * through fixtures.ts (which fails on any).
 *
 * Delivery itself is not awaited: headless Chromium queues Reporting API reports and did not
 * upload them within 90 s here (with and without the suite's flags), and it ignores report-uri
 * when report-to names a group. The browser's own ReportingObserver shows the report it queued
 * for the `csp` endpoint.
 */
interface Collector {
  url: string;
  received: Array<{ type: string; body: string }>;
  server: Server;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

async function startCollector(): Promise<Collector> {
  const received: Collector['received'] = [];
  const server = createServer((req, res) => {
    // The Reporting API's upload is a CORS request: answer its preflight.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    if (req.method !== 'POST') return void res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ type: req.headers['content-type'] ?? '', body });
      res.writeHead(204).end();
    });
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}/csp`, received, server };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited before serving ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`npm run serve did not serve ${url}`);
}

let collector: Collector;
let serve: ChildProcess;
let port: number;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  collector = await startCollector();
  port = await freePort();
  serve = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--port', `${port}`, '--csp-report', collector.url],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitUntilServing(`http://127.0.0.1:${port}/m/`, serve);
});

test.afterAll(async () => {
  const exited = new Promise((resolve) => serve.once('exit', resolve));
  if (serve.exitCode === null) serve.kill('SIGTERM');
  await exited;
  rmSync(`.serve/${port}`, { recursive: true, force: true });
  await new Promise((resolve) => collector.server.close(resolve));
});

test('the pages name the collector, and a refused inline handler is reported to it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const base = `http://127.0.0.1:${port}`;
  const response = await page.goto(`${base}/m/login`);
  const headers = response?.headers() ?? {};
  expect(headers['reporting-endpoints']).toBe(`csp="${collector.url}"`);
  for (const name of ['content-security-policy', 'content-security-policy-report-only']) {
    expect(headers[name]).toContain(`; report-uri ${collector.url}; report-to csp`);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  // Markup written as HTML with an inline handler (a DOM injection): refused, and reported.
  const queued = page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const observer = new ReportingObserver(
          (reports) =>
            resolve(
              reports.map((r) => {
                const body = r.body as unknown as {
                  effectiveDirective: string;
                  disposition: string;
                };
                return `${r.type} ${body.effectiveDirective} ${body.disposition}`;
              }),
            ),
          { types: ['csp-violation'] },
        );
        observer.observe();
        const box = document.createElement('div');
        box.innerHTML = '<img src="/m/none.png" onerror="window.injected = 1">';
        document.body.appendChild(box);
      }),
  );
  expect(await queued).toContain('csp-violation script-src-attr enforce');
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  // A file carries no policy, so no endpoint either.
  const asset = await page.request.get(`${base}/m/asset-manifest.json`);
  expect(asset.headers()['reporting-endpoints']).toBeUndefined();
});
