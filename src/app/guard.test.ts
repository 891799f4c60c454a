import { describe, expect, it } from 'vitest';
import { guardRedirect, isCrawler, isCrawlerPage } from './guard';
import { CONTENT_PATHS } from '../features/content';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('route guards', () => {
  it('lets members through everywhere', () => {
    expect(guardRedirect('member', true, at('/launchGame'))).toBeNull();
    expect(guardRedirect('member-else-home', true, at('/feedback'))).toBeNull();
  });

  it('sends a visitor on a member page to /m/login, remembering where they were', () => {
    expect(guardRedirect('member', false, at('/home'))).toBe('/login');
    expect(guardRedirect('member', false, at('/home', '?tenant=demo'))).toBe('/login');
    expect(guardRedirect('member', false, at('/launchGame', '?vendor=X&code=1'))).toBe(
      `/login?go=${encodeURIComponent('/m/launchGame?vendor=X&code=1')}`,
    );
  });

  it('keeps public pages public', () => {
    expect(guardRedirect('public', false, at('/inviteFriends'))).toBeNull();
  });

  it('sends a visitor on /m/feedback to /m/home', () => {
    expect(guardRedirect('member-else-home', false, at('/feedback'))).toBe('/home');
  });

  it("lets a search engine's crawler see its pages (spec 2) without the way to log in", () => {
    for (const path of ['/', '/home', '/sports', '/app', '/download']) {
      expect(guardRedirect('member', false, at(path), true)).toBeNull();
    }
    // Anything else sends a crawler to log in as it sends any visitor.
    expect(guardRedirect('member', false, at('/launchGame'), true)).toMatch(/^\/login\?go=/);
    expect(guardRedirect('member', false, at('/sports'), false)).toMatch(/^\/login/);
  });

  it('lists every lane page of the content feature, and knows the crawlers by name', () => {
    for (const path of CONTENT_PATHS) expect(isCrawlerPage(`/${path}`)).toBe(true);
    expect(isCrawlerPage('/launchGame')).toBe(false);
    expect(
      isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true);
    expect(
      isCrawler('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'),
    ).toBe(true);
    expect(
      isCrawler(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
  });
});
