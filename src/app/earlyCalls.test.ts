import { describe, expect, it } from 'vitest';
import {
  earlyCallKey,
  LARGEST_PAINT_WIDGETS,
  PREPARED_CALLS,
  startEarlyCalls,
  type EarlyCalls,
} from '../api/earlyCalls';
import { createTenantRoot } from '../testing/createTenantRoot';
import { demoToken } from '../testing/demoSession';
import { directFetch } from '../testing/directFetch';
import { tenantByCode, tenants } from '../testing/tenants';
import { features } from './features';
import { widgets } from './widgets';

/** The request a fetch was asked for, as the early calls key it. */
function keyOf(input: RequestInfo | URL, init: RequestInit | undefined): string {
  const headers = (init?.headers ?? {}) as Record<string, string>;
  const body = typeof init?.body === 'string' ? init.body : undefined;
  return earlyCallKey(init?.method ?? 'GET', String(input), headers, body);
}

/**
 * A member's home up to its first render, as boot runs it (src/app/boot.tsx: the session's
 * start and the first-screen widgets' prepares), with the start's early calls sent first for
 * the language the loader guessed. Both go to the same demo API; each fetch is recorded.
 */
async function beforeFirstRender(code: string, guessedLanguage?: string) {
  const tenant = tenantByCode(code);
  const early: string[] = [];
  const own: string[] = [];
  let handed: (calls: EarlyCalls | null) => void = () => undefined;
  const sent = new Promise<EarlyCalls | null>((resolve) => (handed = resolve));
  // As boot: the first screen paints once the prepares are done; other calls wait for it.
  let paint: () => void = () => undefined;
  const firstPaint = new Promise<void>((resolve) => (paint = resolve));
  const { root } = await createTenantRoot({
    tenant: code,
    session: 'member',
    start: false,
    earlyCalls: sent,
    firstPaint,
    connect: (api, origin) => {
      const direct = directFetch(api.app, origin);
      handed(
        startEarlyCalls({
          tenant,
          language: guessedLanguage ?? tenant.languages.default,
          url: new URL(`${origin}/m/home?token=${demoToken(code, 'member1')}`),
          storedSession: null,
          userAgent: 'Mozilla/5.0 (Linux; Android 11)',
          fetch: (input, init) => {
            early.push(keyOf(input, init));
            return direct(input, init);
          },
          detectAvif: () => Promise.resolve(false),
        }),
      );
      return (input, init) => {
        own.push(keyOf(input, init));
        return direct(input, init);
      };
    },
  });
  const firstScreen = tenant.widgets.filter(
    (w) => w.slot === 'global' || (w.slot ?? 'home') === 'home',
  );
  await Promise.all([
    root.startSession(root.platform.env.location()),
    widgets.prepare(firstScreen, root).then(paint),
  ]);
  return { early, own, calls: await sent, root };
}

const paths = (keys: readonly string[]) =>
  keys.map((key) => (JSON.parse(key) as [string, string])[1]);

describe("a member's first-screen calls, sent by the start (decision 0013)", () => {
  it.each(Object.keys(tenants))(
    '%s: the app takes each answer the start asked for, and asks for none of them itself',
    async (code) => {
      const { early, own, calls, root } = await beforeFirstRender(code);
      expect(paths(early)).toContain('/wps/member/info');
      if (tenantByCode(code).widgets.some((w) => w.type === 'bannerCarousel')) {
        expect(paths(early)).toContain('/wps/relay/MCSFE_getBanners');
      }
      // None sent twice, and none left untaken.
      expect(own.filter((key) => early.includes(key))).toEqual([]);
      for (const key of early) expect(calls?.take(key)).toBeUndefined();
      // The member's data came from the start's answer.
      expect(root.auth.member.value.info?.account).toBe('member1');
    },
  );

  it('a guess the app does not share (another language) is left; the app asks itself', async () => {
    const { early, own, calls, root } = await beforeFirstRender('demo', 'TH');
    expect(paths(early)).toContain('/wps/member/info');
    expect(paths(own)).toContain('/wps/member/info');
    expect(own.filter((key) => early.includes(key))).toEqual([]);
    // Not taken: still there (a response nobody reads).
    for (const key of early) expect(calls?.take(key)).toBeInstanceOf(Promise);
    expect(root.auth.member.value.info?.account).toBe('member1');
  });

  it("follows the widgets' declarations: which prepare, and where the prepares stop", async () => {
    const declared = new Map<string, { prepare?: unknown; largestPaint?: boolean }>();
    for (const feature of features) {
      for (const [type, load] of Object.entries(feature.widgets ?? {})) {
        const widget = (await load?.()) as
          { prepare?: unknown; largestPaint?: boolean } | undefined;
        if (widget) declared.set(type, widget);
      }
    }
    const preparing = [...declared].filter(([, widget]) => widget.prepare).map(([type]) => type);
    expect(preparing.sort()).toEqual(Object.keys(PREPARED_CALLS).sort());
    const largest = [...declared].filter(([, widget]) => widget.largestPaint).map(([t]) => t);
    expect(largest.sort()).toEqual([...LARGEST_PAINT_WIDGETS].sort());
  });
});
