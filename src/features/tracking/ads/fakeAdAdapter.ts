import type { AdAdapter, AdService, ConfiguredService } from './AdAdapter';
import type { VendorCall } from './vendorCalls';
import { VENDOR_CALLS } from './vendorCalls';

/** One call the fake received: what the real adapter would have passed to the vendor. */
export interface FakeAdCall {
  service: AdService;
  /** The tenant's id for the service. */
  id: string;
  /** ['load'] when the service starts, else the vendor call's arguments (vendorCalls.ts). */
  args: VendorCall;
}

export interface FakeAdDeps extends ConfiguredService {
  record: (call: FakeAdCall) => void;
}

/**
 * Stands in for an ad service in the demo, Storybook and tests (platform.env.useFakeProviders):
 * loads nothing, and records the calls the real adapter would make, with the same mapping.
 */
export function createFakeAdAdapter(deps: FakeAdDeps): AdAdapter {
  const { service, id, record } = deps;
  record({ service, id, args: ['load'] });
  return {
    service,
    track: (payload) =>
      VENDOR_CALLS[service](payload).forEach((args) => record({ service, id, args })),
  };
}

/** Where the demo API keeps what the fakes received, for QA and the e2e (GET /__demo/tracking). */
export const FAKE_AD_CALLS_PATH = '/__demo/tracking/ads';

/**
 * Keeps each call in `log` and tells the demo API (POST /__demo/tracking/ads), which shows them
 * at GET /__demo/tracking. A demo API that is not there changes nothing for the app.
 */
export function demoAdRecorder(
  fetch: typeof globalThis.fetch,
  merchant: string,
  log: FakeAdCall[],
): (call: FakeAdCall) => void {
  return (call) => {
    log.push(call);
    fetch(FAKE_AD_CALLS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ merchant, ...call }),
    }).catch(() => undefined);
  };
}
