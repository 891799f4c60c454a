import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { NOTIFICATIONS_TAG } from '../../scripts/lib/chromium.ts';
import { expect, test } from './fixtures';
import { withTenantPatch } from './tenantFlags';

/**
 * Accessibility: axe-core on every screen and dialog, in every demo tenant, in the tenant's own
 * language, with the merchants' own texts on screen (vn-lotto's menu entry, pk-urdu's login line). A serious or critical finding fails the walk; the message names each rule and the
 * elements it found. One test per tenant and part, so the parts run side by side.
 */
// Side by side across workers too: without this a file's tests run one after another in one
// worker, and this file is the longest of the suite.
test.describe.configure({ mode: 'parallel' });

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const TENANTS = ['demo', 'vn-lotto', 'ph-maya', 'th-line', 'pk-urdu'] as const;
type Tenant = (typeof TENANTS)[number];
const PASSWORD = 'Passw0rd!';

interface TenantFile {
  languages: { default: string };
  flags: Record<string, boolean>;
  push?: { enabled?: boolean };
  manifest: { short_name: string };
  menu: Array<{ label: string }>;
  texts?: Record<string, Record<string, string>>;
}

/** Whether the tenant asks its members for push notifications. */
const pushOn = (file: TenantFile) => file.push !== undefined && file.push.enabled !== false;

const tenantFile = (code: Tenant) =>
  JSON.parse(readFileSync(`tenants/${code}.json`, 'utf8')) as TenantFile;

/**
 * The merchant's own words the walk scans (docs/i18n.md, "Merchant texts"), in the tenant's
 * language: the login page's texts it overrides (pk-urdu's Urdu line), and the menu entries it
 * named with its own texts (vn-lotto's Lottery deals), shown on a member's home.
 */
function merchantTexts(code: Tenant): { login: string[]; menu: string[] } {
  const { texts = {}, languages, menu } = tenantFile(code);
  const own = (id: string) => texts[id]?.[languages.default];
  return {
    login: ['auth.login.noAccount', 'auth.login.forgot', 'auth.login.submit']
      .map(own)
      .filter((text): text is string => Boolean(text)),
    menu: menu
      .filter((entry) => entry.label.startsWith('merchant.'))
      .map((entry) => own(entry.label))
      .filter((text): text is string => Boolean(text)),
  };
}

type Catalogue = Record<string, string>;
const catalogue = (language: string) =>
  JSON.parse(readFileSync(`src/i18n/messages/${language.toLowerCase()}.json`, 'utf8')) as Catalogue;
const ENGLISH = catalogue('EN');

/** A message of the app in the tenant's default language, as the member reads it. */
function messagesOf(code: Tenant) {
  const language = tenantFile(code).languages.default;
  const own = catalogue(language);
  return (id: string, values: Record<string, string> = {}): string => {
    const text = own[id] ?? ENGLISH[id];
    if (text === undefined) throw new Error(`no message ${id}`);
    return String(new IntlMessageFormat(text, 'en').format(values));
  };
}

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Runs axe on what the page shows now (only inside `within`, e.g. an open dialog, when given);
 * keeps the serious and critical findings.
 */
async function scan(
  page: Page,
  screen: string,
  findings: Finding[],
  within?: string,
): Promise<void> {
  // A kept dialog (the account sheet, customer service) is shown in the tap's frame and made
  // modal in the task after it, which starts its fade-in again: that one is waited for too.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('dialog[open]')).every((d) => d.matches(':modal')),
  );
  // Colours are measured as the member reads them: once a dialog's fade-in has ended, not
  // through the half-transparent first frames (which would fail every text in it).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page })
    // Experimental in axe 4, and the finding that started this walk: a control's name must
    // contain its visible text (speech users say what they see).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    // axe.run in the page itself: without it, each scan opens a second page to merge the
    // frames' results, half of its time. The app's screens have no frame from another origin,
    // the one kind this leaves out; one of another origin on a screen fails the scan below.
    .setLegacyMode();
  if (within) builder = builder.include(within);
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url.startsWith('http') && new URL(url).origin !== origin);
  expect(foreign, `${screen}: a frame of another origin, which the scan leaves out`).toEqual([]);
  const result = await builder.analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    findings.push({
      screen,
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    });
  }
}

