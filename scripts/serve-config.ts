/**
 * npm run serve:config -- --api <URL> [--out FILE] [--root DIR] [--listen ADDR]...
 *                         [--tls-cert FILE --tls-key FILE [--tls-listen ADDR]...]
 *                         [--brotli-module FILE] [--demo] [--csp-report URL]
 *
 * Writes an nginx configuration for every tenants/*.json (docs/serving.md): a server per merchant
 * named by its domains, serving that merchant's files only, a 404 for any other host, /m/ from
 * the build with its cache headers and the merchant's CSP, /wps/ proxied to --api. The demo
 * tenant (the one listing localhost) and a server for the local hosts are left out unless
 * --demo asks for them (a QA site in front of a real platform, never a merchant's). Refuses when
 * a tenant file does not pass `npm run tenants`. Prints to stdout without --out. Exit 1 on bad
 * tenants, 2 on usage. --csp-report URL: the pages' policies send violation reports there
 * (report-uri, report-to and a Reporting-Endpoints header).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseApiUpstream } from './serve/apiUpstream.ts';
import { loadSiteTenants } from './serve/loadSiteTenants.ts';
import { buildScriptHashes, reportUrl } from './serve/csp.ts';
import { renderNginxConfig } from './serve/nginxConfig.ts';
import { parseOptions } from './serve/options.ts';
import { leftOutTenants, sitesOf } from './serve/sites.ts';

const USAGE =
  'usage: npm run serve:config -- --api <https://platform.example> [--out FILE] [--root DIR] ' +
  '[--listen ADDR]... [--tls-cert FILE --tls-key FILE [--tls-listen ADDR]...] [--brotli-module FILE] ' +
  '[--demo] [--csp-report URL]';

function main(argv: readonly string[]): number {
  let options;
  try {
    options = parseOptions(argv, {
      single: [
        'api',
        'out',
        'root',
        'tls-cert',
        'tls-key',
        'tenants',
        'brotli-module',
        'csp-report',
      ],
      multiple: ['listen', 'tls-listen'],
      flags: ['demo'],
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { single, multiple, flags } = options;
  const demo = flags.has('demo');
  const listen = multiple.listen ?? [];
  const tlsListen = multiple['tls-listen'] ?? [];
  if (!single.api) {
    console.error(`--api is required\n${USAGE}`);
    return 2;
  }
  if (Boolean(single['tls-cert']) !== Boolean(single['tls-key'])) {
    console.error(`--tls-cert and --tls-key go together\n${USAGE}`);
    return 2;
  }
  const loaded = loadSiteTenants(single.tenants ?? 'tenants');
  if (!loaded.ok) {
    console.error(loaded.report);
    console.error('no configuration written: fix the tenant files first (npm run tenants)');
    return 1;
  }
  let text: string;
  try {
    text = renderNginxConfig({
      tenants: loaded.tenants,
      root: resolve(single.root ?? 'dist'),
      api: parseApiUpstream(single.api),
      listen: listen.length > 0 ? listen : ['80'],
      tls: single['tls-cert']
        ? {
            certificate: resolve(single['tls-cert']),
            key: resolve(single['tls-key'] ?? ''),
            listen: tlsListen.length > 0 ? tlsListen : ['443'],
          }
        : undefined,
      brotliModule: single['brotli-module'],
      demoTenant: demo,
      scriptHashes: buildScriptHashes(resolve(single.root ?? 'dist')),
      cspReport: single['csp-report'] === undefined ? undefined : reportUrl(single['csp-report']),
    });
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const served = new Set(sitesOf(loaded.tenants, { demo }).map((site) => site.tenant));
  const leftOut = leftOutTenants(loaded.tenants, { demo });
  if (leftOut.length > 0) {
    console.error(`left out (demo, lists localhost; --demo keeps it): ${leftOut.join(', ')}`);
  }
  if (single.out) {
    writeFileSync(single.out, text);
    console.error(`wrote ${single.out} (${served.size} merchants)`);
  } else {
    process.stdout.write(text);
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
