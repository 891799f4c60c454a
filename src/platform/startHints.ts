/**
 * What the start loader (scripts/vite/startLoader.ts, loaded by index.html before the entry)
 * began for the app: the tenant file's request. Production builds only; null elsewhere.
 */
export interface EarlyTenant {
  /** The file asked for, e.g. '/m/tenants/demo.json'. */
  source: string;
  response: Promise<Response>;
}

/** The member's first-screen calls the loader sent (src/api/earlyCalls.ts); its `take`. */
export interface EarlyCallsHint {
  take(key: string): Promise<Response> | undefined;
}

/** The loader's global (START_GLOBAL in scripts/vite/startLoader.ts). */
const START_GLOBAL = 'mobileWebStart';

/** The tenant request the loader started, taken once (a second call gets null). */
export function takeEarlyTenant(win: Window): EarlyTenant | null {
  const holder = win as unknown as Record<string, { tenant?: Partial<EarlyTenant> } | undefined>;
  const start = holder[START_GLOBAL];
  const tenant = start?.tenant;
  if (start) start.tenant = undefined;
  if (typeof tenant?.source !== 'string' || !(tenant.response instanceof Promise)) return null;
  // The app reports a failed request itself; the loader's own failure is not unhandled.
  tenant.response.catch(() => undefined);
  return { source: tenant.source, response: tenant.response };
}

/**
 * The member's first-screen calls the loader sent (src/api/earlyCalls.ts), settling once its
 * module has run (null when it sent none or failed to load): taken once.
 */
export function takeEarlyCalls(win: Window): Promise<EarlyCallsHint | null> | null {
  const holder = win as unknown as Record<string, { calls?: unknown } | undefined>;
  const start = holder[START_GLOBAL];
  const calls = start?.calls;
  if (start) start.calls = undefined;
  return calls instanceof Promise ? (calls as Promise<EarlyCallsHint | null>) : null;
}

/** The loader's AVIF check (spec 5's image format), taken once; null without a loader. */
export function takeAvifProbe(win: Window): Promise<boolean> | null {
  const holder = win as unknown as Record<string, { avif?: unknown } | undefined>;
  const start = holder[START_GLOBAL];
  const avif = start?.avif;
  if (start) start.avif = undefined;
  return avif instanceof Promise ? (avif as Promise<boolean>) : null;
}
