// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** `npm run serve:config -- --api … [more]`: its exit code, config (stdout) and messages. */
function serveConfig(...more: string[]) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve-config.ts', '--api', 'http://127.0.0.1:9', ...more],
    { encoding: 'utf8' },
  );
}

describe('npm run serve:config', () => {
  it('writes no local-host server and no demo tenant, and says so', () => {
    const result = serveConfig();
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /server_name [^;]*\bm\.saigonlotto\.test \*\.saigonlotto\.test\b/,
    );
    expect(result.stdout).toContain('    m.saigonlotto.test vn-lotto;');
    expect(result.stdout).not.toMatch(/server_name [^;]*\b(localhost|127\.0\.0\.1)\b/);
    expect(result.stdout).not.toContain('demo-casino');
    expect(result.stdout).not.toContain('tenants/demo.json');
    expect(result.stderr).toContain('left out (demo, lists localhost; --demo keeps it): demo');
  });

  it('keeps them with --demo, still without the demo API’s tools', () => {
    const result = serveConfig('--demo');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('server_name localhost 127.0.0.1;');
    expect(result.stdout).toContain('server_name m.demo-casino.test *.demo-casino.test;');
    expect(result.stdout).not.toContain('/__demo/');
    expect(result.stderr).toBe('');
  });

  it('sends violation reports where --csp-report says, and refuses an address that is not https', () => {
    const result = serveConfig('--csp-report', 'https://reports.merchant.test/csp');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("'strict-dynamic'; style-src");
    expect(result.stdout).toContain(
      'report-uri https://reports.merchant.test/csp; report-to csp";',
    );
    expect(result.stdout).toContain(
      `add_header Reporting-Endpoints 'csp="https://reports.merchant.test/csp"' always;`,
    );
    const refused = serveConfig('--csp-report', 'http://reports.merchant.test/csp');
    expect(refused.status).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('--csp-report must be an https URL');
  });
});
