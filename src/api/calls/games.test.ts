import { describe, expect, it } from 'vitest';
import {
  GAME_LAUNCH_TIMEOUT_MS,
  getGameMatches,
  getGameVendorCatalogue,
  launchLottery,
  trialLaunchGame,
} from './games';
import { createRecordingApi } from '../testing/sessionFakeApi';

const COMMON = {
  lottoArea: 'SEA',
  lottoGameCode: 'SEA_5D',
  lottoView: 'lobby',
  hasLobby: true,
  backUrl: '/m/home',
} as const;

describe('lottery launch', () => {
  it('sends the SEA query with the 10 s launch timeout and VI by default', async () => {
    const { api, calls } = createRecordingApi({ gameUrl: '/m/demo-game.html?game=SEA_5D' });
    await expect(launchLottery(api, { variant: 'SEA', ...COMMON })).resolves.toEqual({
      gameUrl: '/m/demo-game.html?game=SEA_5D',
    });
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/wps/game/launchGame',
        options: {
          timeoutMs: GAME_LAUNCH_TIMEOUT_MS,
          query: {
            lottoArea: 'SEA',
            launchMode: 'LOTT',
            lottoGameCode: 'SEA_5D',
            lottoView: 'lobby',
            device: 'MOBILE',
            backUrl: '/m/home',
            hasLobby: true,
            language: 'VI',
          },
        },
      },
    ]);
  });

  it('adds the prize mode and the VIP label name for the VN variant', async () => {
    const { api, calls } = createRecordingApi({ gameUrl: '/x' });
    await launchLottery(api, {
      variant: 'VN',
      ...COMMON,
      lottoArea: 'VN',
      lottoView: 'betting',
      lottoPrizeMode: 'STANDARD',
      labelName: 'Vàng',
      language: 'EN',
      title: 'Lottery',
      timeoutMs: 5000,
    });
    expect(calls[0]?.options).toMatchObject({
      timeoutMs: 5000,
      query: {
        lottoArea: 'VN',
        lottoView: 'betting',
        lottoPrizeMode: 'STANDARD',
        labelName: 'Vàng',
        language: 'EN',
        title: 'Lottery',
      },
    });
  });

  it('never sends a labelName for the SEA variant', async () => {
    const { api, calls } = createRecordingApi({ gameUrl: '/x' });
    await launchLottery(api, { variant: 'SEA', ...COMMON, lottoPrizeMode: 'FAST' });
    const query = (calls[0]?.options as { query: Record<string, unknown> }).query;
    expect(query).not.toHaveProperty('labelName');
    expect(query.lottoPrizeMode).toBe('FAST');
  });
});

describe('game relays', () => {
  it('relays a trial launch with the launch timeout', async () => {
    const { api, calls } = createRecordingApi({ gameUrl: '/x' });
    await trialLaunchGame(api, { gameId: 'g1', nodeId: '42', platform: 'MOBILE' });
    expect(calls).toEqual([
      {
        method: 'RELAY',
        path: 'GCS_gameTrialLaunch',
        data: { gameId: 'g1', nodeId: '42', platform: 'MOBILE' },
        options: { timeoutMs: GAME_LAUNCH_TIMEOUT_MS },
      },
    ]);
  });

  it('answers the vendor catalogue from value.data, cached and image-aware', async () => {
    const data = { lanes: [] };
    const { api, calls } = createRecordingApi({ data });
    await expect(getGameVendorCatalogue(api)).resolves.toBe(data);
    expect(calls).toEqual([
      {
        method: 'RELAY',
        path: 'GCSGAME_newGameVendor',
        data: { platform: 'MOBILE' },
        options: { cache: true, imageAware: true },
      },
    ]);
  });

  it('asks for the game matches', async () => {
    const { api, calls } = createRecordingApi([]);
    await getGameMatches(api, { platform: 'MOBILE', size: 3 });
    expect(calls[0]).toEqual({
      method: 'RELAY',
      path: 'GCSGAME_getGameMatchV2',
      data: { platform: 'MOBILE', size: 3 },
      options: {},
    });
  });
});
