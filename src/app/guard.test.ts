import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard';

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
});
