import type { TenantConfig } from '../../src/config/tenant.gen.ts';

/** The demo game page (public/demo-game.html) every launch opens, on the app's own origin. */
export const DEMO_GAME_PAGE = '/m/demo-game.html';

/**
 * Demo game codes for QA and tests, any merchant: the first launch of a code starting with
 * DEMO_SLOW in a session hangs (past the client's 10 s launch timeout) and every later one
 * answers, so a retry is seen to work (a new suffix, e.g. DEMO_SLOW_2, hangs once again);
 * DEMO_NO_URL answers success without a gameUrl (spec 8, missing URL).
 */
export const DEMO_SLOW_GAME = 'DEMO_SLOW';
export const DEMO_NO_URL_GAME = 'DEMO_NO_URL';
/** A hanging demo launch answers 504 after this long if its client never gives up. */
export const DEMO_SLOW_HANG_MS = 30_000;

/** The merchant's headline lottery game code (banners and lottery cards launch it). */
export function lotteryGameCode(tenant: TenantConfig): string {
  return tenant.games.lotteryLaunchVariant === 'VN' ? 'VN_NORTH' : 'SEA_5D';
}

/** The lottery area a launch must name: games.lottoArea, else the launch variant. */
export function lottoArea(tenant: TenantConfig): string {
  return tenant.games.lottoArea ?? tenant.games.lotteryLaunchVariant;
}

export interface LotteryLaunch {
  gameCode: string;
  view: 'betting' | 'lobby';
  hasLobby: boolean;
  backUrl: string;
  language: string;
  title: string | null;
  prizeMode: string | null;
  labelName: string | null;
  /** The room of the game to open (a banner's roomId), or null for the game's default. */
  roomId: string | null;
}

export type LaunchCheck = { ok: true; launch: LotteryLaunch } | { ok: false; message: string };

const GAME_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** A back address must stay inside the app (a /m/ path, not //host). */
export function isAppPath(path: string): boolean {
  return path.startsWith('/m/') && !path.startsWith('//');
}

/**
 * Checks a lottery launch query (spec 7): launchMode LOTT, device MOBILE, the merchant's area,
 * a game code, a view, hasLobby; the VN variant also needs lottoPrizeMode and labelName.
 */
export function checkLotteryLaunch(
  tenant: TenantConfig,
  query: Readonly<Record<string, string | undefined>>,
): LaunchCheck {
  const fail = (message: string): LaunchCheck => ({ ok: false, message });
  if (query.launchMode !== 'LOTT') return fail('launchMode must be LOTT');
  if (query.device !== 'MOBILE') return fail('device must be MOBILE');
  if (query.lottoArea !== lottoArea(tenant)) return fail(`lottoArea must be ${lottoArea(tenant)}`);
  const gameCode = query.lottoGameCode ?? '';
  if (!GAME_CODE.test(gameCode)) return fail('lottoGameCode is missing or malformed');
  const view = query.lottoView;
  if (view !== 'betting' && view !== 'lobby') return fail('lottoView must be betting or lobby');
  if (query.hasLobby !== 'true' && query.hasLobby !== 'false')
    return fail('hasLobby must be true or false');
  const backUrl = query.backUrl ?? '/m/home';
  if (!isAppPath(backUrl)) return fail('backUrl must be a /m/ path');
  const roomId = query.roomId?.trim() || null;
  // A room belongs to its game: <game code>-<n> (data/banners.ts).
  const roomNumber = roomId?.startsWith(`${gameCode}-`) ? roomId.slice(gameCode.length + 1) : '';
  if (roomId !== null && !/^\d{1,4}$/.test(roomNumber))
    return fail(`roomId must be a room of ${gameCode} (${gameCode}-<n>)`);
  const prizeMode = query.lottoPrizeMode?.trim() || null;
  const labelName = query.labelName?.trim() || null;
  if (tenant.games.lotteryLaunchVariant === 'VN') {
    if (!prizeMode) return fail('lottoPrizeMode is required for the VN lottery');
    if (!labelName) return fail('labelName is required for the VN lottery');
  }
  return {
    ok: true,
    launch: {
      gameCode,
      view,
      hasLobby: query.hasLobby === 'true',
      backUrl,
      language: query.language?.trim().toUpperCase() || 'VI',
      title: query.title?.trim() || null,
      prizeMode,
      labelName,
      roomId,
    },
  };
}

export interface DemoGamePage {
  game: string;
  back: string;
  language: string;
  title?: string | null;
  view?: string;
  trial?: boolean;
  room?: string | null;
}

/** The demo game page's address for one launch. */
export function demoGameUrl(page: DemoGamePage): string {
  const params = new URLSearchParams({ game: page.game, back: page.back, lang: page.language });
  if (page.view) params.set('view', page.view);
  if (page.title) params.set('title', page.title);
  if (page.trial) params.set('trial', '1');
  if (page.room) params.set('room', page.room);
  return `${DEMO_GAME_PAGE}?${params.toString()}`;
}

/** A launch of this code hangs the first time in each session (DEMO_SLOW_GAME). */
export function isSlowDemoGame(gameCode: string): boolean {
  return gameCode.startsWith(DEMO_SLOW_GAME);
}
