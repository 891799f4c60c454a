import { describe, expect, it } from 'vitest';
import { probeAvif } from './avifProbe';
import { createImageFormatSource, imageFormatFor, iosVersion } from './imageFormat';

const ios = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version.replace(/_/g, '.')} Mobile/15E148 Safari/604.1`;
const IPAD_13 =
  'Mozilla/5.0 (iPad; CPU OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const CHROME_ON_IOS_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';

describe('the image format rule (spec 5)', () => {
  it('reads the iOS version from iPhone and iPad user agents', () => {
    expect(iosVersion(ios('16_4'))).toEqual({ major: 16, minor: 4 });
    expect(iosVersion(IPAD_13)).toEqual({ major: 13, minor: 7 });
    expect(iosVersion(ANDROID)).toBeNull();
  });

  describe('on iOS below 14', () => {
    it('asks for no format, even when AVIF decodes', () => {
      expect(imageFormatFor(ios('13_7'), true)).toBeNull();
      expect(imageFormatFor(IPAD_13, false)).toBeNull();
      expect(imageFormatFor(ios('12_5_7'), false)).toBeNull();
    });
  });

  describe('on iOS 16.4 or later', () => {
    it('asks for avif when supported, else webp', () => {
      expect(imageFormatFor(ios('16_4'), true)).toBe('avif');
      expect(imageFormatFor(ios('16_4'), false)).toBe('webp');
      expect(imageFormatFor(CHROME_ON_IOS_17, true)).toBe('avif');
    });
  });

  describe('on iOS 14 to 16.3', () => {
    it('asks for avif when supported, else webp (the "others" rule)', () => {
      expect(imageFormatFor(ios('14_0'), false)).toBe('webp');
      expect(imageFormatFor(ios('16_3'), true)).toBe('avif');
    });
  });

  describe('elsewhere', () => {
    it('asks for avif when supported, else webp', () => {
      expect(imageFormatFor(ANDROID, true)).toBe('avif');
      expect(imageFormatFor(ANDROID, false)).toBe('webp');
    });
  });
});

function fakeImage(outcome: 'load' | 'error', width = 2) {
  const img = { width, height: width } as HTMLImageElement;
  Object.defineProperty(img, 'src', {
    set() {
      queueMicrotask(() =>
        (outcome === 'load' ? img.onload : img.onerror)?.call(img, new Event(outcome)),
      );
    },
  });
  return img;
}

describe('the AVIF probe', () => {
  it('says yes when the tiny image decodes', async () => {
    await expect(probeAvif(() => fakeImage('load'))).resolves.toBe(true);
  });

  it('says no when it fails to decode or decodes empty', async () => {
    await expect(probeAvif(() => fakeImage('error'))).resolves.toBe(false);
    await expect(probeAvif(() => fakeImage('load', 0))).resolves.toBe(false);
  });

  it('runs once and keeps its answer; webp until it has answered', async () => {
    let probes = 0;
    const source = createImageFormatSource(ANDROID, () => {
      probes += 1;
      return Promise.resolve(true);
    });
    expect(source.current()).toBe('webp');
    await source.ready;
    expect(source.current()).toBe('avif');
    expect(source.current()).toBe('avif');
    expect(probes).toBe(1);
  });
});
