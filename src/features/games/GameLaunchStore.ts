import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, TIMEOUT_ERROR_CODE } from '../../api/ApiError';
import type { GameLaunch, LotteryLaunchRequest } from '../../api/calls/games';
import { launchLottery, trialLaunchGame } from '../../api/calls/games';
import type { ApiClient } from '../../api/types';
import type { LaunchInfo } from '../../config/launchInfo';
import type { TenantConfig } from '../../config/tenant.gen';
import { openWithoutOpener } from '../../platform/openWithoutOpener';
import type { Platform } from '../../platform/platform';
import type { AuthStore } from '../auth';
import type { LocaleStore } from '../locale';
import type { PwaStore } from '../pwa';
import type { LaunchRequest } from './launchRequest';
import { readLaunchQuery } from './launchRequest';
import {
  DEFAULT_PRIZE_MODE,
  gameAddress,
  gamesAllowedHere,
  LAUNCH_PRE_DELAY_MS,
  LAUNCH_TIMEOUT_MS,
  lotteryLanguage,
} from './launchRules';

/** The key the root keeps this store under (useFeatureStore). */
export const GAME_LAUNCH_STORE_KEY = 'gameLaunch';

/** What a launch needs from the root (the RootStore satisfies it). */
export interface GameLaunchRoot {
  readonly api: ApiClient;
  readonly tenant: TenantConfig;
  readonly platform: Pick<Platform, 'clock' | 'env' | 'windows'>;
  readonly launch: Pick<LaunchInfo, 'homescreen'>;
  readonly locale: Pick<LocaleStore, 'language'>;
  readonly auth: Pick<AuthStore, 'member'>;
  readonly pwa: Pick<PwaStore, 'install'>;
}

/** Why a launch stopped, each with its own message (spec 8). */
export type LaunchFailure =
  /** timeout_retry_please: ECONNABORTED, or no redirect within 10 s. */
  | 'timeout'
  /** label_start_game_error: the link names no app-start mode (or no code). */
  | 'startError'
  /** The launch answered no usable address (url-is-null). */
  | 'noUrl'
  /** The launch answered an address that is not https (http:, //host, javascript:): not opened. */
  | 'unsafeUrl'
  /** STARTGAMEINAPP3 in a browser tab. */
  | 'notInApp'
  /** popup_blocked: the tenant opens games in a new window and the browser refused it. */
  | 'popupBlocked'
  /** A trial where the tenant offers none (games.trialLaunch false). */
  | 'trialUnavailable'
  /** The server refused, with its message when it gave one. */
  | 'refused';

export type LaunchState =
  | { step: 'idle' }
  /** The pre-delay and the call. */
  | { step: 'launching' }
  /** The game's address is being opened in this tab; the page is about to go. */
  | { step: 'leaving'; url: string }
  /** The game is open in a new window (openGameIn newWindow). */
  | { step: 'opened'; url: string }
  | { step: 'failed'; reason: LaunchFailure; message: string | null; url: string | null };

// The page shows every failure itself; the catalogue's alert would be a second message.
// Session reactions (401: log out, go to /m/login) still apply.
const QUIET = { alert: false } as const;

const failed = (
  reason: LaunchFailure,
  extra: { message?: string | null; url?: string | null } = {},
): LaunchState => ({
  step: 'failed',
  reason,
  message: extra.message ?? null,
  url: extra.url ?? null,
});

/**
 * /m/launchGame (spec 2, 4, 6, 8): reads the link, refuses what may not start, then after the
 * 150 ms pre-delay calls the lottery launch (SEA or VN by the tenant) or the trial launch, and
 * opens the answer in this tab or, when the tenant says so, in a new window. Ten seconds without
 * leaving the page is a timeout, whatever the call is doing.
 */
export class GameLaunchStore {
  state: LaunchState = { step: 'idle' };
  request: LaunchRequest | null = null;
  /** The browser offered no install prompt: the member adds the site from its menu. */
  homeScreenHint = false;
  /** Bumped by every start and stop: late answers of an older attempt are dropped. */
  private attempt = 0;
  private timers: number[] = [];
  private abort: AbortController | null = null;

