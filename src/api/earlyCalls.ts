import { imageFormatFor } from '../platform/imageFormat';
import { requestHeaders } from './headers';
import { restoredSession } from './sessionToken';
import { withQuery } from './url';

/**
 * A member's home asks for a few lists before its first render (the widgets' prepare, decision
 * 0011): the banners, the marquee, the rank progress, and who the member is. Sent by the app,
 * they go out only once the framework has downloaded and run, a round trip before the largest
 * paint. The start loader (scripts/vite/startLoader.ts, bundled with this module into
 * index.html, decision 0013) sends them as the tenant file comes in, beside the framework's
 * download; the API client then takes an answer instead of fetching when its request is the
 * same, byte for byte (`earlyCallKey`). A guess that differs from what the app asks (another
 * language, another token) is never taken: the app fetches, as without it.
 */

/** A call a first-screen widget's prepare makes before the home's first render. */
export interface FirstScreenCall {
  method: 'GET' | 'POST';
  /** The path under the API (a relay's is /wps/relay/<name>). */
  path: string;
  /** The JSON body of a POST. */
  data?: unknown;
  /** spec 7: the call asks for the browser's image format (`ext`). */
  imageAware?: boolean;
}

const relay = (name: string, data: unknown, imageAware = false): FirstScreenCall => ({
  method: 'POST',
  path: `/wps/relay/${name}`,
  data,
  ...(imageAware ? { imageAware } : {}),
});

/** Who the member is (the header's name): the session start asks for it at once. */
export const MEMBER_INFO_CALL: FirstScreenCall = { method: 'GET', path: '/wps/member/info' };

/**
 * Widget type → what its prepare asks for. src/api/earlyCalls.test.ts runs each demo tenant's
 * real prepares and holds this table to what they send.
 */
export const PREPARED_CALLS: Readonly<Record<string, readonly FirstScreenCall[]>> = {
  bannerCarousel: [relay('MCSFE_getBanners', { platform: 'MOBILE' })],
  announcementMarquee: [
    relay(
      'MCSFE_getListAnnouncements',
      { types: ['MARQUEE'], platform: 'MOBILE', category: null },
      true,
    ),
  ],
  vipProgress: [relay('MCSFE_getPlayerRankProgress', {})],
};

/**
 * Widget types marked `largestPaint`: the prepares stop after the first of them (the widget
 * registry's rule, src/app/registry.ts), so the plan does too.
 */
export const LARGEST_PAINT_WIDGETS: ReadonlySet<string> = new Set(['bannerCarousel']);

/** The parts of a tenant file the plan reads (the loader hands over the parsed file). */
export interface EarlyTenant {
  merchantCode?: unknown;
  widgets?: ReadonlyArray<{ type?: unknown; slot?: unknown }>;
}

/**
 * What a member's home asks for before its first render: who the member is, then the prepared
 * widgets' calls in the page's order, up to the largest paint (as boot and the registry do).
 */
export function planEarlyCalls(tenant: EarlyTenant): FirstScreenCall[] {
  const calls = [MEMBER_INFO_CALL];
  for (const widget of tenant.widgets ?? []) {
    const slot = widget.slot ?? 'home';
    if (typeof widget.type !== 'string' || (slot !== 'home' && slot !== 'global')) continue;
    for (const call of PREPARED_CALLS[widget.type] ?? []) {
      if (!calls.includes(call)) calls.push(call);
    }
    if (LARGEST_PAINT_WIDGETS.has(widget.type)) break;
  }
  return calls;
}

/**
 * One request, as the API client sends it: method, address, body and headers (names in order).
 * Equal keys mean equal requests.
 */
export function earlyCallKey(
  method: string,
  url: string,
  headers: Readonly<Record<string, string>>,
  body: string | undefined,
): string {
  const sorted = Object.keys(headers)
    .sort()
    .map((name) => [name.toLowerCase(), headers[name]]);
  return JSON.stringify([method, url, body ?? null, sorted]);
}

/** The answers sent early, each taken at most once (by the API client, src/api/client.ts). */
export interface EarlyCalls {
  take(key: string): Promise<Response> | undefined;
}

export interface EarlyCallsInput {
  tenant: EarlyTenant;
  /** The language the loader chose for the catalogue (the app's rule, guessed). */
  language: string;
  /** The page's address. */
  url: URL;
  /** The session as kept in session storage (its raw text), or null. */
  storedSession: string | null;
  userAgent: string;
  fetch: typeof fetch;
  /** Whether the browser decodes AVIF (the image-aware calls' `ext`, spec 5). */
  detectAvif: () => Promise<boolean>;
}

function parse(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Sends a member's first-screen calls now. Null for a visitor or a tenant file without a
 * merchant code: nothing to send.
 */
export function startEarlyCalls(input: EarlyCallsInput): EarlyCalls | null {
  const merchant = input.tenant.merchantCode;
  if (typeof merchant !== 'string' || !merchant) return null;
  const session = restoredSession(parse(input.storedSession), merchant, input.url);
  if (!session) return null;
  const context = { Merchant: merchant, Language: input.language, Authorization: session.token };
  const sent = new Map<string, Promise<Response>>();
  let format: Promise<string | null> | undefined;
  const formatNow = () =>
    (format ??= input.detectAvif().then(
      (avif) => imageFormatFor(input.userAgent, avif),
      () => imageFormatFor(input.userAgent, false),
    ));
  for (const call of planEarlyCalls(input.tenant)) {
    const body = call.method === 'GET' ? undefined : JSON.stringify(call.data ?? null);
    const headers = requestHeaders({ path: call.path, context, json: body !== undefined });
    const send = (url: string): Promise<Response> => {
      const response = input.fetch(url, {
        method: call.method,
        headers,
        body,
        credentials: 'include',
        redirect: 'manual',
        cache: 'default',
      });
      // Not taken (the app asked differently): its failure is nobody's to report.
      response.catch(() => undefined);
      sent.set(earlyCallKey(call.method, url, headers, body), response);
      return response;
    };
    if (!call.imageAware) {
      send(call.path);
      continue;
    }
    // Its address waits for the format (the AVIF probe, a few milliseconds); the app asks
    // for it much later, after the framework's download.
    const pending = formatNow().then((ext) => withQuery(call.path, { ext }));
    pending.then(send, () => undefined);
  }
  return {
    take(key) {
      const response = sent.get(key);
      if (response) sent.delete(key);
      return response;
    },
  };
}
