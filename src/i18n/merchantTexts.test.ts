import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { compileSimple, pickMerchantTexts, withMerchantTexts } from './merchantTexts';
import type { Messages } from './withFallback';

const texts = {
  'merchant.summerCup': { VI: 'Cúp mùa hè', EN: 'Summer Cup' },
  'merchant.onlyDefault': { VI: 'Chỉ tiếng Việt' },
  'merchant.onlyThai': { TH: 'ถ้วยฤดูร้อน' },
  'login.title': { UR: 'خوش آمدید، لاگ ان کریں' },
  'games.count': { VI: '{count, plural, other {# trò chơi}}' },
};

const catalogue = (): Promise<Messages> =>
  Promise.resolve({ 'login.title': 'Log in', 'games.count': '{count, plural, other {# games}}' });

function format(messages: Messages, id: string, values?: Record<string, number | string>) {
  const onError = vi.fn();
  const intl = createIntl({ locale: 'en', messages, onError });
  const text = intl.formatMessage({ id }, values);
  expect(onError).not.toHaveBeenCalled();
  return text;
}

describe('pickMerchantTexts', () => {
  it("takes the member's language first", () => {
    expect(pickMerchantTexts(texts, 'EN', 'VI')['merchant.summerCup']).toBe('Summer Cup');
    expect(pickMerchantTexts(texts, 'VI', 'VI')['merchant.summerCup']).toBe('Cúp mùa hè');
  });

  it("gives a merchant id the default language's text, else any the merchant wrote", () => {
    const picked = pickMerchantTexts(texts, 'EN', 'VI');
    expect(picked['merchant.onlyDefault']).toBe('Chỉ tiếng Việt');
    expect(picked['merchant.onlyThai']).toBe('ถ้วยฤดูร้อน');
  });

  it("leaves an override the merchant lacks in that language to the product's catalogue", () => {
    const picked = pickMerchantTexts(texts, 'EN', 'UR');
    expect(picked).not.toHaveProperty('login.title');
    expect(pickMerchantTexts(texts, 'UR', 'EN')['login.title']).toBe('خوش آمدید، لاگ ان کریں');
  });
});

describe('compileSimple', () => {
  it('turns text and {arguments} into the AST the parser gives', () => {
    expect(compileSimple('Hello {name}, 100% bonus!')).toEqual([
      { type: 0, value: 'Hello ' },
      { type: 1, value: 'name' },
      { type: 0, value: ', 100% bonus!' },
    ]);
    expect(compileSimple("Don't miss it")).toEqual([{ type: 0, value: "Don't miss it" }]);
  });

  it('leaves plural, select, tags and quoting to the parser', () => {
    for (const text of [
      '{count, plural, other {# games}}',
      'a <b>bold</b> word',
      "'{literal}'",
      "it''s",
      '{n, number}',
      'a { b',
    ]) {
      expect(compileSimple(text), text).toBeUndefined();
    }
  });
});

describe('withMerchantTexts', () => {
  it('puts the merchant text over the catalogue, in the language', async () => {
    const messages = await withMerchantTexts(catalogue(), {
      texts,
      language: 'UR',
      tenantDefault: 'EN',
    });
    expect(format(messages, 'login.title')).toBe('خوش آمدید، لاگ ان کریں');
    const english = await withMerchantTexts(catalogue(), {
      texts,
      language: 'EN',
      tenantDefault: 'EN',
    });
    expect(format(english, 'login.title')).toBe('Log in');
    expect(format(english, 'merchant.summerCup')).toBe('Summer Cup');
  });

  it('formats a merchant plural, parsed by the full parser', async () => {
    const messages = await withMerchantTexts(catalogue(), {
      texts,
      language: 'VI',
      tenantDefault: 'VI',
    });
    expect(Array.isArray(messages['games.count'])).toBe(true);
    expect(format(messages, 'games.count', { count: 3 })).toBe('3 trò chơi');
  });

  it('formats {arguments} of a simple text as ASTs, as the build ships the catalogues', async () => {
    const messages = await withMerchantTexts(Promise.resolve({}), {
      texts: { 'merchant.hi': { EN: 'Hi {name}!' } },
      language: 'EN',
      tenantDefault: 'EN',
    });
    expect(format(messages, 'merchant.hi', { name: 'Ann' })).toBe('Hi Ann!');
  });

  it('skips a text that does not parse, leaving the catalogue', async () => {
    const messages = await withMerchantTexts(catalogue(), {
      texts: { 'login.title': { EN: '{count, plural, one {x}' } },
      language: 'EN',
      tenantDefault: 'EN',
    });
    expect(format(messages, 'login.title')).toBe('Log in');
  });

  it('rewrites merchant texts in the pseudo-locales, as the catalogue is', async () => {
    const xa = await withMerchantTexts(catalogue(), {
      texts,
      language: 'EN',
      tenantDefault: 'VI',
      pseudo: 'EN-XA',
    });
    expect(format(xa, 'merchant.summerCup')).toMatch(/^\[Šûɱɱéŕ Çûþ .*\]$/);
    const xb = await withMerchantTexts(catalogue(), {
      texts,
      language: 'EN',
      tenantDefault: 'VI',
      pseudo: 'AR-XB',
    });
    expect(format(xb, 'merchant.summerCup')).toBe(
      '\u200f\u202eSummer\u202c\u200f \u200f\u202eCup\u202c\u200f',
    );
  });

  it('returns the catalogue itself for a merchant without texts', async () => {
    const messages = { a: 'A' };
    const loaded = Promise.resolve(messages);
    expect(
      await withMerchantTexts(loaded, { texts: undefined, language: 'EN', tenantDefault: 'EN' }),
    ).toBe(messages);
  });
});

describe('withMerchantTexts and the published file of one language', () => {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

  it("puts the file's texts over the catalogue, plural and all", async () => {
    const messages = await withMerchantTexts(catalogue(), {
      file: json({
        'login.title': 'Đăng nhập ngay',
        'games.count': '{count, plural, other {# trò chơi}}',
      }),
      language: 'VI',
      tenantDefault: 'VI',
    });
    expect(format(messages, 'login.title')).toBe('Đăng nhập ngay');
    expect(format(messages, 'games.count', { count: 2 })).toBe('2 trò chơi');
  });

  it('rewrites them in a pseudo-locale too', async () => {
    const messages = await withMerchantTexts(catalogue(), {
      file: json({ 'merchant.summerCup': 'Summer Cup' }),
      language: 'EN',
      tenantDefault: 'VI',
      pseudo: 'EN-XA',
    });
    expect(format(messages, 'merchant.summerCup')).toMatch(/^\[Šûɱɱéŕ Çûþ .*\]$/);
  });

  it("leaves the product's texts when the file cannot be read, and says so once", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const file of [
      json({ error: 'no such tenant' }, 404),
      Promise.reject(new TypeError('offline')),
      Promise.resolve(new Response('<!doctype html>')),
    ]) {
      const messages = await withMerchantTexts(catalogue(), {
        file,
        language: 'EN',
        tenantDefault: 'EN',
      });
      expect(format(messages, 'login.title')).toBe('Log in');
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
