import { describe, expect, it } from 'vitest';
import { flush } from '../../../api/testing/testSupport';
import { createMemoryGlobals } from '../../../platform/pageGlobals';
import { createFakeClock } from '../../../testing/createFakeClock';
import { buildTrackingPayload } from '../trackingPayload';
import type { TrackingEventName } from '../trackingPayload';
import type { AdAdapterDeps, AdService } from './AdAdapter';
import { configuredServices } from './AdAdapter';
import { APPSFLYER_SCRIPT, createAppsFlyer } from './appsFlyer';
import type { FakeAdCall } from './fakeAdAdapter';
import { createGoogleTag, GOOGLE_TAG_SCRIPT } from './googleTag';
import { loadAdAdapters } from './loadAdAdapters';
import { createMetaPixel, META_PIXEL_SCRIPT } from './metaPixel';
import { createTiktokPixel, TIKTOK_PIXEL_SCRIPT } from './tiktokPixel';

const NOW = 1_767_225_600_000;

const payload = (event: TrackingEventName, amount = 0) =>
  buildTrackingPayload({
    event,
    eventID: `id-${event}`,
    customer: event === 'FirstOpen' ? null : { id: '501', name: 'newplayer' },
    amount,
    currency: 'PHP',
    clickIds: {},
  });

/** Vendor deps with a map for window and a script loader that records what it was asked. */
function vendor(service: AdService, id: string, loadFails = false) {
  const globals = createMemoryGlobals();
  const scripts: string[] = [];
  const loadErrors: string[] = [];
  const deps: AdAdapterDeps = {
    service,
    id,
    clock: createFakeClock(NOW),
    globals,
    loadScript: (src) => {
      scripts.push(src);
      return loadFails ? Promise.reject(new Error('blocked')) : Promise.resolve();
    },
    onLoadError: (s) => loadErrors.push(s),
  };
  return { deps, globals, scripts, loadErrors };
}

/** A vendor queue entry (an Arguments object or an array) as a plain array. */
const plain = (entry: unknown): unknown[] => Array.from(entry as ArrayLike<unknown>);
const isArguments = (entry: unknown) =>
  Object.prototype.toString.call(entry) === '[object Arguments]';

describe('Meta Pixel', () => {
  it('queues init and PageView, then each event with its eventID, until fbevents.js loads', () => {
    const { deps, globals, scripts } = vendor('meta', '7359960900816702');
    const meta = createMetaPixel(deps);
    meta.track(payload('Register'));
    meta.track(payload('FirstOpen'));
    expect(scripts).toEqual([META_PIXEL_SCRIPT]);
    const fbq = globals.get('fbq') as { queue: unknown[] };
    expect(globals.get('_fbq')).toBe(fbq);
    expect(fbq.queue.every(isArguments)).toBe(true);
    expect(fbq.queue.map(plain)).toEqual([
      ['init', '7359960900816702'],
      ['track', 'PageView'],
      ['track', 'CompleteRegistration', { value: 0, currency: 'PHP' }, { eventID: 'id-Register' }],
      ['trackCustom', 'FirstOpen', {}, { eventID: 'id-FirstOpen' }],
    ]);
  });

  it('hands calls to fbevents.js once it has set callMethod', () => {
    const { deps, globals } = vendor('meta', '7359960900816702');
    const meta = createMetaPixel(deps);
    const fbq = globals.get('fbq') as { callMethod?: (...args: unknown[]) => void };
    const called: unknown[][] = [];
    fbq.callMethod = (...args) => void called.push(args);
    meta.track(payload('FirstDeposit', 250));
    expect(called).toEqual([
      ['track', 'Purchase', { value: 250, currency: 'PHP' }, { eventID: 'id-FirstDeposit' }],
    ]);
  });

  it('never throws when the vendor does, and says when the script cannot load', async () => {
    const { deps, globals, loadErrors } = vendor('meta', '7359960900816702', true);
    globals.values.set('fbq', () => {
      throw new Error('vendor broke');
    });
    const meta = createMetaPixel(deps);
    expect(() => meta.track(payload('Register'))).not.toThrow();
    await flush();
    expect(loadErrors).toEqual(['meta']);
  });
});

describe('AppsFlyer web SDK (PBA)', () => {
  it('is configured with the web dev key and queues the customer, then the event', () => {
    const key = 'b034ab3b-7cdb-4bcd-869c-b5cb49ca74a7';
    const { deps, globals, scripts } = vendor('appsflyer', key);
    const af = createAppsFlyer(deps);
    af.track(payload('FirstDeposit', 250));
    expect(scripts).toEqual([APPSFLYER_SCRIPT]);
    expect(globals.get('AppsFlyerSdkObject')).toBe('AF');
    const AF = globals.get('AF') as { id: unknown; q: unknown[][] };
    expect(AF.id).toEqual({ pba: { webAppId: key } });
    expect(AF.q).toEqual([
      [NOW, 'pba', 'setCustomerUserId', '501'],
      [
        NOW,
        'pba',
        'event',
        {
          eventType: 'EVENT',
          eventName: 'first_deposit',
          eventValue: { af_revenue: 250, af_currency: 'PHP', event_id: 'id-FirstDeposit' },
          eventRevenue: 250,
        },
      ],
    ]);
  });

  it('calls the SDK’s own AF once it replaced the queue', () => {
    const { deps, globals } = vendor('appsflyer', 'b034ab3b-7cdb-4bcd-869c-b5cb49ca74a7');
    const af = createAppsFlyer(deps);
    const called: unknown[][] = [];
    globals.values.set('AF', (...args: unknown[]) => void called.push(args));
    af.track(payload('FirstOpen'));
    expect(called).toEqual([
      [
        'pba',
        'event',
        {
          eventType: 'EVENT',
          eventName: 'first_open',
          eventValue: { af_revenue: 0, af_currency: 'PHP', event_id: 'id-FirstOpen' },
        },
      ],
    ]);
  });
});

