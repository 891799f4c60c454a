import { migrateTenant } from '../config/migrations';
import type { TenantConfig } from '../config/tenant.gen';
import { validateTenant } from '../config/validateTenant.gen.js';

// Eager: adding tenants/<code>.json adds that merchant to every test, story and toolbar.
const files = import.meta.glob<unknown>('../../tenants/*.json', { eager: true, import: 'default' });

function fileName(path: string): string {
  return path.replace(/^(\.\.\/)+/, '');
}

/**
 * Each tenant file as the build publishes it: migrated to the current schema version and
 * validated. A bad file stops tests and Storybook with the file, the pointer and the fix.
 */
function loadTenants(): Readonly<Record<string, TenantConfig>> {
  const byCode: Record<string, TenantConfig> = {};
  for (const [path, raw] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const { value } = migrateTenant(raw);
    if (!validateTenant(value)) {
      const first = validateTenant.errors?.[0];
      throw new Error(
        `${fileName(path)} ${first?.instancePath || '/'}: ${first?.message ?? 'is not a valid tenant'} (run npm run tenants)`,
      );
    }
    const previous = byCode[value.merchantCode];
    if (previous) {
      throw new Error(`${fileName(path)}: merchantCode "${value.merchantCode}" is used twice`);
    }
    byCode[value.merchantCode] = value;
  }
  return byCode;
}

/** Every tenants/*.json, keyed by merchantCode. */
export const tenants: Readonly<Record<string, TenantConfig>> = loadTenants();

/** Merchant codes in file order: the Storybook tenant toolbar and per-tenant test tables. */
export const tenantCodes: readonly string[] = Object.keys(tenants);

export function tenantByCode(code: string): TenantConfig {
  const tenant = tenants[code];
  if (!tenant) throw new Error(`No tenant "${code}" in tenants/. Known: ${tenantCodes.join(', ')}`);
  return tenant;
}
