import { describe, expect, it } from 'vitest';
import { isTranslated, withFallback } from './withFallback';

const english = {
  'nav.home': 'Home',
  'nav.back': 'Back',
  'common.loading': 'Loading',
  'notice.title': 'Notice',
};

describe('withFallback', () => {
  it('keeps usable translations and fills missing ids with English', () => {
    expect(withFallback({ 'nav.home': 'Trang chủ' }, english)).toEqual({
      'nav.home': 'Trang chủ',
      'nav.back': 'Back',
      'common.loading': 'Loading',
      'notice.title': 'Notice',
    });
  });

  it('falls back when a translation is empty or blank', () => {
    expect(withFallback({ 'nav.home': '', 'nav.back': '  ' }, english)).toMatchObject({
      'nav.home': 'Home',
      'nav.back': 'Back',
    });
  });

  it('falls back when a translation starts with its key', () => {
    expect(
      withFallback({ 'nav.home': 'nav.home', 'nav.back': 'nav.back (todo)' }, english),
    ).toMatchObject({ 'nav.home': 'Home', 'nav.back': 'Back' });
  });

  it('falls back when a translation reads Loading', () => {
    const result = withFallback(
      { 'nav.home': 'Loading', 'nav.back': 'loading...', 'common.loading': 'Đang tải' },
      english,
    );
    expect(result).toMatchObject({
      'nav.home': 'Home',
      'nav.back': 'Back',
      'common.loading': 'Đang tải',
    });
  });

  it('ignores values that are not strings and ids English does not know', () => {
    expect(withFallback({ 'nav.home': 42, 'gone.id': 'x' }, english)).toEqual(english);
  });
});

describe('isTranslated', () => {
  it('accepts a text that merely mentions loading', () => {
    expect(isTranslated('common.pleaseWait', 'Loading, please wait')).toBe(true);
  });
});
