import type { Environment } from '../platform/environment';
import { isIPadAgent, nativeAppVersion } from '../platform/environment';

/** Android Chrome on a phone: what most members use. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

export interface TestEnvironmentOptions {
  /** The page address, e.g. 'https://m.demo-casino.test/m/home'. */
  url: string;
  userAgent?: string;
  isStandalone?: boolean;
  /** Opened from an iOS home-screen icon; default false. */
  isIosHomeScreen?: boolean;
  /** Default: read from the user agent, as the browser environment does (no touch points). */
  isIPad?: boolean;
  /** Default: read from the user agent's native-app marker, as the browser environment does. */
  isNativeApp?: boolean;
  online?: boolean;
  /** Sign-in providers are the demo's fakes; default true (tests and stories never reach them). */
  useFakeProviders?: boolean;
  /**
   * Document that language, theme and title are applied to, as the browser environment does
   * (jsdom's in tests, the preview iframe's in Storybook); null records them only. Icons are
   * always only recorded. Default: the global document, when there is one.
   */
  document?: Document | null;
}

/** What the app asked of the environment, for assertions. */
export interface EnvironmentRecord {
  documentLanguage: { lang: string; dir: 'ltr' | 'rtl' } | null;
  themeVariables: Record<string, string>;
  title: string | null;
  linkIcons: Partial<Record<'icon' | 'apple-touch-icon', string>>;
  manifestLink: string | null;
  themeColor: string | null;
  splashImage: string | null;
  /** Images preloaded for the first screen, in order. */
  preloadedImages: string[];
  replacedUrls: string[];
  reloads: number;
  /** Addresses left for with a full page load. */
  assigned: string[];
}

export interface TestEnvironment extends Environment {
  readonly record: EnvironmentRecord;
  setOnline(online: boolean): void;
}

export function createTestEnvironment(options: TestEnvironmentOptions): TestEnvironment {
  let url = new URL(options.url);
  let online = options.online ?? true;
  const userAgent = options.userAgent ?? PHONE_USER_AGENT;
  const doc = options.document === undefined ? globalThis.document : options.document;
  const record: EnvironmentRecord = {
    documentLanguage: null,
    themeVariables: {},
    title: null,
    linkIcons: {},
    manifestLink: null,
    themeColor: null,
    splashImage: null,
    preloadedImages: [],
    replacedUrls: [],
    reloads: 0,
    assigned: [],
  };
  return {
    record,
    location: () => new URL(url),
    userAgent,
    isStandalone: options.isStandalone ?? false,
    isNativeApp: options.isNativeApp ?? nativeAppVersion(userAgent) !== null,
    isIosHomeScreen: options.isIosHomeScreen ?? false,
    isIPad: options.isIPad ?? isIPadAgent(userAgent, 0),
    useFakeProviders: options.useFakeProviders ?? true,
    isSecureContext: url.protocol === 'https:',
    replaceUrl(next) {
      url = new URL(next, url);
      record.replacedUrls.push(next);
    },
    setDocumentLanguage(lang, dir) {
      record.documentLanguage = { lang, dir };
      if (!doc) return;
      doc.documentElement.lang = lang;
      doc.documentElement.dir = dir;
    },
    setThemeVariables(vars) {
      Object.assign(record.themeVariables, vars);
      if (!doc) return;
      for (const [name, value] of Object.entries(vars)) {
        doc.documentElement.style.setProperty(name, value);
      }
    },
    setDocumentTitle(title) {
      record.title = title;
      if (doc) doc.title = title;
    },
    setLinkIcon(rel, href) {
      record.linkIcons[rel] = href;
    },
    setManifestLink: (href) => void (record.manifestLink = href),
    setThemeColor: (color) => void (record.themeColor = color),
    setSplashImage: (src) => void (record.splashImage = src),
    preloadImage: (href) => {
      record.preloadedImages.push(href);
      return Promise.resolve();
    },
    reload() {
      record.reloads += 1;
    },
    assign: (next) => void record.assigned.push(next),
    isOnline: () => online,
    setOnline(next) {
      online = next;
    },
  };
}
