import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A member of a large merchant (the demo API's `?size=large`, docs/demo-api.md: 150 vendor
 * cards, 40 banners, 200 announcements, 100 promotions, 60 customer-service entries) uses the
 * whole home: the lanes show their cards and make more as the member scrolls down or along a
 * strip, the announcements come ten at a time, the promotion tabs switch and show ten more at a time.
 */

const home = (tenant: string) =>
  `/m/home?tenant=${tenant}&size=large&token=demo-token.${tenant}.member1&lang=EN`;

const lanes = (page: Page) => page.getByRole('region', { name: 'Games' });
const lane = (page: Page, title: string) => lanes(page).getByRole('region', { name: title });
const cardLinks = (scope: ReturnType<Page['locator']>) => scope.locator('a.game-card-play');

test('the lanes show their cards, and more as the member scrolls down and along', async ({
  page,
}) => {
  await page.goto(home('demo'));
  const slots = lane(page, 'Slots');
  await expect(cardLinks(slots).first()).toBeVisible();
  // 150 cards in all: each category starts with its first few, the rest kept as space.
  const before = await cardLinks(slots).count();
  expect(before).toBeLessThan(20);
  const kept = slots.locator('[data-rest]').first();
  await expect(kept).toBeAttached();

  // Down the page: the slots' cards come as their space nears, each a working launch link.
  await kept.scrollIntoViewIfNeeded();
  await expect.poll(() => cardLinks(slots).count()).toBeGreaterThan(before);
  const last = cardLinks(slots).last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeVisible();
  await expect(last).toHaveAttribute('href', /^\/m\/launchGame\?vendor=[A-Z]+&code=\d+/);
  await expect(last.locator('img')).toHaveJSProperty('complete', true);

  // Along a strip (a ROW lane): a finger's swipe to its end brings the next cards.
  const live = lane(page, 'Live');
  const strip = live.locator('ul.game-cards-row').first();
  await strip.scrollIntoViewIfNeeded();
  const inStrip = await cardLinks(strip).count();
  await expect(strip.locator('[data-rest]')).toBeAttached();
  await strip.evaluate((list) => list.scrollBy({ left: list.scrollWidth }));
  await expect.poll(() => cardLinks(strip).count()).toBeGreaterThan(inStrip);
  // The named card opens its game's launch.
  await cardLinks(strip).last().click();
  await expect(page).toHaveURL(/\/m\/(launchGame|demo-game\.html)/);
});

// Scripts whose lines are taller than the stylesheet's estimate of a card (Urdu's Nastaliq by
// 34 px a row, Thai by 3): the space must be read from a card made.
for (const [tenant, language] of [
  ['pk-urdu', 'UR'],
  ['th-line', 'TH'],
] as const) {
  test(`${tenant} in ${language}: a grid keeps the very space of the cards it has not made yet`, async ({
    page,
  }) => {
    await page.goto(home(tenant).replace('lang=EN', `lang=${language}`));
    const grids = page.locator('ul.game-cards-grid');
    await expect(grids.locator('[data-rest]').first()).toBeAttached();
    // The first grid with cards not made yet (by its place: it has none left at the end).
    const index = await grids.evaluateAll((lists) =>
      lists.findIndex((list) => list.querySelector('[data-rest]') !== null),
    );
    const first = grids.nth(index);
    await expect(first.locator('.game-card').first()).toBeVisible();
    const height = () => first.evaluate((list) => list.getBoundingClientRect().height);
    const kept = await height();
    // Down through it until every card is made.
    await expect(async () => {
      await first.locator('li').last().scrollIntoViewIfNeeded();
      await expect(first.locator('[data-rest]')).toHaveCount(0, { timeout: 500 });
    }).toPass();
    // The space kept at the start was the rows the cards now fill, to the pixel: nothing under
    // the grid moved when they came.
    expect(Math.abs((await height()) - kept)).toBeLessThanOrEqual(1);
  });
}

test('the announcements come ten at a time: the still strip loads more at its end', async ({
  page,
}) => {
  // With reduced motion the marquee is a strip the member scrolls.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(home('demo'));
  const marquee = page.getByRole('region', { name: 'Announcements' });
  const items = marquee.locator('button.marquee-item');
  await expect(items).toHaveCount(10);
  const box = marquee.locator('.marquee-box');
  await box.evaluate((strip) => strip.scrollBy({ left: strip.scrollWidth }));
  await expect(items).toHaveCount(20);
  await box.evaluate((strip) => strip.scrollBy({ left: strip.scrollWidth }));
  await expect(items).toHaveCount(30);
  // The one tapped opens.
  const tapped = items.nth(25);
  const title = ((await tapped.textContent()) ?? '').split(':')[0] ?? '';
  await tapped.click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
});

test('the moving marquee runs a page of ten announcements, then the next', async ({ page }) => {
  await page.goto(home('demo'));
  const items = page.getByRole('region', { name: 'Announcements' }).locator('button.marquee-item');
  await expect(items).toHaveCount(10);
  const first = await items.first().textContent();
  // The run's end, sped up: the page after it is the next ten.
  await page
    .locator('.marquee-track')
    .evaluate((track) =>
      track.dispatchEvent(new AnimationEvent('animationiteration', { bubbles: true })),
    );
  await expect(items.first()).not.toHaveText(first ?? '');
  await expect(items).toHaveCount(10);
});

test('the promotion tabs switch between their lists', async ({ page }) => {
  await page.goto(home('demo'));
  const promos = page.getByRole('region', { name: 'Promotions' });
  const tabs = promos.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const panel = promos.getByRole('tabpanel');
  const cards = panel.getByRole('link');
  // The widget's maxItems (10) of a tab's 30-odd promotions at first; More adds ten each time.
  await expect(cards).toHaveCount(10);
  const firstList = await cards.allTextContents();
  const more = panel.getByRole('button', { name: /^More promotions \(\d+\)$/ });
  await more.click();
  await expect(cards).toHaveCount(20);
  expect((await cards.allTextContents()).slice(0, 10)).toEqual(firstList);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(10);
  expect(await cards.allTextContents()).not.toEqual(firstList);
  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await cards.first().click();
  await expect(page).toHaveURL(/\/m\/activity\?id=\d+/);
});

test('the carousel of 40 banners shows its first and at most seven dots', async ({ page }) => {
  await page.goto(home('demo'));
  const carousel = page.getByRole('region', { name: 'Featured' });
  await expect(carousel.locator('.banner-slide')).toHaveCount(40);
  await expect(carousel.locator('.banner-slide img').first()).toBeVisible();
  await expect(carousel.locator('.banners-dot')).toHaveCount(7);
  // Only the slides near the one shown have their picture in the page.
  await expect.poll(() => carousel.locator('.banner-slide img').count()).toBeLessThanOrEqual(3);
});

test('customer service lists each of its desks, those sharing a chat too, and the last one opens', async ({
  page,
}) => {
  await page.goto(home('demo'));
  await page.getByTestId('customer-service-button').first().click();
  const list = page.getByRole('dialog', { name: 'Customer service' });
  const lines = list.getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  // The demo's desks share its two chats' addresses, each under its own name.
  const names = await lines.allTextContents();
  expect(names.length).toBeGreaterThan(10);
  expect(new Set(names).size).toBe(names.length);
  const last = lines.last().getByRole('button');
  await last.scrollIntoViewIfNeeded();
  await last.click();
  await expect(page.getByRole('dialog', { name: /chat \(demo\)$/ })).toBeVisible();
});
