import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** Where Debian's libnginx-mod-http-brotli-static puts the module (and other layouts). */
const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/lib64/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/local/nginx/modules/ngx_http_brotli_static_module.so',
];

/** The Brotli static module beside the system's nginx, if installed. */
export function findBrotliModule(): string | undefined {
  return BROTLI_MODULES.find((path) => {
    try {
      accessSync(path, constants.R_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export const NGINX_MISSING =
  "nginx not found: install the Debian package 'nginx' (apt-get install -y nginx)";

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findNginx(): string | undefined {
  const fromEnv = process.env.NGINX_PATH;
  return [fromEnv, ...CANDIDATES].find((path): path is string => !!path && isExecutable(path));
}

/**
 * Debian's nginx, as Chromium is found for the tests: installed with apt when running as root,
 * otherwise undefined (the caller stops with NGINX_MISSING). The package's own service is not
 * used: npm run serve starts its binary with a config and prefix of its own.
 */
export function ensureNginx(): string | undefined {
  const found = findNginx();
  if (found || process.getuid?.() !== 0) return found;
  console.log(
    'nginx missing: installing the Debian packages (apt-get install -y nginx libnginx-mod-http-brotli-static)',
  );
  const packages = 'nginx libnginx-mod-http-brotli-static';
  spawnSync(
    'sh',
    ['-c', `apt-get update && apt-get install -y --no-install-recommends ${packages}`],
    {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    },
  );
  return findNginx();
}
