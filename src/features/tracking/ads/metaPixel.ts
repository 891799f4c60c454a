import { createPageGlobals } from '../../../platform/pageGlobals';
import type { AdAdapter, AdAdapterDeps } from './AdAdapter';
import { metaCalls } from './vendorCalls';
import type { VendorFunction } from './vendorScript';
import { callWith, loadVendorScript } from './vendorScript';

export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/** Meta's base code: fbq queues each call's Arguments until fbevents.js sets callMethod. */
function metaStub(): VendorFunction {
  const fbq = function (this: unknown) {
    const callMethod = fbq.callMethod;
    // eslint-disable-next-line prefer-rest-params -- the vendor's queue holds Arguments objects
    if (typeof callMethod === 'function') Reflect.apply(callMethod, fbq, arguments);
    // eslint-disable-next-line prefer-rest-params -- as above
    else (fbq.queue as unknown[]).push(arguments);
  } as VendorFunction;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  return fbq;
}

/**
 * Meta Pixel (INTEGRATIONS.md 7): init with the pixel id and a PageView, then each event with
 * its eventID in the fourth argument, so Meta deduplicates it against the server's copy.
 */
export function createMetaPixel(deps: AdAdapterDeps): AdAdapter {
  const globals = deps.globals ?? createPageGlobals();
  const fbq = globals.define('fbq', metaStub);
  globals.define('_fbq', () => fbq);
  loadVendorScript(deps, META_PIXEL_SCRIPT);
  // fbevents.js keeps the same fbq object, so the reference stays good after it loads.
  callWith(fbq, ['init', deps.id]);
  callWith(fbq, ['track', 'PageView']);
  return {
    service: 'meta',
    track: (payload) => metaCalls(payload).forEach((call) => callWith(fbq, call)),
  };
}
