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

/** A field the loader left on its global, taken once (a second call gets undefined). */
function take(win: Window, field: 'tenant' | 'calls' | 'avif'): unknown {
  const start = (win as unknown as Record<string, Record<string, unknown> | undefined>)[
    START_GLOBAL
  ];
  const value = start?.[field];
  if (start) start[field] = undefined;
  return value;
}

/** The tenant request the loader started, taken once (a second call gets null). */
export function takeEarlyTenant(win: Window): EarlyTenant | null {
  const tenant = take(win, 'tenant') as Partial<EarlyTenant> | undefined;
  if (typeof tenant?.source !== 'string' || !(tenant.response instanceof Promise)) return null;
  // The app reports a failed request itself; the loader's own failure is not unhandled.
  tenant.response.catch(() => undefined);
  return { source: tenant.source, response: tenant.response };
}

/**
 * The member's first-screen calls the loader sent (src/api/earlyCalls.ts), settling once the
 * tenant file is in (null when it sent none): taken once.
 */
export function takeEarlyCalls(win: Window): Promise<EarlyCallsHint | null> | null {
  const calls = take(win, 'calls');
  return calls instanceof Promise ? (calls as Promise<EarlyCallsHint | null>) : null;
}

/** The loader's AVIF check (spec 5's image format), taken once; null without a loader. */
export function takeAvifProbe(win: Window): Promise<boolean> | null {
  const avif = take(win, 'avif');
  return avif instanceof Promise ? (avif as Promise<boolean>) : null;
}
