#!/usr/bin/env node
/**
 * npm test                      unit, story and tenant tests, build, e2e
 * npm test -- --unit-only       unit, story and tenant tests only (vitest)
 * npm test -- --e2e-only        build and e2e only (vite build, playwright)
 * npm test -- <args>            other arguments go to the test runners (vitest and playwright),
 *                               e.g. `npm test -- --e2e-only tests/e2e/smoke.spec.ts`
 *
 * Chromium is Debian's package, never a downloaded browser (docs: TOOLCHAIN.md). Prints each
 * runner's own output, then one line per step and `N passed, N failed`; exits 1 on any failure.
 */
import { accessSync, constants, existsSync, mkdirSync, readFileSync } from 'node:fs';

const RESULTS_DIR = 'test-results';
const VITEST_JSON = `${RESULTS_DIR}/vitest.json`;
const PLAYWRIGHT_JSON = `${RESULTS_DIR}/playwright.json`;
const PLAYWRIGHT_TEAM_JSON = `${RESULTS_DIR}/playwright-team.json`;

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function readVitestCounts() {
  const report = readJson(VITEST_JSON);
  if (!report) return undefined;
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/** Names of the failed vitest tests with the first line of their message, for the summary. */
function readVitestFailures() {
  const report = readJson(VITEST_JSON);
  if (!report) return [];
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const message = String(test.failureMessages?.[0] ?? '').split('\n')[0];
        const path = String(file.name ?? '').replace(`${process.cwd()}/`, '');
        return `${path} > ${test.fullName}: ${message}`;
      }),
  );
}

function playwrightFailures(suite, trail = []) {
  const title = suite.title ? [...trail, suite.title] : trail;
  const own = (suite.specs ?? []).flatMap((spec) =>
    (spec.tests ?? [])
      .filter((test) => test.status === 'unexpected')
      .map((test) => {
        const error = test.results?.at(-1)?.error?.message ?? '';
        const message = stripVTControlCharacters(String(error)).split('\n')[0];
        return `[${test.projectName}] ${[...title, spec.title].join(' > ')}: ${message}`;
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, title))];
}

function readPlaywrightFailures(path) {
  const report = readJson(path);
  return (report?.suites ?? []).flatMap((suite) => playwrightFailures(suite));
}

function readPlaywrightCounts(path) {
  const stats = readJson(path)?.stats;
  if (!stats) return undefined;
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const NOT_FOUND =
  "Chromium not found: install the Debian package 'chromium' (apt-get install -y chromium)";

function parseArgs(argv) {
  const unitOnly = argv.includes('--unit-only');
  const e2eOnly = argv.includes('--e2e-only');
  const rest = argv.filter((arg) => arg !== '--unit-only' && arg !== '--e2e-only');
  if (unitOnly && e2eOnly) {
    console.error('--unit-only and --e2e-only exclude each other');
    process.exit(2);
  }
  return { unitOnly, e2eOnly, rest };
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && !isExecutable(fromEnv)) {
    console.warn(`CHROMIUM_PATH=${fromEnv} is not an executable file; looking elsewhere`);
  }
  return [fromEnv, ...CHROMIUM_CANDIDATES].find((path) => path && isExecutable(path));
}

function installChromium() {
  console.log('Chromium missing: installing the Debian package (apt-get install -y chromium)');
  spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function ensureChromium() {
  let path = findChromium();
  if (!path && process.getuid?.() === 0) {
    installChromium();
    path = findChromium();
  }
  if (!path) {
    console.error(NOT_FOUND);
    process.exit(1);
  }
  return path;
}

/**
 * Debian's headless shell, which the e2e pages run in where it is installed (playwright.config.ts,
 * scripts/lib/chromium.ts): installed as root; without it they run in the full Chromium, slower.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
function ensureHeadlessShell() {
  if (process.env.E2E_SHELL_PATH !== undefined || isExecutable(HEADLESS_SHELL)) return;
  if (process.getuid?.() === 0) {
    console.log(
      'chromium-headless-shell missing: installing the Debian package (apt-get install -y chromium-headless-shell)',
    );
    spawnSync(
      'sh',
      [
        '-c',
        'apt-get install -y chromium-headless-shell || (apt-get update && apt-get install -y chromium-headless-shell)',
      ],
      { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
    );
  }
  if (!isExecutable(HEADLESS_SHELL)) {
    console.warn(
      "chromium-headless-shell not found: the e2e pages run in the full Chromium, about a fifth slower. Install the Debian package 'chromium-headless-shell' for the faster run.",
    );
  }
}

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const NGINX_NOT_FOUND =
  "nginx not found: install the Debian package 'nginx' (apt-get install -y nginx); the e2e specs also run through it";

/** The e2e suite runs a second project through nginx (npm run serve): found or installed as root. */
function ensureNginx() {
  const find = () =>
    [process.env.NGINX_PATH, ...NGINX_CANDIDATES].find((path) => path && isExecutable(path));
  if (!find() && process.getuid?.() === 0) {
    // With its Brotli module, so the .br files are served as in production (docs/serving.md).
    const packages = 'nginx libnginx-mod-http-brotli-static';
    console.log(`nginx missing: installing the Debian packages (apt-get install -y ${packages})`);
    spawnSync(
      'sh',
      ['-c', `apt-get update && apt-get install -y --no-install-recommends ${packages}`],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
  }
  if (!find()) {
    console.error(NGINX_NOT_FOUND);
    process.exit(1);
  }
}

/** Screenshots and font checks need the fonts phones have (docs/decisions/0006-fonts-per-script.md). */
const NOTO_FONTS = [
  '/usr/share/fonts/truetype/noto/NotoNastaliqUrdu-Regular.ttf',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];

function warnWithoutNoto() {
  const missing = NOTO_FONTS.filter((path) => !existsSync(path));
  if (missing.length === 0) return;
  console.warn(
    `Noto fonts missing (${missing.join(', ')}): scripts such as Urdu render as empty boxes ` +
      'and the e2e font checks fail. Install the Debian packages fonts-noto-core fonts-noto-cjk.',
  );
}

/** The team studio's Vite config and where its build goes for the e2e run. */
const STUDIO_CONFIG = 'operators/studio/vite.config.ts';
function studioOutDir() {
  if (process.env.E2E_STUDIO_OUTDIR) return process.env.E2E_STUDIO_OUTDIR;
  return process.env.E2E_OUTDIR ? `${process.env.E2E_OUTDIR}-studio` : 'dist-studio';
}

function run(label, command, args, env) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.error) console.error(`${label}: ${result.error.message}`);
  return { label, ok: result.status === 0, note: `${seconds} s` };
}

