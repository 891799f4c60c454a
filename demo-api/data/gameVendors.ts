import type { GameType } from '../../src/api/calls/games.ts';
import type { GameCategoryKey } from './gameTexts.ts';

/** A demo game vendor: fictional names, one game type each. */
export interface VendorDef {
  code: string;
  name: string;
  gameType: GameType;
  /** The vendor offers trial (free play) launches; the tenant's games.trialLaunch can still say no. */
  trial: boolean;
  /** Fewest and most games the vendor has (the merchant's count is seeded in between). */
  games: [number, number];
}

export const VENDORS: readonly VendorDef[] = [
  { code: 'LOTTOHUB', name: 'Lotto Hub', gameType: 'LOTTERY', trial: false, games: [12, 40] },
  { code: 'KENOSTAR', name: 'Keno Star', gameType: 'LOTTERY', trial: false, games: [4, 12] },
  { code: 'SPINFORGE', name: 'Spin Forge', gameType: 'SLOTS', trial: true, games: [60, 180] },
  { code: 'REELKING', name: 'Reel King', gameType: 'SLOTS', trial: true, games: [40, 120] },
  { code: 'LUCKYPEAK', name: 'Lucky Peak', gameType: 'SLOTS', trial: true, games: [20, 90] },
  { code: 'TABLELIVE', name: 'Table Live', gameType: 'LIVE', trial: false, games: [10, 30] },
  { code: 'ROYALDEALER', name: 'Royal Dealer', gameType: 'LIVE', trial: false, games: [8, 24] },
  { code: 'MATCHLINE', name: 'Match Line', gameType: 'SPORTS', trial: false, games: [1, 1] },
  { code: 'DEEPCATCH', name: 'Deep Catch', gameType: 'FISH', trial: true, games: [6, 18] },
];

/** Lanes in display order; the first three always show, then 0 to 2 more by merchant seed. */
export const LANE_ORDER: readonly GameType[] = ['LOTTERY', 'SLOTS', 'LIVE', 'SPORTS', 'FISH'];
export const ALWAYS_SHOWN_LANES = 3;

/** Each lane's /m/ page (spec 2 crawler allowlist). */
export const LANE_PAGES: Readonly<Record<GameType, string>> = {
  LOTTERY: '/m/elott',
  SLOTS: '/m/rng',
  LIVE: '/m/live',
  SPORTS: '/m/sports',
  FISH: '/m/fish',
};

/** How a lane lays out its cards. */
export const LANE_DISPLAY: Readonly<Record<GameType, 'GRID' | 'ROW'>> = {
  LOTTERY: 'GRID',
  SLOTS: 'GRID',
  LIVE: 'ROW',
  SPORTS: 'ROW',
  FISH: 'GRID',
};

/**
 * A lane's categories. A category with `variantOf` is a lottery variant: it takes its base
 * category's ordinal plus `offset` (spec 9: +5 and +1) instead of the next hundred.
 */
export interface CategoryDef {
  key: GameCategoryKey;
  vendors: readonly string[];
  variantOf?: GameCategoryKey;
  offset?: number;
}

export const LANE_CATEGORIES: Readonly<Record<GameType, readonly CategoryDef[]>> = {
  LOTTERY: [
    { key: 'LOTTERY', vendors: ['LOTTOHUB', 'KENOSTAR'] },
    // The lobby view of the lottery, then straight into betting (lottoView lobby / betting).
    { key: 'LOTTERY_LOBBY', vendors: ['LOTTOHUB'], variantOf: 'LOTTERY', offset: 5 },
    { key: 'LOTTERY_BETTING', vendors: ['LOTTOHUB'], variantOf: 'LOTTERY', offset: 1 },
  ],
  SLOTS: [
    { key: 'SLOTS_POPULAR', vendors: ['SPINFORGE', 'REELKING', 'LUCKYPEAK'] },
    { key: 'SLOTS_NEW', vendors: ['LUCKYPEAK', 'SPINFORGE'] },
  ],
  LIVE: [{ key: 'LIVE', vendors: ['TABLELIVE', 'ROYALDEALER'] }],
  SPORTS: [{ key: 'SPORTS', vendors: ['MATCHLINE'] }],
  FISH: [{ key: 'FISH', vendors: ['DEEPCATCH'] }],
};

/** spec 9: category ordinals start at 100 in steps of 100. */
export const ORDINAL_START = 100;
export const ORDINAL_STEP = 100;
