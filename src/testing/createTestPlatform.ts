import type { Clock } from '../platform/clock';
import { createSystemClock } from '../platform/clock';
import type { MemoryCookieJar } from '../platform/cookies';
import { createMemoryCookies } from '../platform/cookies';
import type { MemoryPwa } from '../platform/testing/memoryPwa';
import { createMemoryPwa } from '../platform/testing/memoryPwa';
import type { MemoryNotifications } from '../platform/testing/notificationsMemory';
import { createMemoryNotifications } from '../platform/testing/notificationsMemory';
import type { MemoryPerformance } from '../platform/performance';
import { createMemoryPerformance } from '../platform/performance';
import type { Platform } from '../platform/platform';
import type { CryptoKeyStore } from '../platform/secureStore';
import { createMemoryKeyStore } from '../platform/secureStore';
import type { KeyValueStore } from '../platform/storage';
import { createMemoryStore } from '../platform/storage';
import type { TestEnvironment, TestEnvironmentOptions } from './createTestEnvironment';
import { createTestEnvironment } from './createTestEnvironment';

export interface TestPlatformOptions extends Partial<TestEnvironmentOptions> {
  /** Every call the app makes; tests and stories pass the demo API's fetch here. */
  fetch: typeof fetch;
  /** Default: the real clock. Pass createFakeClock() to move time by hand. */
  clock?: Clock;
  /** Initial local and session storage contents. */
  local?: Record<string, string>;
  session?: Record<string, string>;
  cookies?: Record<string, string>;
  /** Default: a fresh in-memory key store (jsdom has no IndexedDB). */
  keys?: CryptoKeyStore;
}

export interface TestPlatform extends Platform {
  env: TestEnvironment;
  local: KeyValueStore;
  session: KeyValueStore;
  cookies: MemoryCookieJar;
  pwa: MemoryPwa;
  /** Permission 'default' until the test says otherwise; the member answers 'granted'. */
  notifications: MemoryNotifications;
  /** No timings until the test reports some. */
  performance: MemoryPerformance;
}

export const DEFAULT_TEST_URL = 'https://m.demo-casino.test/m/home';

/** A Platform for tests and stories: memory storage, a given fetch, a recording environment. */
export function createTestPlatform(options: TestPlatformOptions): TestPlatform {
  const { fetch, clock, local, session, cookies, keys, url = DEFAULT_TEST_URL, ...env } = options;
  return {
    clock: clock ?? createSystemClock(),
    env: createTestEnvironment({ url, ...env }),
    local: createMemoryStore(local),
    session: createMemoryStore(session),
    cookies: createMemoryCookies(cookies),
    keys: keys ?? createMemoryKeyStore(),
    fetch,
    pwa: createMemoryPwa(),
    notifications: createMemoryNotifications(),
    performance: createMemoryPerformance(),
  };
}