function main() {
  const { unitOnly, e2eOnly, rest } = parseArgs(process.argv.slice(2));
  const chromium = ensureChromium();
  if (!unitOnly) ensureHeadlessShell();
  if (!unitOnly) ensureNginx();
  if (!unitOnly) warnWithoutNoto();
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium };
  const steps = [];

  mkdirSync(RESULTS_DIR, { recursive: true });
  if (!e2eOnly) {
    const step = run(
      'unit, story and tenant tests',
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${VITEST_JSON}`,
        ...rest,
      ],
      env,
    );
    steps.push({ ...step, counts: readVitestCounts(), failures: readVitestFailures() });
  }
  if (!unitOnly) {
    // E2E_OUTDIR: a second build beside dist/ (two checkouts' e2e runs on one machine).
    const outDir = process.env.E2E_OUTDIR ? ['--outDir', process.env.E2E_OUTDIR] : [];
    const build = run('build', 'npx', ['vite', 'build', ...outDir], env);
    steps.push(build);
    // The team studio's build, which its e2e spec serves (tests/e2e/team-studio.nginx.spec.ts
    // finds it by the same name): a few seconds, no second app build.
    const studio =
      build.ok &&
      run('studio build', 'npx', ['vite', 'build', '-c', STUDIO_CONFIG], {
        ...env,
        STUDIO_OUTDIR: studioOutDir(),
      });
    if (studio) steps.push(studio);
    if (studio && studio.ok) {
      // The whole suite runs the team studio's timed file in a phase of its own, after the rest
      // (E2E_TEAM in playwright.config.ts); a run narrowed by arguments runs as asked, in one.
      // The second phase has its own output folder: Playwright empties its folder as a run
      // starts, and the first phase's failures (error-context.md, traces) must stay to be read.
      const phases = rest.length
        ? [{ label: 'e2e tests', args: rest, env: {}, json: PLAYWRIGHT_JSON }]
        : [
            { label: 'e2e tests', args: [], env: { E2E_TEAM: 'apart' }, json: PLAYWRIGHT_JSON },
            {
              label: 'e2e: the team studio, alone',
              args: ['--project', 'team', '--output', `${RESULTS_DIR}/team-studio`],
              env: { E2E_TEAM: 'alone' },
              json: PLAYWRIGHT_TEAM_JSON,
            },
          ];
      for (const phase of phases) {
        const e2e = run(
          phase.label,
          'npx',
          ['playwright', 'test', '--reporter=list,json', ...phase.args],
          { ...env, ...phase.env, PLAYWRIGHT_JSON_OUTPUT_NAME: phase.json },
        );
        steps.push({
          ...e2e,
          counts: readPlaywrightCounts(phase.json),
          failures: readPlaywrightFailures(phase.json),
        });
      }
    } else {
      steps.push({ label: 'e2e tests', ok: false, note: 'not run: a build failed' });
    }
  }

  console.log('');
  let passed = 0;
  let failed = 0;
  for (const step of steps) {
    const counts = step.counts ?? { passed: step.ok ? 1 : 0, failed: step.ok ? 0 : 1 };
    // A runner that failed without reporting a failed test (a crash, a config error) counts one.
    const stepFailed = counts.failed || (step.ok ? 0 : 1);
    passed += counts.passed;
    failed += stepFailed;
    const detail = step.counts ? `${counts.passed} passed, ${stepFailed} failed, ` : '';
    console.log(`${step.ok ? 'PASS' : 'FAIL'}  ${step.label} (${detail}${step.note})`);
    for (const failure of step.failures ?? []) console.log(`      ✗ ${failure}`);
  }
  // The closing line counts tests (the build counts as one step).
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = steps.every((step) => step.ok) ? 0 : 1;
}

main();
