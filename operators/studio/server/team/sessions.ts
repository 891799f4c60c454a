import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed-in operators: a random id (the `studio_session` cookie) to a record on the server, in
 * memory: a restart signs everybody out, and nothing secret is written to disk. Each session has
 * its own CSRF token, which every write must send back in `X-CSRF-Token`.
 */
export const SESSION_COOKIE = 'studio_session';
export const IDLE_MS = 12 * 60 * 60 * 1000;
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Sessions kept at most (a client that drops cookies makes one per request behind a proxy). */
export const MAX_SESSIONS = 5000;

export interface Session {
  id: string;
  email: string;
  csrf: string;
  createdAt: number;
  lastSeen: number;
}

export class Sessions {
  private readonly byId = new Map<string, Session>();

  constructor(private readonly now: () => number = Date.now) {}

  create(email: string): Session {
    const now = this.now();
    const session: Session = {
      id: randomBytes(32).toString('base64url'),
      email,
      csrf: randomBytes(32).toString('base64url'),
      createdAt: now,
      lastSeen: now,
    };
    this.byId.set(session.id, session);
    if (this.byId.size > MAX_SESSIONS) this.prune(now);
    return session;
  }

  get(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const session = this.byId.get(id);
    if (!session) return undefined;
    const now = this.now();
    if (now - session.lastSeen > IDLE_MS || now - session.createdAt > MAX_AGE_MS) {
      this.byId.delete(id);
      return undefined;
    }
    session.lastSeen = now;
    return session;
  }

  /** Drops the expired sessions, then the least recently seen ones above the limit. */
  private prune(now: number): void {
    for (const [id, session] of this.byId)
      if (now - session.lastSeen > IDLE_MS || now - session.createdAt > MAX_AGE_MS)
        this.byId.delete(id);
    const extra = this.byId.size - MAX_SESSIONS;
    if (extra <= 0) return;
    const oldest = [...this.byId.values()].sort((a, b) => a.lastSeen - b.lastSeen).slice(0, extra);
    for (const session of oldest) this.byId.delete(session.id);
  }

  delete(id: string | undefined): void {
    if (id) this.byId.delete(id);
  }

  /** Signs an operator out everywhere (removed, or their role changed). */
  deleteFor(email: string): void {
    for (const [id, session] of this.byId) if (session.email === email) this.byId.delete(id);
  }
}

export function sameToken(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The Set-Cookie value of a session (or of its end, with an empty id). */
export function sessionCookie(id: string, secure: boolean): string {
  const parts = [`${SESSION_COOKIE}=${id}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  if (id === '') parts.push('Max-Age=0');
  return parts.join('; ');
}

/** A cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
