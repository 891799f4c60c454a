import { afterEach, describe, expect, it, vi } from 'vitest';
import { vendorNodeId } from '../../../demo-api/data/gameCatalogue';
import { DEMO_NO_URL_GAME, DEMO_SLOW_GAME } from '../../../demo-api/data/lottery';
import { clubLabelFor } from '../../../demo-api/members';
import type { PopupWindow } from '../../platform/authPopup';
import type { BrowserWindows } from '../../platform/windows';
import { createFakeClock } from '../../testing/createFakeClock';
import type { TenantRootOptions } from '../../testing/createTenantRoot';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { directFetch } from '../../testing/directFetch';
import { tenantByCode } from '../../testing/tenants';
import { GameLaunchStore } from './GameLaunchStore';
import { LAUNCH_PRE_DELAY_MS, LAUNCH_TIMEOUT_MS } from './launchRules';

/** The machine may be busy: answers from the in-memory demo API can take a moment. */
const WAIT = { timeout: 5_000 };

const LAUNCH_CALLS = ['/wps/game/launchGame', '/wps/relay/GCS_gameTrialLaunch'];
const NATIVE_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile MobileWebApp/2.5.0';

// Each test's root, disposed after it: timers and reactions stop.
const roots: Array<{ dispose(): void }> = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

/** A member's launch page on fake time, recording every call the app makes. */
async function launcher(options: Partial<TenantRootOptions> = {}) {
  const clock = createFakeClock(1_767_225_600_000);
  const requests: URL[] = [];
  const { root, platform, api } = await createTenantRoot({
    session: 'member',
    start: false,
    clock,
    connect: (demo, origin) => {
      const send = directFetch(demo.app, origin);
      return (input, init) => {
        requests.push(new URL(input instanceof Request ? input.url : String(input), origin));
        return send(input, init);
      };
    },
    ...options,
  });
  roots.push(root);
  const store = new GameLaunchStore(root);
  const launches = () => requests.filter((url) => LAUNCH_CALLS.includes(url.pathname));
  /** Past the pre-delay, until the launch has ended one way or another. */
  const settled = async (step: string) => {
    clock.advance(LAUNCH_PRE_DELAY_MS);
    await vi.waitFor(() => expect(store.state.step).toBe(step), WAIT);
  };
  return { root, platform, api, clock, store, launches, settled };
}

function fakeWindows(open: () => PopupWindow | null) {
  return {
    assign: vi.fn<(url: string) => void>(),
    open: vi.fn<(url: string, name: string, features: string) => PopupWindow | null>(open),
  };
}

/** A window as window.open answers it: this tab is its opener until that is cut. */
interface FakeWindow extends PopupWindow {
  opener: unknown;
  /** Where the window was sent, after about:blank. */
  readonly went: string[];
  location: { replace(url: string): void };
}

const opened: FakeWindow[] = [];
afterEach(() => void opened.splice(0));

const aWindow = (): FakeWindow => {
  const went: string[] = [];
  const window: FakeWindow = {
    closed: false,
    close: () => undefined,
    opener: { merchantTab: true },
    went,
    // The opener still set when the game's address loads: the game could move this tab.
    location: {
      replace: (url) => void went.push(window.opener === null ? url : `${url} (opener)`),
    },
  };
  opened.push(window);
  return window;
};

