import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { migrateTenant } from '../../src/config/migrations.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { checkTenantFiles } from '../../operators/toolkit/checkTenants.ts';
import { collectTenantFiles } from '../../operators/toolkit/collectTenantFiles.ts';
import { formatText } from '../../operators/toolkit/report.ts';

export type Loaded = { ok: true; tenants: TenantConfig[] } | { ok: false; report: string };

/**
 * The tenant files, only when every one passes `npm run tenants`: a value that would break the
 * config or a header (a domain that is no host name, an id with a quote) never reaches nginx.
 */
export function loadSiteTenants(dir = 'tenants', cwd = process.cwd()): Loaded {
  const { files, missing } = collectTenantFiles([dir], cwd, false);
  if (missing.length > 0 || files.length === 0) {
    return { ok: false, report: `no tenant files (*.json) in ${dir}` };
  }
  const read = files.map((path) => ({ path, text: readFileSync(resolve(cwd, path), 'utf8') }));
  const result = checkTenantFiles(read);
  if (!result.ok) return { ok: false, report: formatText(result) };
  // Checked above against the schema the TenantConfig type is generated from.
  const tenants = read.map(({ text }) => migrateTenant(JSON.parse(text)).value as TenantConfig);
  return { ok: true, tenants };
}
