import { describe, expect, it } from 'vitest';
import { DEFAULT_BACK_URL, launchPath, readLaunchQuery, routerPath } from './launchRequest';

const ORIGIN = 'https://m.demo-casino.test';
const read = (search: string) => readLaunchQuery(search, ORIGIN);

describe('reading /m/launchGame', () => {
  it('reads a lottery by prize mode, with its code, view and back address', () => {
    expect(
      read('?prize_mode=FAST&code=VN_NORTH&lottoView=betting&backUrl=/m/activity?id=3'),
    ).toEqual({
      ok: true,
      request: {
        prizeMode: 'FAST',
        vendor: null,
        code: 'VN_NORTH',
        playType: 'real',
        backUrl: '/m/activity?id=3',
        lottoView: 'betting',
        gameType: null,
        roomId: null,
      },
    });
  });

  it("starts a banner's game by its roomId or its gameType alone, with no vendor (spec 3)", () => {
    expect(read('?code=SEA_5D&roomId=SEA_5D-1')).toMatchObject({
      ok: true,
      request: { vendor: null, prizeMode: null, code: 'SEA_5D', roomId: 'SEA_5D-1' },
    });
    expect(read('?code=41020&gameType=SLOTS')).toMatchObject({
      ok: true,
      request: { vendor: null, code: '41020', gameType: 'SLOTS', roomId: null },
    });
    expect(read('?code=1&gameType=%3Cb%3E')).toEqual({ ok: false, problem: 'noStartMode' });
  });

  it('reads a vendor node, and playType trial in any case', () => {
    const query = read('vendor=SPINFORGE&code=41020&playType=TRIAL');
    expect(query).toMatchObject({
      ok: true,
      request: { vendor: 'SPINFORGE', code: '41020', playType: 'trial', lottoView: null },
    });
  });

  it('has no app-start mode without prize_mode, vendor, gameType or roomId (label_start_game_error)', () => {
    expect(read('?code=SEA_5D')).toEqual({ ok: false, problem: 'noStartMode' });
    expect(read('?vendor=&prize_mode=%20&code=1')).toEqual({ ok: false, problem: 'noStartMode' });
  });

  it('needs a code that is an identifier', () => {
    expect(read('?vendor=LOTTO')).toEqual({ ok: false, problem: 'noCode' });
    expect(read('?vendor=LOTTO&code=%3Cscript%3E')).toEqual({ ok: false, problem: 'noCode' });
  });

  it('tries only a vendor node, not a prize mode alone', () => {
    expect(read('?prize_mode=FAST&code=1&playType=trial')).toEqual({
      ok: false,
      problem: 'trialWithoutVendor',
    });
  });

  it('treats an unknown view as none (the tenant default applies)', () => {
    expect(read('?vendor=V&code=1&lottoView=grid')).toMatchObject({ request: { lottoView: null } });
  });

  it.each([
    ['https://evil.example/m/home'],
    ['//evil.example/m/home'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/m/../admin'],
    ['/other/page'],
    [`${ORIGIN}/m/home`],
  ])('keeps /m/home for a backUrl of %s', (backUrl) => {
    const query = read(`?vendor=V&code=1&backUrl=${encodeURIComponent(backUrl)}`);
    expect(query).toMatchObject({ ok: true, request: { backUrl: DEFAULT_BACK_URL } });
  });
});

describe('launch links', () => {
  it('builds a link that reads back as the same launch', () => {
    const path = launchPath({
      vendor: 'LOTTOHUB',
      code: '12010',
      playType: 'trial',
      lottoView: 'lobby',
      backUrl: '/m/home?tab=a&b=c',
    });
    expect(path.startsWith('/launchGame?')).toBe(true);
    const url = new URL(`/m${path}`, ORIGIN);
    expect(read(url.search)).toEqual({
      ok: true,
      request: {
        prizeMode: null,
        vendor: 'LOTTOHUB',
        code: '12010',
        playType: 'trial',
        lottoView: 'lobby',
        backUrl: '/m/home?tab=a&b=c',
        gameType: null,
        roomId: null,
      },
    });
  });

  it('defaults to real play and leaves out what is not given', () => {
    expect(launchPath({ prizeMode: 'FAST', code: 'VN_NORTH' })).toBe(
      '/launchGame?prize_mode=FAST&code=VN_NORTH&playType=real',
    );
  });

  it('turns an /m/ path into a router path, anything else into home', () => {
    expect(routerPath('/m/activity?id=3')).toBe('/activity?id=3');
    expect(routerPath('https://evil.example/m/x')).toBe('/home');
  });
});
