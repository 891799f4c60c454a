import { describe, expect, it } from 'vitest';
import type { Banner } from '../../api/calls/promotions';
import { bannerTarget } from './bannerLinks';

const ORIGIN = 'https://m.demo-casino.test';
const context = { origin: ORIGIN, trustedHosts: [], token: 't', userName: 'member1' };

const game = (fields: Partial<Banner>): Banner => ({
  id: 1,
  title: 'Game',
  image: '/m/brand/demo/banner-1.svg',
  sort: 1,
  linkageType: 'G',
  linkage: 'SEA_5D',
  roomId: null,
  nodeId: null,
  gameType: null,
  vendor: null,
  ...fields,
});

/** The /m/launchGame query a game banner's tap asks for. */
function launchQueryOf(banner: Banner): Record<string, string> {
  const target = bannerTarget(banner, context);
  if (target.kind !== 'route') throw new Error(`not a route: ${target.kind}`);
  const url = new URL(target.path, ORIGIN);
  expect(url.pathname).toBe('/launchGame');
  return Object.fromEntries(url.searchParams);
}

describe('a game banner names the game it starts (spec 3, Banner)', () => {
  it('a roomId: that room of the lottery game the linkage names, not the vendor lobby', () => {
    const banner = game({
      roomId: 'SEA_5D-1',
      nodeId: '41000',
      gameType: 'LOTTERY',
      vendor: 'LOTTOHUB',
    });
    expect(launchQueryOf(banner)).toEqual({
      vendor: 'LOTTOHUB',
      code: 'SEA_5D',
      roomId: 'SEA_5D-1',
      gameType: 'LOTTERY',
    });
  });

  it('a gameType with no vendor: the game of its node, the game type as its start mode', () => {
    const banner = game({ linkage: '41020', nodeId: '41020', gameType: 'SLOTS' });
    expect(launchQueryOf(banner)).toEqual({ code: '41020', gameType: 'SLOTS' });
  });

  it('a vendor without a room: the vendor node, as before', () => {
    expect(launchQueryOf(game({ nodeId: '77', vendor: 'LOTTOHUB' }))).toEqual({
      vendor: 'LOTTOHUB',
      code: '77',
    });
  });
});
