import type { TrackingEventName, TrackingPayload } from '../trackingPayload';
import type { AdService } from './AdAdapter';

/**
 * What each ad service is called with for an event: the arguments of fbq, AF, ttq.track and
 * gtag. Pure, so the real adapters and the fake (which records them) share one mapping, and a
 * test can read every call without a vendor script.
 */
export type VendorCall = readonly unknown[];

/** Each event's name in each service: its standard event where one fits, else a custom one. */
export const VENDOR_EVENT_NAMES: Readonly<
  Record<AdService, Readonly<Record<TrackingEventName, string>>>
> = {
  meta: { FirstOpen: 'FirstOpen', Register: 'CompleteRegistration', FirstDeposit: 'Purchase' },
  appsflyer: {
    FirstOpen: 'first_open',
    Register: 'af_complete_registration',
    FirstDeposit: 'first_deposit',
  },
  tiktok: {
    FirstOpen: 'FirstOpen',
    Register: 'CompleteRegistration',
    FirstDeposit: 'CompletePayment',
  },
  // first_open is reserved in Google Analytics 4 (its apps' own event): the web one is custom.
  google: { FirstOpen: 'first_open_web', Register: 'sign_up', FirstDeposit: 'purchase' },
};

/** Meta's standard events go through 'track'; any other name through 'trackCustom'. */
const META_STANDARD = new Set(['CompleteRegistration', 'Purchase']);

/** Value and currency, only for an event about money (Meta and TikTok refuse a bare currency). */
function money(
  payload: TrackingPayload,
): { value: number; currency: string } | Record<never, never> {
  return payload.event === 'FirstOpen' ? {} : { value: payload.value, currency: payload.currency };
}

/** fbq(...): the fourth argument carries eventID for deduplication (INTEGRATIONS.md 7). */
export function metaCalls(payload: TrackingPayload): VendorCall[] {
  const name = VENDOR_EVENT_NAMES.meta[payload.event];
  const method = META_STANDARD.has(name) ? 'track' : 'trackCustom';
  return [[method, name, money(payload), { eventID: payload.eventID }]];
}

/** AF('pba', ...): the customer first, then the event (INTEGRATIONS.md 7). */
export function appsFlyerCalls(payload: TrackingPayload): VendorCall[] {
  const calls: VendorCall[] = [];
  if (payload.customerId) calls.push(['pba', 'setCustomerUserId', payload.customerId]);
  calls.push([
    'pba',
    'event',
    {
      eventType: 'EVENT',
      eventName: VENDOR_EVENT_NAMES.appsflyer[payload.event],
      eventValue: {
        af_revenue: payload.af_revenue,
        af_currency: payload.af_currency,
        event_id: payload.eventID,
      },
      ...(payload.revenue > 0 ? { eventRevenue: payload.revenue } : {}),
    },
  ]);
  return calls;
}

/** ttq.track(name, properties, { event_id }) (TikTok's pixel base code, observed). */
export function tiktokCalls(payload: TrackingPayload): VendorCall[] {
  return [
    [
      'track',
      VENDOR_EVENT_NAMES.tiktok[payload.event],
      money(payload),
      { event_id: payload.eventID },
    ],
  ];
}

/** gtag('event', name, params); a purchase carries its id as transaction_id (GA4). */
export function googleCalls(payload: TrackingPayload): VendorCall[] {
  const name = VENDOR_EVENT_NAMES.google[payload.event];
  const params =
    payload.event === 'FirstDeposit'
      ? { transaction_id: payload.eventID, value: payload.value, currency: payload.currency }
      : { event_id: payload.eventID, ...money(payload) };
  return [['event', name, params]];
}

export const VENDOR_CALLS: Readonly<Record<AdService, (payload: TrackingPayload) => VendorCall[]>> =
  {
    meta: metaCalls,
    appsflyer: appsFlyerCalls,
    tiktok: tiktokCalls,
    google: googleCalls,
  };
