import { describe, expect, it } from 'vitest';
import type { GameType } from '../../api/calls/games';
import { categoryOrdinals, lotteryVariant } from './ordinals';

const lane = (key: GameType, ...categories: string[]) => ({
  key,
  categories: categories.map((c) => ({ key: c, title: c, ordinal: 0, cards: [] })),
});

describe('category ordinals (spec 9)', () => {
  it('numbers categories from 100 in steps of 100, across lanes', () => {
    const ordinals = categoryOrdinals([
      lane('SLOTS', 'SLOTS_POPULAR', 'SLOTS_NEW'),
      lane('LIVE', 'LIVE'),
    ]);
    expect(Object.fromEntries(ordinals)).toEqual({ SLOTS_POPULAR: 100, SLOTS_NEW: 200, LIVE: 300 });
  });

  it('puts the lottery variants at their base +5 (lobby) and +1 (betting)', () => {
    const ordinals = categoryOrdinals([
      lane('LOTTERY', 'LOTTERY', 'LOTTERY_LOBBY', 'LOTTERY_BETTING'),
      lane('SLOTS', 'SLOTS_POPULAR'),
    ]);
    expect(Object.fromEntries(ordinals)).toEqual({
      LOTTERY: 100,
      LOTTERY_LOBBY: 105,
      LOTTERY_BETTING: 101,
      SLOTS_POPULAR: 200,
    });
  });

  it('gives a variant its offset even when it comes before its base', () => {
    const ordinals = categoryOrdinals([
      lane('SLOTS', 'SLOTS_POPULAR'),
      lane('LOTTERY', 'KENO_BETTING', 'LOTTERY', 'KENO'),
    ]);
    expect(Object.fromEntries(ordinals)).toEqual({
      SLOTS_POPULAR: 100,
      LOTTERY: 200,
      KENO: 300,
      KENO_BETTING: 301,
    });
  });

  it('numbers a variant without its base, or outside the lottery lane, as a category', () => {
    const ordinals = categoryOrdinals([
      lane('LOTTERY', 'KENO_LOBBY'),
      lane('SLOTS', 'SLOTS', 'SLOTS_LOBBY'),
    ]);
    expect(Object.fromEntries(ordinals)).toEqual({ KENO_LOBBY: 100, SLOTS: 200, SLOTS_LOBBY: 300 });
  });

  it('names the view of a lottery variant', () => {
    expect(lotteryVariant('LOTTERY', 'LOTTERY_LOBBY')).toEqual({
      base: 'LOTTERY',
      view: 'lobby',
      offset: 5,
    });
    expect(lotteryVariant('LOTTERY', 'LOTTERY_BETTING')?.view).toBe('betting');
    expect(lotteryVariant('LOTTERY', 'LOTTERY')).toBeNull();
    expect(lotteryVariant('SLOTS', 'SLOTS_LOBBY')).toBeNull();
  });
});
