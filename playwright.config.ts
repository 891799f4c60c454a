import { accessSync, constants } from 'node:fs';
import { defineConfig } from '@playwright/test';
import type { Project } from '@playwright/test';
import {
  HEADLESS_SHELL_PATH,
  NOTIFICATIONS_TAG,
  PLAYWRIGHT_CHROMIUM_FLAGS,
} from './scripts/lib/chromium.ts';

const CI = Boolean(process.env.CI);
/** Ports Chromium refuses to open (net::ERR_UNSAFE_PORT) within the ranges below. */
const UNSAFE_PORTS = new Set([4045, 4190, 5060, 5061, 6000, 6566]);
/** A random port in [from, from + 700) that Chromium will open. */
function randomPort(from: number): string {
  let port: number;
  do port = from + Math.floor(Math.random() * 700);
  while (UNSAFE_PORTS.has(port));
  return String(port);
}
// Each run serves the built app on its own port, so two runs on one machine never share (or
// reuse) a preview server. Workers inherit the port through the environment.
process.env.E2E_PORT ??= randomPort(4200);
const PORT = Number(process.env.E2E_PORT);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The same build through nginx (npm run serve, docs/serving.md), on a port of its own.
process.env.E2E_NGINX_PORT ??= randomPort(5000);
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT);
const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`;
// The tenant studio exists only on the dev server (docs/studio.md): its own server and port.
process.env.E2E_STUDIO_PORT ??= randomPort(5200);
const STUDIO_URL = `http://127.0.0.1:${process.env.E2E_STUDIO_PORT}`;

/** Debian's full Chromium, as scripts/test.mjs found it. */
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The browser the test pages run in: Debian's headless shell where it is installed, a fifth less
 * CPU than the full browser (scripts/lib/chromium.ts, docs/testing.md); none with E2E_SHELL_PATH=
 * (empty), which may also name another. Then every test runs in the full Chromium.
 */
function headlessShell(): string | undefined {
  const shell = process.env.E2E_SHELL_PATH ?? HEADLESS_SHELL_PATH;
  if (!shell) return undefined;
  try {
    accessSync(shell, constants.X_OK);
    return shell;
  } catch {
    return undefined;
  }
}
const SHELL = headlessShell();
/** How Playwright launches a browser: Debian's binary, with the project's flags. */
const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
});
/** The push prompt's tests: the shell answers "denied" and never asks (scripts/lib/chromium.ts). */
const NOTIFICATIONS = new RegExp(NOTIFICATIONS_TAG);

const phone: Project['use'] = {
  browserName: 'chromium',
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/**
 * Tests that switch demo faults (POST /__demo/faults) live in *.faults.spec.ts. Faults are scoped
 * to the test's browser context (tests/e2e/fixtures.ts, demo-api/demoContext.ts), so these run in
 * parallel with the rest; they also run through nginx.
 */
const FAULT_SPECS = /\.faults\.spec\.ts$/;
/** What only a real server has (its headers, the API behind it stopping): nginx projects only. */
const NGINX_ONLY = /\.nginx\.spec\.ts$/;
/** What runs again through nginx: the paths where a real server can differ from preview. */
const NGINX_SPECS = [
  /\/(smoke|guards|login|tenants|pwa)\.spec\.ts$/,
  /\.nginx\.spec\.ts$/,
  FAULT_SPECS,
];
/**
 * The team studio's file (its tests in order on one set-up) checks approve -> live against a time.
 * `npm test` runs it in a phase of its own after the rest (E2E_TEAM=apart, then E2E_TEAM=alone,
 * scripts/test.mjs): beside three workers on two cores the machine's queue, not the publish, made
 * the time (3-4 s alone, 24 s in the crowd). Without E2E_TEAM it is one of the nginx project's.
 */
const TEAM_SPEC = /\/team-studio\.nginx\.spec\.ts$/;
const TEAM = process.env.E2E_TEAM;

/**
 * Parallel tests over the one build. The browsers mostly wait on the servers, so one worker more
 * than the 2 cores pays; 4 was slower there and broke tests' 5 s waits (docs/testing.md).
 * E2E_WORKERS overrides it.
 */
const WORKERS = Number(process.env.E2E_WORKERS) || 3;

/** Options of `playwright test` that take a value (the value is not a file filter). */
const VALUE_OPTIONS = new Set([
  '-c',
  '--config',
  '-g',
  '--grep',
  '--grep-invert',
  '-j',
  '--workers',
  '--max-failures',
  '--output',
  '--project',
  '--repeat-each',
  '--reporter',
  '--retries',
  '--shard',
  '--timeout',
  '--global-timeout',
  '--trace',
  '--tsconfig',
]);

/**
 * Whether the run can include tests/studio, from `playwright test`'s arguments: not for
 * `playwright test tests/e2e/x.spec.ts` or `--project phone`.
 */
function runsStudio(argv: readonly string[]): boolean {
  const start = argv.indexOf('test');
  if (start < 0) return true;
  const projects: string[] = [];
  const files: string[] = [];
  const args = argv.slice(start + 1);
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else if (VALUE_OPTIONS.has(arg)) {
      const value = args[(i += 1)] ?? '';
      if (arg === '--project') projects.push(value);
    } else if (!arg.startsWith('-')) files.push(arg);
  }
  if (projects.length > 0 && !projects.some((name) => name.includes('studio'))) return false;
  return files.length === 0 || files.some((file) => file.includes('studio'));
}
// The tenant studio's dev server starts only when its spec can run. Decided once, in the runner
// (workers load this file again with other arguments and inherit the answer).
process.env.E2E_STUDIO ??= runsStudio(process.argv) ? '1' : '0';
const STUDIO = process.env.E2E_STUDIO === '1';

