import { createPageGlobals } from '../../../platform/pageGlobals';
import type { AdAdapter, AdAdapterDeps } from './AdAdapter';
import { appsFlyerCalls } from './vendorCalls';
import type { VendorFunction } from './vendorScript';
import { callWith, loadVendorScript } from './vendorScript';

/** The Web SDK with the PBA plugin (INTEGRATIONS.md 7: websdk.appsflyer.com?st=<plugins>). */
export const APPSFLYER_SCRIPT = 'https://websdk.appsflyer.com?st=pba';

/** AppsFlyer's snippet: AF queues [time, ...arguments] in AF.q until the SDK drains it. */
function appsFlyerStub(clock: AdAdapterDeps['clock']): () => VendorFunction {
  return () => {
    const af = function (...args: unknown[]) {
      const queue = (af.q ??= []) as unknown[][];
      queue.push([clock.now(), ...args]);
    } as VendorFunction;
    return af;
  };
}

/**
 * AppsFlyer Web SDK, People-Based Attribution (INTEGRATIONS.md 7): configured with the web dev
 * key before the script loads; each event as AF('pba', 'event', ...), after the customer id.
 */
export function createAppsFlyer(deps: AdAdapterDeps): AdAdapter {
  const globals = deps.globals ?? createPageGlobals();
  globals.define('AppsFlyerSdkObject', () => 'AF');
  const af = globals.define('AF', appsFlyerStub(deps.clock));
  af.id ??= { pba: { webAppId: deps.id } };
  af.plugins ??= {};
  loadVendorScript(deps, APPSFLYER_SCRIPT);
  return {
    service: 'appsflyer',
    // The SDK may replace the stub with its own AF: the page's current one takes each call.
    track: (payload) =>
      appsFlyerCalls(payload).forEach((call) => callWith(globals.get('AF'), call)),
  };
}
