import { describe, expect, it } from 'vitest';
import { outboundUrl } from './outboundUrl';

const SITE = 'https://m.demo-casino.test';
const LOCAL_DEMO = 'http://127.0.0.1:4173';

describe('outboundUrl', () => {
  it.each([
    ['https://games.vendor.test/play?id=1', 'https://games.vendor.test/play?id=1'],
    ['  https://download.demo-casino.test/app.apk ', 'https://download.demo-casino.test/app.apk'],
    ['/m/demo-game.html?game=SEA_5D', `${SITE}/m/demo-game.html?game=SEA_5D`],
    [`${SITE}/m/demo-game.html`, `${SITE}/m/demo-game.html`],
  ])('follows %s', (address, expected) => {
    expect(outboundUrl(address, SITE)).toBe(expected);
  });

  it.each([
    'http://games.vendor.test/play',
    'HTTP://games.vendor.test/play',
    // the merchant's own host, but over http from an https page: a downgrade
    'http://m.demo-casino.test/m/demo-game.html',
    '//games.vendor.test/play',
    ' //games.vendor.test/play',
    '/\\games.vendor.test/play',
    '\\\\games.vendor.test/play',
    '/\t/games.vendor.test/play',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://m.demo-casino.test/1',
    'ftp://files.vendor.test/app.apk',
    'https://',
    '',
    '   ',
  ])('refuses %j', (address) => {
    expect(outboundUrl(address, SITE)).toBeNull();
  });

  it.each([null, undefined, 42, {}])('refuses a value that is not text (%j)', (value) => {
    expect(outboundUrl(value, SITE)).toBeNull();
  });

  it("keeps the page's own scheme for its own paths (the local demo is http)", () => {
    expect(outboundUrl('/m/demo-game.html?game=1', LOCAL_DEMO)).toBe(
      `${LOCAL_DEMO}/m/demo-game.html?game=1`,
    );
    expect(outboundUrl('http://127.0.0.1:9999/m/demo-game.html', LOCAL_DEMO)).toBeNull();
    expect(outboundUrl('http://games.vendor.test/', LOCAL_DEMO)).toBeNull();
    expect(outboundUrl('//127.0.0.1:4173/m/demo-game.html', LOCAL_DEMO)).toBeNull();
  });
});
