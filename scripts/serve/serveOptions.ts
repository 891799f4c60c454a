/**
 * The options `npm run serve` rendered nginx.conf with (everything but the tenants), kept as
 * `<prefix>/serve-options.json` beside it, so the team studio's publish can render the same
 * configuration again for new tenant files (operators/studio/server/team/publish/).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseApiUpstream } from './apiUpstream.ts';
import type { ApiUpstream } from './apiUpstream.ts';
import type { NginxOptions } from './nginxConfig.ts';

export const SERVE_OPTIONS_FILE = 'serve-options.json';

export type ServeOptions = Omit<NginxOptions, 'tenants'>;

/** Writes `<prefix>/serve-options.json` (temp + rename) from the options nginx.conf was rendered with. */
export function writeServeOptions(prefix: string, options: NginxOptions): string {
  const { tenants: _tenants, ...rest } = options;
  const file = join(prefix, SERVE_OPTIONS_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(rest, null, 2)}\n`);
  renameSync(temp, file);
  return file;
}

function upstream(value: unknown, name: string): ApiUpstream {
  const origin = (value as { origin?: unknown } | undefined)?.origin;
  if (typeof origin !== 'string') throw new Error(`${SERVE_OPTIONS_FILE}: ${name} is missing`);
  return parseApiUpstream(origin);
}

/**
 * Reads `<prefix>/serve-options.json`, or undefined when there is none. The upstreams are parsed
 * again and the rest is checked for its type; nginxConfig.ts's safePath/safeListen check the
 * values again as it writes them.
 */
export function readServeOptions(prefix: string): ServeOptions | undefined {
  const file = join(prefix, SERVE_OPTIONS_FILE);
  if (!existsSync(file)) return undefined;
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${file}: not an object`);
  if (typeof value.root !== 'string') throw new Error(`${file}: root is missing`);
  const listen = value.listen;
  if (!Array.isArray(listen) || !listen.every((a) => typeof a === 'string'))
    throw new Error(`${file}: listen must be a list of addresses`);
  const options = {
    ...value,
    root: value.root,
    listen: listen as string[],
    api: upstream(value.api, 'api'),
    ...(value.control === undefined ? {} : { control: upstream(value.control, 'control') }),
  };
  // Checked above: the keys the renderer needs; the others are read by it with safe* checks.
  return options as ServeOptions;
}
