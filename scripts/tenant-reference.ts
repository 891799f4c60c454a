/**
 * npm run docs:tenants   writes docs/tenant-reference.md from schemas/, tenants/ and src/
 * --check                regenerates in memory and fails when the committed file differs
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { bundleTenantSchema } from '../operators/toolkit/bundleSchema.ts';
import { KeyReaders, readSources } from '../operators/toolkit/reference/keyReaders.ts';
import { REFERENCE_FILE, renderReference } from '../operators/toolkit/reference/tenantReference.ts';
import type { NamedTenant } from '../operators/toolkit/reference/tenantReference.ts';

function demoTenants(): NamedTenant[] {
  const codes = readdirSync('tenants')
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    // demo first: it sets nearly every key; then the others for the rest.
    .sort((a, b) => (a === 'demo' ? -1 : b === 'demo' ? 1 : a.localeCompare(b)));
  return codes.map((code) => ({
    code,
    value: JSON.parse(readFileSync(`tenants/${code}.json`, 'utf8')) as unknown,
  }));
}

async function main(check: boolean): Promise<number> {
  const raw = renderReference(
    bundleTenantSchema(),
    demoTenants(),
    new KeyReaders([...readSources(), ...readSources('demo-api', 'demo-api/')]),
  );
  const config = (await resolveConfig(REFERENCE_FILE)) ?? {};
  const text = await format(raw, { ...config, filepath: REFERENCE_FILE });
  if (!check) {
    writeFileSync(REFERENCE_FILE, text);
    console.log(`wrote ${REFERENCE_FILE}`);
    return 0;
  }
  let committed = '';
  try {
    committed = readFileSync(REFERENCE_FILE, 'utf8');
  } catch {
    // missing: stale too
  }
  if (committed === text) return 0;
  console.error(
    `${REFERENCE_FILE} is out of date with schemas/, tenants/ or src/: run npm run docs:tenants and commit it`,
  );
  return 1;
}

process.exitCode = await main(process.argv.includes('--check'));
