import { describe, expect, it } from 'vitest';
import {
  camelCase,
  createMerchantText,
  missingLanguages,
  newMerchantId,
  screenOf,
  setText,
  textOfPointer,
  textPointer,
  textRows,
  textUses,
} from './textRows';

const CATALOGUE = {
  'auth.login.title': 'Log in',
  'auth.login.noAccount': 'No account yet?',
  'register.title': 'Sign up',
  'menu.vip': 'VIP',
  'download.button': 'Download',
  'pwa.install.title': 'Install',
  'pwa.update.title': 'Update ready',
  'support.button.label': 'Support',
  'notice.title': 'Notice',
  'page.memberHome': 'Home',
};

describe('the Texts tab groups messages by screen', () => {
  it.each([
    ['auth.login.title', 'login'],
    ['auth.secondFactor.code', 'login'],
    ['social.heading', 'login'],
    ['captcha.title', 'login'],
    ['register.title', 'register'],
    ['page.agentRegister', 'register'],
    ['page.memberHome', 'home'],
    ['game.retry', 'home'],
    ['menu.vip', 'menu'],
    ['download.button', 'download'],
    ['pwa.install.title', 'download'],
    ['pwa.update.title', 'dialogs'],
    ['support.button.label', 'customerService'],
    ['notice.title', 'dialogs'],
    ['merchant.summerCup', 'merchant'],
    ['something.new', 'other'],
  ])('%s is on the %s screen', (id, screen) => {
    expect(screenOf(id)).toBe(screen);
  });

  it("lists the catalogue's ids, the merchant's ids and those a menu label names", () => {
    const rows = textRows(
      {
        menu: [{ key: 'cup', label: 'merchant.cup' }],
        texts: { 'merchant.deals': { EN: 'Deals' }, 'auth.login.noAccount': { UR: 'نئے؟' } },
      },
      CATALOGUE,
    );
    expect(rows[0]).toEqual({
      id: 'merchant.deals',
      screen: 'merchant',
      product: undefined,
      texts: { EN: 'Deals' },
    });
    expect(rows[1]!.id).toBe('merchant.cup');
    expect(rows.find((r) => r.id === 'auth.login.noAccount')).toMatchObject({
      screen: 'login',
      product: 'No account yet?',
      texts: { UR: 'نئے؟' },
    });
    expect(rows).toHaveLength(Object.keys(CATALOGUE).length + 2);
    // In a screen, the texts the merchant worded come first.
    expect(rows.filter((r) => r.screen === 'login').map((r) => r.id)).toEqual([
      'auth.login.noAccount',
      'auth.login.title',
    ]);
  });
});

describe('where the file names a text', () => {
  it('lists menu entries and the template texts that name a merchant text', () => {
    const value = {
      menu: [
        { key: 'cup', label: 'merchant.cup' },
        { key: 'vip', label: 'menu.vip' },
      ],
      languages: { texts: { VI: { app_desc: 'merchant.appLine', login_prompt_text: 'Hi' } } },
      template: { app_desc: ' merchant.appLine ', login_prompt_text: 'A sentence' },
    };
    expect(Object.fromEntries(textUses(value))).toEqual({
      'merchant.cup': ['menu entry cup'],
      'menu.vip': ['menu entry vip'],
      'merchant.appLine': ['template app_desc', 'template app_desc (VI)'],
    });
    // A merchant text named by the template and defined nowhere still has its row.
    expect(textRows(value, CATALOGUE).map((r) => r.id)).toContain('merchant.appLine');
  });
});

describe('editing texts', () => {
  const value = {
    merchantCode: 'acme',
    texts: { 'auth.login.title': { EN: 'Sign in', VI: 'Đăng nhập' } },
    template: {},
  };

  it('sets a language, removes an emptied one, then the id, then the texts part', () => {
    const one = setText(value, 'auth.login.title', 'VI', '');
    expect(one.texts).toEqual({ 'auth.login.title': { EN: 'Sign in' } });
    expect(Object.keys(one)).toEqual(['merchantCode', 'texts', 'template']);
    expect(setText(one, 'auth.login.title', 'EN', '')).toEqual({
      merchantCode: 'acme',
      template: {},
    });
    const added = setText(value, 'register.title', 'UR', 'سائن اپ');
    expect(Object.keys(added.texts as object)).toEqual(['auth.login.title', 'register.title']);
    // A new texts part goes at the end of the file.
    expect(Object.keys(setText({ a: 1 }, 'menu.vip', 'EN', 'V'))).toEqual(['a', 'texts']);
  });

  it('knows which of the merchant languages a text lacks', () => {
    const row = { id: 'x', screen: 'login', product: 'x', texts: { EN: 'y' } };
    expect(missingLanguages(row, ['VI', 'EN', 'UR'])).toEqual(['VI', 'UR']);
    expect(missingLanguages({ ...row, texts: {} }, ['VI', 'EN'])).toEqual([]);
  });

  it('addresses a text by its JSON pointer', () => {
    expect(textPointer('a/b', 'EN')).toBe('/texts/a~1b/EN');
    expect(textOfPointer('/texts/a~1b/EN')).toEqual({ id: 'a/b', language: 'EN' });
    expect(textOfPointer('/texts/a')).toEqual({ id: 'a' });
    expect(textOfPointer('/menu/0/label')).toBeNull();
  });
});

describe('a merchant text from a menu label, in one step', () => {
  it('names the id after the entry, unique in the file', () => {
    expect(camelCase('lotto-deals')).toBe('lottoDeals');
    expect(camelCase('vip')).toBe('vip');
    const value = {
      menu: [{ key: 'cup', label: 'merchant.cup' }],
      texts: { 'merchant.cup2': { EN: 'Cup' } },
    };
    expect(newMerchantId(value, 'cup')).toBe('merchant.cup3');
    expect(newMerchantId(value, 'summer-cup')).toBe('merchant.summerCup');
  });

  it('points the label at it and starts its default-language text from the product text', () => {
    const value = {
      menu: [
        { key: 'vip', type: 'VIP', label: 'menu.vip' },
        { key: 'lotto-deals', type: 'LINK', label: 'menu.promoCode', path: '/m/activity' },
      ],
      languages: { supported: ['VI', 'EN'], default: 'VI' },
    };
    const made = createMerchantText(value, 1, 'VI', 'Mã khuyến mãi');
    expect(made?.id).toBe('merchant.lottoDeals');
    expect(made?.value.menu).toEqual([
      value.menu[0],
      { key: 'lotto-deals', type: 'LINK', label: 'merchant.lottoDeals', path: '/m/activity' },
    ]);
    expect(made?.value.texts).toEqual({ 'merchant.lottoDeals': { VI: 'Mã khuyến mãi' } });
    expect(createMerchantText(value, 5, 'VI', 'x')).toBeNull();
  });
});
