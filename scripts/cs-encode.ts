/**
 * npm run cs:encode -- <https URL> [<https URL>...]
 * Prints, one line per URL and in the same order, the encoded customer-service path to paste
 * into a tenant file's customerService[].path (docs/customer-service-paths.md).
 */
import { randomBytes } from 'node:crypto';
import { decodeCsPath, encodeCsPath, randomCsKey } from '../src/config/csPath.ts';
import { isHttpsUrl } from '../operators/toolkit/urlChecks.ts';

const USAGE = 'usage: npm run cs:encode -- <https URL> [<https URL>...]';

function main(urls: readonly string[]): number {
  if (urls.length === 0 || urls.includes('--help')) {
    console.error(USAGE);
    return urls.length === 0 ? 2 : 0;
  }
  const rejected = urls.filter((url) => !isHttpsUrl(url));
  for (const url of rejected) {
    console.error(
      `not an https URL: ${JSON.stringify(url)} (customer-service addresses must start with https://)`,
    );
  }
  if (rejected.length > 0) return 1;
  for (const url of urls) {
    const path = encodeCsPath(
      url,
      randomCsKey((n) => randomBytes(n)),
    );
    if (decodeCsPath(path) !== url) throw new Error(`encoding ${url} did not round-trip`);
    console.log(path);
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
