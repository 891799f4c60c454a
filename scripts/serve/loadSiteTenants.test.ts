// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteTenants } from './loadSiteTenants.ts';

function tenantsWith(...files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'serve-tenants-'));
  mkdirSync(join(dir, 'tenants'));
  for (const file of files) copyFileSync(file, join(dir, 'tenants', file.split('/').pop() ?? ''));
  return dir;
}

describe('the tenants the server is generated from', () => {
  it('are every tenant file when they all pass', () => {
    const loaded = loadSiteTenants();
    expect(loaded.ok && loaded.tenants.map((t) => t.merchantCode)).toContain('demo');
  });

  it('are refused, with file:line:column, when one does not pass', () => {
    const dir = tenantsWith('tenants/demo.json', 'tests/tenants/bad/bad-provider-id.json');
    const loaded = loadSiteTenants('tenants', dir);
    expect(loaded.ok).toBe(false);
    expect(loaded.ok ? '' : loaded.report).toMatch(
      /tenants\/bad-provider-id\.json:105:18 \/captcha\/riskAppId: must be an id/,
    );
  });

  it('make serve:config write nothing and exit 1 when one does not pass', () => {
    const dir = tenantsWith('tests/tenants/bad/bad-domain-chars.json');
    const out = join(dir, 'nginx.conf');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/serve-config.ts', '--api', 'http://127.0.0.1:9'].concat([
        '--tenants',
        join(dir, 'tenants'),
        '--out',
        out,
      ]),
      { encoding: 'utf8' },
    );
    expect(result.stderr).toMatch(
      /bad-domain-chars\.json:6:15 \/domains\/0: must be a lower-case host/,
    );
    expect(result.stderr).toContain('no configuration written');
    expect(result.status).toBe(1);
    expect(existsSync(out)).toBe(false);
  });
});
