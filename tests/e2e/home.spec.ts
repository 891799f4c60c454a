import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { untilNoNewScript } from './idleScripts';
import { switchMember } from './switchMember';

/** The menu entries (their types) each role should see, from each tenant file (spec 5 and 6). */
const MENU: Record<string, { member: string[]; agent: string[] }> = {
  demo: {
    member: [
      'VIP',
      'VIP_BENEFIT',
      'MISSION',
      'SIGN_IN',
      'RESCUE_FUND',
      'PROMO_CODE',
      'REFERRAL',
      'APP_DOWNLOAD',
      'CUSTOMER_SERVICE',
    ],
    agent: [
      'VIP',
      'VIP_BENEFIT',
      'AGENT',
      'MISSION',
      'SIGN_IN',
      'RESCUE_FUND',
      'PROMO_CODE',
      'REFERRAL',
      'APP_DOWNLOAD',
      'CUSTOMER_SERVICE',
    ],
  },
  // promo code off in its whitelabel flags; no VIP benefit entry in its menu
  'ph-maya': {
    member: ['MISSION', 'SIGN_IN', 'VIP', 'REFERRAL', 'APP_DOWNLOAD', 'CUSTOMER_SERVICE'],
    agent: ['MISSION', 'SIGN_IN', 'VIP', 'REFERRAL', 'AGENT', 'APP_DOWNLOAD', 'CUSTOMER_SERVICE'],
  },
  'pk-urdu': {
    member: [
      'VIP',
      'VIP_BENEFIT',
      'MISSION',
      'SIGN_IN',
      'RESCUE_FUND',
      'PROMO_CODE',
      'REFERRAL',
      'APP_DOWNLOAD',
      'CUSTOMER_SERVICE',
    ],
    agent: [
      'VIP',
      'VIP_BENEFIT',
      'MISSION',
      'SIGN_IN',
      'RESCUE_FUND',
      'PROMO_CODE',
      'REFERRAL',
      'AGENT',
      'APP_DOWNLOAD',
      'CUSTOMER_SERVICE',
    ],
  },
  // no daily sign-in promotion, no referral entry, no agent entry in its menu
  'th-line': {
    member: [
      'VIP',
      'VIP_BENEFIT',
      'MISSION',
      'RESCUE_FUND',
      'PROMO_CODE',
      'APP_DOWNLOAD',
      'CUSTOMER_SERVICE',
    ],
    agent: [
      'VIP',
      'VIP_BENEFIT',
      'MISSION',
      'RESCUE_FUND',
      'PROMO_CODE',
      'APP_DOWNLOAD',
      'CUSTOMER_SERVICE',
    ],
  },
  // no missions promotion
  'vn-lotto': {
    member: [
      'VIP',
      'VIP_BENEFIT',
      'SIGN_IN',
      'RESCUE_FUND',
      'PROMO_CODE',
      'REFERRAL',
      // The merchant's own entry (its label is a merchant text: docs/tenants.md, "texts").
      'LINK',
      'APP_DOWNLOAD',
      'CUSTOMER_SERVICE',
    ],
    agent: [
      'VIP',
      'VIP_BENEFIT',
      'SIGN_IN',
      'RESCUE_FUND',
      'PROMO_CODE',
      'REFERRAL',
      'AGENT',
      'LINK',
      'APP_DOWNLOAD',
      'CUSTOMER_SERVICE',
    ],
  },
};

const home = (tenant: string, login: string) =>
  `/m/home?tenant=${tenant}&token=demo-token.${tenant}.${login}`;
const menu = (page: Page) => page.locator('nav.menu-grid');
/** demo's member home, once its announcements' track moves. */
async function movingMarquee(page: Page) {
  await page.goto(home('demo', 'member1'));
  const track = page.getByRole('region', { name: 'Announcements' }).locator('.marquee-track');
  await expect(track).toHaveClass(/is-moving/);
  return track;
}
const menuTypes = (page: Page) =>
  menu(page)
    .locator('button.menu-entry')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-type')));

