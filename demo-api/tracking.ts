import type { CollectedBeacon } from './data/relayState.ts';
import type { DemoState } from './state.ts';

/**
 * What the front end's tracking sent, read back for QA and the e2e (GET /__demo/tracking): the
 * events and reports that reached POST /wps/system/collect, and the calls the fake ad services
 * received (POST /__demo/tracking/ads). See docs/tracking.md.
 */

/** An event: the collect value was the tracking payload's JSON string (spec 3). */
export interface TrackedEvent {
  merchant: string;
  at: number;
  event: string;
  eventID: string | null;
  customerId: string | null;
  customerName: string | null;
  payload: Record<string, unknown>;
}

/** A report: the collect value was text, `report=performance&...` or `report=status&...`. */
export interface TrackedReport {
  merchant: string;
  at: number;
  report: string;
  fields: Record<string, string>;
}

/** One call a fake ad service received (src/features/tracking/ads/fakeAdAdapter.ts). */
export interface RecordedAdCall {
  merchant: string;
  /** The demo context of the page that made it (demo-api/demoContext.ts), if any. */
  context?: string;
  at: number;
  service: string;
  id: string;
  args: unknown[];
}

export interface TrackingView {
  events: TrackedEvent[];
  reports: TrackedReport[];
  ads: RecordedAdCall[];
}

export const AD_SERVICES = ['meta', 'appsflyer', 'tiktok', 'google'] as const;
export const MAX_AD_CALLS = 500;

const adCalls = new WeakMap<DemoState, RecordedAdCall[]>();

export function adCallsOf(state: DemoState): RecordedAdCall[] {
  let calls = adCalls.get(state);
  if (!calls) {
    calls = [];
    adCalls.set(state, calls);
  }
  return calls;
}

export function recordAdCall(state: DemoState, call: RecordedAdCall): void {
  const calls = adCallsOf(state);
  calls.push(call);
  if (calls.length > MAX_AD_CALLS) calls.shift();
}

const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** A collected value read as an event or a report; null for anything else. */
export function readCollected(beacon: CollectedBeacon): TrackedEvent | TrackedReport | null {
  const { merchant, at, value } = beacon;
  if (typeof value !== 'string') return null;
  if (value.startsWith('{')) {
    let payload: unknown;
    try {
      payload = JSON.parse(value);
    } catch {
      return null;
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    const fields = payload as Record<string, unknown>;
    if (typeof fields.event !== 'string') return null;
    return {
      merchant,
      at,
      event: fields.event,
      eventID: stringOrNull(fields.eventID),
      customerId: stringOrNull(fields.customerId),
      customerName: stringOrNull(fields.customerName),
      payload: fields,
    };
  }
  const params = new URLSearchParams(value);
  const report = params.get('report');
  if (!report) return null;
  params.delete('report');
  return { merchant, at, report, fields: Object.fromEntries(params) };
}

/**
 * Everything tracked, oldest first, for one merchant or all; for one demo context, only what its
 * pages sent.
 */
export function trackingView(
  collected: readonly CollectedBeacon[],
  ads: readonly RecordedAdCall[],
  merchant?: string,
  context?: string,
): TrackingView {
  const view: TrackingView = { events: [], reports: [], ads: [] };
  const wanted = (entry: { merchant: string; context?: string }) =>
    (merchant === undefined || entry.merchant === merchant) &&
    (context === undefined || entry.context === context);
  for (const beacon of collected) {
    if (!wanted(beacon)) continue;
    const read = readCollected(beacon);
    if (read && 'event' in read) view.events.push(read);
    else if (read) view.reports.push(read);
  }
  view.ads = ads.filter(wanted);
  return view;
}
