import { describe, expect, it } from 'vitest';
import { browserEngine, detectPrivateBrowsing } from './incognito';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:130.0) Gecko/130.0 Firefox/130.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const GIB = 1024 ** 3;

describe('detectPrivateBrowsing', () => {
  describe('in Chromium', () => {
    it('says private when the quota is below twice the heap limit', async () => {
      const probe = { userAgent: CHROME, heapLimit: 4 * GIB, quota: async () => 2 * GIB };
      expect(await detectPrivateBrowsing(probe)).toBe(true);
    });

    it('says normal for a disk-sized quota', async () => {
      const probe = { userAgent: CHROME, heapLimit: 4 * GIB, quota: async () => 10 * GIB };
      expect(await detectPrivateBrowsing(probe)).toBe(false);
    });

    it('uses a 1 GiB heap limit when the page cannot read it', async () => {
      expect(await detectPrivateBrowsing({ userAgent: CHROME, quota: async () => GIB })).toBe(true);
      expect(await detectPrivateBrowsing({ userAgent: CHROME, quota: async () => 3 * GIB })).toBe(
        false,
      );
    });

    it('says normal when there is no quota to read, or reading it fails', async () => {
      expect(await detectPrivateBrowsing({ userAgent: CHROME })).toBe(false);
      const failing = { userAgent: CHROME, quota: () => Promise.reject(new Error('denied')) };
      expect(await detectPrivateBrowsing(failing)).toBe(false);
    });
  });

  describe.each([
    ['Firefox', FIREFOX],
    ['Safari', SAFARI],
  ])('in %s', (_name, userAgent) => {
    it('says private when the origin-private file system is refused', async () => {
      const getDirectory = () => Promise.reject(new DOMException('Security error'));
      expect(await detectPrivateBrowsing({ userAgent, getDirectory })).toBe(true);
    });

    it('says normal when it is granted', async () => {
      const getDirectory = () => Promise.resolve({});
      expect(await detectPrivateBrowsing({ userAgent, getDirectory })).toBe(false);
    });
  });

  it('says normal for a browser it knows nothing about', async () => {
    expect(await detectPrivateBrowsing({ userAgent: 'SomeBrowser/1.0' })).toBe(false);
  });

  /**
   * Phones as they name themselves. On iOS every browser is WebKit, whatever brand it carries,
   * so Chrome, Firefox and Edge there are read as Safari is; Android's Chrome and Samsung
   * Internet are Chromium.
   */
  const PHONES = {
    'Safari on iPhone': SAFARI,
    'Chrome on iPhone (CriOS)':
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    'Firefox on iPhone (FxiOS)':
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
    'Edge on iPhone (EdgiOS)':
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.0.2478.50 Mobile/15E148 Safari/605.1.15',
    'Chrome on iPad (CriOS)':
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    'Chrome on Android':
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    'Samsung Internet':
      'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Firefox on Android': FIREFOX,
  } as const;

  type Phone = keyof typeof PHONES;
  const WEBKIT_PHONES: Phone[] = [
    'Safari on iPhone',
    'Chrome on iPhone (CriOS)',
    'Firefox on iPhone (FxiOS)',
    'Edge on iPhone (EdgiOS)',
    'Chrome on iPad (CriOS)',
  ];
  const CHROMIUM_PHONES: Phone[] = ['Chrome on Android', 'Samsung Internet'];

  /** Storage as a private window of `engine` shows it, and as the other engine's test reads it. */
  const refused = () => Promise.reject(new DOMException('unknown transient reason'));
  const granted = () => Promise.resolve({});

  describe.each(WEBKIT_PHONES)('on %s (WebKit)', (phone) => {
    const userAgent = PHONES[phone];

    it('is read as WebKit', () => {
      expect(browserEngine(userAgent)).toBe('webkit');
    });

    it('says private when the origin-private file system is refused', async () => {
      // A disk-sized quota would say "normal" to the Chromium test: only WebKit's test can tell.
      const probe = { userAgent, getDirectory: refused, quota: async () => 100 * GIB };
      expect(await detectPrivateBrowsing(probe)).toBe(true);
    });

    it('says normal when it is granted, whatever the quota', async () => {
      // WebKit's quota is small in any window: the Chromium test would wrongly say private.
      const probe = { userAgent, getDirectory: granted, quota: async () => GIB / 2 };
      expect(await detectPrivateBrowsing(probe)).toBe(false);
    });
  });

  describe.each(CHROMIUM_PHONES)('on %s (Chromium)', (phone) => {
    const userAgent = PHONES[phone];

    it('is read as Chromium', () => {
      expect(browserEngine(userAgent)).toBe('blink');
    });

    it('says private for a quota held in memory', async () => {
      const probe = {
        userAgent,
        heapLimit: 4 * GIB,
        quota: async () => 2 * GIB,
        getDirectory: granted,
      };
      expect(await detectPrivateBrowsing(probe)).toBe(true);
    });

    it('says normal for a disk-sized quota, whatever the file system says', async () => {
      const probe = {
        userAgent,
        heapLimit: 4 * GIB,
        quota: async () => 50 * GIB,
        getDirectory: refused,
      };
      expect(await detectPrivateBrowsing(probe)).toBe(false);
    });
  });

  it('reads Firefox on Android and desktop Safari by their engines', () => {
    expect(browserEngine(PHONES['Firefox on Android'])).toBe('gecko');
    expect(
      browserEngine(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toBe('webkit');
    expect(browserEngine('SomeBrowser/1.0')).toBe('unknown');
  });
});
