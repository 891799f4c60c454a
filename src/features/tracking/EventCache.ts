import type { Clock } from '../../platform/clock';
import type { TrackingPayload } from './trackingPayload';

/** spec 9: the event cache is cleared after 10 minutes. */
export const EVENT_CACHE_MS = 10 * 60_000;

interface Entry {
  key: string;
  payload: TrackingPayload;
  timer: number;
}

/**
 * The events of the last 10 minutes. It keeps an event from going out twice in that time even
 * where storage cannot remember it (storage disabled), and lets an ad service whose code arrives
 * late receive what happened before it was ready. Each entry is dropped 10 minutes after it came.
 */
export class EventCache {
  private readonly entries: Entry[] = [];

  constructor(private readonly clock: Clock) {}

  has(key: string): boolean {
    return this.entries.some((entry) => entry.key === key);
  }

  add(key: string, payload: TrackingPayload): void {
    const entry: Entry = {
      key,
      payload,
      timer: this.clock.setTimeout(() => this.drop(entry), EVENT_CACHE_MS),
    };
    this.entries.push(entry);
  }

  /** The cached events, oldest first. */
  payloads(): TrackingPayload[] {
    return this.entries.map((entry) => entry.payload);
  }

  clear(): void {
    for (const entry of this.entries.splice(0)) this.clock.clearTimeout(entry.timer);
  }

  private drop(entry: Entry): void {
    const index = this.entries.indexOf(entry);
    if (index >= 0) this.entries.splice(index, 1);
  }
}