describe('TikTok pixel', () => {
  it('loads events.js for the pixel id, queues page and each event with its event_id', () => {
    const { deps, globals, scripts } = vendor('tiktok', '8JIGCDTKB3P47OBY1GWX');
    const tiktok = createTiktokPixel(deps);
    tiktok.track(payload('Register'));
    expect(scripts).toEqual([`${TIKTOK_PIXEL_SCRIPT}?sdkid=8JIGCDTKB3P47OBY1GWX&lib=ttq`]);
    const ttq = globals.get('ttq') as unknown[] & Record<string, Record<string, unknown>>;
    expect(globals.get('TiktokAnalyticsObject')).toBe('ttq');
    expect([...ttq]).toEqual([
      ['page'],
      ['track', 'CompleteRegistration', { value: 0, currency: 'PHP' }, { event_id: 'id-Register' }],
    ]);
    expect(ttq._t?.['8JIGCDTKB3P47OBY1GWX']).toBe(NOW);
    expect((ttq._i?.['8JIGCDTKB3P47OBY1GWX'] as { _u: string })._u).toBe(TIKTOK_PIXEL_SCRIPT);
  });
});

describe('Google tag', () => {
  it('pushes Arguments objects to dataLayer: js, config, then each event', () => {
    const { deps, globals, scripts } = vendor('google', 'AW-3273457409');
    const google = createGoogleTag(deps);
    google.track(payload('Register'));
    google.track(payload('FirstDeposit', 250));
    expect(scripts).toEqual([`${GOOGLE_TAG_SCRIPT}?id=AW-3273457409`]);
    const dataLayer = globals.get('dataLayer') as unknown[];
    expect(dataLayer.every(isArguments)).toBe(true);
    expect(dataLayer.map(plain)).toEqual([
      ['js', new Date(NOW)],
      ['config', 'AW-3273457409'],
      ['event', 'sign_up', { event_id: 'id-Register', value: 0, currency: 'PHP' }],
      ['event', 'purchase', { transaction_id: 'id-FirstDeposit', value: 250, currency: 'PHP' }],
    ]);
  });
});

describe('loading the adapters', () => {
  it('names the services the tenant has an id for', () => {
    expect(configuredServices(undefined)).toEqual([]);
    expect(
      configuredServices({ googleTagId: 'G-T39KIXTL4M', facebookPixelId: '7359960900816702' }),
    ).toEqual([
      { service: 'meta', id: '7359960900816702' },
      { service: 'google', id: 'G-T39KIXTL4M' },
    ]);
  });

  it('loads the real adapters of the configured services only', async () => {
    const globals = createMemoryGlobals();
    const scripts: string[] = [];
    const adapters = await loadAdAdapters(
      configuredServices({
        appsFlyerWebDevKey: 'b034ab3b-7cdb-4bcd-869c-b5cb49ca74a7',
        tiktokPixelId: 'EA5T55KYSDV0909B75SL',
      }),
      {
        fake: false,
        clock: createFakeClock(NOW),
        globals,
        loadScript: async (src) => void scripts.push(src),
        fakeLog: { calls: [], fetch: () => Promise.reject(new Error('unused')), merchant: 'x' },
      },
    );
    expect(adapters.map((a) => a.service)).toEqual(['appsflyer', 'tiktok']);
    expect(scripts).toEqual([
      APPSFLYER_SCRIPT,
      `${TIKTOK_PIXEL_SCRIPT}?sdkid=EA5T55KYSDV0909B75SL&lib=ttq`,
    ]);
    expect(globals.get('fbq')).toBeUndefined();
  });

  it('uses the fakes, which load no script and report each call to the demo API', async () => {
    const calls: FakeAdCall[] = [];
    const posted: string[] = [];
    const fetch: typeof globalThis.fetch = async (url, init) => {
      posted.push(`${String(url)} ${String(init?.body)}`);
      return new Response('{}');
    };
    const scripts: string[] = [];
    const [meta] = await loadAdAdapters([{ service: 'meta', id: '7359960900816702' }], {
      fake: true,
      clock: createFakeClock(NOW),
      loadScript: async (src) => void scripts.push(src),
      fakeLog: { calls, fetch, merchant: 'ph-maya' },
    });
    meta?.track(payload('Register'));
    expect(scripts).toEqual([]);
    expect(calls).toEqual([
      { service: 'meta', id: '7359960900816702', args: ['load'] },
      {
        service: 'meta',
        id: '7359960900816702',
        args: [
          'track',
          'CompleteRegistration',
          { value: 0, currency: 'PHP' },
          { eventID: 'id-Register' },
        ],
      },
    ]);
    expect(posted[1]).toBe(
      '/__demo/tracking/ads {"merchant":"ph-maya","service":"meta","id":"7359960900816702",' +
        '"args":["track","CompleteRegistration",{"value":0,"currency":"PHP"},{"eventID":"id-Register"}]}',
    );
  });
});
