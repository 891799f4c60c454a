import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateTenant } from '../src/config/migrations.ts';
import type { TenantConfig } from '../src/config/tenant.gen.ts';
import { validateTenant } from '../src/config/validateTenant.gen.js';

/** The repository's tenants/ folder. */
// Not `new URL('../tenants', import.meta.url)`: Vite rewrites that pattern into an asset URL.
export const DEFAULT_TENANTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'tenants');

export interface LoadTenantsOptions {
  /** Told about each file left out (unreadable, not JSON, or not a valid tenant). Default: console.warn. */
  onSkip?: (file: string, reason: string) => void;
}

/**
 * Reads every tenants/*.json that passes the tenant schema (after migrating older schemaVersions),
 * sorted by file name. A bad file is
 * skipped with a warning instead of stopping the dev server; `npm run tenants` says what to fix.
 * Node only.
 */
export function loadTenants(
  dir: string = DEFAULT_TENANTS_DIR,
  options: LoadTenantsOptions = {},
): TenantConfig[] {
  const onSkip =
    options.onSkip ??
    ((file: string, reason: string) => console.warn(`demo API: skipped ${file}: ${reason}`));
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const tenants: TenantConfig[] = [];
  const seen = new Set<string>();
  for (const name of files) {
    const file = join(dir, name);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      onSkip(file, error instanceof Error ? error.message : String(error));
      continue;
    }
    // Older schemaVersions are upgraded in memory, as the build does.
    data = migrateTenant(data).value;
    if (!validateTenant(data)) {
      const first = validateTenant.errors?.[0];
      const where = first?.instancePath || '/';
      onSkip(file, `${where} ${first?.message ?? 'is not a valid tenant'} (run npm run tenants)`);
      continue;
    }
    if (seen.has(data.merchantCode)) {
      onSkip(file, `merchantCode "${data.merchantCode}" is already used by another file`);
      continue;
    }
    seen.add(data.merchantCode);
    tenants.push(data);
  }
  return tenants;
}
