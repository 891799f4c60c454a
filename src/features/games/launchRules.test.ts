import { describe, expect, it } from 'vitest';
import { tenantByCode } from '../../testing/tenants';
import { canRetry, gameAddress, gamesAllowedHere, lotteryLanguage } from './launchRules';

const BROWSER = {
  isNativeApp: false,
  isStandalone: false,
  isIosHomeScreen: false,
  homescreen: false,
};
const flags = (STARTGAMEINAPP3: boolean) => ({
  flags: { ...tenantByCode('demo').flags, STARTGAMEINAPP3 },
});

describe('STARTGAMEINAPP3 (spec 6)', () => {
  it('lets games start anywhere when the flag is off', () => {
    expect(gamesAllowedHere(flags(false), BROWSER)).toBe(true);
  });

  it('refuses a browser tab when it is on', () => {
    expect(gamesAllowedHere(flags(true), BROWSER)).toBe(false);
  });

  it.each([['isNativeApp'], ['isStandalone'], ['isIosHomeScreen'], ['homescreen']] as const)(
    'allows the app or home-screen app (%s)',
    (where) => {
      expect(gamesAllowedHere(flags(true), { ...BROWSER, [where]: true })).toBe(true);
    },
  );
});

describe('the lottery language (spec 9)', () => {
  it('keeps a language of the map', () => {
    expect(lotteryLanguage('EN')).toBe('EN');
    expect(lotteryLanguage('th')).toBe('TH');
    expect(lotteryLanguage('TW')).toBe('TW');
  });

  it('maps a regional code to its language', () => {
    expect(lotteryLanguage('PT-BR')).toBe('PT');
  });

  it('launches in VI otherwise', () => {
    expect(lotteryLanguage('UR')).toBe('VI');
    expect(lotteryLanguage('UR-LA')).toBe('VI');
    expect(lotteryLanguage('KO')).toBe('VI');
  });
});

describe("the launch's game address", () => {
  const origin = 'https://m.demo-casino.test';

  it('resolves a path against the page', () => {
    expect(gameAddress('/m/demo-game.html?game=SEA_5D', origin)).toEqual({
      url: 'https://m.demo-casino.test/m/demo-game.html?game=SEA_5D',
    });
  });

  it('keeps an https address of another host', () => {
    expect(gameAddress('https://games.example/play?t=1', origin)).toEqual({
      url: 'https://games.example/play?t=1',
    });
  });

  it.each([[null], [undefined], [''], ['  '], [42]])('rejects a missing address (%s)', (value) => {
    expect(gameAddress(value, origin)).toEqual({ problem: 'noUrl' });
  });

  it.each([
    ['http://games.example/play?t=1'],
    ['//games.example/play?t=1'],
    ['/\\games.example/play'],
    ['javascript:alert(1)'],
    [' JavaScript:alert(1)'],
    ['data:text/html,hi'],
    ['ftp://x.example/'],
  ])('never follows %s', (value) => {
    expect(gameAddress(value, origin)).toEqual({ problem: 'unsafeUrl' });
  });
});

describe('the retry button (spec 8)', () => {
  it('comes after a timeout, a missing address or a refusal', () => {
    expect(canRetry('timeout')).toBe(true);
    expect(canRetry('noUrl')).toBe(true);
    expect(canRetry('refused')).toBe(true);
  });

  it('does not come where a second try cannot help', () => {
    for (const reason of [
      'startError',
      'notInApp',
      'popupBlocked',
      'trialUnavailable',
      'unsafeUrl',
    ] as const) {
      expect(canRetry(reason)).toBe(false);
    }
  });
});
