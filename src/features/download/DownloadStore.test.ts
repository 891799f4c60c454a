import { runInAction } from 'mobx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserWindows } from '../../platform/windows';
import { createFakeClock } from '../../testing/createFakeClock';
import type { TenantRootOptions } from '../../testing/createTenantRoot';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { directFetch } from '../../testing/directFetch';
import { BAR_CLOSED_KEY, BANNERS_SHOWN_KEY, DownloadStore } from './DownloadStore';
import { downloadStore } from './lazy';

const IPHONE_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_APP = (version: string) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile MobileWebApp/${version}`;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A window as window.open answers it: this tab is its opener until that is cut. */
interface FakeWindow {
  closed: boolean;
  close(): void;
  opener: unknown;
  /** Where it was sent after about:blank, marked when it still had this tab as its opener. */
  went: string[];
  location: { replace(url: string): void };
}

let opened: FakeWindow[] = [];
beforeEach(() => void (opened = []));

function aWindow(): FakeWindow {
  const went: string[] = [];
  const window: FakeWindow = {
    closed: false,
    close: () => undefined,
    opener: { merchantTab: true },
    went,
    location: {
      replace: (url) => void went.push(window.opener === null ? url : `${url} (opener)`),
    },
  };
  opened.push(window);
  return window;
}

async function downloadRoot(options: Partial<TenantRootOptions> = {}) {
  const clock = createFakeClock(1_000_000);
  const { root, platform } = await createTenantRoot({ start: false, clock, ...options });
  const windows = { assign: vi.fn(), open: vi.fn(aWindow) };
  platform.windows = windows as unknown as BrowserWindows;
  const download = downloadStore(root);
  download.start();
  await settle();
  return { root, download, clock, platform, windows };
}

describe('the download bar', () => {
  it('shows on an Android phone with the tenant text and opens the APK from the popup', async () => {
    const { download, windows } = await downloadRoot();
    expect(download.hidden).toBeNull();
    expect(download.text.app_desc).toMatch(/^Get the Demo Casino app/);
    download.openOptions();
    expect(download.dialog).toBe('options');
    expect(download.options).toEqual(['android', 'homeScreen']);
    download.choose('android');
    expect(windows.assign).toHaveBeenCalledWith(
      'https://download.demo-casino.test/app/demo-casino.apk',
    );
    expect(download.dialog).toBe('none');
  });

  it('offers the App Store and the profile on iOS, with the iOS 17 tip after the profile', async () => {
    const { download, windows } = await downloadRoot({ environment: { userAgent: IPHONE_17 } });
    expect(download.options).toEqual(['ios', 'iosProfile', 'homeScreen']);
    download.openOptions();
    download.choose('iosProfile');
    expect(windows.assign).toHaveBeenCalledWith(
      'https://download.demo-casino.test/app/demo-casino.mobileconfig',
    );
    expect(download.dialog).toBe('profileTip');
    expect(download.ios17).toBe(true);
  });

  it('closing hides the bar and its popups for the session, and only for it', async () => {
    const { download, platform, root } = await downloadRoot();
    download.openOptions();
    download.closeBar();
    expect(download.hidden).toBe('dismissed');
    expect(download.dialog).toBe('none');
    expect(platform.session.get(BAR_CLOSED_KEY)).toBe('1');
    expect(new DownloadStore(root).hidden).toBe('dismissed');
    platform.session.remove(BAR_CLOSED_KEY);
    expect(new DownloadStore(root).hidden).toBeNull();
  });

  it('hides in the native app, in an installed web app and from the home screen', async () => {
    expect(
      (await downloadRoot({ environment: { userAgent: ANDROID_APP('2.5.0') } })).download.hidden,
    ).toBe('nativeApp');
    expect((await downloadRoot({ environment: { isStandalone: true } })).download.hidden).toBe(
      'installed',
    );
    expect((await downloadRoot({ path: '/home?homescreen=1' })).download.hidden).toBe('installed');
  });

  it("hides on a platform without a link (the server's links count)", async () => {
    const { download } = await downloadRoot();
    const setting = download.setting!;
    runInAction(() => {
      download.setting = {
        ...setting,
        links: setting.links.filter((l) => l.resourceType !== 'Android'),
      };
    });
    expect(download.hidden).toBe('noLink');
    const iphone = await downloadRoot({ environment: { userAgent: IPHONE_17 } });
    expect(iphone.download.hidden).toBeNull();
  });

  it('on a computer, offers the desktop app only where the template turns it on', async () => {
    const desktop = { userAgent: DESKTOP };
    const off = await downloadRoot({ environment: desktop });
    expect(off.root.tenant.template.desktop_app_feature).toBe(false);
    expect(off.download.hidden).toBe('noLink');
    const tenant = off.root.tenant;
    const on = await downloadRoot({
      environment: desktop,
      tenantConfig: { ...tenant, template: { ...tenant.template, desktop_app_feature: true } },
    });
    expect(on.download.hidden).toBeNull();
    expect(on.download.options).toEqual(['desktopApp']);
    on.download.openOptions();
    on.download.choose('desktopApp');
    // No install prompt from this browser: the member is told where the browser offers it.
    expect(on.root.notices.current?.message).toMatchObject({ id: 'download.desktopAppByMenu' });
  });

  it('needs the minimum VIP rank where the tenant asks for one (ph-maya: rank 2)', async () => {
    const visitor = await downloadRoot({ tenant: 'ph-maya' });
    expect(visitor.download.hidden).toBe('vipRank');
    const low = await downloadRoot({ tenant: 'ph-maya', session: 'member', start: true });
    await vi.waitFor(() => expect(low.download.vipRank).toBe(1));
    expect(low.download.hidden).toBe('vipRank');
    const high = await downloadRoot({ tenant: 'ph-maya', session: 'vip', start: true });
    await vi.waitFor(() => expect(high.download.vipRank).toBe(4));
    expect(high.download.hidden).toBeNull();
  });

  it('asks a visitor to log in first where the tenant requires it (vn-lotto)', async () => {
    const { download, root } = await downloadRoot({ tenant: 'vn-lotto' });
    expect(download.needsLogin).toBe(true);
    download.openOptions();
    expect(download.dialog).toBe('none');
    expect(root.auth.dialog).toBe('login');
    const member = await downloadRoot({ tenant: 'vn-lotto', session: 'member' });
    member.download.openOptions();
    expect(member.download.dialog).toBe('options');
  });

  it("asks in the merchant's words (login_prompt_text), in the member's language", async () => {
    const { download, root } = await downloadRoot({ tenant: 'vn-lotto' });
    download.openOptions();
    expect(root.notices.current?.message).toEqual({ text: 'Vui lòng đăng nhập để tải ứng dụng' });
    root.notices.dismiss();
    await root.locale.setLanguage('CN');
    download.openOptions();
    expect(root.notices.current?.message).toEqual({ text: '请先登录再下载应用' });
    expect(download.text.app_desc).toMatch(/^下载西贡彩票应用/);
  });

  it('falls back to the template, then to the built-in text', async () => {
    const { download, root } = await downloadRoot({ tenant: 'vn-lotto' });
    runInAction(() => (download.setting = null));
    const { texts } = root.tenant.languages;
    expect(download.text.login_prompt_text).toBe(texts?.VI?.login_prompt_text);
    const bare = await downloadRoot({
      tenantConfig: {
        ...root.tenant,
        languages: { ...root.tenant.languages, texts: {} },
        template: { ...root.tenant.template, login_prompt_text: '' },
      },
      connect: () => () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(bare.download.text.login_prompt_text).toBe('');
    bare.download.openOptions();
    expect(bare.root.notices.current?.message).toMatchObject({ id: 'download.loginFirst' });
  });
});

describe('the popup banners', () => {
  it('show m_popup1 and m_popup2 after 20 s, once a session', async () => {
    const { download, clock, platform } = await downloadRoot();
    expect(download.banners.map((b) => b.key)).toEqual(['m_popup1', 'm_popup2']);
    expect(download.banners[0]?.url).toBe('/m/brand/demo/m_popup1.svg');
    clock.advance(19_999);
    expect(download.dialog).toBe('none');
    clock.advance(1);
    expect(download.dialog).toBe('banners');
    expect(platform.session.get(BANNERS_SHOWN_KEY)).toBe('1');
    download.closeDialog();
    download.dispose();
    download.start();
    clock.advance(60_000);
    expect(download.dialog).toBe('none');
  });

  it("show after the wait when the server's banners come later than it", async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const clock = createFakeClock(1_000_000);
    const { root } = await createTenantRoot({
      start: false,
      clock,
      connect: (api, origin) => {
        const direct = directFetch(api.app, origin);
        return async (input, init) => {
          if (String(input).includes('WPSCORE_getDownloadSetting')) await held;
          return direct(input, init);
        };
      },
    });
    const download = downloadStore(root);
    download.start();
    await settle();
    clock.advance(20_000);
    await settle();
    expect(download.dialog).toBe('none');
    answer();
    await vi.waitFor(() => expect(download.dialog).toBe('banners'));
  });

  it('keep the tenant order and wait (ph-maya: m_popup2 first, 15 s) and not where the bar hides', async () => {
    const maya = await downloadRoot({ tenant: 'ph-maya', session: 'member' });
    expect(maya.download.banners.map((b) => b.key)).toEqual(['m_popup2', 'm_popup1']);
    const closed = await downloadRoot();
    closed.download.closeBar();
    closed.clock.advance(20_000);
    expect(closed.download.dialog).toBe('none');
  });
});

describe('the app-upgrade modal', () => {
  it('shows inside an older app, closable unless mandatory', async () => {
    const { download } = await downloadRoot({
      environment: { userAgent: ANDROID_APP('2.4.39') },
    });
    expect(download.upgrade).toEqual({
      version: '2.5.0',
      url: 'https://download.demo-casino.test/app/demo-casino.apk',
      mandatory: false,
    });
    download.closeUpgrade();
    expect(download.upgradeVisible).toBe(false);
    const maya = await downloadRoot({
      tenant: 'ph-maya',
      environment: { userAgent: ANDROID_APP('2.4.0') },
    });
    expect(maya.download.upgrade?.mandatory).toBe(true);
    maya.download.closeUpgrade();
    expect(maya.download.upgradeVisible).toBe(true);
  });

  it('not in the newest app, nor in a browser', async () => {
    const newest = await downloadRoot({ environment: { userAgent: ANDROID_APP('2.5.0') } });
    expect(newest.download.upgrade).toBeNull();
    expect((await downloadRoot()).download.upgrade).toBeNull();
  });

  it('downloads directly from app version 2.4.39, through a new window before it', async () => {
    const direct = await downloadRoot({ environment: { userAgent: ANDROID_APP('2.4.39') } });
    direct.download.installUpgrade();
    expect(direct.windows.assign).toHaveBeenCalledWith(
      'https://download.demo-casino.test/app/demo-casino.apk',
    );
    expect(direct.windows.open).not.toHaveBeenCalled();
    const old = await downloadRoot({ environment: { userAgent: ANDROID_APP('2.4.38') } });
    old.download.installUpgrade();
    // A window with no opener: about:blank first (a blocked one answers null), cut, then sent.
    expect(old.windows.open).toHaveBeenCalledWith('about:blank', '_blank', '');
    expect(opened).toHaveLength(1);
    expect(opened[0]?.opener).toBeNull();
    expect(opened[0]?.went).toEqual(['https://download.demo-casino.test/app/demo-casino.apk']);
    expect(old.windows.assign).not.toHaveBeenCalled();
  });
});

describe('a download link that is not https', () => {
  /** The demo API, except that the download setting's Android link is `url`. */
  const linking =
    (url: string): TenantRootOptions['connect'] =>
    (demo, origin) => {
      const send = directFetch(demo.app, origin);
      return async (input, init) => {
        const response = await send(input, init);
        const path = new URL(input instanceof Request ? input.url : String(input), origin).pathname;
        if (path !== '/wps/relay/WPSCORE_getDownloadSetting') return response;
        const body = (await response.json()) as {
          value: { links: Array<{ resourceType: string; url: string }> };
        };
        for (const link of body.value.links) if (link.resourceType === 'Android') link.url = url;
        return Response.json(body);
      };
    };

  it.each([
    ['a browser', undefined, 'http://download.demo-casino.test/app.apk'],
    ['a browser', undefined, '//download.demo-casino.test/app.apk'],
    ['a browser', undefined, 'javascript:alert(1)'],
    ['an older app', ANDROID_APP('2.4.38'), 'http://download.demo-casino.test/app.apk'],
    ['an older app', ANDROID_APP('2.4.38'), '//download.demo-casino.test/app.apk'],
  ])('in %s, %s opens nothing and says it cannot be opened', async (_where, userAgent, url) => {
    const { download, windows, root } = await downloadRoot({
      connect: linking(url),
      ...(userAgent ? { environment: { userAgent } } : {}),
    });
    expect(download.links.find((link) => link.resourceType === 'Android')?.url).toBe(url);
    const shown = vi.spyOn(root.notices, 'push');
    if (userAgent) download.installUpgrade();
    else {
      download.openOptions();
      download.choose('android');
    }
    expect(windows.assign).not.toHaveBeenCalled();
    expect(windows.open).not.toHaveBeenCalled();
    expect(download.dialog).toBe('none');
    expect(shown).toHaveBeenCalledWith({
      message: expect.objectContaining({
        id: 'download.cannotOpen',
        defaultMessage: 'This download link cannot be opened. Please try again later.',
      }),
    });
  });
});
