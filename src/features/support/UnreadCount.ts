import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { getUnreadCount } from '../../api/calls/support';
import type { ApiClient } from '../../api/types';
import type { Clock } from '../../platform/clock';
import type { VisibilityPort } from '../../platform/visibility';

/** How often the badge asks while the page is on screen: a reply shows within a minute. */
export const UNREAD_POLL_MS = 60_000;

export interface UnreadCountDeps {
  api: ApiClient;
  clock: Clock;
  visibility: VisibilityPort;
  /** The session's token while the platform chat may be asked (CBS3 and signed in), else null. */
  token: () => string | null;
}

/**
 * The platform chat's unread messages (CBS_unreadCount), the badge on the customer-service
 * button. Asked when a session starts, every UNREAD_POLL_MS while the page is visible, when the
 * page comes back on screen, and after the member leaves the chat; never for a visitor. A failed
 * ask keeps the last count (the badge is a hint, not worth an alert).
 */
export class UnreadCount {
  count: number | null = null;
  private timer: number | null = null;
  private readonly stops: Array<() => void> = [];

  constructor(private readonly deps: UnreadCountDeps) {
    makeAutoObservable<UnreadCount, 'deps' | 'timer' | 'stops'>(
      this,
      { deps: false, timer: false, stops: false },
      { autoBind: true },
    );
  }

  start(): void {
    if (this.stops.length > 0) return;
    const { visibility } = this.deps;
    this.stops.push(
      reaction(
        () => this.deps.token(),
        (token) => (token ? this.follow() : this.stopFollowing()),
        { fireImmediately: true },
      ),
      visibility.onVisible(() => void this.refresh()),
      () => this.stopFollowing(),
    );
  }

  private follow(): void {
    this.count = null;
    void this.refresh();
    const { clock, visibility } = this.deps;
    if (this.timer !== null) clock.clearInterval(this.timer);
    this.timer = clock.setInterval(() => {
      if (visibility.isVisible()) void this.refresh();
    }, UNREAD_POLL_MS);
  }

  private stopFollowing(): void {
    this.count = null;
    if (this.timer !== null) this.deps.clock.clearInterval(this.timer);
    this.timer = null;
  }

  async refresh(): Promise<void> {
    const token = this.deps.token();
    if (!token) return;
    try {
      const count = await getUnreadCount(this.deps.api, { alert: false });
      runInAction(() => {
        // An answer for a session that has ended since is dropped.
        if (this.deps.token() === token)
          this.count = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
      });
    } catch {
      // Keep the last count.
    }
  }

  /** Opening the platform chat reads every waiting message (the server resets its count). */
  markRead(): void {
    if (this.count !== null) this.count = 0;
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
  }
}
