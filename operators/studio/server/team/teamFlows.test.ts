import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { operatorCommand, serveOptions } from './cli.ts';
import { readOperatorsFile } from './operators.ts';
import { verifyPassword } from './passwords.ts';
import { startTeamServer } from './server.ts';
import { createTestRepo } from './store/testRepo.ts';
import type { TestRepo } from './store/testRepo.ts';
import { call, signIn, teamFixture, testBuild } from './teamTestSupport.ts';
import type { TeamFixture } from './teamTestSupport.ts';

let f: TeamFixture | undefined;
let repo: TestRepo | undefined;
afterEach(() => {
  f?.cleanup();
  repo?.cleanup();
  f = undefined;
  repo = undefined;
});

describe('npm run studio:operator', () => {
  it('adds, lists and removes operators, each with a commit of studio/operators.json', async () => {
    repo = createTestRepo();
    const out: string[] = [];
    const io = {
      stdin: () => 'a long enough password\n',
      env: {},
      out: (l: string) => out.push(l),
    };
    await operatorCommand(
      [
        'add',
        'Ann@Example.com',
        '--role',
        'admin',
        '--merchants',
        '*',
        '--password-stdin',
        '--data',
        repo.dir,
      ],
      io,
    );
    await operatorCommand(
      [
        'add',
        'bo@example.com',
        '--role',
        'editor',
        '--merchants',
        'demo,vn-lotto',
        '--data',
        repo.dir,
      ],
      io,
    );
    const { operators } = readOperatorsFile(repo.dir);
    expect(operators.map((o) => [o.email, o.role, o.merchants])).toEqual([
      ['ann@example.com', 'admin', '*'],
      ['bo@example.com', 'editor', ['demo', 'vn-lotto']],
    ]);
    expect(await verifyPassword('a long enough password', operators[0]!.password)).toBe(true);
    expect(
      repo.git('log', '--format=%s', '-2', '--', 'studio/operators.json').trim().split('\n'),
    ).toEqual([
      'Studio operators: bo@example.com is editor',
      'Studio operators: ann@example.com is admin',
    ]);
    expect(repo.git('status', '--porcelain').trim()).toBe('');

    out.length = 0;
    await operatorCommand(['list', '--data', repo.dir], io);
    expect(out).toEqual([
      'ann@example.com  admin  *  (password)',
      'bo@example.com  editor  demo,vn-lotto',
    ]);

    await operatorCommand(['remove', 'bo@example.com', '--data', repo.dir], io);
    expect(readOperatorsFile(repo.dir).operators.map((o) => o.email)).toEqual(['ann@example.com']);
    await expect(
      operatorCommand(
        ['add', 'x@example.com', '--role', 'boss', '--merchants', 'demo', '--data', repo.dir],
        io,
      ),
    ).rejects.toThrow(/role must be one of/);
    await expect(
      operatorCommand(
        [
          'add',
          'x@example.com',
          '--role',
          'editor',
          '--merchants',
          'demo',
          '--password-env',
          'NOPE',
          '--data',
          repo.dir,
        ],
        io,
      ),
    ).rejects.toThrow(/\$NOPE is not set/);
  });

  it('reads studio:serve options with local auth on 127.0.0.1 by default, and refuses proxy mode without a trusted proxy', () => {
    expect(serveOptions(['--port', '9000', '--data', 'd', '--live', 'l'])).toMatchObject({
      port: 9000,
      auth: 'local',
      host: '127.0.0.1',
    });
    expect(() => serveOptions(['--data', 'd', '--live', 'l', '--auth', 'proxy'])).toThrow(
      /--trusted-proxy/,
    );
    expect(
      serveOptions([
        '--data',
        'd',
        '--live',
        'l',
        '--auth',
        'proxy',
        '--trusted-proxy',
        '10.0.0.5',
      ]),
    ).toMatchObject({ auth: 'proxy', trustedProxies: ['10.0.0.5'] });
  });

  it('reads which languages a change is compared in: all by default, or the default language', () => {
    const base = ['--data', 'd', '--live', 'l'];
    expect(serveOptions(base)).not.toHaveProperty('compareLanguages');
    expect(serveOptions([...base, '--compare-languages', 'default'])).toMatchObject({
      compareLanguages: 'default',
    });
    expect(() => serveOptions([...base, '--compare-languages', 'some'])).toThrow(
      /--compare-languages: all or default/,
    );
  });
});

