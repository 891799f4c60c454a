import type { TenantConfig } from './tenant.gen';
import { hostKeys, tenantQueryAllowed } from './tenantHost';

export interface TenantProblem {
  kind: 'not-found' | 'invalid' | 'unreachable';
  /** The file that was read, e.g. '/m/tenants/demo.json'. */
  source: string;
  message: string;
  /** JSON pointer of the first schema error, for 'invalid'. */
  pointer?: string;
}

export type TenantLoadResult =
  | { ok: true; tenant: TenantConfig; source: string; pickedCode: string | null }
  | { ok: false; problem: TenantProblem };

export interface LoadTenantOptions {
  fetch: typeof fetch;
  location: URL;
  /** Public base path of the app, e.g. '/m/'. */
  base: string;
  previewBuild: boolean;
  /** A merchant picked earlier with ?tenant= in this tab, so QA keep it across navigation. */
  rememberedCode?: string | null;
  /** The request the start loader already made for the first candidate, if any. */
  early?: { source: string; response: Promise<Response> } | null;
}

const CODE = /^[a-z][a-z0-9-]{1,31}$/;

/**
 * What the first screen reads of a tenant, checked in a few microseconds so that a file that is
 * not a tenant at all gets the error screen at once. The whole schema is checked by
 * `checkTenant` (checkTenant.ts), after the first paint (decision 0007): the build already checked every file
 * with the same schema.
 */
function shapeProblem(data: unknown): { pointer: string; message: string } | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { pointer: '/', message: 'must be object' };
  }
  const tenant = data as Record<string, unknown>;
  const objects = ['flags', 'languages', 'theme', 'template', 'whitelabel'] as const;
  if (typeof tenant.merchantCode !== 'string') {
    return { pointer: '/merchantCode', message: 'must be string' };
  }
  for (const key of objects) {
    const value = tenant[key];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { pointer: `/${key}`, message: 'must be object' };
    }
  }
  for (const key of ['domains', 'widgets', 'menu'] as const) {
    if (!Array.isArray(tenant[key])) return { pointer: `/${key}`, message: 'must be array' };
  }
  const languages = tenant.languages as Record<string, unknown>;
  if (!Array.isArray(languages.supported) || typeof languages.default !== 'string') {
    return { pointer: '/languages', message: 'must have supported and default' };
  }
  return null;
}

/**
 * Finds and downloads the tenant file for this host (or QA's ?tenant=) and checks its shape;
 * `checkTenant` (checkTenant.ts) checks it against the schema.
 */
export async function loadTenant(options: LoadTenantOptions): Promise<TenantLoadResult> {
  const { location, base } = options;
  let early = options.early ?? null;

  const allowed = tenantQueryAllowed(location.hostname, options.previewBuild);
  const queryCode =
    location.searchParams.get('tenant') ?? (allowed ? (options.rememberedCode ?? null) : null);
  const useQuery = queryCode !== null && allowed;
  if (useQuery && !CODE.test(queryCode)) {
    return {
      ok: false,
      problem: {
        kind: 'not-found',
        source: `?tenant=${queryCode}`,
        message: `"${queryCode}" is not a merchant code`,
      },
    };
  }
  const candidates = useQuery
    ? [`${base}tenants/${queryCode}.json`]
    : hostKeys(location.hostname).map(
        (key) => `${base}tenants/hosts/${encodeURIComponent(key)}.json`,
      );

  for (const source of candidates) {
    let response: Response;
    try {
      const started = early?.source === source ? early.response : null;
      early = null;
      response = await (started ??
        options.fetch(source, { credentials: 'same-origin', cache: 'no-cache' }));
    } catch {
      return {
        ok: false,
        problem: {
          kind: 'unreachable',
          source,
          message: 'the configuration could not be downloaded (network error)',
        },
      };
    }
    // A host that answers unknown paths with the app's index.html means "no such file" too.
    const html = (response.headers.get('Content-Type') ?? '').includes('text/html');
    if (response.status === 404 || html) continue;
    if (!response.ok) {
      return {
        ok: false,
        problem: {
          kind: 'unreachable',
          source,
          message: `the configuration could not be downloaded (HTTP ${response.status})`,
        },
      };
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      return {
        ok: false,
        problem: { kind: 'invalid', source, message: 'the configuration is not valid JSON' },
      };
    }
    const shape = shapeProblem(data);
    if (shape) return { ok: false, problem: { kind: 'invalid', source, ...shape } };
    return {
      ok: true,
      tenant: data as TenantConfig,
      source,
      pickedCode: useQuery ? queryCode : null,
    };
  }
  const what = useQuery ? `merchant "${queryCode}"` : `host ${location.hostname}`;
  return {
    ok: false,
    problem: {
      kind: 'not-found',
      source: candidates[0] ?? '',
      message: `no merchant is configured for ${what}`,
    },
  };
}
