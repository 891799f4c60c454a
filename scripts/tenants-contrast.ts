/**
 * npm run tenants:contrast [-- <tenant file>...]   every theme colour pair of each tenant with its
 * WCAG contrast ratio and whether it meets AA (scripts/lib/contrastChecks.ts). `npm run tenants`
 * fails on the same pairs; this prints the passing ones too, for a merchant's designer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describePair, formatRatio, themeContrast } from '../operators/toolkit/contrastChecks.ts';

const args = process.argv.slice(2);
const files = args.length
  ? args
  : readdirSync('tenants')
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => join('tenants', f));

let failures = 0;
for (const file of files) {
  const tenant = JSON.parse(readFileSync(file, 'utf8')) as { theme?: unknown };
  const results = themeContrast(tenant.theme);
  console.log(`${file}: ${results.filter((r) => r.ok).length} of ${results.length} pairs pass`);
  for (const result of results) {
    if (!result.ok) failures += 1;
    const verdict = result.ok ? 'pass' : 'FAIL';
    const used = result.defaulted ? ` (${result.subject}: the app's default)` : '';
    console.log(
      `  ${verdict} ${formatRatio(result.ratio).padStart(7)} (≥ ${result.min}:1) ${describePair(result)}: ${result.where}${used}`,
    );
  }
}
process.exitCode = failures ? 1 : 0;
