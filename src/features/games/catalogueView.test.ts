import { describe, expect, it } from 'vitest';
import type { GameCard, GameMatch, GameVendorCatalogue } from '../../api/calls/games';
import { catalogueView } from './catalogueView';
import { readLaunchQuery } from './launchRequest';

const card = (vendor: string, nodeId: string, freeplay = false): GameCard => ({
  accountTypeName: `${vendor}_X`,
  displayName: vendor,
  freeplay,
  gameClassify: { vendors: [vendor] },
  gameCount: 3,
  image: `/img/${vendor}.svg`,
  nodeId,
});

const CATALOGUE: GameVendorCatalogue = {
  lanes: [
    {
      key: 'SLOTS',
      title: 'Slots',
      categories: [
        {
          key: 'SLOTS_POPULAR',
          title: 'Popular',
          ordinal: 0,
          cards: [card('B', '2', true), card('A', '1', true)],
        },
      ],
    },
    {
      key: 'LOTTERY',
      title: 'Lottery',
      categories: [
        { key: 'LOTTERY_LOBBY', title: 'Lobby', ordinal: 0, cards: [card('L', '9')] },
        { key: 'LOTTERY', title: 'Lottery', ordinal: 0, cards: [card('L', '9')] },
        { key: 'LOTTERY_BETTING', title: 'Betting', ordinal: 0, cards: [card('L', '9')] },
        { key: 'EMPTY', title: 'Empty', ordinal: 0, cards: [] },
      ],
    },
    {
      key: 'SPORTS',
      title: 'Sports',
      categories: [{ key: 'SPORTS', title: 'Sports', ordinal: 0, cards: [card('M', '7')] }],
    },
  ],
  mapping: { LOTTERY: '/m/elott', SLOTS: 'https://elsewhere.example/rng', SPORTS: '/m/sports' },
  sorting: ['LOTTERY', 'SLOTS', 'SPORTS'],
  vendorSorting: { SLOTS: ['A', 'B'] },
  display: { LOTTERY: 'GRID', SPORTS: 'ROW' },
  ordinal: {},
  allVendors: [],
};

const MATCH: GameMatch = {
  matchId: 'm1',
  vendor: 'M',
  nodeId: '7',
  league: 'League',
  homeTeam: 'H',
  awayTeam: 'A',
  startTime: 0,
  odds: { home: 2, draw: null, away: 3 },
};

const OPTIONS = { trialLaunch: true, backUrl: '/m/home' };
const launchOf = (path: string) =>
  readLaunchQuery(new URL(`https://x.test/m${path}`).search, 'https://x.test');

describe('the lanes as shown', () => {
  it('orders lanes by sorting and cuts them at maxLanes', () => {
    expect(catalogueView(CATALOGUE, [], OPTIONS).map((l) => l.key)).toEqual([
      'LOTTERY',
      'SLOTS',
      'SPORTS',
    ]);
    expect(catalogueView(CATALOGUE, [], { ...OPTIONS, maxLanes: 2 }).map((l) => l.key)).toEqual([
      'LOTTERY',
      'SLOTS',
    ]);
  });

  it('orders the categories by their ordinals and drops empty ones', () => {
    const [lottery] = catalogueView(CATALOGUE, [], OPTIONS);
    expect(lottery?.categories.map((c) => [c.key, c.ordinal])).toEqual([
      ['LOTTERY', 100],
      ['LOTTERY_BETTING', 101],
      ['LOTTERY_LOBBY', 105],
    ]);
  });

  it("orders the cards by the lane's vendorSorting", () => {
    const slots = catalogueView(CATALOGUE, [], OPTIONS)[1];
    expect(slots?.categories[0]?.cards.map((c) => c.name)).toEqual(['A', 'B']);
  });

  it('launches each card through /m/launchGame, a lottery variant with its view', () => {
    const [lottery] = catalogueView(CATALOGUE, [], OPTIONS);
    const [base, betting, lobby] = lottery?.categories.map((c) => c.cards[0]?.play ?? '') ?? [];
    expect(launchOf(base ?? '')).toMatchObject({
      ok: true,
      request: { vendor: 'L', code: '9', playType: 'real', lottoView: null, backUrl: '/m/home' },
    });
    expect(launchOf(betting ?? '')).toMatchObject({ request: { lottoView: 'betting' } });
    expect(launchOf(lobby ?? '')).toMatchObject({ request: { lottoView: 'lobby' } });
  });

  it('offers a trial only for a free-play card of a tenant with trials', () => {
    const cards = (trialLaunch: boolean) =>
      catalogueView(CATALOGUE, [], { ...OPTIONS, trialLaunch }).flatMap((l) =>
        l.categories.flatMap((c) => c.cards),
      );
    const withTrials = cards(true);
    expect(withTrials.filter((c) => c.trial).map((c) => c.name)).toEqual(['A', 'B']);
    expect(launchOf(withTrials.find((c) => c.name === 'A')?.trial ?? '')).toMatchObject({
      request: { vendor: 'A', code: '1', playType: 'trial' },
    });
    expect(cards(false).some((c) => c.trial)).toBe(false);
  });

  it('links a lane to its own /m/ page only, and lays it out as the catalogue says', () => {
    const lanes = catalogueView(CATALOGUE, [], OPTIONS);
    expect(lanes.map((l) => [l.key, l.page, l.display])).toEqual([
      ['LOTTERY', '/elott', 'GRID'],
      ['SLOTS', null, 'GRID'],
      ['SPORTS', '/sports', 'ROW'],
    ]);
  });

  it("shows a match under the lane of its vendor, launching the vendor's node", () => {
    const lanes = catalogueView(
      CATALOGUE,
      [MATCH, { ...MATCH, matchId: 'x', vendor: 'NOPE' }],
      OPTIONS,
    );
    expect(lanes.map((l) => l.matches.map((m) => m.match.matchId))).toEqual([[], [], ['m1']]);
    expect(launchOf(lanes[2]?.matches[0]?.play ?? '')).toMatchObject({
      request: { vendor: 'M', code: '7', playType: 'real' },
    });
  });
});
