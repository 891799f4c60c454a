import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE_MS } from '../../api/noticeDurations';
import { createMemoryPwa } from '../../platform/testing/memoryPwa';
import { NoticeStore, noticeMessages } from '../notices';
import { watchOffline } from './offlineNotice';

describe('going offline (spec 4 / 8)', () => {
  it('on https shows the network-offline notice for 1.5 s', () => {
    const pwa = createMemoryPwa();
    const notices = new NoticeStore();
    watchOffline({ network: pwa.network, isSecureContext: true, notices });
    pwa.goOffline();
    expect(notices.current?.message).toEqual(noticeMessages.networkOffline);
    expect(notices.current?.durationMs).toBe(OFFLINE_NOTICE_MS);
    expect(OFFLINE_NOTICE_MS).toBe(1500);
  });

  it('on plain http shows nothing', () => {
    const pwa = createMemoryPwa();
    const notices = new NoticeStore();
    watchOffline({ network: pwa.network, isSecureContext: false, notices });
    pwa.goOffline();
    expect(notices.current).toBeNull();
  });

  it('queues one notice when a failed call already reported it', () => {
    const pwa = createMemoryPwa();
    const notices = new NoticeStore();
    watchOffline({ network: pwa.network, isSecureContext: true, notices });
    notices.push({ message: noticeMessages.networkOffline, durationMs: OFFLINE_NOTICE_MS });
    pwa.goOffline();
    expect(notices.queue).toHaveLength(1);
  });

  it('stops when disposed', () => {
    const pwa = createMemoryPwa();
    const notices = new NoticeStore();
    const stop = watchOffline({ network: pwa.network, isSecureContext: true, notices });
    stop();
    pwa.goOffline();
    expect(notices.current).toBeNull();
  });
});
