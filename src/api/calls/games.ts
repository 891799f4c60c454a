import type { ApiClient } from '../types';
import type { CallOptions } from './options';

/** spec 9: game launch timeout. */
export const GAME_LAUNCH_TIMEOUT_MS = 10_000;
/** spec 9: the lottery launch defaults to VI when no language is given. */
export const LOTTERY_DEFAULT_LANGUAGE = 'VI';
export const LOTTERY_LAUNCH_PATH = '/wps/game/launchGame';

export type LottoView = 'betting' | 'lobby';

interface LotteryLaunchCommon {
  lottoArea: string;
  lottoGameCode: string;
  lottoView: LottoView;
  hasLobby: boolean;
  /** Where the game's back button returns; a /m/ path. */
  backUrl: string;
  /** Default VI (spec 9). */
  language?: string;
  /** Title shown by the game page. */
  title?: string;
  /** Default 10 s (spec 9). */
  timeoutMs?: number;
  /** The room of the game to open (a banner's roomId, spec 3); absent: the game's default. */
  roomId?: string;
}

/** SEA variant: game code and lobby; the prize mode is optional. */
export interface SeaLotteryLaunch extends LotteryLaunchCommon {
  variant: 'SEA';
  lottoPrizeMode?: string;
}

/** VN variant: the prize mode and the member's VIP label name are required. */
export interface VnLotteryLaunch extends LotteryLaunchCommon {
  variant: 'VN';
  lottoPrizeMode: string;
  labelName: string;
}

export type LotteryLaunchRequest = SeaLotteryLaunch | VnLotteryLaunch;

/** Answer of both launches: the address to open. */
export interface GameLaunch {
  gameUrl: string;
}

/** GET /wps/game/launchGame (lottery launch, spec 7 Games); requires a session. */
export async function launchLottery(
  api: ApiClient,
  params: LotteryLaunchRequest,
  options: CallOptions = {},
): Promise<GameLaunch> {
  const query: Record<string, string | boolean> = {
    lottoArea: params.lottoArea,
    launchMode: 'LOTT',
    lottoGameCode: params.lottoGameCode,
    lottoView: params.lottoView,
    device: 'MOBILE',
    backUrl: params.backUrl,
    hasLobby: params.hasLobby,
    language: params.language ?? LOTTERY_DEFAULT_LANGUAGE,
  };
  if (params.lottoPrizeMode !== undefined) query.lottoPrizeMode = params.lottoPrizeMode;
  if (params.title !== undefined) query.title = params.title;
  if (params.roomId) query.roomId = params.roomId;
  if (params.variant === 'VN') query.labelName = params.labelName;
  return api.get<GameLaunch>(LOTTERY_LAUNCH_PATH, {
    ...options,
    query,
    timeoutMs: params.timeoutMs ?? GAME_LAUNCH_TIMEOUT_MS,
  });
}

export interface TrialLaunchRequest {
  gameId: string;
  nodeId: string;
  platform: 'MOBILE';
}

/** GCS_gameTrialLaunch: a free-play launch; no session needed. */
export async function trialLaunchGame(
  api: ApiClient,
  params: TrialLaunchRequest,
  options: CallOptions = {},
): Promise<GameLaunch> {
  return api.relay<GameLaunch>('GCS_gameTrialLaunch', params, {
    timeoutMs: GAME_LAUNCH_TIMEOUT_MS,
    ...options,
  });
}

/** Lane keys; `mapping` gives each its /m/ page (the crawler allowlist of spec 2). */
export type GameType = 'LOTTERY' | 'SLOTS' | 'LIVE' | 'SPORTS' | 'FISH';

/** One vendor (or vendor product) inside a category (spec 3 card fields, plus nodeId to launch). */
export interface GameCard {
  accountTypeName: string;
  displayName: string;
  /** Trial (free play) launch offered. */
  freeplay: boolean;
  gameClassify: { vendors: string[] };
  gameCount: number;
  /** Its extension follows the ext the call carried (image-aware). */
  image: string;
  nodeId: string;
}

export interface GameCategory {
  key: string;
  title: string;
  /** spec 9: 100, 200, 300 ...; lottery variants at their base +5 and +1. */
  ordinal: number;
  cards: GameCard[];
}

export interface GameLane {
  key: GameType;
  title: string;
  categories: GameCategory[];
}

export interface GameVendor {
  code: string;
  name: string;
  gameTypes: GameType[];
  image: string;
}

/**
 * The game vendor catalogue (spec 3). The spec names the fields, not their shapes; chosen:
 * mapping = lane → its /m/ page; sorting = lane order; vendorSorting = lane → vendor codes in
 * order; display = lane → card layout; ordinal = category key → ordinal (as on each category).
 */
export interface GameVendorCatalogue {
  lanes: GameLane[];
  mapping: Partial<Record<GameType, string>>;
  sorting: GameType[];
  vendorSorting: Partial<Record<GameType, string[]>>;
  display: Partial<Record<GameType, 'GRID' | 'ROW'>>;
  ordinal: Record<string, number>;
  allVendors: GameVendor[];
}

export interface GameVendorRequest {
  platform: 'MOBILE';
}

/** GCSGAME_newGameVendor answers value.data (spec 7: "Game vendor list answer: value.data.lanes"). */
export interface GameVendorAnswer {
  data: GameVendorCatalogue;
}

export async function getGameVendorCatalogue(
  api: ApiClient,
  params: GameVendorRequest = { platform: 'MOBILE' },
  options: CallOptions = {},
): Promise<GameVendorCatalogue> {
  const answer = await api.relay<GameVendorAnswer>('GCSGAME_newGameVendor', params, {
    ...options,
    cache: true,
    imageAware: true,
  });
  return answer.data;
}

export interface GameMatchRequest {
  platform: 'MOBILE';
  /** Most matches wanted. Default 10. */
  size?: number;
}

/** An upcoming match of the sports lane, in the call's Language (league names). */
export interface GameMatch {
  matchId: string;
  vendor: string;
  nodeId: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  /** Kick-off, epoch ms. */
  startTime: number;
  /** Decimal odds; draw is null where the sport has none. */
  odds: { home: number; draw: number | null; away: number };
}

/** GCSGAME_getGameMatchV2: upcoming matches, soonest first. */
export async function getGameMatches(
  api: ApiClient,
  params: GameMatchRequest = { platform: 'MOBILE' },
  options: CallOptions = {},
): Promise<GameMatch[]> {
  return api.relay<GameMatch[]>('GCSGAME_getGameMatchV2', params, options);
}