test.describe('the menu per role and tenant', () => {
  for (const [tenant, expected] of Object.entries(MENU)) {
    test(`${tenant}: member, type 4 and agent see their entries`, async ({ page }) => {
      await page.goto(home(tenant, 'member1'));
      // The member's promotions arrive after the first paint: the entries settle then.
      await expect.poll(() => menuTypes(page), { timeout: 10_000 }).toEqual(expected.member);
      await switchMember(page, home(tenant, 'type4'), 'type4');
      // The member's promotions arrive after the first paint: the entries settle then.
      await expect.poll(() => menuTypes(page), { timeout: 10_000 }).toEqual(expected.member);
      await switchMember(page, home(tenant, 'agent1'), 'agent1');
      // The member's promotions arrive after the first paint: the entries settle then.
      await expect.poll(() => menuTypes(page), { timeout: 10_000 }).toEqual(expected.agent);
    });
  }

  test('a visitor has no home: the login page instead', async ({ page }) => {
    await page.goto('/m/home?tenant=demo');
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(menu(page)).toHaveCount(0);
  });

  test('the demo labels, and referral: a member invites, an agent registers agents', async ({
    page,
  }) => {
    await page.goto(home('demo', 'member1'));
    await expect(menu(page).getByRole('button')).toHaveText([
      'VIP',
      'VIP benefits',
      'Missions',
      'Daily sign-in',
      'Rescue fund',
      'Promo code',
      'Refer friends',
      'Get the app',
      'Customer service',
    ]);
    await menu(page).getByRole('button', { name: 'Refer friends' }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    await switchMember(page, home('demo', 'agent1'), 'agent1');
    await menu(page).getByRole('button', { name: 'Refer friends' }).click();
    await expect(page).toHaveURL(/\/m\/agentRegister$/);
  });

  test('an entry opens its page; the app entry opens the download popup', async ({ page }) => {
    await page.goto(home('demo', 'member1'));
    await menu(page).getByRole('button', { name: 'Get the app' }).click();
    await expect(page.getByRole('dialog', { name: 'Get the app' })).toBeVisible();
    await page.keyboard.press('Escape');
    await menu(page).getByRole('button', { name: 'Missions' }).click();
    await expect(page).toHaveURL(/\/m\/mission$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Missions');
  });

  test("the entries' page is loaded while the home is idle, before the first tap", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(home('demo', 'member1'));
    await expect.poll(() => scripts.some((path) => /\/MenuPage-[\w-]+\.js$/.test(path))).toBe(true);
    // The page's own imports and the home's other after-paint code come down too.
    await untilNoNewScript(page, scripts);
    const before = scripts.length;
    await menu(page).getByRole('button', { name: 'Missions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Missions');
    expect(scripts.slice(before)).toEqual([]);
  });

  test('the account sheet is drawn, closed, while the home is idle: the tap only opens it', async ({
    page,
  }) => {
    await page.goto(home('demo', 'member1'));
    // Closed: in the document, not on screen and not offered to assistive technology.
    const closed = page.locator('dialog.modal-backdrop:not([open])', {
      has: page.locator('.account-sheet-language'),
    });
    await expect(closed).toHaveCount(1);
    await expect(closed).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'My account', exact: true }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('combobox', { name: 'Language' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'My account', exact: true }),
    ).toBeFocused();
  });
});

