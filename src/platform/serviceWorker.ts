/** The app's one service worker (spec 2: /m/sw.js), behind an interface. */
export interface ServiceWorkerPort {
  /** A secure page in a browser with service workers. */
  isSupported(): boolean;
  /** Registers the worker; resolves false when it could not be registered. */
  register(scriptUrl: string, scope: string): Promise<boolean>;
  /**
   * Asks the browser to look for a new worker now and tells a new one to take over at once.
   * Resolves once the new worker controls the page, or at once when there is nothing new. Only
   * the first call does anything: a page updates its worker once.
   */
  update(): Promise<void>;
}

/** What the lazily loaded registration module gives back. */
export interface WorkerRegistration {
  update(): Promise<void>;
}

/**
 * The browser's service worker. workbox-window loads only when registering (500 ms after start),
 * so it never weighs on the initial bundle.
 */
export function createBrowserServiceWorker(win: Window): ServiceWorkerPort {
  let registration: Promise<WorkerRegistration | null> | null = null;
  let updating: Promise<void> | null = null;
  return {
    isSupported: () => win.isSecureContext && 'serviceWorker' in win.navigator,
    async register(scriptUrl, scope) {
      registration ??= registerLazily(scriptUrl, scope);
      return (await registration) !== null;
    },
    update() {
      updating ??= (registration ?? Promise.resolve(null)).then((r) => r?.update());
      return updating;
    },
  };
}

/**
 * The import stays apart from the call: Vite wraps `import(x).then(...)` whole, and would report
 * a failed registration as a missing chunk (vite:preloadError), which reloads the page.
 */
async function registerLazily(
  scriptUrl: string,
  scope: string,
): Promise<WorkerRegistration | null> {
  try {
    const workbox = await import('./workboxRegistration');
    return await workbox.registerWorker(scriptUrl, scope);
  } catch (error) {
    console.warn('the service worker could not be registered', error);
    return null;
  }
}
