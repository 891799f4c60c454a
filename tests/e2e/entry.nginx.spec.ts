import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { CRAWLER_PAGES } from '../../scripts/serve/robots.ts';
import { expect, test } from './fixtures';

/**
 * Entry through nginx (docs/serving.md): the bare domain's redirect lands on /m/, which offers the
 * install prompt; each merchant's host answers robots.txt and a sitemap of the crawlers' pages,
 * which are the app's page, never a redirect; the second asset manifest is no error.
 */

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** A GET to the nginx under test with another Host (a merchant's domain), as a crawler sends it. */
function getWithHost(baseURL: string, path: string, host: string): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, headers: { Host: host, 'User-Agent': 'Googlebot/2.1' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const MERCHANT_HOST = 'm.saigonlotto.test';

test.describe("each merchant's robots.txt and sitemap", () => {
  test("robots.txt allows the crawlers' pages and names the sitemap on the same host", async ({
    baseURL,
  }) => {
    const robots = await getWithHost(baseURL ?? '', '/robots.txt', MERCHANT_HOST);
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    expect(robots.body).toContain('User-agent: *\nAllow: /m/$\nAllow: /m/sports\n');
    expect(robots.body).toContain('\nDisallow: /\n');
    expect(robots.body).toContain(`\nSitemap: http://${MERCHANT_HOST}/sitemap.xml\n`);
  });

  test('the sitemap lists every page on that host', async ({ baseURL }) => {
    const sitemap = await getWithHost(baseURL ?? '', '/sitemap.xml', MERCHANT_HOST);
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toMatch(/^application\/xml/);
    for (const page of CRAWLER_PAGES) {
      expect(sitemap.body).toContain(`<loc>http://${MERCHANT_HOST}${page}</loc>`);
    }
  });

  test('an unknown host gets neither', async ({ baseURL }) => {
    const robots = await getWithHost(baseURL ?? '', '/robots.txt', 'unknown.example');
    expect(robots.status).toBe(404);
  });

  test("the crawlers' pages answer with the app, never a redirect", async ({ baseURL }) => {
    for (const page of CRAWLER_PAGES) {
      const answer = await getWithHost(baseURL ?? '', page, MERCHANT_HOST);
      expect(answer.status, page).toBe(200);
      expect(answer.type, page).toMatch(/^text\/html/);
    }
  });

  test('the second asset manifest is a 204: no second app, nothing to compare', async ({
    request,
  }) => {
    const answer = await request.get('/mobile/mc/asset-manifest.json');
    expect(answer.status()).toBe(204);
  });
});

/** Dispatches a synthetic beforeinstallprompt once the page has loaded. */
async function offerInstall(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
  });
}

test.describe('the bare domain', () => {
  test.use({ serviceWorkers: 'block' });

  test('lands on /m/ and is offered the install prompt (spec 2: / counts)', async ({ page }) => {
    await offerInstall(page);
    const landing = page.waitForResponse((r) => new URL(r.url()).pathname === '/m/');
    await page.goto('/?tenant=demo');
    expect((await landing).status()).toBe(200);
    await expect(page.getByRole('dialog', { name: /to your home screen/ })).toBeVisible();
  });
});
