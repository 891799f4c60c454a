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

interface ValidatorModule {
  validateTenant: ((data: unknown) => boolean) & {
    errors?: Array<{
      instancePath: string;
      message?: string;
      params?: Record<string, unknown>;
    }> | null;
  };
}

export interface LoadTenantOptions {
  fetch: typeof fetch;
  location: URL;
  /** Public base path of the app, e.g. '/m/'. */
  base: string;
  previewBuild: boolean;
  /** A merchant picked earlier with ?tenant= in this tab, so QA keep it across navigation. */
  rememberedCode?: string | null;
  /** Loaded in parallel with the tenant file so the validator is not on the initial bundle. */
  loadValidator?: () => Promise<ValidatorModule>;
}

const CODE = /^[a-z][a-z0-9-]{1,31}$/;

function describeSchemaError(
  error: NonNullable<ValidatorModule['validateTenant']['errors']>[number],
): string {
  const params = error.params ?? {};
  if (Array.isArray(params.allowedValues)) {
    return `${error.message ?? 'invalid value'}: ${params.allowedValues.map(String).join(', ')}`;
  }
  if (typeof params.additionalProperty === 'string')
    return `unknown key "${params.additionalProperty}"`;
  return error.message ?? 'invalid value';
}

export async function loadTenant(options: LoadTenantOptions): Promise<TenantLoadResult> {
  const { location, base } = options;
  const validatorPromise = (options.loadValidator ?? (() => import('./validateTenant.gen.js')))();
  // Keep a rejected validator load from surfacing as unhandled before it is awaited.
  validatorPromise.catch(() => undefined);

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
      response = await options.fetch(source, { credentials: 'same-origin', cache: 'no-cache' });
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
    let validator: ValidatorModule;
    try {
      validator = await validatorPromise;
    } catch {
      return {
        ok: false,
        problem: {
          kind: 'unreachable',
          source,
          message: 'the configuration checker could not be loaded',
        },
      };
    }
    if (!validator.validateTenant(data)) {
      const first = validator.validateTenant.errors?.[0];
      return {
        ok: false,
        problem: {
          kind: 'invalid',
          source,
          pointer: first?.instancePath || '/',
          message: first
            ? describeSchemaError(first)
            : 'the configuration does not match the tenant schema',
        },
      };
    }
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
