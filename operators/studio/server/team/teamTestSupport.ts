/**
 * Tests only: a team server on a throw-away data repository (store/testRepo.ts), a tiny
 * production build (one inline script, as the real build's start loader) and an empty --live.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestRepo } from './store/testRepo.ts';
import type { TestRepo } from './store/testRepo.ts';
import { changeOperators } from './operatorsStore.ts';
import type { Operator } from './operators.ts';
import { hashPassword } from './passwords.ts';
import { createTeamServer } from './server.ts';
import type { TeamServerOptions } from './server.ts';

/** Cheap scrypt for tests (the format and the code path are the real ones). */
export const TEST_SCRYPT = { N: 1024, r: 8, p: 1 };
export const PASSWORD = 'correct horse battery';
export const ORIGIN = 'http://studio.test';

export const APP_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<script>window.loaderRan=1</script>' +
  '<script type="module" crossorigin src="/m/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

export interface TeamFixture {
  repo: TestRepo;
  app: ReturnType<typeof createTeamServer>['app'];
  team: ReturnType<typeof createTeamServer>;
  live: string;
  appDir: string;
  clock: { now: number };
  cleanup(): void;
}

export function testBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-app-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), APP_HTML);
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log("app")');
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(
    join(dir, 'demo-game.html'),
    '<!doctype html><title>Game</title><script src="/m/demo-game.js"></script>',
  );
  return dir;
}

export async function addOperators(
  dir: string,
  entries: ReadonlyArray<Omit<Operator, 'password'> & { password?: string }>,
): Promise<void> {
  const operators: Operator[] = [];
  for (const entry of entries) {
    const { password, ...rest } = entry;
    operators.push(
      password === undefined
        ? rest
        : { ...rest, password: await hashPassword(password, TEST_SCRYPT) },
    );
  }
  await changeOperators(
    dir,
    () => operators,
    { name: 'Dev', email: 'dev@example.com' },
    'Operators',
  );
}

export async function teamFixture(
  options: Partial<TeamServerOptions> & { operators?: boolean } = {},
): Promise<TeamFixture> {
  const repo = createTestRepo();
  const live = mkdtempSync(join(tmpdir(), 'studio-live-'));
  const appDir = testBuild();
  if (options.operators !== false) {
    await addOperators(repo.dir, [
      {
        email: 'editor@example.com',
        name: 'Eddie Editor',
        role: 'editor',
        merchants: ['demo'],
        password: PASSWORD,
      },
      {
        email: 'reviewer@example.com',
        name: 'Rita Reviewer',
        role: 'reviewer',
        merchants: ['demo', 'vn-lotto'],
        password: PASSWORD,
      },
      { email: 'admin@example.com', role: 'admin', merchants: '*', password: PASSWORD },
      { email: 'sso@example.com', role: 'reviewer', merchants: ['vn-lotto'] },
    ]);
  }
  const clock = { now: Date.parse('2026-11-27T12:00:00Z') };
  const team = createTeamServer({
    data: repo.dir,
    live,
    app: appDir,
    studioDir: appDir,
    origin: ORIGIN,
    scrypt: TEST_SCRYPT,
    now: () => clock.now,
    log: () => undefined,
    ...options,
  });
  await team.start();
  return {
    repo,
    app: team.app,
    team,
    live,
    appDir,
    clock,
    cleanup() {
      repo.cleanup();
      rmSync(live, { recursive: true, force: true });
      rmSync(appDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  csrf?: string;
  origin?: string | null;
  contentType?: string;
  remote?: string;
  headers?: Record<string, string>;
}

/** One request to the app as a browser on the studio's page would send it (overridable). */
export function call(
  fixture: Pick<TeamFixture, 'app'>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { host: 'studio.test', ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (method !== 'GET') {
    if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
    headers['content-type'] = options.contentType ?? 'application/json';
    if (options.csrf) headers['x-csrf-token'] = options.csrf;
  }
  const init: RequestInit = { method, headers };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  return Promise.resolve(
    fixture.app.request(`http://studio.test${path}`, init, {
      incoming: { socket: { remoteAddress: options.remote ?? '127.0.0.1' } },
    }),
  );
}

export interface SignedIn {
  cookie: string;
  csrf: string;
}

export async function signIn(fixture: Pick<TeamFixture, 'app'>, email: string): Promise<SignedIn> {
  const response = await call(fixture, 'POST', '/__studio/sign-in', {
    body: { email, password: PASSWORD },
  });
  if (response.status !== 200) throw new Error(`sign-in ${email}: ${response.status}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { csrf } = (await response.json()) as { csrf: string };
  return { cookie, csrf };
}

/** The same data repository and folders served by a new server (a restart). */
export async function restartTeam(fixture: TeamFixture): Promise<Pick<TeamFixture, 'app'>> {
  const team = createTeamServer({
    data: fixture.repo.dir,
    live: fixture.live,
    app: fixture.appDir,
    studioDir: fixture.appDir,
    origin: ORIGIN,
    scrypt: TEST_SCRYPT,
    now: () => fixture.clock.now,
    log: () => undefined,
  });
  await team.start();
  return { app: team.app };
}
