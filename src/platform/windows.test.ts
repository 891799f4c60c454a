import { describe, expect, it } from 'vitest';
import { createBrowserWindows } from './windows';

/** The parts of a window createBrowserWindows touches. */
function fakeWindow() {
  const assigned: string[] = [];
  const win = {
    location: { assign: (url: string) => void assigned.push(url) },
    open: () => null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    screen: { width: 390, height: 844 },
  };
  return { win: win as unknown as Window, assigned };
}

describe('createBrowserWindows', () => {
  it('leaves for an https address', () => {
    const { win, assigned } = fakeWindow();
    createBrowserWindows(win).assign('https://access.line.me/oauth2/v2.1/authorize?x=1');
    expect(assigned).toEqual(['https://access.line.me/oauth2/v2.1/authorize?x=1']);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/m/home'])(
    'never runs %s (location.assign would)',
    (url) => {
      const { win, assigned } = fakeWindow();
      expect(() => createBrowserWindows(win).assign(url)).toThrow('not an http(s) address');
      expect(assigned).toEqual([]);
    },
  );
});
