import type { GameLane, LottoView } from '../../api/calls/games';

/** spec 9: category ordinals start at 100 in steps of 100. */
export const ORDINAL_START = 100;
export const ORDINAL_STEP = 100;

/**
 * spec 9: lottery variants take their base category's ordinal plus an offset. The variants are
 * the lottery's two views, named `<base>_LOBBY` (+5) and `<base>_BETTING` (+1), so betting comes
 * right after its lottery and the lobby after it.
 */
export const LOTTERY_VARIANT_OFFSETS: Readonly<Record<LottoView, number>> = {
  betting: 1,
  lobby: 5,
};

const VARIANT_KEY = /^(.+)_(LOBBY|BETTING)$/;

export interface LotteryVariant {
  base: string;
  view: LottoView;
  offset: number;
}

/** The lottery variant a category key names (in the lottery lane), or null. */
export function lotteryVariant(laneKey: string, categoryKey: string): LotteryVariant | null {
  if (laneKey !== 'LOTTERY') return null;
  const match = VARIANT_KEY.exec(categoryKey);
  if (!match?.[1] || !match[2]) return null;
  const view: LottoView = match[2] === 'LOBBY' ? 'lobby' : 'betting';
  return { base: match[1], view, offset: LOTTERY_VARIANT_OFFSETS[view] };
}

/**
 * Numbers every category of the lanes, in lane order then category order: 100, 200, 300 ...;
 * a lottery variant whose base is numbered gets the base plus its offset instead of a hundred
 * (a variant without its base is an ordinary category).
 */
export function categoryOrdinals(
  lanes: readonly Pick<GameLane, 'key' | 'categories'>[],
): Map<string, number> {
  const ordinals = new Map<string, number>();
  let next = ORDINAL_START;
  const variants: Array<[string, LotteryVariant]> = [];
  for (const lane of lanes) {
    const keys = new Set(lane.categories.map((category) => category.key));
    for (const category of lane.categories) {
      const variant = lotteryVariant(lane.key, category.key);
      if (variant && keys.has(variant.base)) {
        variants.push([category.key, variant]);
        continue;
      }
      if (ordinals.has(category.key)) continue;
      ordinals.set(category.key, next);
      next += ORDINAL_STEP;
    }
  }
  for (const [key, variant] of variants) {
    ordinals.set(key, (ordinals.get(variant.base) ?? 0) + variant.offset);
  }
  return ordinals;
}
