import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { DownloadLink, DownloadSetting, DownloadText } from '../../api/calls/download';
import { getDownloadSetting } from '../../api/calls/download';
import type { ApiClient } from '../../api/types';
import type { LaunchInfo } from '../../config/launchInfo';
import type { TenantConfig } from '../../config/tenant.gen';
import { templateText } from '../../i18n/templateText';
import { nativeAppVersion } from '../../platform/environment';
import { openWithoutOpener } from '../../platform/openWithoutOpener';
import { outboundUrl } from '../../platform/outboundUrl';
import type { Platform } from '../../platform/platform';
import type { AuthStore, SessionStore } from '../auth';
import type { LocaleStore } from '../locale';
import type { NoticeStore } from '../notices';
import type { PwaStore } from '../pwa';
import type { BarHidden, DevicePlatform, DownloadOption } from './downloadRules';
import {
  barHidden,
  compareVersions,
  devicePlatform,
  isIos17,
  linkFor,
  optionsFor,
} from './downloadRules';
import { downloadMessages } from './messages';

/** Session storage: the bar (and its popups) closed for this session (spec 4). */
export const BAR_CLOSED_KEY = 'downloadBarClosed';
/** Session storage: the popup banners were offered in this session. */
export const BANNERS_SHOWN_KEY = 'downloadBannersShown';
/** spec 9 defaults. */
export const DEFAULT_BANNER_KEYS = ['m_popup1', 'm_popup2'];
export const DEFAULT_BANNER_WAIT_S = 20;
export const DEFAULT_DIRECT_DOWNLOAD_VERSION = '2.4.39';

/** What the download store needs from the root (the RootStore satisfies it). */
export interface DownloadRoot {
  readonly platform: Platform;
  readonly tenant: TenantConfig;
  readonly api: ApiClient;
  readonly launch: LaunchInfo;
  readonly session: SessionStore;
  readonly auth: AuthStore;
  readonly pwa: PwaStore;
  readonly notices: NoticeStore;
  readonly locale: LocaleStore;
}

/** The popup on screen: the download options, the banners, the iOS profile tip, or none. */
export type DownloadDialog = 'none' | 'options' | 'banners' | 'profileTip';

export interface PopupBanner {
  key: string;
  url: string;
}

export interface AppUpgrade {
  version: string;
  url: string;
  mandatory: boolean;
}

/**
 * The download bar and popup, the default popup banners and the app-upgrade modal (spec 2, 4, 5):
 * which to show, by platform, session, installation and VIP rank, and what each choice opens.
 */
export class DownloadStore {
  setting: DownloadSetting | null = null;
  closed: boolean;
  dialog: DownloadDialog = 'none';
  upgradeClosed = false;
  private readonly stops: Array<() => void> = [];

  constructor(private readonly root: DownloadRoot) {
    this.closed = root.platform.session.get(BAR_CLOSED_KEY) === '1';
    makeAutoObservable<DownloadStore, 'root' | 'stops'>(
      this,
      { root: false, stops: false },
      { autoBind: true },
    );
  }

  private get config() {
    return this.root.tenant.downloads;
  }

  get platformKind(): DevicePlatform | null {
    const { env } = this.root.platform;
    return devicePlatform(env.userAgent, env.isIPad);
  }

  /** The server's links; the tenant file's until it answers (or when it cannot). */
  get links(): readonly DownloadLink[] {
    return this.setting?.links ?? this.config.links;
  }

  /**
   * The download texts in the member's language (spec 3, 4): the server's for that language,
   * else the tenant file's, else the template's, text by text. A language change shows the new
   * language at once and asks the server again (start()).
   */
  get text(): DownloadText {
    const { template, languages } = this.root.tenant;
    const { language } = this.root.locale;
    const server = this.setting?.texts[language];
    const local = languages.texts?.[language];
    const pick = (key: keyof DownloadText): string =>
      server?.[key] || local?.[key] || template[key] || '';
    return { app_desc: pick('app_desc'), login_prompt_text: pick('login_prompt_text') };
  }

