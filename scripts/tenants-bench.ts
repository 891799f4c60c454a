/**
 * npm run tenants:bench [-- <count>]
 * Writes <count> (default 1,000) valid tenant files, variations of tenants/demo.json with their
 * own merchantCode and domains, into a temporary directory, checks them together in-process and
 * prints the time taken (ARCHITECTURE.md budget: checking 1,000 tenants takes seconds).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkTenantFiles } from '../operators/toolkit/checkTenants.ts';
import { isRecord } from '../operators/toolkit/narrow.ts';
import { formatSummary, formatText } from '../operators/toolkit/report.ts';
import { createTenantValidator } from '../operators/toolkit/tenantValidator.ts';

const SUPPORTED = ['EN', 'CN', 'VI', 'TH', 'UR'];

/** A valid variation of the demo tenant: its own code, domains, colour, languages and widget order. */
function variation(
  demo: Record<string, unknown>,
  i: number,
  code: string,
): Record<string, unknown> {
  const tenant = structuredClone(demo);
  tenant.merchantCode = code;
  tenant.displayName = `Bench Casino ${i}`;
  tenant.domains = [`m.${code}.test`, `*.${code}.test`];
  if (isRecord(tenant.theme))
    tenant.theme.primary = `#${(i * 2654435761).toString(16).slice(-6).padStart(6, '0')}`;
  const supported = SUPPORTED.slice(0, 1 + (i % SUPPORTED.length));
  tenant.languages = { supported, default: supported[i % supported.length] };
  if (Array.isArray(tenant.widgets))
    tenant.widgets = [...tenant.widgets.slice(i % 4), ...tenant.widgets.slice(0, i % 4)];
  return tenant;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function main(count: number): number {
  const demo = JSON.parse(readFileSync('tenants/demo.json', 'utf8')) as Record<string, unknown>;
  const dir = mkdtempSync(join(tmpdir(), 'tenants-bench-'));
  try {
    for (let i = 0; i < count; i++) {
      const code = `bench-${String(i).padStart(4, '0')}`;
      writeFileSync(
        join(dir, `${code}.json`),
        `${JSON.stringify(variation(demo, i, code), null, 2)}\n`,
      );
    }
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const validator = createTenantValidator();
    const compiled = performance.now();
    const files = readdirSync(dir).map((name) => ({
      path: name,
      text: readFileSync(join(dir, name), 'utf8'),
    }));
    const read = performance.now();
    const result = checkTenantFiles(files, validator);
    const end = performance.now();
    const cpu = process.cpuUsage(cpuStart);
    if (!result.ok) console.log(formatText(result));
    console.log(formatSummary(result));
    console.log(
      `${files.length} tenant files in ${seconds(end - start)} ` +
        `(CPU ${seconds((cpu.user + cpu.system) / 1000)}): schema compile ${seconds(compiled - start)}, ` +
        `read ${seconds(read - compiled)}, check ${seconds(end - read)} (${((end - read) / files.length).toFixed(2)} ms a file)`,
    );
    return result.ok ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = main(Number(process.argv[2] ?? 1000));
