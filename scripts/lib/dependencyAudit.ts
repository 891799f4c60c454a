/**
 * Reads `npm audit --omit=dev --audit-level=high --json` (scripts/audit.ts): the runtime
 * dependencies only, since the dev tools never reach a member's phone. Three outcomes:
 * - fail: a high or critical advisory, each named with its package, range, advisory and fix;
 * - unreachable: the advisory service did not answer (offline, DNS, a proxy or mirror without
 *   the audit endpoint, a timeout): a warning, not a failure, since it says nothing about the
 *   dependencies; the run says plainly that no audit took place;
 * - pass: none at high or above (the lower ones are counted).
 * Anything else (no lockfile, output that is not an audit) fails: the check could not run.
 */

export type AuditStatus = 'pass' | 'fail' | 'unreachable';

export interface AuditVerdict {
  status: AuditStatus;
  /** What to print, one line each. */
  lines: string[];
}

/** What the npm process gave: its stdout, stderr, exit code, and a spawn error (timeout). */
export interface AuditRun {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  /** e.g. 'ETIMEDOUT' when the run was stopped for taking too long, 'ENOENT' without npm. */
  spawnError?: string;
}

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
type Severity = (typeof SEVERITIES)[number];
const FAILING: readonly Severity[] = ['high', 'critical'];

/** Codes of a network that did not answer (Node's and npm's). */
const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EPROTO',
  'ERR_SOCKET_TIMEOUT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
]);
const NETWORK_TEXT =
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|socket hang up|network|audit endpoint returned an error|advisories\/bulk/i;

interface ViaAdvisory {
  title?: string;
  url?: string;
  severity?: string;
  range?: string;
}

interface Vulnerability {
  name?: string;
  severity?: string;
  isDirect?: boolean;
  range?: string;
  via?: (string | ViaAdvisory)[];
  fixAvailable?: boolean | { name?: string; version?: string; isSemVerMajor?: boolean };
}

interface AuditReport {
  auditReportVersion?: number;
  vulnerabilities?: Record<string, Vulnerability>;
  metadata?: {
    vulnerabilities?: Partial<Record<Severity | 'total', number>>;
    dependencies?: { prod?: number; total?: number };
  };
  error?: { code?: string; summary?: string; detail?: string };
  message?: string;
  statusCode?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(stdout: string): AuditReport | null {
  try {
    const value: unknown = JSON.parse(stdout);
    return isObject(value) ? (value as AuditReport) : null;
  } catch {
    return null;
  }
}

const firstLine = (text: string | undefined): string =>
  (text ?? '')
    .split('\n')
    .map((line) => line.replace(/^npm (error|warn|ERR!) /, '').trim())
    .find((line) => line !== '') ?? '';

function unreachable(reason: string): AuditVerdict {
  return {
    status: 'unreachable',
    lines: [
      'WARNING: dependency audit NOT done: the npm advisory service could not be reached.',
      `  ${reason}`,
      '  The runtime dependencies were not checked for known vulnerabilities in this run;',
      '  run `npm run audit:deps` again where the registry answers.',
    ],
  };
}

function broken(reason: string): AuditVerdict {
  return {
    status: 'fail',
    lines: [`FAIL: the dependency audit could not run: ${reason}`],
  };
}

function fixOf(vulnerability: Vulnerability): string {
  const fix = vulnerability.fixAvailable;
  if (fix === true) return 'fix: npm audit fix';
  if (isObject(fix) && fix.name) {
    return `fix: ${fix.name}@${fix.version ?? '?'}${fix.isSemVerMajor ? ' (semver-major)' : ''}`;
  }
  return 'no fix available yet';
}

function describeVulnerability(name: string, vulnerability: Vulnerability): string[] {
  const advisories = (vulnerability.via ?? []).filter(isObject) as ViaAdvisory[];
  const through = (vulnerability.via ?? []).filter((v): v is string => typeof v === 'string');
  const lines = [
    `  ${vulnerability.severity?.toUpperCase() ?? '?'} ${name} ${vulnerability.range ?? ''}`.trimEnd() +
      ` (${vulnerability.isDirect ? 'direct' : 'indirect'}; ${fixOf(vulnerability)})`,
  ];
  for (const advisory of advisories) {
    lines.push(`    ${advisory.title ?? 'advisory'}${advisory.url ? ` ${advisory.url}` : ''}`);
  }
  if (through.length > 0) lines.push(`    through ${through.join(', ')}`);
  return lines;
}

/** The verdict on one run of `npm audit --omit=dev --audit-level=high --json`. */
export function judgeAudit(run: AuditRun): AuditVerdict {
  if (run.spawnError === 'ETIMEDOUT') {
    return unreachable('npm audit did not finish in time (no answer from the advisory service).');
  }
  if (run.spawnError) return broken(`npm could not be started (${run.spawnError}).`);

  const report = parse(run.stdout);
  if (!report) {
    const said = firstLine(run.stderr);
    return NETWORK_TEXT.test(run.stderr)
      ? unreachable(said)
      : broken(`npm audit printed no JSON report${said ? `: ${said}` : ''}.`);
  }

  if (!report.vulnerabilities || !report.metadata?.vulnerabilities) {
    const code = report.error?.code ?? '';
    const said =
      [report.message, report.error?.summary, firstLine(run.stderr)].find(
        (text) => typeof text === 'string' && text.trim() !== '',
      ) ?? 'no reason given';
    const httpStatus = typeof report.statusCode === 'number' ? report.statusCode : null;
    if (
      NETWORK_CODES.has(code) ||
      (httpStatus !== null && httpStatus >= 400) ||
      NETWORK_TEXT.test(said)
    ) {
      const status = httpStatus !== null ? `HTTP ${httpStatus}: ` : code ? `${code}: ` : '';
      return unreachable(`${status}${said.replace(/^\d{3} /, '')}`.trim());
    }
    return broken(`${code ? `${code}: ` : ''}${said}`);
  }

  const counts = report.metadata.vulnerabilities;
  const count = (severity: Severity) => counts[severity] ?? 0;
  const runtime = report.metadata.dependencies?.prod;
  const scope =
    runtime === undefined ? 'the runtime dependencies' : `${runtime} runtime dependencies`;
  const failing = Object.entries(report.vulnerabilities)
    .filter(([, v]) => FAILING.includes(v.severity as Severity))
    .sort(
      ([a, va], [b, vb]) =>
        SEVERITIES.indexOf(vb.severity as Severity) - SEVERITIES.indexOf(va.severity as Severity) ||
        a.localeCompare(b),
    );
  const below = `moderate ${count('moderate')}, low ${count('low')}, info ${count('info')}`;

  if (failing.length > 0 || count('high') + count('critical') > 0) {
    return {
      status: 'fail',
      lines: [
        `FAIL: ${count('critical')} critical and ${count('high')} high advisories in ${scope}:`,
        ...failing.flatMap(([name, vulnerability]) => describeVulnerability(name, vulnerability)),
        `  (below high: ${below})`,
        '  Update or replace these packages (npm audit --omit=dev for the details).',
      ],
    };
  }
  return {
    status: 'pass',
    lines: [`OK: no high or critical advisory in ${scope} (${below}).`],
  };
}
