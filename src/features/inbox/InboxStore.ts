import { makeAutoObservable } from 'mobx';

/** What the inbox line reads from the root: the session, and the member's data once loaded. */
export interface InboxRoot {
  readonly session: { readonly isLoggedIn: boolean };
  readonly auth: {
    readonly member: { readonly current: { readonly unreadCount: number | null } | null };
  };
}

/** Above this the line says "99+", as badges do. */
export const MOST_SHOWN = 99;

/**
 * The member's unread inbox messages (spec 4: loaded on login, asked again on /m/home entry,
 * cleared on logout). The count lives with the member's data; this store says what the line
 * shows: nothing for a visitor or an empty inbox, else the count, capped at 99+ (written with
 * the language's digits by the widget).
 */
export class InboxStore {
  constructor(private readonly root: InboxRoot) {
    makeAutoObservable<InboxStore, 'root'>(this, { root: false });
  }

  /** Unread messages, or null while unknown (a visitor, or the member's data not in yet). */
  get unread(): number | null {
    if (!this.root.session.isLoggedIn) return null;
    return this.root.auth.member.current?.unreadCount ?? null;
  }

  get visible(): boolean {
    return (this.unread ?? 0) > 0;
  }

  /** Above MOST_SHOWN: the line shows MOST_SHOWN and a plus, as the language writes them. */
  get capped(): boolean {
    return (this.unread ?? 0) > MOST_SHOWN;
  }

  /** The number the line shows: the count, at most MOST_SHOWN (formatted by the widget). */
  get shownCount(): number {
    return Math.min(this.unread ?? 0, MOST_SHOWN);
  }
}
