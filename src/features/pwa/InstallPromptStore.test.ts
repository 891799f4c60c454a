import { describe, expect, it } from 'vitest';
import { fakeInstallPrompt, createMemoryPwa } from '../../platform/testing/memoryPwa';
import { readJson } from '../../platform/storage';
import { createMemoryStore } from '../../platform/storage';
import { createFakeClock } from '../../testing/createFakeClock';
import type { TestEnvironmentOptions } from '../../testing/createTestEnvironment';
import { createTestEnvironment } from '../../testing/createTestEnvironment';
import { NoticeStore } from '../notices';
import type { InstallPromptDeps, InstallRecord } from './InstallPromptStore';
import {
  INSTALL_RECORD_KEY,
  InstallPromptStore,
  MAX_DISMISSALS,
  PROMPT_TRIES,
  PROMPT_TRY_MS,
} from './InstallPromptStore';
import { installMessages } from './installMessages';

const IPHONE = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version.replace(/_/g, '.')} Mobile/15E148 Safari/604.1`;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Options extends Partial<TestEnvironmentOptions> {
  path?: string;
  record?: InstallRecord;
  enabled?: boolean;
  fromHomeScreen?: boolean;
  waits?: Pick<InstallPromptDeps, 'manifestReady' | 'touchIconReady' | 'installedElsewhere'>;
}

function startAt(options: Options = {}) {
  const {
    path = '/m/home',
    record,
    enabled = true,
    fromHomeScreen = false,
    waits = {},
    ...env
  } = options;
  const clock = createFakeClock(5_000);
  const pwa = createMemoryPwa();
  const local = createMemoryStore(record ? { [INSTALL_RECORD_KEY]: JSON.stringify(record) } : {});
  const notices = new NoticeStore();
  const store = new InstallPromptStore({
    port: pwa.installPrompt,
    clock,
    local,
    notices,
    env: createTestEnvironment({
      url: `https://m.demo-casino.test${path}`,
      document: null,
      ...env,
    }),
    enabled,
    fromHomeScreen,
    ...waits,
  });
  store.start(path);
  const saved = () => readJson<InstallRecord>(local, INSTALL_RECORD_KEY);
  return { store, clock, pwa, notices, saved };
}

