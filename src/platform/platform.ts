import { createSystemClock, type Clock } from './clock';
import { createBrowserEnvironment, type Environment } from './environment';
import { createWebStore, type KeyValueStore } from './storage';

/** The browser behind small interfaces; the only place that touches window. */
export interface Platform {
  clock: Clock;
  env: Environment;
  local: KeyValueStore;
  session: KeyValueStore;
  fetch: typeof fetch;
}

export function createBrowserPlatform(win: Window = window): Platform {
  return {
    clock: createSystemClock(),
    env: createBrowserEnvironment(win),
    local: createWebStore(() => win.localStorage),
    session: createWebStore(() => win.sessionStorage),
    fetch: win.fetch.bind(win),
  };
}
