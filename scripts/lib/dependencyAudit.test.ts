import { describe, expect, it } from 'vitest';
import { judgeAudit } from './dependencyAudit';

/** npm 11's report (auditReportVersion 2) for the runtime dependencies. */
function report(
  vulnerabilities: Record<string, unknown>,
  counts: Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>>,
) {
  const all = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts };
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { ...all, total: Object.values(all).reduce((a, b) => a + b, 0) },
      dependencies: { prod: 42, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 41 },
    },
  });
}

const run = (stdout: string, exitCode = 0, stderr = '') => judgeAudit({ stdout, stderr, exitCode });

describe('the dependency audit', () => {
  describe('with a high or critical advisory', () => {
    const verdict = run(
      report(
        {
          'react-router': {
            name: 'react-router',
            severity: 'critical',
            isDirect: false,
            via: [
              {
                source: 1101234,
                name: 'react-router',
                title: 'Open redirect in data routers',
                url: 'https://github.com/advisories/GHSA-xxxx-yyyy-zzzz',
                severity: 'critical',
                range: '>=7.0.0 <7.18.6',
              },
            ],
            effects: ['react-router-dom'],
            range: '7.0.0 - 7.18.5',
            fixAvailable: true,
          },
          'react-router-dom': {
            name: 'react-router-dom',
            severity: 'critical',
            isDirect: true,
            via: ['react-router'],
            effects: [],
            range: '7.0.0 - 7.18.5',
            fixAvailable: { name: 'react-router-dom', version: '7.18.6', isSemVerMajor: false },
          },
          idb: {
            name: 'idb',
            severity: 'high',
            isDirect: false,
            via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-aaaa' }],
            range: '<8.0.4',
            fixAvailable: false,
          },
          cookie: { name: 'cookie', severity: 'moderate', via: [], range: '<0.7.0' },
        },
        { critical: 2, high: 1, moderate: 1 },
      ),
      1,
    );

    it('fails', () => {
      expect(verdict.status).toBe('fail');
    });

    it('says how many, and names each package with its advisory and fix, worst first', () => {
      const text = verdict.lines.join('\n');
      expect(verdict.lines[0]).toBe(
        'FAIL: 2 critical and 1 high advisories in 42 runtime dependencies:',
      );
      expect(text).toContain('CRITICAL react-router 7.0.0 - 7.18.5 (indirect; fix: npm audit fix)');
      expect(text).toContain('Open redirect in data routers https://github.com/advisories/GHSA-');
      expect(text).toContain(
        'CRITICAL react-router-dom 7.0.0 - 7.18.5 (direct; fix: react-router-dom@7.18.6)',
      );
      expect(text).toContain('through react-router');
      expect(text).toContain('HIGH idb <8.0.4 (indirect; no fix available yet)');
      expect(text.indexOf('HIGH idb')).toBeGreaterThan(text.indexOf('CRITICAL react-router-dom'));
      expect(text).not.toContain('cookie');
      expect(text).toContain('(below high: moderate 1, low 0, info 0)');
    });
  });

  it('passes with advisories below high only, and counts them', () => {
    const verdict = run(
      report(
        { cookie: { name: 'cookie', severity: 'moderate', via: [], range: '<0.7.0' } },
        { moderate: 1, low: 2 },
      ),
    );
    expect(verdict).toEqual({
      status: 'pass',
      lines: [
        'OK: no high or critical advisory in 42 runtime dependencies (moderate 1, low 2, info 0).',
      ],
    });
  });

  describe('when the advisory service cannot be reached', () => {
    it.each([
      [
        // What a registry mirror or proxy without the audit endpoint answers (seen in CI).
        'a registry without the audit endpoint (HTTP 405)',
        JSON.stringify({
          message:
            '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
          method: 'POST',
          statusCode: 405,
          body: '',
          error: { summary: '', detail: '' },
        }),
        'npm warn audit 405 Method Not Allowed\nnpm error audit endpoint returned an error',
        /HTTP 405: Method Not Allowed/,
      ],
      [
        'no DNS (offline)',
        JSON.stringify({
          error: {
            code: 'ENOTFOUND',
            summary:
              'request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org',
            detail: '',
          },
        }),
        '',
        /ENOTFOUND: request to .* failed/,
      ],
      ['no JSON, only a network error', '', 'npm error code ECONNREFUSED\n', /ECONNREFUSED/],
    ])('with %s it warns plainly and does not fail', (_case, stdout, stderr, reason) => {
      const verdict = run(stdout, 1, stderr);
      expect(verdict.status).toBe('unreachable');
      expect(verdict.lines[0]).toBe(
        'WARNING: dependency audit NOT done: the npm advisory service could not be reached.',
      );
      expect(verdict.lines[1]).toMatch(reason);
      expect(verdict.lines.join('\n')).toMatch(/not checked for known vulnerabilities/);
    });

    it('takes a run stopped for taking too long as unreachable', () => {
      const verdict = judgeAudit({
        stdout: '',
        stderr: '',
        exitCode: null,
        spawnError: 'ETIMEDOUT',
      });
      expect(verdict.status).toBe('unreachable');
    });
  });

  describe('when the audit itself cannot run', () => {
    it('fails without a lockfile', () => {
      const verdict = run(
        JSON.stringify({
          error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' },
        }),
        1,
      );
      expect(verdict).toEqual({
        status: 'fail',
        lines: [
          'FAIL: the dependency audit could not run: ENOLOCK: This command requires an existing lockfile.',
        ],
      });
    });

    it('fails on output that is no audit report, and without npm', () => {
      expect(run('Segmentation fault', 139, 'core dumped').status).toBe('fail');
      expect(judgeAudit({ stdout: '', stderr: '', exitCode: null, spawnError: 'ENOENT' })).toEqual({
        status: 'fail',
        lines: ['FAIL: the dependency audit could not run: npm could not be started (ENOENT).'],
      });
    });
  });
});
