/** What the app needs to know about where it runs, read once from the browser. */
export interface Environment {
  /** Current URL (origin, host, path, query). */
  location(): URL;
  userAgent: string;
  /** Running as an installed web app (display-mode standalone or iOS home screen). */
  isStandalone: boolean;
  /** Running inside the platform's native app wrapper (its user agent carries the marker). */
  isNativeApp: boolean;
  /** Opened from an iOS home-screen icon (a web clip): navigator.standalone. */
  isIosHomeScreen: boolean;
  /** An iPad, also iPadOS that presents itself as a Mac (a Mac with a touch screen). */
  isIPad: boolean;
  /**
   * Sign-in providers (LINE, Telegram, Firebase, Maya, Google, Facebook, Twitter) are the fakes
   * that the demo API answers, not the real services. Boot turns it on for local hosts and
   * preview builds; false in the browser otherwise; test environments default to true
   * (docs/sign-in.md, Social sign-in).
   */
  useFakeProviders: boolean;
  /** Replace the current URL without navigation (used to drop a token from the address bar). */
  replaceUrl(url: string): void;
  setDocumentLanguage(lang: string, dir: 'ltr' | 'rtl'): void;
  setThemeVariables(vars: Record<string, string>): void;
  setDocumentTitle(title: string): void;
  setLinkIcon(rel: 'icon' | 'apple-touch-icon', href: string): void;
  /** <link rel="manifest">: the merchant's installable-app manifest. */
  setManifestLink(href: string): void;
  /** <meta name="theme-color">: the colour of the browser's toolbar. */
  setThemeColor(color: string): void;
  /** The merchant's image on the splash screen, placed so nothing on it moves. */
  setSplashImage(src: string): void;
  /**
   * Downloads and decodes an image the first screen will show (its largest paint) at high
   * priority, before React renders its `<img>`, which then paints at once. Settles when it is
   * ready or failed.
   */
  preloadImage(href: string): Promise<void>;
  isSecureContext: boolean;
  reload(): void;
  /** Leaves for this address with a full page load (unlike the router). */
  assign(url: string): void;
  isOnline(): boolean;
}

/** iPad in the user agent, or iPadOS 13+ that says Macintosh but has touch points. */
export function isIPadAgent(userAgent: string, maxTouchPoints: number): boolean {
  return /\biPad\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

const NATIVE_APP_MARKER = /\bMobileWebApp\/(\d+\.\d+\.\d+)/;

export function nativeAppVersion(userAgent: string): string | null {
  return NATIVE_APP_MARKER.exec(userAgent)?.[1] ?? null;
}

export function createBrowserEnvironment(win: Window = window): Environment {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  const doc = win.document;
  return {
    location: () => new URL(win.location.href),
    userAgent: nav.userAgent,
    isStandalone:
      nav.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true,
    isNativeApp: nativeAppVersion(nav.userAgent) !== null,
    isIosHomeScreen: nav.standalone === true,
    isIPad: isIPadAgent(nav.userAgent, nav.maxTouchPoints ?? 0),
    useFakeProviders: false,
    replaceUrl: (url) => win.history.replaceState(win.history.state, '', url),
    setDocumentLanguage(lang, dir) {
      doc.documentElement.lang = lang;
      doc.documentElement.dir = dir;
    },
    setThemeVariables(vars) {
      for (const [name, value] of Object.entries(vars))
        doc.documentElement.style.setProperty(name, value);
    },
    setDocumentTitle: (title) => void (doc.title = title),
    setLinkIcon(rel, href) {
      let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
      if (!link) {
        link = doc.createElement('link');
        link.rel = rel;
        doc.head.appendChild(link);
      }
      link.href = href;
    },
    setManifestLink(href) {
      let link = doc.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      if (!link) {
        link = doc.createElement('link');
        link.rel = 'manifest';
        doc.head.appendChild(link);
      }
      link.href = href;
    },
    setThemeColor(color) {
      let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
      if (!meta) {
        meta = doc.createElement('meta');
        meta.name = 'theme-color';
        doc.head.appendChild(meta);
      }
      meta.content = color;
    },
    setSplashImage(src) {
      const splash = doc.getElementById('splash');
      if (!splash) return;
      // Absolutely placed (index.html's .splash-image): appearing, it moves nothing (CLS 0).
      let img = splash.querySelector<HTMLImageElement>('img.splash-image');
      if (!img) {
        img = doc.createElement('img');
        img.className = 'splash-image';
        img.alt = '';
        img.decoding = 'async';
        splash.appendChild(img);
      }
      img.src = src;
    },
    preloadImage(href) {
      // Downloaded and decoded before React renders its <img>: the browser then paints that
      // <img> in the first frame instead of a frame later, when its load has been handled.
      const img = doc.createElement('img');
      img.fetchPriority = 'high';
      img.decoding = 'async';
      img.src = href;
      return img.decode().catch(() => undefined);
    },
    isSecureContext: win.location.protocol === 'https:',
    reload: () => win.location.reload(),
    assign: (url) => win.location.assign(url),
    isOnline: () => nav.onLine !== false,
  };
}
