import { randomUUID } from 'node:crypto';
import { test as base } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

export { expect } from '@playwright/test';

/** A console error or uncaught exception the test expects; a string matches as a substring. */
export type ConsoleErrorPattern = string | RegExp;

/** What the browser logs when a call answers 4xx/5xx: expected in tests that switch such faults. */
export const FAILED_RESOURCE = /Failed to load resource: the server responded with a status of \d+/;

export interface ConsoleErrors {
  /** Allows more patterns for the rest of this test. */
  allow(...patterns: ConsoleErrorPattern[]): void;
  /** Every console error and uncaught exception seen so far, allowed or not. */
  readonly seen: readonly string[];
}

/** A POST /__demo/faults body (docs/demo-api.md): global switches, or one fault on one path. */
export type FaultBody =
  | {
      maintenance?: boolean;
      regionRestricted?: boolean;
      domainNotAvailable?: boolean;
      sessionExpired?: boolean;
      latencyMs?: number;
    }
  | { path: string; status: number }
  | { path: string; errorCode: string; message?: string }
  | { path: string; hang: true }
  | { path: string; malformed: true };

export interface Faults {
  /** Switches a fault on; fails the test when the demo API refuses the body. */
  set(body: FaultBody): Promise<void>;
  /** Switches every fault off. */
  clear(): Promise<void>;
}

interface Options {
  /** Console errors this test expects: `test.use({ allowConsoleErrors: [/.../] })`. */
  allowConsoleErrors: ConsoleErrorPattern[];
}

interface Fixtures {
  /**
   * This test's demo context (demo-api/demoContext.ts): its browser context carries it as the
   * cookie `demoContext` and `request` as the header `X-Demo-Context`, so the faults a test
   * switches and the tracking it reads are its own, and tests run side by side.
   */
  demoContext: string;
  consoleErrors: ConsoleErrors;
  faults: Faults;
  /** Every Content-Security-Policy violation the pages reported; any one fails the test. */
  cspViolations: readonly string[];
}

const FAULTS_PATH = '/__demo/faults';
const DEMO_CONTEXT_COOKIE = 'demoContext';
const DEMO_CONTEXT_HEADER = 'X-Demo-Context';
const CSP_BINDING = '__reportCspViolation';

function matches(text: string, pattern: ConsoleErrorPattern): boolean {
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
}

async function clearFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete(FAULTS_PATH);
  if (!response.ok()) {
    throw new Error(
      `DELETE ${FAULTS_PATH} answered ${response.status()}: ${await response.text()}`,
    );
  }
}

export const test = base.extend<Options & Fixtures>({
  allowConsoleErrors: [[], { option: true }],

  demoContext: [
    async ({ context, baseURL }, use) => {
      const name = randomUUID();
      // Every page of the context sends it: its calls, beacons, frames and service worker.
      // Cookies ignore the port, so one cookie serves the preview server and nginx alike.
      const { hostname } = new URL(baseURL ?? 'http://127.0.0.1');
      await context.addCookies([
        { name: DEMO_CONTEXT_COOKIE, value: name, domain: hostname, path: '/' },
      ]);
      await use(name);
    },
    { auto: true },
  ],

  // The test's own API client names the same context (a header: it keeps no cookies of ours).
  request: async ({ playwright, baseURL, userAgent, extraHTTPHeaders, demoContext }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      userAgent,
      extraHTTPHeaders: { ...extraHTTPHeaders, [DEMO_CONTEXT_HEADER]: demoContext },
    });
    await use(request);
    await request.dispose();
  },

  // Every test fails when the app logs a console error or throws an uncaught exception,
  // except what the test declares it expects (the app must have no console errors).
  consoleErrors: [
    async ({ context, allowConsoleErrors }, use) => {
      const allowed = [...allowConsoleErrors];
      const seen: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        seen.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        seen.push(`uncaught ${error.name}: ${error.message}`);
      });

      await use({ allow: (...patterns) => allowed.push(...patterns), seen });

      const unexpected = seen.filter((text) => !allowed.some((p) => matches(text, p)));
      if (unexpected.length > 0) {
        throw new Error(
          `The page logged ${unexpected.length} unexpected console error(s) or exception(s):\n` +
            unexpected.map((text) => `  ${text}`).join('\n') +
            '\nFix the cause, or allow the pattern with consoleErrors.allow() or ' +
            'test.use({ allowConsoleErrors }).',
        );
      }
    },
    { auto: true },
  ],

  // The policy the server sends is part of what is tested: a blocked script, style, frame or
  // call fails the test in every project, whatever console errors it allows.
  cspViolations: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await context.exposeBinding(CSP_BINDING, (_source, text: string) => void seen.push(text));
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding];
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} ` +
              `on ${location.pathname} (${event.sourceFile || 'page'}:${event.lineNumber})`,
          );
        });
      }, CSP_BINDING);
      await use(seen);
      if (seen.length > 0) {
        throw new Error(
          `${seen.length} Content-Security-Policy violation(s):\n` +
            seen.map((text) => `  ${text}`).join('\n') +
            "\nDeclare the host in the adapter's .csp.ts (docs/serving.md), or fix the page.",
        );
      }
    },
    { auto: true },
  ],

  // Faults are the test's own (its demo context): tests that switch them run beside the others.
  faults: async ({ request }, use) => {
    try {
      await use({
        async set(body) {
          const response = await request.post(FAULTS_PATH, { data: body });
          if (!response.ok()) {
            throw new Error(
              `POST ${FAULTS_PATH} ${JSON.stringify(body)} answered ${response.status()}: ` +
                (await response.text()),
            );
          }
        },
        clear: () => clearFaults(request),
      });
    } finally {
      await clearFaults(request);
    }
  },
});