  get icon(): string | null {
    return this.links.find((link) => link.resourceType === 'AppDownloadIcon')?.url ?? null;
  }

  /** spec 8: iOS 17 gets its own profile-install steps. */
  get ios17(): boolean {
    return isIos17(this.root.platform.env.userAgent);
  }

  /** The options of the download popup on this phone. */
  get options(): DownloadOption[] {
    const homeScreen =
      this.config.bar?.showHomeScreenOption !== false && this.root.tenant.template.pwa !== false;
    const desktopApp = this.root.tenant.template.desktop_app_feature === true;
    return optionsFor(this.platformKind, this.links, homeScreen, desktopApp);
  }

  private get appLinks(): number {
    return this.options.filter((option) => option !== 'homeScreen').length;
  }

  /** The member's VIP rank level, from the member's label (tenant vipLabels); null if unknown. */
  get vipRank(): number | null {
    const labelId = this.root.auth.member.current?.rankProgress?.playerRankProgress.labelId;
    if (labelId == null) return null;
    return (
      this.root.tenant.vipLabels?.find((label) => label.labelId === labelId)?.rankLevel ?? null
    );
  }

  /** Why the bar is hidden (spec 4), or null when it shows. */
  get hidden(): BarHidden | null {
    const { env } = this.root.platform;
    return barHidden({
      enabled: this.config.bar?.enabled !== false,
      dismissed: this.closed,
      // In the app, or the merchant's app is on this phone (the manifest's related_applications).
      isNativeApp: env.isNativeApp || this.root.pwa.install?.manifest?.nativeAppInstalled === true,
      isInstalled:
        env.isStandalone ||
        env.isIosHomeScreen ||
        this.root.launch.homescreen ||
        this.root.pwa.install?.manifest?.runsInstalled === true,
      appLinks: this.appLinks,
      minVipRank: this.config.bar?.minVipRank ?? 0,
      vipRank: this.vipRank,
    });
  }

  get barVisible(): boolean {
    return this.hidden === null;
  }

  /** The download button asks a visitor to log in first (bar.loginRequired). */
  get needsLogin(): boolean {
    return this.config.bar?.loginRequired === true && !this.root.session.isLoggedIn;
  }

  /** The default popup banners (spec 9: m_popup1 and m_popup2), in the tenant's order. */
  get banners(): PopupBanner[] {
    const keys = this.config.popupBanners?.resourceKeys ?? DEFAULT_BANNER_KEYS;
    const resources = this.setting?.resources ?? [];
    return keys.flatMap((key) => {
      const found = resources.find((resource) => resource.resourceType === key);
      return found ? [{ key, url: found.url }] : [];
    });
  }

  /** Inside an app older than the tenant's latest version: the upgrade it may install. */
  get upgrade(): AppUpgrade | null {
    const version = nativeAppVersion(this.root.platform.env.userAgent);
    const latest = this.config.appUpgrade?.latestVersion;
    if (!version || !latest || compareVersions(version, latest) >= 0) return null;
    const option = this.platformKind === 'ios' ? 'ios' : 'android';
    const url = linkFor(option, this.links);
    return url
      ? { version: latest, url, mandatory: this.config.appUpgrade?.mandatory === true }
      : null;
  }

  get upgradeVisible(): boolean {
    return this.upgrade !== null && !this.upgradeClosed;
  }

