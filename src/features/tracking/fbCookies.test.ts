import { describe, expect, it } from 'vitest';
import { createMemoryCookies } from '../../platform/cookies';
import {
  FB_COOKIE_DAYS,
  FBC_COOKIE,
  FBP_COOKIE,
  fbCookieValues,
  isFbValue,
  keepFbCookies,
} from './fbCookies';

const NOW = 1_767_225_600_000;
const random = () => 0.5;
const none = { fbc: null, fbp: null };

describe('the _fbc and _fbp values (Meta format)', () => {
  it('makes _fbp as fb.1.<ms>.<random> and no _fbc without an ad click', () => {
    expect(fbCookieValues({ query: {}, current: none, now: NOW, random })).toEqual({
      fbc: null,
      fbp: `fb.1.${NOW}.1073741823`,
    });
  });

  it('makes _fbc from an fbclid, unaltered (case kept)', () => {
    const { fbc } = fbCookieValues({
      query: { fbclid: 'IwAR_x-Yz' },
      current: none,
      now: NOW,
      random,
    });
    expect(fbc).toBe(`fb.1.${NOW}.IwAR_x-Yz`);
  });

  it('takes fbc and fbp from the address as they are', () => {
    const query = { fbc: 'fb.1.1596403881668.XyZ', fbp: 'fb.1.1596403881668.1116446470' };
    expect(fbCookieValues({ query, current: none, now: NOW, random })).toEqual(query);
  });

  it('keeps the cookies already there, and the creation time of the same click', () => {
    const current = { fbc: 'fb.1.1596403881668.AbC', fbp: 'fb.1.1596403881668.7' };
    expect(fbCookieValues({ query: {}, current, now: NOW, random })).toEqual(current);
    expect(fbCookieValues({ query: { fbclid: 'AbC' }, current, now: NOW, random })).toEqual(
      current,
    );
    expect(fbCookieValues({ query: { fbclid: 'New1' }, current, now: NOW, random }).fbc).toBe(
      `fb.1.${NOW}.New1`,
    );
  });

  it('ignores malformed values', () => {
    const values = fbCookieValues({
      query: { fbc: 'hello', fbp: 'fb.x', fbclid: 'a b;c' },
      current: { fbc: 'junk', fbp: 'junk' },
      now: NOW,
      random,
    });
    expect(values).toEqual({ fbc: null, fbp: `fb.1.${NOW}.1073741823` });
    expect(isFbValue('fb.1.1596403881668.1116446470')).toBe(true);
    expect(isFbValue('fb.1.12.1')).toBe(false);
  });
});

describe('keepFbCookies (spec 9)', () => {
  it('sets both cookies for 90 days', () => {
    const cookies = createMemoryCookies();
    keepFbCookies(cookies, { query: { fbclid: 'AbC' }, now: NOW, random });
    expect(cookies.get(FBC_COOKIE)).toBe(`fb.1.${NOW}.AbC`);
    expect(cookies.get(FBP_COOKIE)).toBe(`fb.1.${NOW}.1073741823`);
    expect(cookies.options.get(FBC_COOKIE)).toEqual({ maxAgeDays: FB_COOKIE_DAYS });
    expect(cookies.options.get(FBP_COOKIE)).toEqual({ maxAgeDays: 90 });
  });

  it('renews the kept cookies for 90 days from this visit, values unchanged', () => {
    const fbp = 'fb.1.1596403881668.7';
    const cookies = createMemoryCookies({ [FBP_COOKIE]: fbp });
    keepFbCookies(cookies, { query: {}, now: NOW, random });
    expect(cookies.get(FBP_COOKIE)).toBe(fbp);
    expect(cookies.options.get(FBP_COOKIE)).toEqual({ maxAgeDays: 90 });
    expect(cookies.get(FBC_COOKIE)).toBeNull();
  });
});
