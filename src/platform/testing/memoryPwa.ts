import type { RelatedApp } from '../installedApps';
import type { InstallChoice, InstallPromptEvent } from '../installPrompt';
import type { PwaPlatform } from '../pwa';

/** A PwaPlatform for tests and stories: nothing happens unless the test says so. */
export interface MemoryPwa extends PwaPlatform {
  /** Each register(url, scope) asked for. */
  readonly registrations: Array<{ scriptUrl: string; scope: string }>;
  /** How many times the worker was asked to update. */
  readonly updates: () => number;
  /** The browser fires beforeinstallprompt. */
  offerInstall(event: InstallPromptEvent): void;
  /** The browser fires appinstalled. */
  installed(): void;
  setVisible(visible: boolean): void;
  goOffline(): void;
  /** Vite fires vite:preloadError. */
  chunkFailed(): void;
  /** What getInstalledRelatedApps answers; null: the browser cannot tell (the default). */
  setRelatedApps(apps: RelatedApp[] | null): void;
  /** The display mode the page runs in (default 'browser'). */
  setDisplayMode(mode: string): void;
}

/** A synthetic install prompt answering `outcome`, counting its prompt() calls. */
export function fakeInstallPrompt(
  outcome: InstallChoice['outcome'],
): InstallPromptEvent & { prompts: () => number } {
  let prompts = 0;
  return {
    prompt: () => {
      prompts += 1;
      return Promise.resolve();
    },
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
    prompts: () => prompts,
  };
}

function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    fire: () => listeners.forEach((listener) => listener()),
  };
}

export function createMemoryPwa(options: { supported?: boolean } = {}): MemoryPwa {
  const registrations: Array<{ scriptUrl: string; scope: string }> = [];
  let updates = 0;
  let offer: InstallPromptEvent | null = null;
  let visible = true;
  let related: RelatedApp[] | null = null;
  let displayMode = 'browser';
  const installed = listenerSet();
  const shown = listenerSet();
  const offline = listenerSet();
  const chunks = listenerSet();
  return {
    registrations,
    updates: () => updates,
    serviceWorker: {
      isSupported: () => options.supported ?? true,
      register(scriptUrl, scope) {
        registrations.push({ scriptUrl, scope });
        return Promise.resolve(true);
      },
      update() {
        updates += 1;
        return Promise.resolve();
      },
    },
    installPrompt: {
      current: () => offer,
      take() {
        const event = offer;
        offer = null;
        return event;
      },
      onInstalled: installed.add,
    },
    visibility: { isVisible: () => visible, onVisible: shown.add },
    network: { onOffline: offline.add },
    chunkErrors: { onChunkError: chunks.add },
    installedApps: {
      related: () => (related === null ? null : Promise.resolve(related)),
      displayMode: (mode) => mode === displayMode,
    },
    offerInstall: (event) => void (offer = event),
    installed: () => {
      offer = null;
      installed.fire();
    },
    setVisible(next) {
      const cameBack = next && !visible;
      visible = next;
      if (cameBack) shown.fire();
    },
    goOffline: offline.fire,
    chunkFailed: chunks.fire,
    setRelatedApps: (apps) => void (related = apps),
    setDisplayMode: (mode) => void (displayMode = mode),
  };
}
