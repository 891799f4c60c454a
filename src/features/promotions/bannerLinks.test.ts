import { describe, expect, it } from 'vitest';
import type { Banner } from '../../api/calls/promotions';
import type { BannerContext } from './bannerLinks';
import { bannerTarget, hostMatches } from './bannerLinks';

const banner = (patch: Partial<Banner>): Banner => ({
  id: 1,
  title: 'A banner',
  image: '/m/brand/demo/banner-1.svg',
  linkageType: 'URL',
  linkage: '',
  roomId: null,
  nodeId: null,
  gameType: null,
  vendor: null,
  sort: 1,
  ...patch,
});
const member: BannerContext = {
  origin: 'https://m.demo-casino.test',
  trustedHosts: ['demo-casino.test', '*.demo-casino.test'],
  token: 'tok',
  userName: 'member1',
};

describe('banner links', () => {
  it('P opens the promotion page, G launches the game', () => {
    expect(bannerTarget(banner({ linkageType: 'P', linkage: '812' }), member)).toEqual({
      kind: 'route',
      path: '/activity?id=812',
    });
    expect(bannerTarget(banner({ linkageType: 'P', linkage: '8 or 1' }), member).kind).toBe('none');
    expect(
      bannerTarget(
        banner({ linkageType: 'G', linkage: 'LOTT1', nodeId: '77', vendor: 'LOTTOHUB' }),
        member,
      ),
    ).toEqual({ kind: 'route', path: '/launchGame?vendor=LOTTOHUB&code=77' });
  });

  it('routes /m/ links inside the app, keeping their query', () => {
    expect(bannerTarget(banner({ linkage: '/m/download?x=1' }), member)).toEqual({
      kind: 'route',
      path: '/download?x=1',
    });
    expect(
      bannerTarget(banner({ linkage: 'https://m.demo-casino.test/m/activity?id=3' }), member),
    ).toEqual({ kind: 'route', path: '/activity?id=3' });
  });

  it('adds token and username only for a trusted host, and only with a session', () => {
    expect(
      bannerTarget(banner({ linkage: 'https://news.demo-casino.test/a?b=1' }), member),
    ).toEqual({
      kind: 'external',
      url: 'https://news.demo-casino.test/a?b=1&token=tok&username=member1',
    });
    expect(bannerTarget(banner({ linkage: 'https://evil.example/a' }), member)).toEqual({
      kind: 'external',
      url: 'https://evil.example/a',
    });
    // A look-alike host is not a sub-domain.
    expect(
      bannerTarget(banner({ linkage: 'https://demo-casino.test.evil.example/' }), member),
    ).toEqual({ kind: 'external', url: 'https://demo-casino.test.evil.example/' });
    const visitor = { ...member, token: null, userName: null };
    expect(bannerTarget(banner({ linkage: 'https://demo-casino.test/x' }), visitor)).toEqual({
      kind: 'external',
      url: 'https://demo-casino.test/x',
    });
  });

  it('never runs javascript:, data: or other schemes, nor plain http', () => {
    for (const linkage of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://demo-casino.test/x',
      'intent://scan#Intent;end',
      '//evil.example/x',
    ]) {
      const target = bannerTarget(banner({ linkage }), member);
      if (linkage.startsWith('//'))
        expect(target).toEqual({ kind: 'external', url: 'https://evil.example/x' });
      else expect(target).toEqual({ kind: 'none' });
    }
  });

  it('matches hosts exactly or as sub-domains of a *. pattern', () => {
    expect(hostMatches('a.b.test', '*.b.test')).toBe(true);
    expect(hostMatches('b.test', '*.b.test')).toBe(false);
    expect(hostMatches('B.TEST', 'b.test')).toBe(true);
    expect(hostMatches('xb.test', '*.b.test')).toBe(false);
  });
});
