import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { migrateTenant } from '../../src/config/migrations.ts';
import { domainKey } from '../../src/config/tenantHost.ts';

/**
 * A merchant's served files, written the same way by the build (scripts/vite/tenantsPlugin.ts)
 * and by the team studio's publish (operators/studio/server): the tenant file as the browser reads
 * it (migrated, compact) under its code and under each of its domains' keys.
 */
export interface ServedTenant {
  code: string;
  domains: string[];
  json: string;
}

/** Every tenants/*.json of a folder, as served. */
export function readTenants(dir: string): ServedTenant[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => servedTenant(basename(f, '.json'), readFileSync(join(dir, f), 'utf8')));
}

/** Every published file: tenants/<code>.json and tenants/hosts/<domain key>.json. */
export function publishedFiles(tenants: readonly ServedTenant[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const t of tenants) {
    files.set(`tenants/${t.code}.json`, t.json);
    for (const d of t.domains) files.set(`tenants/hosts/${domainKey(d)}.json`, t.json);
  }
  return files;
}

/** One tenant file's text as served: migrated to the current shape, compact. */
export function servedTenant(code: string, text: string): ServedTenant {
  const { value } = migrateTenant(JSON.parse(text) as unknown);
  const doc = value as { domains?: unknown };
  const domains = Array.isArray(doc.domains)
    ? doc.domains.filter((d): d is string => typeof d === 'string')
    : [];
  return { code, domains, json: JSON.stringify(value) };
}
