import type { AdTrackingInfo } from '../../config/launchInfo';
import { randomUuid } from '../../platform/randomUuid';

/** The events this front end reports (spec 4, Tracking): each fires once (trackingMemory.ts). */
export type TrackingEventName = 'FirstOpen' | 'Register' | 'FirstDeposit';

/** Who an event is about; null for a visitor (first open). */
export interface TrackedCustomer {
  id: string | null;
  name: string | null;
}

/** spec 3, Tracking payload: the named fields, beside which the click ids travel. */
export interface TrackingFields {
  event: TrackingEventName;
  customerId: string | null;
  customerName: string | null;
  revenue: number;
  amount: number;
  value: number;
  /** Three letters (spec 5). */
  currency: string;
  af_revenue: number;
  af_currency: string;
  /** Unique per event; the ad services deduplicate the browser's and the server's copy by it. */
  eventID: string;
}

/**
 * The payload: the fields above plus "many ad click ids" (spec 3) at the top level: the click ids
 * of the address (fbclid, gclid, ttclid, utm_...), the _fbc/_fbp cookies as fbc/fbp and the stored
 * ad-tracking ids (adid, gpsAdid, idfa ...).
 */
export type TrackingPayload = TrackingFields & Readonly<Record<string, string | number | null>>;

export interface TrackingPayloadInput {
  event: TrackingEventName;
  eventID: string;
  customer: TrackedCustomer | null;
  /** The money the event is about (a deposit); 0 when none or unknown. */
  amount?: number;
  /** The tenant's currency as configured (region.currency). */
  currency: string;
  clickIds: Readonly<Record<string, string>>;
}

/** A random UUID (v4) for eventID, on plain http too (src/platform/randomUuid.ts). */
export function randomEventId(): string {
  return randomUuid();
}

/** spec 5: the ad-tracking currency code is cut to 3 characters, and TLB becomes PHP. */
export function adCurrency(code: string): string {
  const cut = code.trim().toUpperCase().slice(0, 3);
  return cut === 'TLB' ? 'PHP' : cut;
}

/** Every non-empty ad id the browser knows, by the name it travels under in the payload. */
export function clickIdsOf(
  query: Readonly<Record<string, string>>,
  stored: AdTrackingInfo,
  cookies: { fbc: string | null; fbp: string | null },
): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...stored, ...query })) {
    if (typeof value === 'string' && value.trim() !== '') ids[name] = value;
  }
  // The cookies are what Meta reads; they win over a malformed fbc/fbp in the address.
  if (cookies.fbc) ids.fbc = cookies.fbc;
  if (cookies.fbp) ids.fbp = cookies.fbp;
  return ids;
}

/** spec 3: one event's payload. The named fields win over a click id of the same name. */
export function buildTrackingPayload(input: TrackingPayloadInput): TrackingPayload {
  const currency = adCurrency(input.currency);
  const amount = Number.isFinite(input.amount) ? (input.amount ?? 0) : 0;
  const fields: TrackingFields = {
    event: input.event,
    customerId: input.customer?.id ?? null,
    customerName: input.customer?.name ?? null,
    revenue: amount,
    amount,
    value: amount,
    currency,
    af_revenue: amount,
    af_currency: currency,
    eventID: input.eventID,
  };
  return { ...input.clickIds, ...fields };
}

/** The collect call's body (spec 7: merchant and value): the value is the payload's JSON string. */
export interface CollectBody {
  merchant: string;
  value: string;
}

export function eventBody(merchant: string, payload: TrackingPayload): CollectBody {
  return { merchant, value: JSON.stringify(payload) };
}
