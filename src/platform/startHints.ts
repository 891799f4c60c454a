/**
 * What the start loader (scripts/vite/startLoader.ts, loaded by index.html before the entry)
 * began for the app: the tenant file's request. Production builds only; null elsewhere.
 */
export interface EarlyTenant {
  /** The file asked for, e.g. '/m/tenants/demo.json'. */
  source: string;
  response: Promise<Response>;
}

/** The loader's global (START_GLOBAL in scripts/vite/startLoader.ts). */
const START_GLOBAL = 'mobileWebStart';

/** The tenant request the loader started, taken once (a second call gets null). */
export function takeEarlyTenant(win: Window): EarlyTenant | null {
  const holder = win as unknown as Record<string, { tenant?: Partial<EarlyTenant> } | undefined>;
  const tenant = holder[START_GLOBAL]?.tenant;
  if (holder[START_GLOBAL]) holder[START_GLOBAL] = undefined;
  if (typeof tenant?.source !== 'string' || !(tenant.response instanceof Promise)) return null;
  // The app reports a failed request itself; the loader's own failure is not unhandled.
  tenant.response.catch(() => undefined);
  return { source: tenant.source, response: tenant.response };
}
