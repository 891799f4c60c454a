import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdnOrigins, installImageCdnRetry, moveSrcset, nextCdnAddress } from './imageCdnRetry';

const CDNS = ['https://img1.test', 'https://img2.test', 'https://img3.test'];

describe('the next image CDN for a failed address', () => {
  it('is the same path and query on the next origin of the list, wrapping around', () => {
    expect(nextCdnAddress('https://img1.test/banners/a.webp?v=2', CDNS)).toBe(
      'https://img2.test/banners/a.webp?v=2',
    );
    expect(nextCdnAddress('https://img3.test/a.png', CDNS)).toBe('https://img1.test/a.png');
  });

  it('leaves addresses on no listed origin alone', () => {
    expect(nextCdnAddress('https://other.test/a.png', CDNS)).toBeNull();
    expect(nextCdnAddress('http://img1.test/a.png', CDNS)).toBeNull();
    expect(nextCdnAddress('/m/logo.png', CDNS)).toBeNull();
    expect(nextCdnAddress('https://img1.test/a.png', ['https://img1.test'])).toBeNull();
  });

  it('asks each origin once: none is left when all the others were tried', () => {
    const tried = new Set(['https://img2.test', 'https://img3.test']);
    expect(nextCdnAddress('https://img2.test/a.png', CDNS, tried)).toBe('https://img1.test/a.png');
    tried.add('https://img1.test');
    expect(nextCdnAddress('https://img1.test/a.png', CDNS, tried)).toBeNull();
  });

  it('reads the list as unique https origins', () => {
    expect(
      cdnOrigins([
        'https://img1.test/',
        'https://img1.test',
        'http://img2.test',
        'x',
        'https://img2.test:443',
      ]),
    ).toEqual(['https://img1.test', 'https://img2.test']);
    expect(cdnOrigins(undefined)).toEqual([]);
  });

  it('moves the srcset candidates on the failed origin, and only those', () => {
    expect(
      moveSrcset(
        'https://img1.test/a.png 1x, https://other.test/a@2x.png 2x',
        'https://img1.test',
        'https://img2.test',
      ),
    ).toBe('https://img2.test/a.png 1x, https://other.test/a@2x.png 2x');
  });
});

describe('the page-wide listener', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  /** An image with the page's own error handler (as React's onError would be). */
  function image(src: string, srcset?: string) {
    const img = document.createElement('img');
    img.src = src;
    if (srcset) img.srcset = srcset;
    const fallback = vi.fn();
    img.addEventListener('error', fallback);
    document.body.append(img);
    return { img, fallback, fail: () => img.dispatchEvent(new Event('error')) };
  }

  it('asks the next origin before the image shows its stand-in, then lets the last error through', () => {
    stop = installImageCdnRetry(() => CDNS, document);
    const { img, fallback, fail } = image(
      'https://img2.test/b.png',
      'https://img2.test/b@2x.png 2x',
    );
    fail();
    expect(img.src).toBe('https://img3.test/b.png');
    expect(img.getAttribute('srcset')).toBe('https://img3.test/b@2x.png 2x');
    expect(fallback).not.toHaveBeenCalled();
    fail();
    expect(img.src).toBe('https://img1.test/b.png');
    expect(fallback).not.toHaveBeenCalled();
    fail();
    // Every origin tried once: the page's own handling runs.
    expect(img.src).toBe('https://img1.test/b.png');
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('leaves images on other origins, and other elements, to their own handlers', () => {
    stop = installImageCdnRetry(() => CDNS, document);
    const { img, fallback, fail } = image('https://other.test/c.png');
    fail();
    expect(img.src).toBe('https://other.test/c.png');
    expect(fallback).toHaveBeenCalledTimes(1);
    const script = document.createElement('script');
    const onScriptError = vi.fn();
    script.addEventListener('error', onScriptError);
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    expect(onScriptError).toHaveBeenCalledTimes(1);
  });

  it('starts over when the page gives the image another address', () => {
    stop = installImageCdnRetry(() => CDNS, document);
    const { img, fallback, fail } = image('https://img1.test/d.png');
    fail();
    fail();
    fail();
    expect(fallback).toHaveBeenCalledTimes(1);
    img.src = 'https://img1.test/e.png';
    fail();
    expect(img.src).toBe('https://img2.test/e.png');
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('asks again at once for an image that failed before it started, and stops when told', () => {
    const { img, fallback, fail } = image('https://img1.test/f.png');
    Object.defineProperty(img, 'complete', { value: true });
    stop = installImageCdnRetry(() => CDNS, document);
    expect(img.src).toBe('https://img2.test/f.png');
    stop();
    fail();
    expect(img.src).toBe('https://img2.test/f.png');
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});
