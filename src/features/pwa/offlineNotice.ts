import { OFFLINE_NOTICE_MS } from '../../api/noticeDurations';
import type { NetworkPort } from '../../platform/network';
import type { NoticeStore } from '../notices';
import { noticeMessages } from '../notices';

/**
 * spec 4 / 8: on https, going offline shows the network-offline notice for 1.5 s (the same
 * message the API client shows for a call that failed offline; the queue keeps one).
 */
export function watchOffline(deps: {
  network: NetworkPort;
  isSecureContext: boolean;
  notices: NoticeStore;
}): () => void {
  if (!deps.isSecureContext) return () => undefined;
  return deps.network.onOffline(() =>
    deps.notices.push({ message: noticeMessages.networkOffline, durationMs: OFFLINE_NOTICE_MS }),
  );
}