describe('team server: operators, history and restore', () => {
  it('lets only an admin manage operators, committing each change', async () => {
    f = await teamFixture();
    const editor = await signIn(f, 'editor@example.com');
    expect((await call(f, 'GET', '/__studio/operators', editor)).status).toBe(403);
    const admin = await signIn(f, 'admin@example.com');
    const added = await call(f, 'POST', '/__studio/operators', {
      ...admin,
      body: {
        email: 'new@example.com',
        role: 'reviewer',
        merchants: ['demo'],
        password: 'twelve chars ok',
      },
    });
    expect(added.status).toBe(200);
    const list = (await added.json()) as {
      operators: Array<{ email: string; hasPassword: boolean }>;
    };
    expect(list.operators.find((o) => o.email === 'new@example.com')).toMatchObject({
      hasPassword: true,
    });
    expect(JSON.stringify(list)).not.toContain('scrypt$');
    expect(f.repo.git('log', '-1', '--format=%an|%s').trim()).toBe(
      'admin|Studio operators: new@example.com is reviewer',
    );
    expect((await signIn(f, 'editor@example.com')).csrf).toBeTruthy();
    const removed = await call(f, 'POST', '/__studio/operators/remove', {
      ...admin,
      body: { email: 'editor@example.com' },
    });
    expect(removed.status).toBe(200);
    // The removed operator's session ends with the removal.
    expect((await call(f, 'GET', '/__studio/tenants', editor)).status).toBe(401);
  });

  it('compares two versions in words and restores an old one as a new change request', async () => {
    f = await teamFixture();
    const old = f.repo.git('rev-parse', 'HEAD').trim();
    const text = f.repo.read('tenants/demo.json').replace('"#0b6bcb"', '"#6d28d9"');
    const dev = f.repo.devCommit('tenants/demo.json', text, 'Purple, by a developer');
    const reviewer = await signIn(f, 'reviewer@example.com');
    const history = (await (await call(f, 'GET', '/__studio/history/demo', reviewer)).json()) as {
      versions: Array<{ commit: string; summary: string }>;
    };
    expect(history.versions[0]).toMatchObject({ commit: dev, summary: 'Purple, by a developer' });
    const compared = (await (
      await call(f, 'GET', `/__studio/compare/demo?from=${old}&to=${dev}`, reviewer)
    ).json()) as { summary: Array<{ text: string }>; rawDiff: string };
    expect(compared.summary.map((s) => s.text).join('\n')).toContain('#0b6bcb -> #6d28d9');
    expect(compared.rawDiff).toContain('-    "primary": "#0b6bcb"');

    const version = (await (
      await call(f, 'GET', `/__studio/history/demo/${old}`, reviewer)
    ).json()) as {
      text: string;
      previewCode: string;
    };
    expect(version.text).toContain('#0b6bcb');
    expect(version.previewCode).toMatch(/^studio-/);

    const restored = await call(f, 'POST', `/__studio/history/demo/${old}/restore`, {
      ...reviewer,
      body: {},
    });
    const { change } = (await restored.json()) as { change: { id: string; state: string } };
    expect(change.state).toBe('open');
    const detail = (await (
      await call(f, 'GET', `/__studio/changes/${change.id}`, reviewer)
    ).json()) as {
      after: string;
      canApprove: boolean;
      whyNot: string;
    };
    expect(detail.after).toContain('#0b6bcb');
    // The reviewer opened the restore: somebody else approves it.
    expect(detail.canApprove).toBe(false);
    expect(detail.whyNot).toMatch(/own change/);
    // Nothing is published by a restore.
    expect(f.repo.read('tenants/demo.json')).toContain('#6d28d9');
  });
});

describe('startTeamServer', () => {
  it('listens on a free port on 127.0.0.1 and answers the studio page and the session call', async () => {
    repo = createTestRepo();
    const app = testBuild();
    const live = join(app, 'live');
    mkdirSync(live);
    const server = await startTeamServer({
      data: repo.dir,
      live,
      app,
      studioDir: app,
      port: 0,
      log: () => undefined,
    });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const session = (await (await fetch(`${server.url}/__studio/session`)).json()) as {
        setup: { hint: string };
      };
      expect(session.setup.hint).toContain('npm run studio:operator -- add');
      const page = await fetch(`${server.url}/m/studio/`);
      expect(page.status).toBe(200);
      expect(readFileSync(join(app, 'index.html'), 'utf8')).toBe(await page.text());
      const crossSite = await fetch(`${server.url}/__studio/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
        body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
      });
      expect(crossSite.status).toBe(415);
      const formless = await fetch(`${server.url}/__studio/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
        body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
      });
      expect(formless.status).toBe(403);
    } finally {
      await server.close();
      rmSync(app, { recursive: true, force: true });
    }
  });
});
