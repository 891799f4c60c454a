import { describe, expect, it, vi } from 'vitest';
import { createBrowserChunkErrors } from './chunkErrors';
import { createBrowserEnvironment } from './environment';
import { captureInstallPrompt } from './installPrompt';
import { createBrowserNetwork } from './network';
import { createBrowserVisibility } from './visibility';

/** What Chromium fires: a cancelable event carrying prompt() and userChoice. */
function beforeInstallPrompt() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
  });
}

describe('the install prompt capture', () => {
  it('keeps the event and stops the browser mini-infobar', () => {
    const port = captureInstallPrompt(window);
    const event = beforeInstallPrompt();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(port.current()).toBe(event);
    expect(port.take()).toBe(event);
    expect(port.current()).toBeNull();
  });

  it('ignores an event without prompt()', () => {
    const port = captureInstallPrompt(window);
    window.dispatchEvent(new Event('beforeinstallprompt'));
    expect(port.current()).toBeNull();
  });

  it('tells a late listener about an install that came before it', () => {
    const port = captureInstallPrompt(window);
    window.dispatchEvent(new Event('appinstalled'));
    const listener = vi.fn();
    port.onInstalled(listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('failed chunks (vite:preloadError)', () => {
  it('are told to listeners, and one that came before any listener is told once', () => {
    const port = createBrowserChunkErrors(window);
    window.dispatchEvent(new Event('vite:preloadError'));
    const listener = vi.fn();
    const stop = port.onChunkError(listener);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('visibility and network', () => {
  it('calls back when the page becomes visible, not when it is hidden', () => {
    let state: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const listener = vi.fn();
    const stop = createBrowserVisibility(document).onVisible(listener);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).not.toHaveBeenCalled();
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('calls back when the browser goes offline', () => {
    const listener = vi.fn();
    const stop = createBrowserNetwork(window).onOffline(listener);
    window.dispatchEvent(new Event('offline'));
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the document head and splash', () => {
  it('sets one manifest link and one theme colour, and the splash image', () => {
    document.body.innerHTML = '<div id="splash"><div class="splash-mark"></div></div>';
    const env = createBrowserEnvironment(window);
    env.setManifestLink('/wps/system/manifest.json?merchantCode=demo');
    env.setManifestLink('/wps/system/manifest.json?merchantCode=th-line');
    env.setThemeColor('#123456');
    env.setSplashImage('/m/brand/demo/logo.svg');
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/wps/system/manifest.json?merchantCode=th-line');
    expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#123456',
    );
    const img = document.querySelector('#splash img.splash-image');
    expect(img).toHaveAttribute('src', '/m/brand/demo/logo.svg');
    expect(img).toHaveAttribute('alt', '');
  });
});
