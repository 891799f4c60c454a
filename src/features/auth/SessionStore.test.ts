import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../platform/storage';
import { SESSION_KEY, SessionStore } from './SessionStore';

const url = (q = '') => new URL(`https://m.demo-casino.test/m/home${q}`);

describe('session', () => {
  it('is a visitor without a token', () => {
    const s = SessionStore.restore(createMemoryStore(), 'demo', url());
    expect(s.isLoggedIn).toBe(false);
    expect(s.role).toBe('visitor');
  });

  it('takes the token from ?token= or ?tokens= and keeps it in session storage', () => {
    const storage = createMemoryStore();
    expect(SessionStore.restore(storage, 'demo', url('?token=abc')).token).toBe('abc');
    expect(JSON.parse(storage.get(SESSION_KEY)!)).toEqual({ token: 'abc', merchantCode: 'demo' });
    expect(SessionStore.restore(createMemoryStore(), 'demo', url('?tokens=xyz')).token).toBe('xyz');
  });

  it('keeps a live session of another token; the link token waits, in memory only', () => {
    const live = { token: 't-live', merchantCode: 'demo', userName: 'vip1' };
    const storage = createMemoryStore({ [SESSION_KEY]: JSON.stringify(live) });
    const s = SessionStore.restore(storage, 'demo', url('?token=t-link'));
    expect(s.session).toEqual(live);
    expect(JSON.parse(storage.get(SESSION_KEY)!)).toEqual(live);
    expect(s.linkToken).toBe('t-link');
    expect(s.takeLinkToken()).toBe('t-link');
    expect(s.takeLinkToken()).toBeNull();
    // The same token as the live session's is no link to decide on.
    expect(SessionStore.restore(storage, 'demo', url('?token=t-live')).linkToken).toBeNull();
  });

  it('restores a stored session of the same merchant only', () => {
    const storage = createMemoryStore({
      [SESSION_KEY]: JSON.stringify({ token: 't1', merchantCode: 'other', type: 1 }),
    });
    expect(SessionStore.restore(storage, 'demo', url()).isLoggedIn).toBe(false);
    storage.set(SESSION_KEY, JSON.stringify({ token: 't1', merchantCode: 'demo', type: 1 }));
    const s = SessionStore.restore(storage, 'demo', url());
    expect(s.token).toBe('t1');
    expect(s.role).toBe('agent');
  });

  it('treats types 1 and 2 as agents and others as members', () => {
    const s = new SessionStore(createMemoryStore(), 'demo', null);
    s.setSession({ token: 'a', type: 2 });
    expect(s.role).toBe('agent');
    s.setSession({ token: 'a', type: 4 });
    expect(s.role).toBe('member');
    s.clear();
    expect(s.role).toBe('visitor');
  });
});