test.describe('the home banners', () => {
  const slide = (page: Page, linkage: string, nth = 0) =>
    page.locator(`.banner-slide[data-linkage="${linkage}"]`).nth(nth);
  /** A member taps a banner (it may be swiped off screen: the tap is the button's click). */
  const tap = async (page: Page, linkage: string, nth = 0) => {
    await expect(slide(page, linkage, nth)).toHaveCount(1);
    await slide(page, linkage, nth).evaluate((button: HTMLButtonElement) => button.click());
  };

  test('P opens its promotion, G launches its game, /m/ stays in the app', async ({ page }) => {
    await page.goto(home('demo', 'member1'));
    await tap(page, 'P');
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome bonus on your first deposit',
    );
    await page.goBack();
    await tap(page, 'G');
    await expect(page).toHaveURL(/\/m\/launchGame\?vendor=LOTTOHUB&code=/);
    // The game launches (the demo's game page).
    await expect(page).toHaveURL(/\/m\/demo-game\.html\?/, { timeout: 15_000 });
    await page.goto(home('demo', 'member1'));
    await tap(page, 'URL', 0);
    await expect(page).toHaveURL(/\/m\/download$/);
  });

  test('an https banner on a trusted host opens outside with token and username', async ({
    page,
  }) => {
    await page
      .context()
      .route('https://**.demo-casino.test/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>news</title>' }),
      );
    await page.goto(home('demo', 'member1'));
    const popup = page.waitForEvent('popup');
    await tap(page, 'URL', 1);
    const url = new URL((await popup).url());
    expect(url.pathname).toBe('/news/this-week');
    expect(url.searchParams.get('token')).toBe('demo-token.demo.member1');
    expect(url.searchParams.get('username')).toBe('member1');
  });

  test('a javascript: banner does nothing', async ({ page }) => {
    await page.goto(home('demo', 'member1'));
    let popups = 0;
    page.on('popup', () => (popups += 1));
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await tap(page, 'URL', 2);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/m\/home\?/);
    expect(popups).toBe(0);
    expect(dialogs).toBe(0);
  });
});