function report(findings: Finding[]): string {
  return (
    `axe found ${findings.length} serious or critical finding(s):\n` +
    findings
      .map((f) => `  [${f.screen}] ${f.rule} (${f.impact}): ${f.targets.join(', ')}`)
      .join('\n')
  );
}

async function expectClean(findings: Finding[], testInfo: TestInfo): Promise<void> {
  await testInfo.attach('axe findings', { body: JSON.stringify(findings, null, 2) });
  expect(findings, report(findings)).toEqual([]);
}

/** Closes the dialog on top with Escape, as a keyboard user would, and checks it went. */
async function dismiss(page: Page, dialog: ReturnType<Page['getByRole']>): Promise<void> {
  // The key goes where focus is: a real dialog has it inside by now.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const id = await dialog.evaluate((el, marker) => {
    el.setAttribute('data-a11y-dismissed', marker);
    return marker;
  }, `d${Date.now()}`);
  await page.keyboard.press('Escape');
  // Gone from the screen: removed, or (a dialog drawn before it is asked for) closed.
  await expect(page.locator(`[data-a11y-dismissed="${id}"]`)).toBeHidden();
  await expect(page.locator(`[data-a11y-dismissed="${id}"][open]`)).toHaveCount(0);
}

/**
 * The tenant's popup banners (download.popupBanners) after one second instead of their wait,
 * once; false when the tenant has none.
 */
async function quickPopupBanners(page: Page, code: Tenant): Promise<boolean> {
  const { downloads } = tenantFile(code) as {
    downloads?: { popupBanners?: unknown; bar?: { minVipRank?: number } };
  };
  // Like the bar, the banners wait for a member of the minimum VIP rank where one is set.
  if (!downloads?.popupBanners || downloads.bar?.minVipRank) return false;
  await withTenantPatch(page, code, (tenant) => {
    (tenant.downloads as { popupBanners: { waitSeconds: number } }).popupBanners.waitSeconds = 1;
  });
  return true;
}

/**
 * The tenant's popup banners held back for the longest wait the schema allows (600 s), so that
 * they cover nothing in this test. Removing the key is not enough: the default wait (20 s) then
 * applies, which a slow run under load reaches.
 */
function holdPopupBanners(tenant: Record<string, unknown>): void {
  const downloads = tenant.downloads as { popupBanners?: Record<string, unknown> } | undefined;
  if (downloads) downloads.popupBanners = { ...downloads.popupBanners, waitSeconds: 600 };
}

async function noPopupBanners(page: Page, code: Tenant): Promise<void> {
  await withTenantPatch(page, code, holdPopupBanners);
}

/** Dispatches a synthetic beforeinstallprompt once the page has loaded (as pwa.spec.ts). */
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

function loginCaptcha(code: Tenant): boolean {
  const { captcha } = tenantFile(code) as {
    captcha?: { showLoginGeetest?: boolean; provider?: string };
  };
  return captcha?.showLoginGeetest === true && captcha.provider !== 'fake';
}

const asMember = (code: Tenant, login = 'member1') =>
  `tenant=${code}&token=demo-token.${code}.${login}`;

