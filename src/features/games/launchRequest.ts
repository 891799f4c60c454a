import type { LottoView } from '../../api/calls/games';
import { safeGoPath } from '../auth/lazy';
import { APP_BASE, HOME_PATH, LAUNCH_GAME_PATH } from '../../config/routePaths';

/** The launch page's path under the /m basename (spec 2). */
/** Where a game returns when the link names no usable backUrl. */
export const DEFAULT_BACK_URL = `${APP_BASE}${HOME_PATH}`;

/** `playType=trial` is a free-play launch (GCS_gameTrialLaunch); anything else is real play. */
export type PlayType = 'real' | 'trial';

/**
 * What /m/launchGame was asked to start (spec 2 query). The start mode is `prize_mode` (a lottery
 * by prize mode, as the VN variant names it) or `vendor` (a vendor's game node); `code` is the
 * lottery game code or lobby, or the vendor's node id.
 */
export interface LaunchRequest {
  prizeMode: string | null;
  vendor: string | null;
  code: string;
  playType: PlayType;
  /** A same-origin /m/ path: where the game's back button returns. */
  backUrl: string;
  /** Named by the link; otherwise the tenant's defaultLottoView applies (betting in a room). */
  lottoView: LottoView | null;
  /** A game type named with no vendor (a banner's gameType): enough to start the game. */
  gameType: string | null;
  /** The lottery room to open (a banner's roomId), sent with the launch. */
  roomId: string | null;
}

/** Why a link cannot start a game: each shows label_start_game_error (spec 8). */
export type LaunchQueryProblem =
  /** None of prize_mode, vendor, gameType or roomId: no app-start mode. */
  | 'noStartMode'
  /** No code, or one that is not a code. */
  | 'noCode'
  /** A trial names a node of a vendor: a prize mode alone cannot be tried. */
  | 'trialWithoutVendor';

export type LaunchQuery =
  { ok: true; request: LaunchRequest } | { ok: false; problem: LaunchQueryProblem };

/** Codes, vendors and prize modes are short identifiers; anything else is not followed. */
const IDENTIFIER = /^[A-Za-z0-9_.-]{1,64}$/;

function identifier(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return IDENTIFIER.test(trimmed) ? trimmed : null;
}

function lottoViewOf(value: string | null): LottoView | null {
  return value === 'betting' || value === 'lobby' ? value : null;
}

/**
 * Reads /m/launchGame's query (spec 2). backUrl is parsed with URL against the page origin and
 * kept only as a same-origin /m/ path (ARCHITECTURE.md, Security rules), else /m/home.
 */
export function readLaunchQuery(search: string | URLSearchParams, origin: string): LaunchQuery {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const prizeMode = identifier(query.get('prize_mode'));
  const vendor = identifier(query.get('vendor'));
  const playType: PlayType =
    query.get('playType')?.trim().toLowerCase() === 'trial' ? 'trial' : 'real';
  const gameType = identifier(query.get('gameType'));
  const roomId = identifier(query.get('roomId'));
  if (!prizeMode && !vendor && !gameType && !roomId) return { ok: false, problem: 'noStartMode' };
  const code = identifier(query.get('code'));
  if (!code) return { ok: false, problem: 'noCode' };
  if (playType === 'trial' && !vendor) return { ok: false, problem: 'trialWithoutVendor' };
  return {
    ok: true,
    request: {
      prizeMode,
      vendor,
      code,
      playType,
      backUrl: safeGoPath(query.get('backUrl'), origin) ?? DEFAULT_BACK_URL,
      lottoView: lottoViewOf(query.get('lottoView')),
      gameType,
      roomId,
    },
  };
}

/** What a card, a match or a banner puts in its /m/launchGame link. */
export interface LaunchLink {
  vendor?: string;
  prizeMode?: string;
  code: string;
  playType?: PlayType;
  lottoView?: LottoView;
  /** A /m/ path. */
  backUrl?: string;
}

/** The router path (under /m) of a launch; values are encoded by URLSearchParams. */
export function launchPath(link: LaunchLink): string {
  const query = new URLSearchParams();
  if (link.prizeMode) query.set('prize_mode', link.prizeMode);
  if (link.vendor) query.set('vendor', link.vendor);
  query.set('code', link.code);
  query.set('playType', link.playType ?? 'real');
  if (link.lottoView) query.set('lottoView', link.lottoView);
  if (link.backUrl) query.set('backUrl', link.backUrl);
  return `${LAUNCH_GAME_PATH}?${query.toString()}`;
}

/** A /m/ path as the router (basename /m) names it: '/m/home?x=1' → '/home?x=1'. */
export function routerPath(appPath: string): string {
  return appPath.startsWith(`${APP_BASE}/`) ? appPath.slice(APP_BASE.length) : HOME_PATH;
}
