import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameQuery } from './TelegramAdapter';
import { fakeTelegram } from './fakeTelegram';
import { realTelegram } from './realTelegram';
import { encodeTelegramAuth, readTelegramHash } from './telegramHash';

const DATA = { id: 6630865352, first_name: 'พอตเตอร์', auth_date: 1702980204, hash: '446e' };

function base64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('readTelegramHash (spec 5, messaging-app hash rule)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('decodes #tgAuthResult= base64url JSON, names in any script', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readTelegramHash(`#tgAuthResult=${base64Url(JSON.stringify(DATA))}`)).toEqual(DATA);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['no marker', base64Url(JSON.stringify(DATA))],
    ['the marker not first', `#x=1&tgAuthResult=${base64Url(JSON.stringify(DATA))}`],
    ['not base64', '#tgAuthResult=%%%'],
    ['base64 but not JSON', `#tgAuthResult=${base64Url('hello')}`],
    ['JSON but not auth data', `#tgAuthResult=${base64Url('{"id":"1"}')}`],
    ['Telegram said no', '#tgAuthResult=false'],
    ['not a string', { event: 'resize' }],
  ])('ignores %s with a warning, never an error', (_case, hash) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    expect(readTelegramHash(hash)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
  });

  it('encodes telegramAuth as base64 of the UTF-8 JSON, as the login call takes it', () => {
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(encodeTelegramAuth(DATA)), (c) => c.charCodeAt(0)),
    );
    expect(JSON.parse(decoded)).toEqual(DATA);
  });
});

describe('the Telegram adapters', () => {
  const request = {
    botId: '7000000001',
    authDomain: 'https://tg.demo-casino.test/',
    pageOrigin: 'https://m.demo-casino.test',
    language: 'th',
  };

  it('real: the platform page at <authDomain>/common/v.1.0.1/tg-auth-web.html', () => {
    expect(realTelegram.frame(request)).toEqual({
      src: `https://tg.demo-casino.test/common/v.1.0.1/tg-auth-web.html?${frameQuery(request)}`,
      origin: 'https://tg.demo-casino.test',
    });
  });

  it('real: refuses an auth domain that is not https', () => {
    expect(() => realTelegram.frame({ ...request, authDomain: 'http://tg.test' })).toThrow('https');
  });

  it('fake: the demo page of this site', () => {
    const frame = fakeTelegram.frame(request);
    expect(frame.origin).toBe('https://m.demo-casino.test');
    expect(frame.src).toMatch(/^https:\/\/m\.demo-casino\.test\/m\/demo-telegram-auth\.html\?/);
    expect(new URL(frame.src).searchParams.get('origin')).toBe('https://m.demo-casino.test');
  });
});