  constructor(private readonly root: GameLaunchRoot) {
    makeAutoObservable<GameLaunchStore, 'root' | 'attempt' | 'timers' | 'abort'>(
      this,
      { root: false, attempt: false, timers: false, abort: false },
      { autoBind: true },
    );
  }

  /** The merchant's site can be added to the home screen (template.pwa, default on). */
  get canAddToHomeScreen(): boolean {
    return this.root.tenant.template.pwa !== false;
  }

  private get origin(): string {
    return this.root.platform.env.location().origin;
  }

  /** Starts the launch a /m/launchGame query asks for. */
  start(search: string): void {
    this.stop();
    const { tenant, platform, launch } = this.root;
    const { env } = platform;
    const query = readLaunchQuery(search, this.origin);
    this.request = query.ok ? query.request : null;
    const here = { ...env, homescreen: launch.homescreen };
    if (!gamesAllowedHere(tenant, here)) {
      this.state = failed('notInApp');
    } else if (!query.ok) {
      this.state = failed('startError');
    } else if (query.request.playType === 'trial' && tenant.games.trialLaunch === false) {
      this.state = failed('trialUnavailable');
    } else {
      void this.run(query.request);
    }
  }

  /** The retry button (after a timeout, a missing address or a refusal). */
  retry(): void {
    if (!this.request) return;
    this.stop();
    void this.run(this.request);
  }

  /** The page goes: the attempt ends, and the next visit starts from nothing. */
  leave(): void {
    this.stop();
    this.state = { step: 'idle' };
    this.request = null;
    this.homeScreenHint = false;
  }

  /** Timers stop, the call is cancelled, late answers are dropped. */
  stop(): void {
    this.attempt++;
    const { clock } = this.root.platform;
    for (const timer of this.timers.splice(0)) clock.clearTimeout(timer);
    this.abort?.abort();
    this.abort = null;
  }

  dispose(): void {
    this.leave();
  }

  /**
   * STARTGAMEINAPP3's way in: the home-screen app. The browser's install prompt (or the iOS
   * steps) when there is one; otherwise a hint to use the browser's menu.
   */
  addToHomeScreen(): void {
    this.homeScreenHint = !(this.root.pwa.install?.offerNow() ?? false);
  }

  /** popup_blocked, tapped: a window opened from a tap is allowed where the first was not. */
  openWindow(): void {
    if (this.state.step !== 'failed' || !this.state.url) return;
    this.openInWindow(this.state.url);
  }

  /** popup_blocked, the other way: the game in this tab. */
  openHere(): void {
    if (this.state.step !== 'failed' || !this.state.url) return;
    const { url } = this.state;
    this.stop();
    const attempt = this.attempt;
    this.later(() => this.timedOut(attempt), LAUNCH_TIMEOUT_MS);
    this.leaveFor(url);
  }

  private later(fn: () => void, ms: number): void {
    const { clock } = this.root.platform;
    this.timers.push(clock.setTimeout(fn, ms));
  }

  private async run(request: LaunchRequest): Promise<void> {
    const attempt = this.attempt;
    this.state = { step: 'launching' };
    // spec 4 and 9: a 150 ms delay precedes the launch.
    await new Promise<void>((resolve) => this.later(resolve, LAUNCH_PRE_DELAY_MS));
    if (attempt !== this.attempt) return;
    // spec 4: no redirect within 10 s shows the timeout warning, and the call is given up.
    this.later(() => this.timedOut(attempt), LAUNCH_TIMEOUT_MS);
    const abort = (this.abort = new AbortController());
    let answer: GameLaunch | null;
    try {
      answer = await this.call(request, abort.signal);
    } catch (error) {
      runInAction(() => this.callFailed(error, attempt));
      return;
    }
    runInAction(() => {
      if (attempt !== this.attempt) return;
      const address = gameAddress(answer?.gameUrl, this.origin);
      if ('problem' in address) {
        this.settle(failed(address.problem));
      } else if (this.root.tenant.games.openGameIn === 'newWindow') {
        this.openInWindow(address.url);
      } else {
        this.leaveFor(address.url);
      }
    });
  }

