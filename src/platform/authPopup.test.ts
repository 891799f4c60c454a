import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../testing/createFakeClock';
import type { AuthPopupResult, PopupWindow } from './authPopup';
import {
  POPUP_CLOSE_DELAY_MS,
  POPUP_POLL_LONG_MS,
  POPUP_POLL_SHORT_MS,
  createAuthPopups,
  popupFeatures,
} from './authPopup';
import { createFakeWindowMessages } from './messages';

const RETURN_ORIGIN = 'https://m.demo-casino.test';
const PROVIDER_URL = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x';

function setup({ mobile = false, blocked = false } = {}) {
  const clock = createFakeClock();
  const messages = createFakeWindowMessages();
  const opened: Array<{ url: string; name: string; features: string; win: FakeWin }> = [];
  interface FakeWin extends PopupWindow {
    closed: boolean;
  }
  const popups = createAuthPopups({
    clock,
    messages,
    mobile,
    screen: { width: 1500, height: 1000 },
    open(url, name, features) {
      if (blocked) return null;
      const win: FakeWin = { closed: false, close: () => void (win.closed = true) };
      opened.push({ url, name, features, win });
      return win;
    },
  });
  const results: AuthPopupResult[] = [];
  const start = () => {
    const promise = popups.open({ url: PROVIDER_URL, resultOrigin: RETURN_ORIGIN });
    void promise.then((r) => results.push(r));
    return promise;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { clock, messages, opened, popups, results, start, settle };
}

describe('openAuthPopup (createAuthPopups)', () => {
  it('opens a 500 by 600 window centred on the screen', () => {
    const { opened, start } = setup();
    void start();
    expect(opened).toHaveLength(1);
    expect(opened[0]!.url).toBe(PROVIDER_URL);
    expect(opened[0]!.features).toBe(popupFeatures({ width: 1500, height: 1000 }));
    expect(opened[0]!.features).toContain('width=500,height=600,left=500,top=200');
  });

  describe('when the return page posts its result from the expected origin', () => {
    it('resolves with it and closes the popup', async () => {
      const { opened, messages, start } = setup();
      const result = start();
      messages.post({ origin: RETURN_ORIGIN, source: opened[0]!.win, data: { code: 'c' } });
      await expect(result).resolves.toEqual({ status: 'success', data: { code: 'c' } });
      expect(opened[0]!.win.closed).toBe(true);
    });
  });

  describe('when a message comes from another origin or another window', () => {
    it('ignores it', async () => {
      const { opened, messages, start, results, settle } = setup();
      void start();
      messages.post({ origin: 'https://evil.test', source: opened[0]!.win, data: { code: 'x' } });
      messages.post({ origin: RETURN_ORIGIN, source: {}, data: { code: 'x' } });
      await settle();
      expect(results).toEqual([]);
    });
  });

  describe('when the browser blocks the popup', () => {
    it('resolves blocked', async () => {
      const { start } = setup({ blocked: true });
      await expect(start()).resolves.toEqual({ status: 'blocked' });
    });
  });

  describe('when the member closes the popup', () => {
    it('on a desktop, polls every 2 s and reports closed 8 s after it noticed', async () => {
      const { opened, clock, start, results, settle } = setup();
      void start();
      opened[0]!.win.closed = true;
      clock.advance(POPUP_POLL_SHORT_MS);
      clock.advance(POPUP_CLOSE_DELAY_MS - 1);
      await settle();
      expect(results).toEqual([]);
      clock.advance(1);
      await settle();
      expect(results).toEqual([{ status: 'closed' }]);
      expect(clock.pending()).toBe(0);
    });

    it('on a phone, polls every 10 s', async () => {
      const { opened, clock, start, results, settle } = setup({ mobile: true });
      void start();
      opened[0]!.win.closed = true;
      clock.advance(POPUP_POLL_SHORT_MS + POPUP_CLOSE_DELAY_MS);
      await settle();
      expect(results).toEqual([]);
      clock.advance(POPUP_POLL_LONG_MS - POPUP_POLL_SHORT_MS);
      await settle();
      expect(results).toEqual([{ status: 'closed' }]);
    });

    it('still takes a result that arrives during the close delay', async () => {
      const { opened, clock, messages, start, results, settle } = setup();
      void start();
      opened[0]!.win.closed = true;
      clock.advance(POPUP_POLL_SHORT_MS + 3_000);
      messages.post({ origin: RETURN_ORIGIN, source: opened[0]!.win, data: 'late' });
      clock.advance(POPUP_CLOSE_DELAY_MS);
      await settle();
      expect(results).toEqual([{ status: 'success', data: 'late' }]);
    });
  });

  describe('when another sign-in popup starts', () => {
    it('cancels the first and closes its window', async () => {
      const { opened, start, results, settle } = setup();
      void start();
      void start();
      await settle();
      expect(results).toEqual([{ status: 'cancelled' }]);
      expect(opened[0]!.win.closed).toBe(true);
      expect(opened[1]!.win.closed).toBe(false);
    });
  });

  describe('when the app cancels', () => {
    it('resolves cancelled, stops listening and polling', async () => {
      const { popups, messages, clock, start } = setup();
      const result = start();
      popups.cancel();
      await expect(result).resolves.toEqual({ status: 'cancelled' });
      expect(messages.listeners()).toBe(0);
      expect(clock.pending()).toBe(0);
    });
  });

  describe('when a redirect sign-in is under way', () => {
    it('opens nothing and resolves redirect pending', async () => {
      const { popups, opened } = setup();
      await expect(
        popups.open({ url: PROVIDER_URL, resultOrigin: RETURN_ORIGIN, redirectPending: true }),
      ).resolves.toEqual({ status: 'redirect-pending' });
      expect(opened).toEqual([]);
    });
  });

  describe('when the address is not http(s)', () => {
    it('never opens it', async () => {
      const { popups, opened } = setup();
      await expect(
        popups.open({ url: 'javascript:alert(1)', resultOrigin: RETURN_ORIGIN }),
      ).rejects.toThrow('not an http(s) address');
      expect(opened).toEqual([]);
    });
  });
});
