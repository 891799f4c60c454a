/** What the app needs to know about where it runs, read once from the browser. */
export interface Environment {
  /** Current URL (origin, host, path, query). */
  location(): URL;
  userAgent: string;
  /** Running as an installed web app (display-mode standalone or iOS home screen). */
  isStandalone: boolean;
  /** Running inside the platform's native app wrapper (its user agent carries the marker). */
  isNativeApp: boolean;
  /** Replace the current URL without navigation (used to drop a token from the address bar). */
  replaceUrl(url: string): void;
  setDocumentLanguage(lang: string, dir: 'ltr' | 'rtl'): void;
  setThemeVariables(vars: Record<string, string>): void;
  setDocumentTitle(title: string): void;
  setLinkIcon(rel: 'icon' | 'apple-touch-icon', href: string): void;
  isSecureContext: boolean;
  reload(): void;
  isOnline(): boolean;
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
    isSecureContext: win.location.protocol === 'https:',
    reload: () => win.location.reload(),
    isOnline: () => nav.onLine !== false,
  };
}
