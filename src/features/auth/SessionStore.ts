import { makeAutoObservable } from 'mobx';
import type { KeyValueStore } from '../../platform/storage';
import { readJson, writeJson } from '../../platform/storage';
import { startSession, SESSION_KEY, type SessionInfo } from '../../api/sessionToken';

export type Role = 'visitor' | 'member' | 'agent';

export { SESSION_KEY };
export type { SessionInfo };

export class SessionStore {
  session: SessionInfo | null;
  /**
   * A sign-in link's token that differs from the live session's (docs/sign-in.md, Sign-in
   * links): kept in memory only, until the member has chosen. Never replaces the session alone.
   */
  linkToken: string | null = null;

  constructor(
    private readonly storage: KeyValueStore,
    private readonly merchantCode: string,
    initial: SessionInfo | null,
    linkToken: string | null = null,
  ) {
    this.session = initial;
    this.linkToken = linkToken;
    makeAutoObservable<SessionStore, 'storage' | 'merchantCode'>(this, {
      storage: false,
      merchantCode: false,
    });
  }

  /**
   * spec 2: a token may come from the query (token or tokens) or from the stored session. A
   * query token starts the session of a tab without one; one that differs from the live
   * session's waits for the member's choice (`linkToken`).
   */
  static restore(storage: KeyValueStore, merchantCode: string, url: URL): SessionStore {
    const { session, linkToken } = startSession(
      readJson<unknown>(storage, SESSION_KEY),
      merchantCode,
      url,
    );
    const store = new SessionStore(storage, merchantCode, session, linkToken);
    if (session) writeJson(storage, SESSION_KEY, session);
    return store;
  }

  /** The link's token, once: whoever takes it decides what it does. */
  takeLinkToken(): string | null {
    const token = this.linkToken;
    this.linkToken = null;
    return token;
  }

  get token(): string | null {
    return this.session?.token ?? null;
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  /** spec 6: agents are members whose type is 1 or 2. */
  get role(): Role {
    if (!this.session) return 'visitor';
    return this.session.type === 1 || this.session.type === 2 ? 'agent' : 'member';
  }

  setSession(session: Omit<SessionInfo, 'merchantCode'>): void {
    this.session = { ...session, merchantCode: this.merchantCode };
    writeJson(this.storage, SESSION_KEY, this.session);
  }

  /** Changes some fields of the current session (member info renews type and user name). */
  update(patch: Partial<Omit<SessionInfo, 'token' | 'merchantCode'>>): void {
    if (!this.session) return;
    this.session = { ...this.session, ...patch };
    writeJson(this.storage, SESSION_KEY, this.session);
  }

  clear(): void {
    this.session = null;
    this.storage.remove(SESSION_KEY);
  }
}
