import { describe, expect, it } from 'vitest';
import {
  affiliateFromHost,
  domainKey,
  hostKeys,
  matchDomain,
  tenantQueryAllowed,
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
});