  /** Loads the links and texts (again on a language change) and plans the popup banners. */
  start(): void {
    if (this.stops.length > 0) return;
    let answered = false;
    const loaded = this.load().then(() => void (answered = true));
    this.stops.push(
      reaction(
        () => this.root.locale.language,
        () => void this.load(),
      ),
    );
    const { clock, session } = this.root.platform;
    if (session.get(BANNERS_SHOWN_KEY) === '1') return;
    const wait = this.config.popupBanners?.waitSeconds ?? DEFAULT_BANNER_WAIT_S;
    // The banners are the server's: after the wait, and not before its answer is in.
    const due = () =>
      answered
        ? this.showBanners()
        : void loaded.then(() => {
            if (this.stops.length > 0) this.showBanners(); // not once disposed
          });
    const timer = clock.setTimeout(due, wait * 1000);
    this.stops.push(() => clock.clearTimeout(timer));
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  async load(): Promise<void> {
    const { api, platform } = this.root;
    try {
      const setting = await getDownloadSetting(
        api,
        { domain: platform.env.location().hostname },
        { alert: false },
      );
      runInAction(() => (this.setting = setting));
    } catch {
      // The tenant file's links stay; the banners need the server's resources and do not show.
    }
  }

  /** The popup banners, once a session, when the bar would show and nothing else is open. */
  showBanners(): void {
    if (!this.barVisible || this.dialog !== 'none' || this.banners.length === 0) return;
    this.root.platform.session.set(BANNERS_SHOWN_KEY, '1');
    this.dialog = 'banners';
  }

  /** The bar's download button (or a banner): the options, or the login a visitor needs first. */
  openOptions(): void {
    if (this.needsLogin) {
      this.dialog = 'none';
      // The merchant's own prompt (login_prompt_text, or the merchant text it names) in the
      // member's language, else ours.
      const messages = this.root.locale.messages ?? {};
      const prompt = templateText(this.text.login_prompt_text, messages).trim();
      this.root.notices.push({ message: prompt ? { text: prompt } : downloadMessages.loginFirst });
      this.root.auth.openLogin();
      return;
    }
    this.dialog = 'options';
  }

  /** A popup's option: an app link opens; the home screen asks the browser (or shows steps). */
  choose(option: DownloadOption): void {
    if (option === 'homeScreen' || option === 'desktopApp') {
      this.dialog = 'none';
      if (!this.root.pwa.install?.offerNow()) {
        const steps = option === 'homeScreen' ? 'homeScreenByMenu' : 'desktopAppByMenu';
        this.root.notices.push({ message: downloadMessages[steps] });
      }
      return;
    }
    const url = linkFor(option, this.links);
    if (!url) return;
    this.dialog = option === 'iosProfile' ? 'profileTip' : 'none';
    this.openLink(url);
  }

  /** Closes the popup on screen (the bar stays). */
  closeDialog(): void {
    this.dialog = 'none';
  }

  /** The bar's close button: the bar and its popups are gone for this session (spec 4). */
  closeBar(): void {
    this.closed = true;
    this.dialog = 'none';
    this.root.platform.session.set(BAR_CLOSED_KEY, '1');
  }

  /** The upgrade modal's close: refused when updates are mandatory. */
  closeUpgrade(): void {
    if (this.upgrade?.mandatory) return;
    this.upgradeClosed = true;
  }

  /** The upgrade modal's button. */
  installUpgrade(): void {
    if (this.upgrade) this.openLink(this.upgrade.url);
  }

  /**
   * spec 5: inside the native app from the tenant's version (2.4.39 by default) the wrapper
   * downloads an address it is sent to; an older app gets it in a new window (its browser), one
   * with no opener. A browser tab simply goes there. Only https (or the site's own paths) is
   * opened: a link the server or the tenant file gave as http:, //host or javascript: opens
   * nothing, and the member is told (ARCHITECTURE.md, Security rules).
   */
  private openLink(link: string): void {
    const { env, windows } = this.root.platform;
    const url = outboundUrl(link, env.location().origin);
    if (!url) {
      this.dialog = 'none';
      this.root.notices.push({ message: downloadMessages.cannotOpen });
      return;
    }
    const version = nativeAppVersion(env.userAgent);
    const direct = this.config.nativeAppDirectDownloadVersion ?? DEFAULT_DIRECT_DOWNLOAD_VERSION;
    if (version && compareVersions(version, direct) < 0) {
      if (windows) openWithoutOpener(windows.open, url);
      return;
    }
    windows?.assign(url);
  }
}
