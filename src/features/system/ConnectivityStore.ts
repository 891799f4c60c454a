import { runInAction } from 'mobx';
import { PING_PATH, PING_TIMEOUT_MS } from '../../api/tracking';
import type { ApiClient } from '../../api/types';
import type { Platform } from '../../platform/platform';
import type { NoticeStore } from '../notices';
import { noticeMessages } from '../notices';
import type { SystemStore } from './SystemStore';

/** What the connectivity check reads from the root (the RootStore satisfies it). */
export interface ConnectivityRoot {
  readonly api: ApiClient;
  readonly platform: Platform;
  readonly system: Pick<SystemStore, 'state' | 'checkStatus'>;
  readonly notices: NoticeStore;
}

/**
 * spec 7 and 9: GET /wps/system/test/ping with the Merchant header (the client's), at low
 * priority, given up after 15 s. True when the server answered. Never alerts, never throws.
 */
export async function pingServer(api: ApiClient): Promise<boolean> {
  try {
    await api.get<unknown>(PING_PATH, {
      priority: 'low',
      timeoutMs: PING_TIMEOUT_MS,
      noCache: true,
      alert: false,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The connectivity ping's caller. When the start's status call got no answer ("Internet lost,
 * please refresh the page"; "Network Error" on plain http), each time the browser says it is back online, or the member
 * comes back to the tab, the server is pinged; once it answers, the notice goes and the status
 * is asked again, so the member need not reload.
 */
export class ConnectivityStore {
  private checking: Promise<void> | null = null;
  private readonly stops: Array<() => void> = [];

  constructor(private readonly root: ConnectivityRoot) {}

  start(): void {
    if (this.stops.length > 0) return;
    const { network, visibility } = this.root.platform.pwa;
    const check = () => void this.check();
    if (network.onOnline) this.stops.push(network.onOnline(check));
    this.stops.push(visibility.onVisible(check));
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  /**
   * The start's notice of a call with no answer, while it is still queued: "Internet lost" on
   * https, "Network Error / CORS Errors" on plain http (spec 8, status rows).
   */
  private get lostNotice(): string | null {
    const { system, notices, platform } = this.root;
    if (system.state !== 'failed') return null;
    const lost = JSON.stringify(
      platform.env.isSecureContext ? noticeMessages.internetLost : noticeMessages.networkError,
    );
    return notices.queue.some((n) => JSON.stringify(n.message) === lost) ? lost : null;
  }

  /** Pings once (one at a time) while the connection is lost; recovers when it answers. */
  check(): Promise<void> {
    if (this.lostNotice === null) return Promise.resolve();
    this.checking ??= pingServer(this.root.api)
      .then((up) => (up ? this.recover() : undefined))
      .finally(() => (this.checking = null));
    return this.checking;
  }

  /** The connection is back: the start's notice goes, and the status is asked again. */
  private recover(): Promise<void> {
    const { system, notices } = this.root;
    const lost = this.lostNotice;
    runInAction(() => {
      notices.queue = notices.queue.filter((n) => JSON.stringify(n.message) !== lost);
    });
    return system.checkStatus();
  }
}
