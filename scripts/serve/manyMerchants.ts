/**
 * Many merchants for one nginx (npm run serve:load -- --merchants N, manyMerchants.test.ts):
 * tenant files made from the demo tenants as templates, each with its own code and three domains,
 * written into a folder and loaded through the same check as `npm run tenants`
 * (loadSiteTenants), and a build folder whose tenant files are copies of the template's built
 * ones, so every merchant's host is served the same bytes as the template's.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { domainKey } from '../../src/config/tenantHost.ts';
import { LOCAL_HOSTS } from './sites.ts';

export interface Template {
  code: string;
  /** The tenant file as written in tenants/. */
  text: string;
  /** The label the template's own domains share ('pisopanalo' of m.pisopanalo.test). */
  label: string;
}

/** The tenant files in `dir` (tenants/ by default), sorted by code. */
export function readTemplates(dir = 'tenants'): Template[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      const value = JSON.parse(text) as { merchantCode: string; domains: string[] };
      const named = value.domains.find((d) => !LOCAL_HOSTS.has(d) && !d.startsWith('*.'));
      const label = named?.split('.').at(-2);
      if (!label) throw new Error(`${name}: no domain to take a label from`);
      return { code: value.merchantCode, text, label };
    });
}

/** The n-th merchant's code: its template's code and a number (`pk-urdu-0042`). */
export function merchantCode(template: Template, n: number): string {
  return `${template.code}-${String(n).padStart(4, '0')}`;
}

/** Three domains: the phone site, its sub-domains (any depth) and a second name. */
export function merchantDomains(code: string): [string, string, string] {
  return [`m.${code}.test`, `*.${code}.test`, `${code}-play.test`];
}

/** A host each of a merchant's domains answers (a wildcard's `m2.` sub-domain). */
export function hostsOf(domains: readonly string[]): string[] {
  return domains.map((domain) => (domain.startsWith('*.') ? `m2.${domain.slice(2)}` : domain));
}

/**
 * The n-th merchant (0-based) made from the templates in turn: the template's text with its own
 * domain label replaced by the new code (its trusted links follow), a code, a name and three
 * domains of its own.
 */
export function syntheticTenant(templates: readonly Template[], n: number): string {
  const template = templates[n % templates.length];
  if (!template) throw new Error('no templates');
  const code = merchantCode(template, n);
  const value = JSON.parse(template.text.replaceAll(template.label, code)) as Record<
    string,
    unknown
  >;
  value.merchantCode = code;
  value.displayName = `${String(value.displayName)} ${n}`;
  value.domains = merchantDomains(code);
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Writes `count` tenant files into `dir`, `<code>.json` each; returns the codes with their template. */
export function writeSyntheticTenants(
  templates: readonly Template[],
  count: number,
  dir: string,
): Array<{ code: string; template: string }> {
  mkdirSync(dir, { recursive: true });
  const written: Array<{ code: string; template: string }> = [];
  for (let n = 0; n < count; n++) {
    const template = templates[n % templates.length]!;
    const code = merchantCode(template, n);
    writeFileSync(join(dir, `${code}.json`), syntheticTenant(templates, n));
    written.push({ code, template: template.code });
  }
  return written;
}

/** The template's built host file (the first named domain's), with its .gz and .br copies. */
function builtHostFile(build: string, template: TenantConfig): string {
  const domain = template.domains.find((d) => !LOCAL_HOSTS.has(d));
  if (!domain) throw new Error(`${template.merchantCode}: no domain`);
  return join(build, 'tenants', 'hosts', `${domainKey(domain)}.json`);
}

/**
 * A build folder for these merchants: the build's files (linked, not copied), and each
 * merchant's tenant files (`tenants/<code>.json` and one per domain) copied from its template's
 * built files with their .gz and .br, so a merchant's host hands out the same bytes its template's
 * does. Returns the folder.
 */
export function syntheticBuild(
  build: string,
  root: string,
  tenants: readonly TenantConfig[],
  templates: ReadonlyMap<string, TenantConfig>,
): string {
  const from = resolve(build);
  mkdirSync(join(root, 'tenants', 'hosts'), { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === 'tenants') continue;
    symlinkSync(join(from, name), join(root, name));
  }
  for (const tenant of tenants) {
    const code = tenant.merchantCode;
    const templateCode = code.replace(/-\d{4}$/, '');
    const template = templates.get(templateCode);
    if (!template) throw new Error(`${code}: no template ${templateCode}`);
    const source = builtHostFile(from, template);
    const targets = [
      join(root, 'tenants', `${code}.json`),
      ...tenant.domains
        .filter((d) => !LOCAL_HOSTS.has(d))
        .map((d) => join(root, 'tenants', 'hosts', `${domainKey(d)}.json`)),
    ];
    for (const target of targets) {
      for (const suffix of ['', '.gz', '.br']) {
        if (existsSync(source + suffix)) copyFileSync(source + suffix, target + suffix);
      }
    }
  }
  return root;
}

/** The templates by code, as checked tenants (the demo's among them keeps its local hosts). */
export function templatesByCode(tenants: readonly TenantConfig[]): Map<string, TenantConfig> {
  return new Map(tenants.map((tenant) => [tenant.merchantCode, tenant]));
}
