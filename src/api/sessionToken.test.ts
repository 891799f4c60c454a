import { describe, expect, it } from 'vitest';
import { restoredSession, startSession } from './sessionToken';

const page = (query = '') => new URL(`https://m.demo-casino.test/m/home${query}`);
const vip1 = { token: 'demo-token.demo.vip1', merchantCode: 'demo', userName: 'vip1', type: 3 };

describe('startSession: a sign-in link and the tab session (spec 2)', () => {
  it('a link token starts the session of a tab without one, as the native app expects', () => {
    expect(startSession(null, 'demo', page('?token=t-link'))).toEqual({
      session: { token: 't-link', merchantCode: 'demo' },
      linkToken: null,
    });
    expect(startSession(null, 'demo', page('?tokens=t-link')).session?.token).toBe('t-link');
  });

  it('a stored session of another merchant counts as none', () => {
    const other = { ...vip1, merchantCode: 'ph-maya' };
    expect(startSession(other, 'demo', page('?token=t-link'))).toEqual({
      session: { token: 't-link', merchantCode: 'demo' },
      linkToken: null,
    });
  });

  it('the live session keeps its token when a link carries another: the link waits', () => {
    expect(startSession(vip1, 'demo', page('?token=demo-token.demo.member1'))).toEqual({
      session: vip1,
      linkToken: 'demo-token.demo.member1',
    });
    // The start's early calls read the same rule: they go out as the live member.
    expect(restoredSession(vip1, 'demo', page('?token=demo-token.demo.member1'))).toBe(vip1);
  });

  it('a link with the live token, an empty token or none changes nothing', () => {
    for (const query of ['?token=demo-token.demo.vip1', '?token=', '']) {
      expect(startSession(vip1, 'demo', page(query))).toEqual({ session: vip1, linkToken: null });
    }
  });
});