test.describe('announcements and promotions', () => {
  test('the marquee scrolls at 60 px/s; a tap opens the announcement', async ({ page }) => {
    await page.goto(home('demo', 'member1'));
    const marquee = page.getByRole('region', { name: 'Announcements' });
    const track = marquee.locator('.marquee-track');
    await expect(track).toHaveClass(/is-moving/);
    const { seconds, width, box } = await track.evaluate((el) => ({
      seconds: Number(el.getAttribute('data-seconds')),
      width: el.scrollWidth,
      box: el.parentElement!.clientWidth,
    }));
    expect(seconds).toBeCloseTo((width + box) / 60, 1);
    await marquee
      .getByRole('button')
      .first()
      .evaluate((b: HTMLButtonElement) => b.click());
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('turned sideways, the marquee still runs at 60 px/s, from its new edge', async ({
    page,
  }) => {
    const track = await movingMarquee(page);
    const run = () =>
      track.evaluate((el) => ({
        seconds: Number(el.getAttribute('data-seconds')),
        from: Number(getComputedStyle(el).getPropertyValue('--marquee-from').replace('px', '')),
        width: el.scrollWidth,
        box: el.parentElement!.clientWidth,
      }));
    const upright = await run();
    expect(upright.from).toBe(upright.box);
    // Sideways the page keeps a phone's proportions (base.css): its box is narrower.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(async () => (await run()).box).not.toBe(upright.box);
    // The run starts from the box's new edge, at the same speed.
    await expect.poll(async () => (await run()).from).not.toBe(upright.from);
    const sideways = await run();
    expect(sideways.from).toBe(sideways.box);
    expect(sideways.seconds).toBeCloseTo((sideways.width + sideways.box) / 60, 1);
  });

  test('the marquee stops while it is scrolled off the screen, and goes on from there when it is back', async ({
    page,
  }) => {
    const track = await movingMarquee(page);
    const motion = () =>
      track.evaluate((el) => {
        const [animation] = el.getAnimations();
        return { state: animation?.playState, time: Number(animation?.currentTime ?? 0) };
      });
    await expect.poll(async () => (await motion()).state).toBe('running');
    // Down to the page's end: the announcements are off the screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => track.evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeLessThan(0);
    await expect.poll(async () => (await motion()).state).toBe('paused');
    const stopped = (await motion()).time;
    await page.waitForTimeout(500);
    expect((await motion()).time).toBe(stopped);
    // Back up: it moves on from where it stopped, not from the start.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await motion()).state).toBe('running');
    await expect.poll(async () => (await motion()).time).toBeGreaterThan(stopped);
    expect((await motion()).time).toBeLessThan(stopped + 5_000);
  });

  test('the banners turn by themselves, not while they are scrolled off the screen', async ({
    page,
  }) => {
    // demo turns its banners every 5 s (tenants/demo.json): on a clock the test moves.
    const turn = 5_000;
    await page.clock.install();
    await page.goto(home('demo', 'member1'));
    const carousel = page.getByRole('region', { name: 'Featured' });
    const viewport = carousel.locator('.banners-viewport');
    await expect(viewport).toHaveClass(/is-enhanced/);
    const shown = () =>
      carousel
        .locator('.banners-dot')
        .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));
    // The carousel hears it is on or off the screen from an IntersectionObserver: one made
    // after it hears in the same update, after it.
    const seen = () =>
      viewport.evaluate(
        (el) =>
          new Promise<void>((done) => {
            const observer = new IntersectionObserver(() => {
              observer.disconnect();
              done();
            });
            observer.observe(el);
          }),
      );
    const first = await shown();
    await page.clock.fastForward(turn);
    await expect.poll(shown).not.toBe(first);
    // Just after a turn, down to the page's end: the banners are off the screen.
    const left = await shown();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => carousel.evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeLessThan(0);
    await seen();
    await page.clock.fastForward(turn + 1_500);
    expect(await shown()).toBe(left);
    // Back up: they turn again, a whole turn after they are seen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await seen();
    await page.clock.fastForward(turn);
    await expect.poll(shown).not.toBe(left);
  });

  test('with reduced motion the banners do not turn by themselves, and a dot shows its banner at once', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(home('demo', 'member1'));
    const carousel = page.getByRole('region', { name: 'Featured' });
    const viewport = carousel.locator('.banners-viewport');
    await expect(viewport).toHaveClass(/is-enhanced/);
    const dots = carousel.locator('.banners-dot');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    // Longer than demo's 5 s between turns, on the page's clock.
    await page.clock.fastForward(6_500);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    // The third banner's dot: two frames later the banner fills the box, no slide in between.
    const offset = await dots.nth(2).evaluate(async (dot) => {
      (dot as HTMLButtonElement).click();
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const box = dot.closest('section')!.querySelector('.banners-viewport')!;
      const slide = box.querySelectorAll('.banner-slide')[2]!;
      return Math.abs(slide.getBoundingClientRect().left - box.getBoundingClientRect().left);
    });
    expect(offset).toBeLessThan(1);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('promotion categories switch, and a card opens its activity page', async ({ page }) => {
    await page.goto(home('demo', 'member1'));
    const promos = page.getByRole('region', { name: 'Promotions' });
    const tabs = promos.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    // The panel follows the tab a frame later: it is the tab's once labelled by it.
    const panel = promos.getByRole('tabpanel', { name: await tabs.nth(1).innerText() });
    await expect(panel).toBeVisible();
    await expect(panel).not.toHaveAttribute('aria-busy');
    const card = panel.getByRole('link').first();
    const title = await card.innerText();
    await card.click();
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test.describe("a member's first-screen data, asked for as the page starts (decision 0013)", () => {
  for (const tenant of ['demo', 'vn-lotto', 'th-line']) {
    test(`${tenant}: the home's calls go out once, before the app's code is in`, async ({
      page,
    }) => {
      // A framework download that never ends, as on a slow phone: the app cannot ask for anything
      // before it. It is let through once the first-screen calls are out, or after 10 s (then
      // the calls come after it and the test fails): a fixed delay raced a loaded machine.
      const first = ['/wps/member/info', '/wps/relay/MCSFE_getBanners'];
      const calls: Array<{ path: string; at: number }> = [];
      let seen = () => {};
      const allSeen = new Promise<void>((resolve) => (seen = resolve));
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (!pathname.startsWith('/wps/')) return;
        calls.push({ path: pathname, at: Date.now() });
        if (first.every((path) => calls.some((call) => call.path === path))) seen();
      });
      let released = Number.POSITIVE_INFINITY;
      await page.route('**/m/assets/framework-*.js', async (route) => {
        await Promise.race([allSeen, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        released = Date.now();
        await route.continue();
      });
      await page.goto(home(tenant, 'member1'));
      await expect(page.locator('.banner-slide').first()).toBeVisible();
      for (const path of first) {
        const sent = calls.filter((call) => call.path === path);
        expect(sent, `${path} once`).toHaveLength(1);
        expect(sent[0]?.at ?? Infinity, `${path} before the framework`).toBeLessThanOrEqual(
          released,
        );
      }
    });
  }
});