for (const code of TENANTS) {
  const t = messagesOf(code);
  const file = tenantFile(code);

  test.describe(`accessibility in ${code}`, () => {
    test('a visitor: home, download bar, popups, login and register, invite, notices', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const findings: Finding[] = [];
      const popupBanners = await quickPopupBanners(page, code);
      // A visitor's home is the login page (spec 2).
      await page.goto(`/m/home?tenant=${code}`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      if (popupBanners) {
        const banners = page.getByRole('dialog', { name: t('download.banners.title') });
        // One second after the page has started, which a busy machine stretches.
        await expect(banners).toBeVisible({ timeout: 15_000 });
        await scan(page, 'download popup banners', findings, DIALOG);
        await dismiss(page, banners);
      }
      // The merchant's own login texts are on the screen axe reads.
      for (const text of merchantTexts(code).login) {
        await expect(page.getByText(text)).toBeVisible();
      }
      await scan(page, 'home (visitor)', findings);

      // The phone's user agent (Android) shows the download bar; its button opens the popup
      // (or, where the tenant wants a member, the login dialog).
      const bar = page.getByRole('complementary', { name: t('download.banner.app') });
      if ((await bar.count()) > 0) {
        await bar.getByRole('button', { name: t('download.button'), exact: true }).click();
        const popup = page.getByRole('dialog').last();
        await expect(popup).toBeVisible();
        await scan(page, 'download popup', findings, DIALOG);
        await dismiss(page, popup);
      }

      for (const path of ['register', 'inviteFriends']) {
        await page.goto(`/m/${path}?tenant=${code}`);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scan(page, `/m/${path} (visitor)`, findings);
      }

      // On a public page the header's Log in opens the login dialog over it.
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('nav.login'), exact: true })
        .click();
      const loginDialog = page.getByRole('dialog', { name: t('nav.login') });
      await expect(loginDialog).toBeVisible();
      await scan(page, 'login dialog', findings, DIALOG);
      await dismiss(page, loginDialog);

      // The status call's answers (spec 4), one page load each.
      const statuses: Array<[string, object]> = [
        ['maintenance', { errorCode: null, message: null, data: { maintenance: true } }],
        ['access denied', { errorCode: null, message: null, data: { regionRestricted: true } }],
        [
          'domain popup',
          { errorCode: 'domain_not_available', message: 'Not available', data: null },
        ],
        [
          'status notice',
          { errorCode: 'site.closed', message: 'Closed for the night', data: null },
        ],
      ];
      for (const [screen, body] of statuses) {
        await page.route('**/wps/v2/system/status**', (route) => route.fulfill({ json: body }));
        await page.goto(`/m/login?tenant=${code}`);
        await expect(page.getByRole('alert').or(page.getByRole('alertdialog'))).toBeVisible();
        await scan(page, screen, findings);
        await page.unroute('**/wps/v2/system/status**');
      }

      await expectClean(findings, testInfo);
    });

    // The push prompt's screens need a browser that asks for notifications (NOTIFICATIONS_TAG).
    const member = pushOn(file) ? { tag: NOTIFICATIONS_TAG } : {};
    test(
      'a member: home, account, customer service and chat, pages, launch, push',
      member,
      async ({ page }, testInfo) => {
        test.setTimeout(120_000);
        const findings: Finding[] = [];
        const push = pushOn(file);
        await withTenantPatch(page, code, (tenant) => {
          holdPopupBanners(tenant);
          if (push) (tenant.push as { promptDelaySeconds?: number }).promptDelaySeconds = 1;
        });
        await page.goto(`/m/home?${asMember(code)}`);
        await expect(page.getByRole('banner')).toBeVisible();
        if (push) {
          const optIn = page.getByRole('dialog', {
            name: t('push.title', { name: file.manifest.short_name }),
          });
          await expect(optIn).toBeVisible();
          await scan(page, 'push opt-in', findings, DIALOG);
          await optIn.getByRole('button', { name: t('push.later') }).click();
          await expect(optIn).toBeHidden();
        }
        await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
        // The menu entries the merchant named with its own texts are on the screen axe reads.
        for (const text of merchantTexts(code).menu) {
          await expect(page.getByRole('button', { name: text })).toBeVisible();
        }
        await scan(page, 'home (member)', findings);

        await page
          .getByRole('banner')
          .getByRole('button', { name: t('header.account'), exact: true })
          .click();
        const account = page.getByRole('dialog', { name: 'member1' });
        await expect(account).toBeVisible();
        await scan(page, 'account sheet', findings, DIALOG);
        await dismiss(page, account);

        await page.getByTestId('customer-service-button').click();
        const list = page.getByRole('dialog', { name: t('support.list.title') });
        await expect(list).toBeVisible();
        await scan(page, 'customer-service list', findings, DIALOG);
        await list
          .getByRole('button')
          .filter({ hasNotText: t('support.close') })
          .last()
          .click();
        const chat = page.getByRole('dialog').last();
        await expect(chat).not.toHaveAccessibleName(t('support.list.title'));
        await scan(page, 'customer-service chat', findings, DIALOG);
        await dismiss(page, chat);

        for (const path of ['inviteFriends', 'changePsw', 'member/home']) {
          await page.goto(`/m/${path}?${asMember(code)}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await scan(page, `/m/${path} (member)`, findings);
        }

        // A launch that hangs (the demo API's DEMO_SLOW codes) keeps the launch page on screen.
        await page.goto(
          `/m/launchGame?${asMember(code)}&vendor=LOTTOHUB&code=DEMO_SLOW${Date.now()}`,
        );
        await expect(page.getByRole('main')).toBeVisible();
        await scan(page, 'launch page', findings);

        await expectClean(findings, testInfo);
      },
    );

    test.describe('in a browser that can install the site', () => {
      test.use({ serviceWorkers: 'block' });

      test('the install prompt', async ({ page }, testInfo) => {
        const findings: Finding[] = [];
        await noPopupBanners(page, code);
        await offerInstall(page);
        await page.goto(`/m/home?${asMember(code)}`);
        const offer = page.getByRole('dialog', {
          name: t('pwa.install.title', { name: file.manifest.short_name }),
        });
        await expect(offer).toBeVisible();
        await scan(page, 'install prompt', findings, DIALOG);
        await expectClean(findings, testInfo);
      });
    });

    test.describe('in the platform app below its latest version', () => {
      test.use({
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
          'Chrome/131.0.0.0 Mobile Safari/537.36 MobileWebApp/1.0.0',
      });

      test('the upgrade modal', async ({ page }, testInfo) => {
        const findings: Finding[] = [];
        await noPopupBanners(page, code);
        await page.goto(`/m/home?${asMember(code)}`);
        const upgrade = page.getByRole('alertdialog', { name: t('download.upgrade.title') });
        await expect(upgrade).toBeVisible();
        await scan(page, 'upgrade modal', findings, DIALOG);
        await expectClean(findings, testInfo);
      });
    });

    test('the update dialog when the next build is out', async ({ page, context }, testInfo) => {
      const findings: Finding[] = [];
      await noPopupBanners(page, code);
      await page.goto(`/m/login?tenant=${code}`);
      // The first check (1.5 s after start) stores the deployed build's hash (as pwa.spec.ts).
      const hash = () => page.evaluate(() => localStorage.getItem('pwaAssetHash'));
      await expect.poll(hash, { timeout: 10_000 }).not.toBeNull();
      await context.addCookies([
        { name: 'demoNextBuild', value: `next-after-${await hash()}`, url: page.url() },
      ]);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const update = page.getByRole('alertdialog', { name: t('pwa.update.title') });
      await expect(update).toBeVisible();
      await scan(page, 'update dialog', findings, DIALOG);
      await expectClean(findings, testInfo);
    });

    test('signing in: second factor', async ({ page }, testInfo) => {
      // A real GeeTest captcha guards these tenants' login; the fake one is the demo's.
      test.skip(loginCaptcha(code), 'the login needs the real captcha');
      const findings: Finding[] = [];
      await noPopupBanners(page, code);
      await page.goto(`/m/login?tenant=${code}`);
      const form = page.getByRole('main');
      await expect(form.getByRole('textbox').first()).toBeVisible();
      const byUsername = form.getByRole('radio', { name: t('auth.login.method.username') });
      if ((await byUsername.count()) > 0) await byUsername.check();
      await form
        .getByRole('textbox', { name: t('auth.login.username'), exact: true })
        .fill('twofa1');
      await form.getByLabel(t('auth.login.password'), { exact: true }).fill(PASSWORD);
      await form.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
      const secondFactor = page.getByRole('dialog', { name: t('auth.secondFactor.title') });
      await expect(secondFactor).toBeVisible();
      await scan(page, 'second factor', findings, DIALOG);
      await expectClean(findings, testInfo);
    });
  });
}
