import { createPageGlobals } from '../../../platform/pageGlobals';
import type { AdAdapter, AdAdapterDeps } from './AdAdapter';
import { tiktokCalls } from './vendorCalls';
import { callWith, loadVendorScript } from './vendorScript';

export const TIKTOK_PIXEL_SCRIPT = 'https://analytics.tiktok.com/i18n/pixel/events.js';

/** The methods TikTok's base code queues before events.js loads. */
const TTQ_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

/** ttq as the base code builds it: an array that each queued method pushes [name, ...args] to. */
type Ttq = unknown[] & Record<string, unknown>;

function ttqStub(): Ttq {
  const ttq = [] as unknown as Ttq;
  for (const method of TTQ_METHODS) {
    ttq[method] = (...args: unknown[]) => void ttq.push([method, ...args]);
  }
  return ttq;
}

const record = (owner: Record<string, unknown>, key: string): Record<string, unknown> => {
  const value = owner[key];
  if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  const fresh: Record<string, unknown> = {};
  owner[key] = fresh;
  return fresh;
};

/**
 * TikTok pixel, from its public base code (ttq.load(id); ttq.page(); not in INTEGRATIONS.md,
 * so observed, not documented): each event as ttq.track(name, properties, { event_id }).
 */
export function createTiktokPixel(deps: AdAdapterDeps): AdAdapter {
  const globals = deps.globals ?? createPageGlobals();
  globals.define('TiktokAnalyticsObject', () => 'ttq');
  const ttq = globals.define('ttq', ttqStub);
  // What ttq.load(id) records for events.js before adding it.
  const instance = Object.assign([] as unknown[], { _u: TIKTOK_PIXEL_SCRIPT });
  record(ttq, '_i')[deps.id] = instance;
  record(ttq, '_t')[deps.id] = deps.clock.now();
  record(ttq, '_o')[deps.id] = {};
  loadVendorScript(deps, `${TIKTOK_PIXEL_SCRIPT}?sdkid=${encodeURIComponent(deps.id)}&lib=ttq`);
  const current = () => globals.get('ttq') as Record<string, unknown> | undefined;
  const call = (args: readonly unknown[]) => {
    const [method, ...rest] = args;
    const ttqNow = current();
    if (typeof method === 'string' && ttqNow) callWith(ttqNow[method], rest);
  };
  call(['page']);
  return {
    service: 'tiktok',
    track: (payload) => tiktokCalls(payload).forEach(call),
  };
}
