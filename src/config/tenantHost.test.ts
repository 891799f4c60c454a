import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  affiliateFromHost,
  domainKey,
  hostKeys,
  matchDomain,
  tenantQueryAllowed,
  isPreviewPage,
  PREVIEW_PAGE_MARK,
} from './tenantHost';

describe('host to merchant', () => {
  it('tries the exact host, then each wildcard above it', () => {
    expect(hostKeys('aff1.m.demo-casino.test')).toEqual([
      'aff1.m.demo-casino.test',
      '_.m.demo-casino.test',
      '_.demo-casino.test',
      '_.test',
    ]);
    expect(domainKey('*.demo-casino.test')).toBe('_.demo-casino.test');
    expect(hostKeys('127.0.0.1')).toEqual(['127.0.0.1']);
  });

  it('takes the affiliate code from the wildcard sub-domain', () => {
    const patterns = ['m.demo-casino.test', '*.demo-casino.test'];
    expect(affiliateFromHost(matchDomain(patterns, 'aff77.demo-casino.test'), 'www')).toBe('aff77');
    expect(affiliateFromHost(matchDomain(patterns, 'm.demo-casino.test'), 'www')).toBe('www');
  });

  it('maps www and preview to the default affiliate code', () => {
    const patterns = ['*.demo-casino.test'];
    expect(affiliateFromHost(matchDomain(patterns, 'www.demo-casino.test'), 'www')).toBe('www');
    expect(affiliateFromHost(matchDomain(patterns, 'preview.demo-casino.test'), 'house')).toBe(
      'house',
    );
  });

  it('honours ?tenant= only on local hosts and preview builds', () => {
    expect(tenantQueryAllowed('localhost', false)).toBe(true);
    expect(tenantQueryAllowed('127.0.0.1', false)).toBe(true);
    expect(tenantQueryAllowed('m.demo-casino.test', false)).toBe(false);
    expect(tenantQueryAllowed('m.demo-casino.test', true)).toBe(true);
  });

  it('treats only a page marked by the studio server as a preview (the build never is)', () => {
    // A document as far as the check reads it: which selectors match.
    const page = (html: string) => ({
      querySelector: (selector: string) => {
        const name = /^meta\[name="([^"]+)"\]$/.exec(selector)?.[1];
        return name !== undefined && html.includes(`<meta name="${name}"`) ? {} : null;
      },
    });
    const built = readFileSync('index.html', 'utf8');
    expect(built).not.toContain(PREVIEW_PAGE_MARK);
    expect(isPreviewPage(page(built) as unknown as Document)).toBe(false);
    const marked = built.replace(
      '<head>',
      `<head><meta name="${PREVIEW_PAGE_MARK}" content="studio">`,
    );
    expect(isPreviewPage(page(marked) as unknown as Document)).toBe(true);
    // On a merchant's domain ?tenant= stays off unless the page is marked.
    expect(
      tenantQueryAllowed('m.demo-casino.test', isPreviewPage(page(built) as unknown as Document)),
    ).toBe(false);
  });
});