describe('add to home screen (spec 4)', () => {
  describe('on Android, waiting for the browser prompt', () => {
    it('offers the prompt at the first try after it arrived', () => {
      const { store, clock, pwa } = startAt();
      clock.advance(PROMPT_TRY_MS * 3);
      expect(store.offer).toBe('none');
      pwa.offerInstall(fakeInstallPrompt('accepted'));
      clock.advance(PROMPT_TRY_MS - 1);
      expect(store.offer).toBe('none');
      clock.advance(1);
      expect(store.offer).toBe('prompt');
    });

    it('still takes a prompt that arrives by the 20th try (3 s)', () => {
      const { store, clock, pwa } = startAt();
      clock.advance(PROMPT_TRY_MS * (PROMPT_TRIES - 1));
      pwa.offerInstall(fakeInstallPrompt('accepted'));
      clock.advance(PROMPT_TRY_MS);
      expect(store.offer).toBe('prompt');
    });

    it('gives up after 20 tries at 150 ms', () => {
      const { store, clock, pwa } = startAt();
      clock.advance(PROMPT_TRY_MS * PROMPT_TRIES);
      expect(clock.pending()).toBe(0);
      pwa.offerInstall(fakeInstallPrompt('accepted'));
      clock.advance(60_000);
      expect(store.offer).toBe('none');
    });
  });

  describe('the start path rule', () => {
    // '/m/' and '/m': the landing after nginx's redirect of the bare domain ('/' -> '/m/').
    it.each(['/', '/m/', '/m', '/m/home', '/m/index.html'])('offers on %s', (path) => {
      const { store, clock, pwa } = startAt({ path });
      pwa.offerInstall(fakeInstallPrompt('accepted'));
      clock.advance(PROMPT_TRY_MS);
      expect(store.offer).toBe('prompt');
    });

    it.each(['/m/login', '/m/index', '/m/game', '/m/launchGame', '/m/sports', '/mobile/'])(
      'never offers on %s',
      (path) => {
        const { store, clock, pwa } = startAt({ path });
        pwa.offerInstall(fakeInstallPrompt('accepted'));
        clock.advance(PROMPT_TRY_MS * PROMPT_TRIES);
        expect(store.offer).toBe('none');
      },
    );
  });

  describe('never offered', () => {
    it.each([
      ['in the native app', { isNativeApp: true }],
      ['in the installed app', { isStandalone: true }],
      ['from an iOS home-screen icon', { isIosHomeScreen: true }],
      ['when opened with ?homescreen', { fromHomeScreen: true }],
      ['when the template turns pwa off', { enabled: false }],
      ['once installed', { record: { count: 99, installedAt: 1 } }],
      ['once dismissed 3 times', { record: { count: MAX_DISMISSALS, dismissedAt: 1 } }],
    ] as Array<[string, Options]>)('%s', (_name, options) => {
      const { store, clock, pwa } = startAt(options);
      pwa.offerInstall(fakeInstallPrompt('accepted'));
      clock.advance(PROMPT_TRY_MS * PROMPT_TRIES);
      expect(store.offer).toBe('none');
    });

    it('on iOS once dismissed 3 times', () => {
      const { store } = startAt({ userAgent: IPHONE('16_5'), record: { count: 3 } });
      expect(store.offer).toBe('none');
    });
  });

  describe('when the member agrees', () => {
    it('prompts once; accepted shows the installing notice and records no dismissal', async () => {
      const { store, clock, pwa, notices, saved } = startAt();
      const event = fakeInstallPrompt('accepted');
      pwa.offerInstall(event);
      clock.advance(PROMPT_TRY_MS);
      await store.accept();
      expect(event.prompts()).toBe(1);
      expect(store.offer).toBe('none');
      expect(notices.current?.message).toEqual(installMessages.installing);
      expect(saved()).toBeNull();
      await store.accept();
      expect(event.prompts()).toBe(1);
    });

    it('dismissed in the browser dialog: records a dismissal and counts it', async () => {
      const { store, clock, pwa, notices, saved } = startAt({ record: { count: 1 } });
      pwa.offerInstall(fakeInstallPrompt('dismissed'));
      clock.advance(PROMPT_TRY_MS);
      await store.accept();
      expect(notices.current).toBeNull();
      expect(saved()).toEqual({ count: 2, dismissedAt: clock.now() });
    });
  });

  describe('when the member cancels', () => {
    it('records a dismissal and counts it, without prompting', () => {
      const { store, clock, pwa, saved } = startAt();
      const event = fakeInstallPrompt('accepted');
      pwa.offerInstall(event);
      clock.advance(PROMPT_TRY_MS);
      store.cancel();
      expect(store.offer).toBe('none');
      expect(event.prompts()).toBe(0);
      expect(saved()).toEqual({ count: 1, dismissedAt: clock.now() });
    });

    it('a third dismissal means never again', () => {
      const first = startAt({ record: { count: 2 } });
      first.pwa.offerInstall(fakeInstallPrompt('accepted'));
      first.clock.advance(PROMPT_TRY_MS);
      first.store.cancel();
      expect(first.saved()?.count).toBe(3);
      expect(first.store.mayOffer).toBe(false);
    });
  });

  describe('when the browser says the app was installed', () => {
    it('records it and sets the count to 99, closing any offer', async () => {
      const { store, clock, pwa, saved } = startAt({ record: { count: 1, dismissedAt: 7 } });
      pwa.offerInstall(fakeInstallPrompt('accepted'));
      clock.advance(PROMPT_TRY_MS);
      pwa.installed();
      await settle();
      expect(store.offer).toBe('none');
      expect(saved()).toEqual({ count: 99, dismissedAt: 7, installedAt: clock.now() });
    });

    it('is recorded on any page, even one where nothing is offered', () => {
      const { pwa, saved } = startAt({ path: '/m/login' });
      pwa.installed();
      expect(saved()?.count).toBe(99);
    });
  });

  describe('on iOS, which has no install prompt', () => {
    it('shows the Share → Add to Home Screen instructions at once', () => {
      const { store } = startAt({ userAgent: IPHONE('16_5') });
      expect(store.offer).toBe('ios');
    });

    it('iOS 17 gets the iOS 17 tips', () => {
      const { store } = startAt({ userAgent: IPHONE('17_4') });
      expect(store.offer).toBe('ios17');
    });

    it('iPadOS presenting itself as a Mac gets the instructions', () => {
      const { store } = startAt({ isIPad: true, userAgent: 'Mozilla/5.0 (Macintosh)' });
      expect(store.offer).toBe('ios');
    });

    it('closing the instructions counts as a dismissal', () => {
      const { store, clock, saved } = startAt({ userAgent: IPHONE('17_4') });
      store.cancel();
      expect(saved()).toEqual({ count: 1, dismissedAt: clock.now() });
    });

    it('is not shown on other paths', () => {
      const { store } = startAt({ userAgent: IPHONE('17_4'), path: '/m/login' });
      expect(store.offer).toBe('none');
    });
  });
});

