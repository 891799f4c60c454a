import { makeAutoObservable } from 'mobx';
import { noticeMessages } from './messages';

/** A message descriptor (from defineMessages) with values, or a server text shown as is. */
export type NoticeText =
  | { id: string; defaultMessage?: string; values?: Record<string, string | number> }
  | { text: string };

export interface Notice {
  key: number;
  title: NoticeText;
  message: NoticeText;
  /** Auto-close after this many ms (e.g. network_offline for 1.5 s); otherwise waits for OK. */
  durationMs?: number;
}

/** Notices queue one at a time (spec 8), so a burst of failures never stacks dialogs. */
export class NoticeStore {
  queue: Notice[] = [];
  private nextKey = 1;

  constructor() {
    makeAutoObservable(this);
  }

  get current(): Notice | null {
    return this.queue[0] ?? null;
  }

  push(notice: Omit<Notice, 'key' | 'title'> & { title?: NoticeText }): void {
    const same = this.queue.some(
      (n) => JSON.stringify(n.message) === JSON.stringify(notice.message),
    );
    if (same) return;
    this.queue.push({
      key: this.nextKey++,
      title: notice.title ?? noticeMessages.title,
      ...notice,
    });
  }

  dismiss(): void {
    this.queue.shift();
  }
}
