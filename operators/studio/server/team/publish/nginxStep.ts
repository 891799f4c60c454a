/**
 * The nginx step of a publish: only when the change shapes nginx's configuration (a merchant's
 * domains, code, or anything its CSP is made from), render nginx.conf again with the options
 * `npm run serve` used (scripts/serve/serveOptions.ts), test it (`nginx -t`), put it in place and,
 * when asked, reload nginx.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrateTenant } from '../../../../../src/config/migrations.ts';
import type { TenantConfig } from '../../../../../src/config/tenant.gen.ts';
import { buildScriptHashes } from '../../../../../scripts/serve/csp.ts';
import { renderNginxConfig } from '../../../../../scripts/serve/nginxConfig.ts';
import { readServeOptions } from '../../../../../scripts/serve/serveOptions.ts';

export interface NginxSetup {
  /** nginx's prefix (`npm run serve`'s .serve/<port>/): nginx.conf and serve-options.json. */
  prefix: string;
  /** The nginx binary (findNginx() from scripts/serve/findNginx.ts). */
  binary: string;
  /** `nginx -s reload` after the new configuration is in place (`--nginx-reload`). */
  reload: boolean;
}

/** A fixed frame to render one tenant's part of the configuration in, for comparing. */
const FRAME = {
  root: '/live',
  api: { origin: 'http://127.0.0.1:9', tls: false, host: '127.0.0.1' },
  listen: ['127.0.0.1:9'],
  demo: true,
} as const;

function tenantOf(text: string): TenantConfig {
  // The check step passed this text against the schema TenantConfig is generated from.
  return migrateTenant(JSON.parse(text) as unknown).value as TenantConfig;
}

/**
 * Whether a change shapes nginx's configuration: the configuration rendered for the merchant
 * alone differs (domains, server names, CSP from the providers it turns on, embedders...). The
 * renderer decides, so a new vendor's `.csp.ts` counts without this file knowing about it.
 */
export function shapesNginx(oldText: string | undefined, newText: string): boolean {
  if (oldText === undefined) return true;
  try {
    const render = (text: string) => renderNginxConfig({ ...FRAME, tenants: [tenantOf(text)] });
    return render(oldText) !== render(newText);
  } catch {
    return true;
  }
}

function run(binary: string, args: readonly string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolvePromise) => {
    execFile(binary, [...args], { timeout: 30_000, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolvePromise({ ok: !error, output: `${stdout}${stderr}`.trim() || String(error ?? '') });
    });
  });
}

export class NginxStepError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NginxStepError';
  }
}

/** What to undo when a later failure needs the old configuration back. */
export interface NginxUndo {
  conf: string;
  before: string | undefined;
  reloaded: boolean;
}

/**
 * Renders nginx.conf for these tenant texts (every merchant, as published), tests it in a temp
 * file, renames it over nginx.conf, and reloads when the setup says so. Throws NginxStepError with
 * nginx's own words; nginx.conf is untouched unless the test passed.
 */
export async function rewriteNginx(
  setup: NginxSetup,
  texts: readonly string[],
): Promise<NginxUndo> {
  const options = readServeOptions(setup.prefix);
  if (!options)
    throw new NginxStepError(
      `${join(setup.prefix, 'serve-options.json')} is missing: nginx was not started by npm run serve with this prefix`,
    );
  const root = options.root;
  const scriptHashes = existsSync(join(root, 'index.html'))
    ? buildScriptHashes(root)
    : options.scriptHashes;
  const text = renderNginxConfig({
    ...options,
    tenants: texts.map(tenantOf),
    ...(scriptHashes ? { scriptHashes } : {}),
  });
  const conf = join(setup.prefix, 'nginx.conf');
  const temp = join(setup.prefix, `.nginx-${randomBytes(4).toString('hex')}.conf`);
  const errorLog = join(setup.prefix, 'logs', 'error.log');
  writeFileSync(temp, text);
  try {
    const test = await run(setup.binary, ['-t', '-p', setup.prefix, '-c', temp, '-e', errorLog]);
    if (!test.ok) throw new NginxStepError(`nginx -t refused the configuration: ${test.output}`);
    const before = existsSync(conf) ? readFileSync(conf, 'utf8') : undefined;
    renameSync(temp, conf);
    const undo: NginxUndo = { conf, before, reloaded: false };
    if (setup.reload) {
      const reload = await reloadNginx(setup);
      if (!reload.ok) {
        await undoNginx(setup, undo);
        throw new NginxStepError(`nginx -s reload failed: ${reload.output}`);
      }
      undo.reloaded = true;
    }
    return undo;
  } finally {
    rmSync(temp, { force: true });
  }
}

function reloadNginx(setup: NginxSetup): Promise<{ ok: boolean; output: string }> {
  const conf = join(setup.prefix, 'nginx.conf');
  const errorLog = join(setup.prefix, 'logs', 'error.log');
  return run(setup.binary, ['-s', 'reload', '-p', setup.prefix, '-c', conf, '-e', errorLog]);
}

/** Puts the previous nginx.conf back (and reloads it when the new one had been loaded). */
export async function undoNginx(setup: NginxSetup, undo: NginxUndo): Promise<void> {
  if (undo.before === undefined) rmSync(undo.conf, { force: true });
  else {
    const temp = `${undo.conf}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temp, undo.before);
    renameSync(temp, undo.conf);
  }
  if (undo.reloaded) await reloadNginx(setup);
}