describe("on demand (the download popup's home-screen option)", () => {
  it("offers the browser's prompt on any page once it came, and says when there is none", () => {
    const { store, pwa } = startAt({ path: '/m/login' });
    expect(store.offerNow()).toBe(false);
    expect(store.offer).toBe('none');
    pwa.offerInstall(fakeInstallPrompt('accepted'));
    expect(store.offerNow()).toBe(true);
    expect(store.offer).toBe('prompt');
  });

  it('gives the iOS steps on an iPhone, the iOS 17 ones on iOS 17', () => {
    expect(startAt({ path: '/m/login', userAgent: IPHONE('16_5') }).store.offerNow()).toBe(true);
    const ios17 = startAt({ path: '/m/login', userAgent: IPHONE('17_4') }).store;
    ios17.offerNow();
    expect(ios17.offer).toBe('ios17');
  });
});

/** A promise the test settles by hand. */
function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { wait: () => promise, open };
}

describe('the manifest and touch-icon waits (spec 9)', () => {
  it('starts the 20 tries once the manifest is in, not before', async () => {
    const manifest = gate();
    const { store, clock, pwa } = startAt({ waits: { manifestReady: manifest.wait } });
    pwa.offerInstall(fakeInstallPrompt('accepted'));
    clock.advance(PROMPT_TRY_MS * PROMPT_TRIES);
    expect(store.offer).toBe('none');
    manifest.open();
    await settle();
    clock.advance(PROMPT_TRY_MS);
    expect(store.offer).toBe('prompt');
  });

  it('offers nothing when the manifest says the app is installed here or natively', async () => {
    const { store, clock, pwa } = startAt({
      waits: { manifestReady: () => Promise.resolve(), installedElsewhere: () => true },
    });
    pwa.offerInstall(fakeInstallPrompt('accepted'));
    await settle();
    clock.advance(PROMPT_TRY_MS * PROMPT_TRIES);
    expect(store.offer).toBe('none');
  });

  it('shows the iOS steps once the touch icon has loaded', async () => {
    const icon = gate();
    const { store } = startAt({
      userAgent: IPHONE('16_5'),
      waits: { manifestReady: () => Promise.resolve(), touchIconReady: icon.wait },
    });
    await settle();
    expect(store.offer).toBe('none');
    icon.open();
    await settle();
    expect(store.offer).toBe('ios');
  });

  it('shows nothing if the member was sent elsewhere meanwhile (disposed)', async () => {
    const icon = gate();
    const { store } = startAt({ userAgent: IPHONE('16_5'), waits: { touchIconReady: icon.wait } });
    store.dispose();
    icon.open();
    await settle();
    expect(store.offer).toBe('none');
  });
});
