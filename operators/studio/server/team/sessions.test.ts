import { describe, expect, it } from 'vitest';
import { cookieValue, IDLE_MS, MAX_SESSIONS, sessionCookie, Sessions } from './sessions.ts';

describe('studio sessions', () => {
  it('keeps at most MAX_SESSIONS, dropping the least recently seen', () => {
    const clock = { now: 0 };
    const sessions = new Sessions(() => clock.now);
    const first = sessions.create('a@x.com');
    clock.now += 1;
    let last = first;
    for (let i = 0; i < MAX_SESSIONS; i++) last = sessions.create(`c${i}@x.com`);
    expect(sessions.get(first.id)).toBeUndefined();
    expect(sessions.get(last.id)?.email).toBe(`c${MAX_SESSIONS - 1}@x.com`);
  });

  it('ends a session left idle', () => {
    const clock = { now: 0 };
    const sessions = new Sessions(() => clock.now);
    const session = sessions.create('a@x.com');
    clock.now += IDLE_MS - 1;
    expect(sessions.get(session.id)?.email).toBe('a@x.com');
    clock.now += IDLE_MS + 1;
    expect(sessions.get(session.id)).toBeUndefined();
  });

  it('writes the cookie HttpOnly and SameSite=Strict, Secure over TLS, and reads it back', () => {
    expect(sessionCookie('abc', false)).toBe(
      'studio_session=abc; Path=/; HttpOnly; SameSite=Strict',
    );
    expect(sessionCookie('abc', true)).toMatch(/; Secure$/);
    expect(sessionCookie('', true)).toMatch(/Max-Age=0/);
    expect(cookieValue('x=1; studio_session=abc; y=2', 'studio_session')).toBe('abc');
  });
});
