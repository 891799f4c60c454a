import type { TenantProblem } from './loadTenant';

export interface ValidatorModule {
  validateTenant: ((data: unknown) => boolean) & {
    errors?: Array<{
      instancePath: string;
      message?: string;
      params?: Record<string, unknown>;
    }> | null;
  };
}

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

/**
 * The whole schema check of a tenant the app has started with: null when it is valid, else the
 * first problem (what the error screen shows). This module and the validator are chunks of
 * their own, downloaded once the first screen is up (decision 0007).
 */
export async function checkTenant(
  tenant: unknown,
  source: string,
  loadValidator: () => Promise<ValidatorModule> = () => import('./validateTenant.gen.js'),
): Promise<TenantProblem | null> {
  let validator: ValidatorModule;
  try {
    validator = await loadValidator();
  } catch {
    return {
      kind: 'unreachable',
      source,
      message: 'the configuration checker could not be loaded',
    };
  }
  if (validator.validateTenant(tenant)) return null;
  const first = validator.validateTenant.errors?.[0];
  return {
    kind: 'invalid',
    source,
    pointer: first?.instancePath || '/',
    message: first
      ? describeSchemaError(first)
      : 'the configuration does not match the tenant schema',
  };
}