describe('a lottery launch', () => {
  it('waits 150 ms, sends the SEA variant and leaves for the game in this tab', async () => {
    const { store, launches, clock, platform } = await launcher();
    store.start('?vendor=LOTTOHUB&code=SEA_5D&backUrl=%2Fm%2Factivity%3Fid%3D7');
    expect(store.state.step).toBe('launching');
    clock.advance(LAUNCH_PRE_DELAY_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(launches()).toHaveLength(0);
    clock.advance(1);
    await vi.waitFor(() => expect(store.state.step).toBe('leaving'), WAIT);
    expect(Object.fromEntries(launches()[0]?.searchParams ?? [])).toEqual({
      lottoArea: 'SEA',
      launchMode: 'LOTT',
      lottoGameCode: 'SEA_5D',
      lottoView: 'lobby',
      device: 'MOBILE',
      backUrl: '/m/activity?id=7',
      hasLobby: 'true',
      language: 'EN',
      title: 'Demo Casino',
    });
    const [assigned] = platform.env.record.assigned;
    const game = new URL(assigned ?? '');
    expect(game.origin).toBe(platform.env.location().origin);
    expect(game.pathname).toBe('/m/demo-game.html');
    expect(game.searchParams.get('game')).toBe('SEA_5D');
    expect(game.searchParams.get('back')).toBe('/m/activity?id=7');
  });

  it('sends the link’s prize mode and view', async () => {
    const { store, launches, settled } = await launcher();
    store.start('?prize_mode=FAST&code=SEA_5D&lottoView=betting');
    await settled('leaving');
    expect(launches()[0]?.searchParams.get('lottoPrizeMode')).toBe('FAST');
    expect(launches()[0]?.searchParams.get('lottoView')).toBe('betting');
    expect(launches()[0]?.searchParams.get('hasLobby')).toBe('false');
  });

  it('sends the VN variant: a prize mode (STANDARD by default), the member’s label, VI', async () => {
    const { store, launches, settled, api } = await launcher({
      tenant: 'vn-lotto',
      session: 'vip',
    });
    store.start('?vendor=LOTTOHUB&code=VN_NORTH');
    await settled('leaving');
    const tenant = tenantByCode('vn-lotto');
    const vip = api.state.members.get('vn-lotto')?.get('vip1');
    const label = vip ? clubLabelFor(tenant, vip)?.labelName : undefined;
    expect(label).toBeTruthy();
    expect(Object.fromEntries(launches()[0]?.searchParams ?? [])).toMatchObject({
      lottoArea: 'VN',
      lottoPrizeMode: 'STANDARD',
      labelName: label,
      language: 'VI',
      lottoView: 'betting',
      title: 'Saigon Lotto',
    });
  });

  it("opens a banner's lottery room: roomId on the launch, on betting (spec 3, Banner)", async () => {
    const { store, launches, settled, platform } = await launcher();
    store.start('?vendor=LOTTOHUB&code=SEA_5D&roomId=SEA_5D-1&gameType=LOTTERY');
    await settled('leaving');
    expect(Object.fromEntries(launches()[0]?.searchParams ?? [])).toMatchObject({
      lottoGameCode: 'SEA_5D',
      roomId: 'SEA_5D-1',
      lottoView: 'betting',
      hasLobby: 'false',
    });
    const game = new URL(platform.env.record.assigned[0] ?? '');
    expect(game.searchParams.get('room')).toBe('SEA_5D-1');
  });

  it('starts a game banner that names a game type and no vendor', async () => {
    const { store, launches, settled } = await launcher();
    store.start('?code=SEA_5D&gameType=SLOTS');
    await settled('leaving');
    expect(launches()[0]?.searchParams.get('lottoGameCode')).toBe('SEA_5D');
    expect(launches()[0]?.searchParams.has('roomId')).toBe(false);
  });

  it('launches in the lottery’s language when the member’s is in its map', async () => {
    const { store, launches, settled } = await launcher({ tenant: 'demo', language: 'TH' });
    store.start('?vendor=LOTTOHUB&code=SEA_5D');
    await settled('leaving');
    expect(launches()[0]?.searchParams.get('language')).toBe('TH');
  });
});

describe('when the launch takes too long', () => {
  it('shows timeout_retry_please after 10 s; the retry launches again', async () => {
    const { store, launches, clock, settled, platform } = await launcher();
    store.start(`?vendor=LOTTOHUB&code=${DEMO_SLOW_GAME}`);
    clock.advance(LAUNCH_PRE_DELAY_MS);
    await vi.waitFor(() => expect(launches()).toHaveLength(1), WAIT);
    clock.advance(LAUNCH_TIMEOUT_MS - 1);
    expect(store.state.step).toBe('launching');
    clock.advance(1);
    expect(store.state).toMatchObject({ step: 'failed', reason: 'timeout' });
    store.retry();
    expect(store.state.step).toBe('launching');
    await settled('leaving');
    expect(launches()).toHaveLength(2);
    expect(new URL(platform.env.record.assigned[0] ?? '').searchParams.get('game')).toBe(
      DEMO_SLOW_GAME,
    );
  });

  it('shows timeout_retry_please for an ECONNABORTED answer', async () => {
    const { store, settled } = await launcher({
      faults: [{ path: '/wps/game/launchGame', errorCode: 'ECONNABORTED' }],
    });
    store.start('?vendor=LOTTOHUB&code=SEA_5D');
    await settled('failed');
    expect(store.state).toMatchObject({ reason: 'timeout' });
  });

  it('shows it when the page is still here 10 s after the game was opened', async () => {
    const { store, clock, settled } = await launcher();
    store.start('?vendor=LOTTOHUB&code=SEA_5D');
    await settled('leaving');
    clock.advance(LAUNCH_TIMEOUT_MS);
    expect(store.state).toMatchObject({ step: 'failed', reason: 'timeout' });
  });
});

describe('a launch that cannot start', () => {
  it('rejects an answer without a game address (url is null)', async () => {
    const { store, settled, platform } = await launcher();
    store.start(`?vendor=LOTTOHUB&code=${DEMO_NO_URL_GAME}`);
    await settled('failed');
    expect(store.state).toMatchObject({ reason: 'noUrl' });
    expect(platform.env.record.assigned).toEqual([]);
  });

  it('shows label_start_game_error without an app-start mode, and calls nothing', async () => {
    const { store, clock, launches } = await launcher();
    store.start('?code=SEA_5D');
    expect(store.state).toMatchObject({ step: 'failed', reason: 'startError' });
    clock.advance(LAUNCH_TIMEOUT_MS * 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(launches()).toEqual([]);
    store.retry();
    expect(store.state).toMatchObject({ reason: 'startError' });
  });

  it('shows the server’s refusal', async () => {
    const tenant = tenantByCode('demo');
    const { store, settled } = await launcher();
    store.start(`?vendor=LOTTOHUB&code=${vendorNodeId(tenant, 'LOTTOHUB')}&playType=trial`);
    await settled('failed');
    expect(store.state).toMatchObject({
      reason: 'refused',
      message: 'This game has no trial play',
    });
  });
});

describe('STARTGAMEINAPP3', () => {
  it('refuses a browser tab (ph-maya) and offers the home screen', async () => {
    const { store, clock, launches } = await launcher({ tenant: 'ph-maya' });
    store.start('?vendor=LOTTOHUB&code=SEA_5D');
    expect(store.state).toMatchObject({ step: 'failed', reason: 'notInApp' });
    clock.advance(LAUNCH_TIMEOUT_MS);
    expect(launches()).toEqual([]);
    expect(store.canAddToHomeScreen).toBe(true);
    // No install prompt (the browser sends one when it decides to): its menu is the way.
    store.addToHomeScreen();
    expect(store.homeScreenHint).toBe(true);
  });

  it('asks the browser to install when it can', async () => {
    const { store, root } = await launcher({ tenant: 'ph-maya' });
    const offerNow = vi.fn(() => true);
    root.pwa.install = { offerNow, dispose: () => {} } as unknown as NonNullable<
      typeof root.pwa.install
    >;
    store.start('?vendor=LOTTOHUB&code=SEA_5D');
    store.addToHomeScreen();
    expect(offerNow).toHaveBeenCalledTimes(1);
    expect(store.homeScreenHint).toBe(false);
  });

  it.each<[string, Partial<TenantRootOptions>]>([
    ['the installed web app', { environment: { isStandalone: true } }],
    ['the native app', { environment: { userAgent: NATIVE_APP } }],
    ['a home-screen start', { path: '/launchGame?homescreen=1' }],
  ])('lets the game start in %s', async (_where, options) => {
    const { store, settled } = await launcher({ tenant: 'ph-maya', ...options });
    store.start('?vendor=LOTTOHUB&code=SEA_5D');
    await settled('leaving');
  });
});

describe('a trial launch', () => {
  it('relays GCS_gameTrialLaunch for a free-play node and opens it', async () => {
    const tenant = tenantByCode('demo');
    const { store, settled, launches, platform } = await launcher();
    store.start(`?vendor=SPINFORGE&code=${vendorNodeId(tenant, 'SPINFORGE')}&playType=trial`);
    await settled('leaving');
    expect(launches().map((url) => url.pathname)).toEqual(['/wps/relay/GCS_gameTrialLaunch']);
    const game = new URL(platform.env.record.assigned[0] ?? '');
    expect(game.searchParams.get('game')).toBe('SPINFORGE');
    expect(game.searchParams.get('trial')).toBe('1');
  });

  it('is not offered where the tenant has no trials (vn-lotto)', async () => {
    const { store, launches } = await launcher({ tenant: 'vn-lotto' });
    store.start('?vendor=SPINFORGE&code=1&playType=trial');
    expect(store.state).toMatchObject({ step: 'failed', reason: 'trialUnavailable' });
    expect(launches()).toEqual([]);
  });
});

describe('a tenant that opens games in a new window', () => {
  const tenantConfig = {
    ...tenantByCode('demo'),
    games: { ...tenantByCode('demo').games, openGameIn: 'newWindow' as const },
  };

  it('opens the game in a window with no opener and stays', async () => {
    const { store, settled, platform, clock } = await launcher({ tenantConfig });
    const windows = fakeWindows(aWindow);
    platform.windows = windows as unknown as BrowserWindows;
    store.start('?vendor=LOTTOHUB&code=SEA_5D');
    await settled('opened');
    // about:blank first (a blocked window answers null), its opener cut, then the game.
    expect(windows.open).toHaveBeenCalledTimes(1);
    expect(windows.open).toHaveBeenCalledWith('about:blank', '_blank', '');
    expect(opened).toHaveLength(1);
    expect(opened[0]?.opener).toBeNull();
    expect(opened[0]?.went).toEqual([expect.stringContaining('/m/demo-game.html?game=SEA_5D')]);
    expect(opened[0]?.went[0]).not.toContain('(opener)');
    expect(windows.assign).not.toHaveBeenCalled();
    clock.advance(LAUNCH_TIMEOUT_MS);
    expect(store.state.step).toBe('opened');
  });

  it('shows popup_blocked when the browser refuses; a tap opens it, or opens it here', async () => {
    const { store, settled, platform } = await launcher({ tenantConfig });
    const blocked = fakeWindows(() => null);
    platform.windows = blocked as unknown as BrowserWindows;
    store.start('?vendor=LOTTOHUB&code=SEA_5D');
    await settled('failed');
    expect(store.state).toMatchObject({ reason: 'popupBlocked' });
    const url = store.state.step === 'failed' ? store.state.url : null;
    expect(url).toContain('/m/demo-game.html?game=SEA_5D');

    store.openHere();
    expect(blocked.assign).toHaveBeenCalledWith(url);
    expect(store.state.step).toBe('leaving');

    store.start('?vendor=LOTTOHUB&code=SEA_5D');
    await settled('failed');
    blocked.open.mockImplementation(aWindow);
    store.openWindow();
    expect(store.state).toEqual({ step: 'opened', url });
    expect(opened[0]?.opener).toBeNull();
    expect(opened[0]?.went).toEqual([url]);
  });
});

describe('a launch that answers an address that is not https', () => {
  /** The demo API, except that the lottery launch answers `gameUrl`. */
  const answering =
    (gameUrl: string): TenantRootOptions['connect'] =>
    (demo, origin) => {
      const send = directFetch(demo.app, origin);
      return (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), origin);
        if (url.pathname !== '/wps/game/launchGame') return send(input, init);
        const body = { success: true, errorCode: null, message: null, value: { gameUrl } };
        return Promise.resolve(Response.json(body));
      };
    };

  it.each([
    ['sameTab', 'http://games.vendor.test/play?t=1'],
    ['sameTab', '//games.vendor.test/play?t=1'],
    ['newWindow', 'http://games.vendor.test/play?t=1'],
    ['newWindow', '//games.vendor.test/play?t=1'],
  ] as const)('%s, %s: says it cannot start, and opens nothing', async (openGameIn, gameUrl) => {
    const base = tenantByCode('demo');
    const { store, settled, platform } = await launcher({
      connect: answering(gameUrl),
      tenantConfig: { ...base, games: { ...base.games, openGameIn } },
    });
    const windows = fakeWindows(aWindow);
    platform.windows = windows as unknown as BrowserWindows;
    store.start('?vendor=LOTTOHUB&code=SEA_5D');
    await settled('failed');
    expect(store.state).toEqual({
      step: 'failed',
      reason: 'unsafeUrl',
      message: null,
      url: null,
    });
    expect(windows.open).not.toHaveBeenCalled();
    expect(windows.assign).not.toHaveBeenCalled();
    expect(platform.env.record.assigned).toEqual([]);
  });

  it('opens an https game of another host', async () => {
    const base = tenantByCode('demo');
    const { store, settled, platform } = await launcher({
      connect: answering('https://games.vendor.test/play?t=1'),
      tenantConfig: { ...base, games: { ...base.games, openGameIn: 'newWindow' } },
    });
    platform.windows = fakeWindows(aWindow) as unknown as BrowserWindows;
    store.start('?vendor=LOTTOHUB&code=SEA_5D');
    await settled('opened');
    expect(opened[0]?.went).toEqual(['https://games.vendor.test/play?t=1']);
  });
});

describe('leaving the page', () => {
  it('drops a launch under way: nothing opens after', async () => {
    const { store, clock, launches, platform } = await launcher();
    store.start(`?vendor=LOTTOHUB&code=${DEMO_SLOW_GAME}`);
    clock.advance(LAUNCH_PRE_DELAY_MS);
    await vi.waitFor(() => expect(launches()).toHaveLength(1), WAIT);
    expect(store.state.step).toBe('launching');
    store.leave();
    await new Promise((resolve) => setTimeout(resolve, 50));
    clock.advance(LAUNCH_TIMEOUT_MS);
    expect(store.state).toEqual({ step: 'idle' });
    expect(platform.env.record.assigned).toEqual([]);
  });
});
