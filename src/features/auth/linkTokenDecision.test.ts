import { describe, expect, it } from 'vitest';
import { decideLinkToken } from './linkTokenDecision';

describe('decideLinkToken', () => {
  const vip = { id: 1003, account: 'vip1' };
  const member = { id: 1001, account: 'member1' };

  it('asks when the link is another member’s', () => {
    expect(decideLinkToken({ live: true, current: vip, link: member })).toBe('ask');
  });

  it('switches quietly to the same member’s fresh token (ids compared as text)', () => {
    expect(decideLinkToken({ live: true, current: vip, link: { ...vip, id: '1003' } })).toBe(
      'switch',
    );
  });

  it('keeps the live session when the link names no one, or the live member is unknown', () => {
    expect(decideLinkToken({ live: true, current: vip, link: null })).toBe('keep');
    expect(decideLinkToken({ live: true, current: null, link: member })).toBe('keep');
    expect(decideLinkToken({ live: false, current: null, link: null })).toBe('keep');
  });

  it('switches when the tab session turned out to be over: as a tab without one', () => {
    expect(decideLinkToken({ live: false, current: null, link: member })).toBe('switch');
  });
});
