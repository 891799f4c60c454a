import { describe, expect, it } from 'vitest';
import { detectPrivateBrowsing } from './incognito';

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
});
