import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The pages' Content-Security-Policy against the attacks it is for (docs/serving.md, "Scripts
 * under 'strict-dynamic'"), in the browser, with the header the server sends. This spec expects
 * violations, so it reads them itself instead of through fixtures.ts (which fails on any).
 */
interface Violation {
  directive: string;
  blocked: string;
  disposition: string;
}

const test = base.extend<{ violations: Violation[] }>({
  violations: async ({ context }, use) => {
    const seen: Violation[] = [];
    await context.exposeBinding('__cspSeen', (_source, v: Violation) => void seen.push(v));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (v: Violation) => void>).__cspSeen;
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          disposition: event.disposition,
        });
      });
    });
    await use(seen);
  },
});

/** What a vendor host answers: a script that marks the page, or would. */
async function answerScripts(page: Page): Promise<void> {
  await page
    .context()
    .route(/^https:\/\/(cdn\.livechatinc\.com|undeclared\.vendor\.test)\//, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.__ran = (window.__ran || []).concat(${JSON.stringify(route.request().url())});`,
      }),
    );
}

const ran = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);

test('markup that names a script is refused, even on a vendor host the tenant uses', async ({
  page,
  violations,
}) => {
  await answerScripts(page);
  // HTML injected into the page (what a stored or reflected injection would give): a JSONP-style
  // URL on the demo merchant's chat host, which the policy allowed by host before.
  const injected = 'https://cdn.livechatinc.com/tracking.js?callback=steal';
  await page.route('**/m/login?tenant=demo', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<div id="root"></div>',
      `<div id="root"></div><script src="${injected}"></script>`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/m/login?tenant=demo');
  // The app itself still starts: its entry is added by the hashed bootstrap.
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await ran(page)).toEqual([]);
  expect(violations).toContainEqual({
    directive: 'script-src-elem',
    blocked: injected,
    disposition: 'enforce',
  });
  expect(violations.filter((v) => v.blocked !== injected)).toEqual([]);
});

test('a script our code adds runs; one from a host no adapter declares is reported', async ({
  page,
  violations,
}) => {
  await answerScripts(page);
  await page.goto('/m/login?tenant=demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(violations).toEqual([]);
  const add = (src: string) =>
    page.evaluate(
      (url) =>
        new Promise<void>((resolve) => {
          const script = document.createElement('script');
          script.onload = () => resolve();
          script.onerror = () => resolve();
          script.src = url;
          document.head.appendChild(script);
        }),
      src,
    );
  // The demo's chat vendor (liveChat.csp.ts): trusted because a script added it, not reported.
  await add('https://cdn.livechatinc.com/tracking.js');
  expect(violations).toEqual([]);
  // A host nobody declared: 'strict-dynamic' lets it run, the report-only policy tells.
  await add('https://undeclared.vendor.test/tag.js');
  await expect.poll(() => ran(page)).toHaveLength(2);
  await expect
    .poll(() => violations)
    .toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://undeclared.vendor.test/tag.js',
        disposition: 'report',
      },
    ]);
});

test('a string written as HTML or a data: script URL is reported (Trusted Types)', async ({
  page,
  violations,
}) => {
  await page.goto('/m/login?tenant=demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(violations).toEqual([]);
  await page.evaluate(() => {
    document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>';
  });
  // The string is reported (Trusted Types), and the handler it carries is refused all the same.
  await expect
    .poll(() => violations.map((v) => `${v.directive} ${v.disposition}`).sort())
    .toEqual([
      'require-trusted-types-for report',
      'script-src-attr enforce',
      'script-src-attr report',
    ]);
  await page.evaluate(() => {
    document.createElement('script').src = 'data:text/javascript,alert(1)';
  });
  await expect.poll(() => violations).toHaveLength(4);
  expect(violations[3]).toMatchObject({ directive: 'require-trusted-types-for' });
});