/** The servers the tests open: the preview server, nginx and (when it runs) the studio's. */
const SERVERS = [
  {
    // E2E_OUTDIR (scripts/test.mjs): serve a build other than dist/.
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort${
      process.env.E2E_OUTDIR ? ` --outDir ${process.env.E2E_OUTDIR}` : ''
    }`,
    url: `${BASE_URL}/m/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
  {
    // Serves the build above (E2E_OUTDIR too); never builds.
    command: `npx tsx scripts/serve.ts --port ${NGINX_PORT}`,
    url: `${NGINX_URL}/m/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
  // The tenant studio's dev server.
  ...(STUDIO
    ? [
        {
          command: `npx vite --host 127.0.0.1 --port ${process.env.E2E_STUDIO_PORT} --strictPort`,
          url: `${STUDIO_URL}/m/studio/`,
          reuseExistingServer: false,
          timeout: 60_000,
          stdout: 'ignore' as const,
          stderr: 'pipe' as const,
        },
      ]
    : []),
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  // A wait for what the member sees: 5 s, or 10 s in CI, whose two cores run three test workers,
  // the servers and the studio's own browser (docs/testing.md): there a page load took 2-3x its
  // time on a quiet machine and a few waits ran out before the page had moved.
  expect: { timeout: CI ? 10_000 : 5_000 },
  retries: CI ? 1 : 0,
  workers: WORKERS,
  forbidOnly: CI,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    launchOptions: launchOptions(SHELL ?? FULL_CHROMIUM),
  },
  projects: [
    // The same spec files against nginx with the generated config and the standalone demo API.
    // First in the queue: when its team studio file is in the run (E2E_TEAM unset), it runs
    // serially, and queued last it ran alone at the end while the other workers sat idle.
    ...(TEAM === 'alone'
      ? [{ name: 'team', use: { ...phone, baseURL: NGINX_URL }, testMatch: TEAM_SPEC }]
      : [
          {
            name: 'nginx',
            use: { ...phone, baseURL: NGINX_URL },
            testMatch: NGINX_SPECS,
            testIgnore: TEAM === 'apart' ? [TEAM_SPEC] : [],
          },
          // The push prompt's tests (tagged NOTIFICATIONS_TAG) in the full Chromium, with the
          // service worker their messaging needs. Queued before `phone`: their walks are long.
          {
            name: 'phone-notifications',
            use: { ...phone, launchOptions: launchOptions(FULL_CHROMIUM) },
            testIgnore: [NGINX_ONLY],
            grep: NOTIFICATIONS,
          },
          // Every spec, without the service worker: a new page's worker fetches and stores the
          // whole precache (105 files, 1.3 MB) half a second after start, a sixth of these tests'
          // time on two cores (docs/testing.md). The worker is tested where members meet it: the
          // nginx project runs its specs with it, and a spec about it asks for it
          // (`test.use({ serviceWorkers: 'allow' })`, pwa.spec.ts).
          {
            name: 'phone',
            use: { ...phone, serviceWorkers: 'block' as const },
            testIgnore: [NGINX_ONLY],
            grepInvert: NOTIFICATIONS,
          },
          // The studio writes tenant files: one test at a time, each cleaning up what it created.
          ...(STUDIO
            ? [
                {
                  name: 'studio',
                  testDir: 'tests/studio',
                  use: { baseURL: STUDIO_URL },
                  workers: 1,
                },
              ]
            : []),
        ]),
  ],
  // The team studio's phase starts none: its file serves its own copy of the build through nginx,
  // and the team server beside it (team-studio.nginx.spec.ts).
  webServer: TEAM === 'alone' ? [] : SERVERS,
});
