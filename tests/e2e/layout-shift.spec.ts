import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Nothing on a member's /m/home moves once it has painted: the widgets that arrive later (their
 * code, their data, the carousel library, the download bar) take space reserved for them.
 * ARCHITECTURE.md, Budgets: CLS at most 0.02.
 */

const TENANTS = ['demo', 'vn-lotto', 'ph-maya', 'th-line', 'pk-urdu'];
const BUDGET = 0.02;

interface Shift {
  value: number;
  at: number;
  /** What moved: the elements' tags and classes, with their rectangles before and after. */
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Collects every layout shift not caused by input, from the very first paint (buffered). */
function observeShifts(): void {
  const shifts: Shift[] = [];
  window.__layoutShifts = shifts;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node?.nodeName ?? 'gone';
    const classes = [...node.classList].slice(0, 2).join('.');
    return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
  };
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }>;
      };
      if (shift.hadRecentInput) continue;
      shifts.push({
        value: shift.value,
        at: Math.round(shift.startTime),
        sources: (shift.sources ?? []).map(
          (s) => `${describe(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const shiftsOf = (page: Page) => page.evaluate(() => window.__layoutShifts ?? []);
const total = (shifts: readonly Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

for (const tenant of TENANTS) {
  test(`${tenant}: a member's home does not move after its first paint`, async ({ page }) => {
    await page.addInitScript(observeShifts);
    await page.goto(`/m/home?tenant=${tenant}&token=demo-token.${tenant}.member1`);
    // Settled: the splash is gone, the late widgets are in, and the network is quiet.
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('.banner-slide img').first()).toBeVisible();
    await expect(page.locator('nav.menu-grid')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // No shift is still arriving: the sum reads the same across two animation frames.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await shiftsOf(page);
    const sum = total(shifts);
    test.info().annotations.push({ type: 'layout shift', description: sum.toFixed(4) });
    const detail = shifts
      .map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join('; ')}`)
      .join('\n');
    expect(sum, `layout shifts on ${tenant}'s home:\n${detail}`).toBeLessThanOrEqual(BUDGET);
  });
}

/**
 * A large merchant (the demo API's `?size=large`: 150 vendor cards, 40 banners, 200
 * announcements, 100 promotions): its home does not move either, neither as it settles nor as a
 * member scrolls down through the lanes, whose cards are made as they come near in space kept
 * for them. A scroll is not an input that excuses a shift (hadRecentInput stays false).
 */
for (const tenant of ['demo', 'pk-urdu']) {
  test(`${tenant} as a large merchant: the home does not move, settling or scrolled through`, async ({
    page,
  }) => {
    await page.addInitScript(observeShifts);
    await page.goto(`/m/home?tenant=${tenant}&size=large&token=demo-token.${tenant}.member1`);
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.locator('.banner-slide img').first()).toBeVisible();
    await expect(page.locator('.game-card').first()).toBeAttached();
    // The large merchant's content is what came: a kept space stands for cards not made yet.
    await expect(page.locator('.game-cards-rest, .game-cards-rest-row').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    const made = await page.locator('.game-card').count();
    const longBefore = await page.evaluate(() => document.documentElement.scrollHeight);
    // Down the page half a screen at a time, as a finger would, giving each batch its frame.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 420) {
      await page.mouse.wheel(0, 420);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    // The scroll made every grid's cards, or this would not test their arrival.
    expect(await page.locator('.game-card').count()).toBeGreaterThan(made);
    await expect(page.locator('.game-cards-rest')).toHaveCount(0);
    // The space kept for them was theirs: the page is as long as before they came (a card's
    // name that wraps may add a line here and there).
    const longAfter = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(Math.abs(longAfter - longBefore), `${longBefore} px then ${longAfter} px`).toBeLessThan(
      longBefore * 0.01,
    );
    const shifts = await shiftsOf(page);
    const sum = total(shifts);
    test.info().annotations.push({ type: 'layout shift', description: sum.toFixed(4) });
    const detail = shifts
      .map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join('; ')}`)
      .join('\n');
    expect(sum, `layout shifts on ${tenant}'s large home:\n${detail}`).toBeLessThanOrEqual(BUDGET);
  });
}

for (const tenant of TENANTS) {
  test(`${tenant}: the login page does not move after its first paint`, async ({ page }) => {
    await page.addInitScript(observeShifts);
    await page.goto(`/m/login?tenant=${tenant}`);
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: /log in|เข้าสู่ระบบ|đăng nhập|لاگ ان/i }).first(),
    ).toBeVisible();
    // The social buttons (their store and code download after the paint) are in, where shown.
    const group = page.locator('.social-buttons[role="group"]');
    if (await page.locator('.social-buttons').count()) await expect(group).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await shiftsOf(page);
    const detail = shifts
      .map((s) => `  ${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join('; ')}`)
      .join('\n');
    expect(total(shifts), `layout shifts on ${tenant}'s login:\n${detail}`).toBeLessThanOrEqual(
      BUDGET,
    );
    // The form itself never moves: what comes after its paint has its box already.
    const form = shifts.filter((s) =>
      s.sources.some((src) => /form|auth-|social-|input/.test(src)),
    );
    expect(form, `the login form moved on ${tenant}:\n${detail}`).toEqual([]);
  });
}
