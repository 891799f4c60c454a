import { createPageGlobals } from '../../../platform/pageGlobals';
import type { AdAdapter, AdAdapterDeps } from './AdAdapter';
import { googleCalls } from './vendorCalls';
import { callWith, loadVendorScript } from './vendorScript';

export const GOOGLE_TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

/**
 * Google tag (gtag.js) for a G- (Analytics) or AW- (Ads) id, from Google's public snippet:
 * gtag('js', date), gtag('config', id), then gtag('event', name, params) for each event.
 */
export function createGoogleTag(deps: AdAdapterDeps): AdAdapter {
  const globals = deps.globals ?? createPageGlobals();
  globals.define<unknown[]>('dataLayer', () => []);
  // gtag.js reads Arguments objects from dataLayer, not arrays: this is the snippet's gtag.
  const gtag = function () {
    const dataLayer = globals.get('dataLayer');
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object
    if (Array.isArray(dataLayer)) dataLayer.push(arguments);
  };
  callWith(gtag, ['js', new Date(deps.clock.now())]);
  callWith(gtag, ['config', deps.id]);
  loadVendorScript(deps, `${GOOGLE_TAG_SCRIPT}?id=${encodeURIComponent(deps.id)}`);
  return {
    service: 'google',
    track: (payload) => googleCalls(payload).forEach((call) => callWith(gtag, call)),
  };
}