  private async call(request: LaunchRequest, signal: AbortSignal): Promise<GameLaunch> {
    const { api } = this.root;
    const options = { ...QUIET, signal };
    if (request.playType === 'trial') {
      // spec 7: GCS_gameTrialLaunch {gameId, nodeId, platform}; the card's vendor is the game.
      const params = {
        gameId: request.vendor ?? '',
        nodeId: request.code,
        platform: 'MOBILE' as const,
      };
      return trialLaunchGame(api, params, options);
    }
    return launchLottery(api, await this.lotteryRequest(request), options);
  }

  /** spec 7: the SEA or VN variant, by the tenant's games.lotteryLaunchVariant. */
  private async lotteryRequest(request: LaunchRequest): Promise<LotteryLaunchRequest> {
    const { tenant, locale } = this.root;
    const { games } = tenant;
    // A room is where the bets are placed: it opens on betting unless the link says otherwise.
    const lottoView =
      request.lottoView ?? (request.roomId ? 'betting' : (games.defaultLottoView ?? 'lobby'));
    const common = {
      lottoArea: games.lottoArea ?? games.lotteryLaunchVariant,
      lottoGameCode: request.code,
      lottoView,
      hasLobby: lottoView === 'lobby',
      backUrl: request.backUrl,
      language: lotteryLanguage(locale.language),
      title: tenant.displayName,
      timeoutMs: LAUNCH_TIMEOUT_MS,
      ...(request.roomId ? { roomId: request.roomId } : {}),
    };
    if (games.lotteryLaunchVariant === 'SEA') {
      return { variant: 'SEA', ...common, lottoPrizeMode: request.prizeMode ?? undefined };
    }
    return {
      variant: 'VN',
      ...common,
      lottoPrizeMode: request.prizeMode ?? DEFAULT_PRIZE_MODE,
      labelName: await this.labelName(),
    };
  }

  /** The VN variant's labelName: the member's VIP label, else the tenant's entry label. */
  private async labelName(): Promise<string> {
    const account = await this.root.auth.member.load();
    await account.renewed();
    const entry = [...(this.root.tenant.vipLabels ?? [])].sort(
      (a, b) => a.rankLevel - b.rankLevel,
    )[0];
    return account.info?.clubLabel?.labelName ?? entry?.labelName ?? '';
  }

  private callFailed(error: unknown, attempt: number): void {
    if (attempt !== this.attempt) return;
    if (error instanceof ApiError && error.kind === 'aborted') return;
    if (
      error instanceof ApiError &&
      (error.kind === 'timeout' || error.errorCode === TIMEOUT_ERROR_CODE)
    ) {
      this.settle(failed('timeout'));
      return;
    }
    this.settle(
      failed('refused', { message: error instanceof ApiError ? error.serverMessage : null }),
    );
  }

  private timedOut(attempt: number): void {
    if (attempt !== this.attempt) return;
    this.settle(failed('timeout'));
  }

  /** The end of an attempt: its timers stop and its call is given up. */
  private settle(state: LaunchState): void {
    this.stop();
    this.state = state;
  }

  /** Same tab: the page goes. The 10 s watch keeps running: still here then is a timeout. */
  private leaveFor(url: string): void {
    this.state = { step: 'leaving', url };
    const { windows, env } = this.root.platform;
    try {
      if (windows) windows.assign(url);
      else env.assign(url);
    } catch {
      // windows.assign refuses anything but http(s); gameAddress let only https through.
      this.settle(failed('unsafeUrl'));
    }
  }

  /**
   * A new window with no opener: the game's page cannot navigate this tab. Not 'noopener',
   * with which window.open answers null even when the window opened and a blocked window could
   * not be told apart: openWithoutOpener opens about:blank, cuts its opener, then goes there.
   */
  private openInWindow(url: string): void {
    const { windows } = this.root.platform;
    const opened = windows ? openWithoutOpener(windows.open, url) : null;
    this.settle(opened ? { step: 'opened', url } : failed('popupBlocked', { url }));
  }
}
