import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { withTenantPatch } from './tenantFlags';

/** A real small image for the CDN that answers. */
const PNG = readFileSync('public/brand/ph-maya/icon-192.png');
const BANNER_PATH = '/banners/welcome.png?v=3';

/** The demo tenant lists two CDNs, and the home's first banner is on `origin`. */
async function firstBannerOn(page: Page, origin: string): Promise<void> {
  await withTenantPatch(page, 'demo', (tenant) => {
    tenant.imageCdns = ['https://img1.test', 'https://img2.test'];
  });
  await page.route('**/wps/relay/MCSFE_getBanners', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { image: string }[] };
    body.value[0]!.image = `${origin}${BANNER_PATH}`;
    await route.fulfill({ response, json: body });
  });
}

test.describe('image CDN list (spec 3, shared settings store)', () => {
  test('a banner that fails on the first CDN shows from the next one', async ({
    page,
    consoleErrors,
  }) => {
    // The first CDN refuses: the browser reports the failed load, which is what is tested.
    consoleErrors.allow(/Failed to load resource: net::ERR_FAILED/);
    // The home's first banner is on the first CDN.
    await firstBannerOn(page, 'https://img1.test');
    const asked: string[] = [];
    const record = (request: Request) => {
      if (request.resourceType() === 'image') asked.push(request.url());
    };
    page.on('request', record);
    await page.route('https://img1.test/**', (route) => route.abort());
    await page.route('https://img2.test/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: PNG }),
    );

    await page.goto('/m/home?tenant=demo&lang=EN&token=demo-token.demo.member1');
    const banner = page.locator('.banner-slide img').first();
    await expect(banner).toBeVisible();
    await expect
      .poll(() =>
        banner.evaluate((img: HTMLImageElement) => ({
          src: img.currentSrc,
          width: img.naturalWidth,
        })),
      )
      .toEqual({ src: `https://img2.test${BANNER_PATH}`, width: 192 });
    // Asked of the first CDN, then at the same path of the second.
    expect(asked).toContain(`https://img1.test${BANNER_PATH}`);
    expect(asked.indexOf(`https://img1.test${BANNER_PATH}`)).toBeLessThan(
      asked.indexOf(`https://img2.test${BANNER_PATH}`),
    );
  });

  test('when every CDN fails, the image is left to the page after one try of each', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource: net::ERR_FAILED/);
    await firstBannerOn(page, 'https://img2.test');
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      if (request.resourceType() !== 'image') return;
      const origin = new URL(request.url()).origin;
      asked.set(origin, (asked.get(origin) ?? 0) + 1);
    });
    await page.route('https://img*.test/**', (route) => route.abort());

    await page.goto('/m/home?tenant=demo&lang=EN&token=demo-token.demo.member1');
    const banner = page.locator('.banner-slide img').first();
    // From the second CDN round to the first, then no further.
    await expect(banner).toHaveJSProperty('src', `https://img1.test${BANNER_PATH}`);
    await page.waitForTimeout(500);
    await expect(banner).toHaveJSProperty('src', `https://img1.test${BANNER_PATH}`);
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    expect(asked.get('https://img1.test')).toBeGreaterThanOrEqual(1);
  });
});
