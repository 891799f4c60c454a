import { defineConfig } from '@playwright/test';
import type { Project } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium.ts';

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

const phone: Project['use'] = {
  browserName: 'chromium',
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/** Tests that switch demo faults (POST /__demo/faults) live in *.faults.spec.ts. */
const FAULT_SPECS = /\.faults\.spec\.ts$/;
/** What only a real server has (its headers, the API behind it stopping): nginx projects only. */
const NGINX_ONLY = /\.nginx(\.faults)?\.spec\.ts$/;
/** What runs again through nginx: the paths where a real server can differ from preview. */
const NGINX_SPECS = [/\/(smoke|guards|login|tenants|pwa)\.spec\.ts$/, /\.nginx\.spec\.ts$/];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  retries: CI ? 1 : 0,
  workers: 2,
  forbidOnly: CI,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    // The demo API's fault set is global to the server: a test that switches a fault would break
    // whatever runs beside it. So fault tests run after the phone project (as its teardown, which
    // runs even when a phone test failed), one at a time.
    {
      name: 'phone',
      use: phone,
      testIgnore: [FAULT_SPECS, NGINX_ONLY],
      teardown: 'phone-faults',
    },
    {
      name: 'phone-faults',
      use: phone,
      testMatch: FAULT_SPECS,
      testIgnore: NGINX_ONLY,
      workers: 1,
    },
    // The same spec files against nginx with the generated config and the standalone demo API,
    // whose fault set is its own: its fault tests run after it, one at a time, as above.
    {
      name: 'nginx',
      use: { ...phone, baseURL: NGINX_URL },
      testMatch: NGINX_SPECS,
      teardown: 'nginx-faults',
    },
    {
      name: 'nginx-faults',
      use: { ...phone, baseURL: NGINX_URL },
      testMatch: FAULT_SPECS,
      workers: 1,
    },
    // The studio writes tenant files: one test at a time, each cleaning up what it created.
    { name: 'studio', testDir: 'tests/studio', use: { baseURL: STUDIO_URL }, workers: 1 },
  ],
  webServer: [
    {
      // E2E_OUTDIR (scripts/test.mjs): serve a build other than dist/.
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort${
        process.env.E2E_OUTDIR ? ` --outDir ${process.env.E2E_OUTDIR}` : ''
      }`,
      url: `${BASE_URL}/m/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Serves the build above (E2E_OUTDIR too); never builds.
      command: `npx tsx scripts/serve.ts --port ${NGINX_PORT}`,
      url: `${NGINX_URL}/m/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The tenant studio's dev server.
      command: `npx vite --host 127.0.0.1 --port ${process.env.E2E_STUDIO_PORT} --strictPort`,
      url: `${STUDIO_URL}/m/studio/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
