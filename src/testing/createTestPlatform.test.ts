import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from './createFakeClock';
import { createTestPlatform } from './createTestPlatform';

const noFetch: typeof fetch = () => Promise.reject(new Error('no network in this test'));

describe('createTestPlatform', () => {
  it('reads the page address, security and app flags from what it is given', () => {
    const { env } = createTestPlatform({
      fetch: noFetch,
      url: 'https://aff1.demo-casino.test/m/home?lang=VI',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) MobileWebApp/2.3.1',
    });
    expect(env.location().hostname).toBe('aff1.demo-casino.test');
    expect(env.location().searchParams.get('lang')).toBe('VI');
    expect(env.isSecureContext).toBe(true);
    expect(env.isNativeApp).toBe(true);
    expect(env.isStandalone).toBe(false);
  });

  it('keeps storage in memory, starting from the given contents', () => {
    const platform = createTestPlatform({ fetch: noFetch, session: { sessionInfo: '{}' } });
    expect(platform.session.get('sessionInfo')).toBe('{}');
    expect(platform.local.get('sessionInfo')).toBeNull();
  });

  it('calls the fetch it was given', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{}'));
    await createTestPlatform({ fetch }).fetch('/wps/system/test/ping');
    expect(fetch).toHaveBeenCalledWith('/wps/system/test/ping');
  });

  describe('when the app drops the token from the address', () => {
    it('shows the new address and records the change', () => {
      const { env } = createTestPlatform({
        fetch: noFetch,
        url: 'https://m.demo-casino.test/m/home?token=abc',
      });
      env.replaceUrl('/m/home');
      expect(env.location().href).toBe('https://m.demo-casino.test/m/home');
      expect(env.record.replacedUrls).toEqual(['/m/home']);
    });
  });

  describe('when the app sets the document language', () => {
    it('applies it to the document and records it', () => {
      const { env } = createTestPlatform({ fetch: noFetch });
      env.setDocumentLanguage('ur', 'rtl');
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      expect(env.record.documentLanguage).toEqual({ lang: 'ur', dir: 'rtl' });
    });

    it('only records it when given no document', () => {
      const { env } = createTestPlatform({ fetch: noFetch, document: null });
      env.setDocumentLanguage('ur', 'rtl');
      expect(document.documentElement).not.toHaveAttribute('dir');
      expect(env.record.documentLanguage).toEqual({ lang: 'ur', dir: 'rtl' });
    });
  });
});

describe('createFakeClock', () => {
  it('runs timers only when time is moved, in the order they fall due', () => {
    const clock = createFakeClock(1000);
    const ran: string[] = [];
    clock.setTimeout(() => ran.push('late'), 300);
    clock.setTimeout(() => ran.push('early'), 100);
    const every = clock.setInterval(() => ran.push(`tick@${clock.now()}`), 150);
    expect(ran).toEqual([]);
    clock.advance(300);
    expect(ran).toEqual(['early', 'tick@1150', 'late', 'tick@1300']);
    clock.clearInterval(every);
    clock.advance(1000);
    expect(ran).toHaveLength(4);
    expect(clock.now()).toBe(2300);
    expect(clock.pending()).toBe(0);
  });

  it('never runs a cleared timeout', () => {
    const clock = createFakeClock();
    const fn = vi.fn();
    clock.clearTimeout(clock.setTimeout(fn, 10));
    clock.advance(100);
    expect(fn).not.toHaveBeenCalled();
  });
});
