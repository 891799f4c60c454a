import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishedFiles, readTenants } from '../../../../toolkit/servedFiles.ts';
import { precompress } from '../../../../../scripts/vite/compressPlugin.ts';
import { findNginx } from '../../../../../scripts/serve/findNginx.ts';
import { parseApiUpstream } from '../../../../../scripts/serve/apiUpstream.ts';
import { writeServeOptions } from '../../../../../scripts/serve/serveOptions.ts';
import { ChangeStore } from '../store/ChangeStore.ts';
import type { TestRepo } from '../store/testRepo.ts';
import { EDITOR, REVIEWER, createTestRepo, edit } from '../store/testRepo.ts';
import type { LiveFs } from './liveFiles.ts';
import { nodeLiveFs } from './liveFiles.ts';
import type { PublishResult, StepName, Summarize } from './Publisher.ts';
import { Publisher } from './Publisher.ts';

/** A stand-in for operators/toolkit/fieldSummary.ts: one line per changed top-level key. */
const summarize: Summarize = (before, after) => {
  const a = (before ? JSON.parse(before) : {}) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  return Object.keys({ ...a, ...b })
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((k) => ({ tab: k, text: `${k} changed` }));
};

const FILE = 'tenants/demo.json';
const BLUE = ['"primary": "#0b6bcb"', '"primary": "#075985"'] as const;
const TEAL = ['"primary": "#0b6bcb"', '"primary": "#0f766e"'] as const;
const NAME = ['"Demo Casino"', '"Demo Casino Deluxe"'] as const;

let repo: TestRepo;
let live: string;
let store: ChangeStore;
const temps: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** What `npm run build` writes for the tenant files of a folder (servedFiles + precompress). */
function buildOutput(tenantsDir: string): Map<string, Buffer> {
  const out = tempDir('studio-build-');
  for (const [path, json] of publishedFiles(readTenants(tenantsDir))) {
    mkdirSync(join(out, path, '..'), { recursive: true });
    writeFileSync(join(out, path), json);
  }
  precompress(out);
  return snapshot(out);
}

function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else files.set(relative(dir, p), readFileSync(p));
    }
  };
  walk(dir);
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

function expectSame(a: Map<string, Buffer>, b: Map<string, Buffer>): void {
  expect([...b.keys()].filter((k) => !a.has(k))).toEqual([]);
  expect([...a.keys()]).toEqual([...b.keys()]);
  for (const [path, bytes] of a) expect(b.get(path)?.equals(bytes), path).toBe(true);
}

function liveTenant(path = FILE): Record<string, unknown> {
  return JSON.parse(readFileSync(join(live, path), 'utf8')) as Record<string, unknown>;
}

function head(): string {
  return repo.git('rev-parse', 'main').trim();
}

async function open(...edits: (readonly [string, string])[]): Promise<string> {
  let text = repo.read(FILE);
  for (const [from, to] of edits) text = edit(text, from, to);
  return (await store.create({ merchant: 'demo', text, author: EDITOR, title: 'A change' })).id;
}

function publisher(extra: Partial<ConstructorParameters<typeof Publisher>[0]> = {}): Publisher {
  return new Publisher({ store, live, summarize, ...extra });
}

function expectPublished(
  result: PublishResult,
): asserts result is Extract<PublishResult, { published: true }> {
  if (!result.published) throw new Error(`not published: ${result.step}: ${result.error}`);
}

beforeEach(() => {
  repo = createTestRepo();
  store = new ChangeStore({ repo: repo.dir });
  live = tempDir('studio-live-');
  for (const [path, bytes] of buildOutput(join(repo.dir, 'tenants'))) {
    mkdirSync(join(live, path, '..'), { recursive: true });
    writeFileSync(join(live, path), bytes);
  }
});
afterEach(() => {
  repo.cleanup();
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('Publisher.approve', () => {
  it('publishes: a studio commit naming the approver, and the served files the build would write', async () => {
    const id = await open(BLUE);
    const old = head();
    const result = await publisher().approve(id, REVIEWER, 'Looks right');
    expectPublished(result);

    expect(result.steps.map((s) => [s.step, s.ok])).toEqual([
      ['check', true],
      ['commit', true],
      ['files', true],
      ['nginx', true],
    ]);
    expect(result.steps[3]?.note).toBe('no nginx change');
    expect(result.filesMs).toBeGreaterThan(0);
    console.log(
      `approve() to files written: ${result.filesMs} ms (whole publish ${result.ms} ms)`,
      JSON.stringify(result.steps),
    );

    // git: one new commit on main, by the editor, committed by the studio, with trailers.
    expect(repo.git('rev-parse', 'main~1').trim()).toBe(old);
    expect(result.commit).toBe(head());
    const message = repo.git('log', '-1', '--format=%an|%cn|%B', 'main');
    expect(message).toContain('Eddie Editor|Tenant studio|demo: theme changed');
    expect(message).toContain(
      `Approved-by: Rita Reviewer <reviewer@example.com>\nStudio-Change: ${id}`,
    );
    // The working copy follows: clean, with the new file.
    expect(repo.git('status', '--porcelain')).toBe('');
    expect(repo.read(FILE)).toContain(BLUE[1]);

    // Live: byte for byte what a build of the published tenants writes.
    expectSame(buildOutput(join(repo.dir, 'tenants')), snapshot(live));
    expect((liveTenant().theme as { primary: string }).primary).toBe('#075985');

    // The change is closed, its record kept in git; history names the approver.
    const record = await store.get(id);
    expect(record?.state).toBe('published');
    expect(record?.publishedCommit).toBe(result.commit);
    expect(record?.comments.at(-1)).toMatchObject({ kind: 'approved', text: 'Looks right' });
    expect(repo.git('branch', '--list', 'studio/change/*')).toBe('');
    const [latest] = await store.history('demo');
    expect(latest).toMatchObject({ commit: result.commit, approver: REVIEWER, change: id });
    expect(latest?.details).toEqual(['theme changed']);
  });

  it('refuses self-approval, and a change already published', async () => {
    const id = await open(BLUE);
    const before = snapshot(live);
    const self = await publisher().approve(id, { name: 'Other Name', email: 'EDITOR@example.com' });
    expect(self).toMatchObject({ published: false, status: 403, step: 'check' });
    expect(head()).toBe(repo.git('rev-parse', `studio/change/${id}~1`).trim());
    expectSame(before, snapshot(live));

    expectPublished(await publisher().approve(id, REVIEWER));
    expect(await publisher().approve(id, REVIEWER)).toMatchObject({
      published: false,
      status: 409,
    });
  });

  it('rebases the second of two changes to different fields: both are live', async () => {
    const first = await open(BLUE);
    const second = await open(NAME);
    expectPublished(await publisher().approve(first, REVIEWER));
    const result = await publisher().approve(second, REVIEWER);
    expectPublished(result);
    expect(result.rebased).toBe(true);
    expect(result.steps[0]?.note).toBe('rebased on the published file');
    const served = liveTenant();
    expect((served.theme as { primary: string }).primary).toBe('#075985');
    expect(served.displayName).toBe('Demo Casino Deluxe');
    expectSame(buildOutput(join(repo.dir, 'tenants')), snapshot(live));
  });

  it('refuses the second of two changes to the same field with both versions; it stays open', async () => {
    const first = await open(BLUE);
    const second = await open(TEAL);
    expectPublished(await publisher().approve(first, REVIEWER));
    const published = head();
    const before = snapshot(live);

    const result = await publisher().approve(second, REVIEWER);
    expect(result).toMatchObject({ published: false, status: 409, step: 'check' });
    if (result.published) return;
    expect(result.conflict?.published).toContain(BLUE[1]);
    expect(result.conflict?.draft).toContain(TEAL[1]);
    expect(head()).toBe(published);
    expectSame(before, snapshot(live));
    expect((await store.get(second))?.state).toBe('open');
  });

  it("handles a developer's commit meanwhile the same way: merged, or refused on a conflict", async () => {
    const far = await open(NAME);
    const near = await open(TEAL);
    repo.devCommit(FILE, edit(repo.read(FILE), ...BLUE), 'Brand colour by hand');

    const conflict = await publisher().approve(near, REVIEWER);
    expect(conflict).toMatchObject({ published: false, status: 409 });
    const merged = await publisher().approve(far, REVIEWER);
    expectPublished(merged);
    expect(merged.rebased).toBe(true);
    expect(liveTenant().displayName).toBe('Demo Casino Deluxe');
    expect((liveTenant().theme as { primary: string }).primary).toBe('#075985');
    const history = await store.history('demo');
    expect(history.map((v) => v.approver?.email ?? '-')).toEqual([REVIEWER.email, '-', '-']);
  });

  it('refuses a file the checker refuses (422, with its lines)', async () => {
    const id = await open(['"primary": "#0b6bcb"', '"primary": "blue"']);
    const result = await publisher().approve(id, REVIEWER);
    expect(result).toMatchObject({ published: false, status: 422, step: 'check' });
    expect(!result.published && result.lines?.join('\n')).toContain('/theme/primary');
  });
});

/** A live fs whose writeFile fails with `code` from the n-th call on. */
function failingFs(code: 'EACCES' | 'ENOSPC', fromCall: number): LiveFs {
  let calls = 0;
  return {
    ...nodeLiveFs,
    writeFile(path, data) {
      calls += 1;
      if (calls >= fromCall) {
        throw Object.assign(new Error(`${code}: injected, open '${path}'`), { code });
      }
      nodeLiveFs.writeFile(path, data);
    },
  };
}

describe('Publisher faults: nothing of the change is live, git has no half change, the change stays open', () => {
  async function expectUntouched(
    id: string,
    result: PublishResult,
    step: StepName,
    before: {
      live: Map<string, Buffer>;
      head: string;
      file: string;
    },
  ): Promise<void> {
    expect(result).toMatchObject({ published: false, step, status: 500 });
    expectSame(before.live, snapshot(live));
    expect(head()).toBe(before.head);
    expect(repo.read(FILE)).toBe(before.file);
    expect(repo.git('status', '--porcelain')).toBe('');
    expect((await store.get(id))?.state).toBe('open');
    expect(existsSync(join(repo.dir, '.git/studio/journal.json'))).toBe(false);
  }

  function state() {
    return { live: snapshot(live), head: head(), file: repo.read(FILE) };
  }

  it('a read-only --live (EACCES on the first write)', async () => {
    const id = await open(BLUE);
    const before = state();
    const result = await publisher({ fs: failingFs('EACCES', 1) }).approve(id, REVIEWER);
    await expectUntouched(id, result, 'files', before);
    expect(!result.published && result.error).toContain('EACCES');
    // The same change publishes once the folder is writable again.
    expectPublished(await publisher().approve(id, REVIEWER));
  });

  it('a write failing part-way (ENOSPC on the second file): the first is put back', async () => {
    const id = await open(BLUE);
    const before = state();
    const result = await publisher({ fs: failingFs('ENOSPC', 2) }).approve(id, REVIEWER);
    await expectUntouched(id, result, 'files', before);
    expect(!result.published && result.error).toContain('ENOSPC');
    expect(!result.published && result.steps.map((s) => [s.step, s.ok])).toEqual([
      ['check', true],
      ['commit', true],
      ['files', false],
    ]);
  });

  function fakeNginx(exitOnTest: number): { binary: string; prefix: string; calls: () => string } {
    const dir = tempDir('studio-nginx-');
    const prefix = join(dir, 'prefix');
    for (const sub of ['logs', 'temp']) mkdirSync(join(prefix, sub), { recursive: true });
    writeFileSync(join(prefix, 'nginx.conf'), '# the running configuration\n');
    writeServeOptions(prefix, {
      tenants: [],
      root: live,
      api: parseApiUpstream('http://127.0.0.1:8787'),
      listen: ['127.0.0.1:8088'],
      prefix,
      demo: true,
      workerProcesses: 1,
    });
    const log = join(dir, 'calls.log');
    const binary = join(dir, 'nginx');
    writeFileSync(
      binary,
      `#!/bin/sh\necho "$@" >> '${log}'\nif [ "$1" = "-t" ]; then\n` +
        (exitOnTest
          ? `  echo "nginx: [emerg] host not found in upstream" >&2\n  exit ${exitOnTest}\n`
          : '  exit 0\n') +
        'fi\nexit 0\n',
    );
    chmodSync(binary, 0o755);
    return { binary, prefix, calls: () => (existsSync(log) ? readFileSync(log, 'utf8') : '') };
  }

  const NEW_DOMAIN = [
    '"domains": ["localhost",',
    '"domains": ["m.demo-two.test", "localhost",',
  ] as const;

  it('nginx -t failing: the site keeps its files and its configuration', async () => {
    const nginx = fakeNginx(1);
    const id = await open(NEW_DOMAIN);
    const before = state();
    const result = await publisher({
      nginx: { binary: nginx.binary, prefix: nginx.prefix, reload: true },
    }).approve(id, REVIEWER);
    await expectUntouched(id, result, 'nginx', before);
    expect(!result.published && result.error).toContain('nginx -t refused the configuration');
    expect(!result.published && result.error).toContain('host not found in upstream');
    expect(readFileSync(join(nginx.prefix, 'nginx.conf'), 'utf8')).toBe(
      '# the running configuration\n',
    );
    expect(nginx.calls()).not.toContain('-s reload');
    expect(existsSync(join(live, 'tenants/hosts/m.demo-two.test.json'))).toBe(false);
  });

  it('a domain change writes, tests and reloads the configuration; a colour change does not', async () => {
    const nginx = fakeNginx(0);
    const setup = { nginx: { binary: nginx.binary, prefix: nginx.prefix, reload: true } };
    const colour = await publisher(setup).approve(await open(BLUE), REVIEWER);
    expectPublished(colour);
    expect(nginx.calls()).toBe('');

    const domain = await publisher(setup).approve(await open(NEW_DOMAIN), REVIEWER);
    expectPublished(domain);
    expect(domain.steps[3]?.note).toBe('configuration written and reloaded');
    const conf = readFileSync(join(nginx.prefix, 'nginx.conf'), 'utf8');
    expect(conf).toContain('server_name m.demo-two.test m.demo-casino.test *.demo-casino.test;');
    expect(conf).toContain('m.saigonlotto.test');
    expect(nginx.calls()).toMatch(/^-t -p .* -c .*\.conf -e .*\n-s reload -p .* -c .*nginx\.conf/);
    expect(existsSync(join(live, 'tenants/hosts/m.demo-two.test.json'))).toBe(true);
  });

  it.skipIf(!findNginx())('the configuration it writes passes the real nginx -t', async () => {
    const nginx = fakeNginx(0);
    const id = await open(NEW_DOMAIN);
    expectPublished(
      await publisher({
        nginx: { binary: findNginx() ?? '', prefix: nginx.prefix, reload: false },
      }).approve(id, REVIEWER),
    );
    expect(readFileSync(join(nginx.prefix, 'nginx.conf'), 'utf8')).toContain('m.demo-two.test');
  });

  it('a dropped domain takes its host files out of --live', async () => {
    const hostFiles = () =>
      [...snapshot(live).keys()].filter((p) => p.startsWith('tenants/hosts/'));
    const wildcard = hostFiles().filter(
      (p) => p.includes('demo-casino.test') && !p.includes('/m.'),
    );
    expect(wildcard.length).toBeGreaterThan(0);
    const id = await open([', "*.demo-casino.test"]', ']']);
    const result = await publisher().approve(id, REVIEWER);
    expectPublished(result);
    expect(result.steps[3]?.note).toContain('nginx is not configured here');
    for (const path of wildcard) expect(existsSync(join(live, path)), path).toBe(false);
    expectSame(buildOutput(join(repo.dir, 'tenants')), snapshot(live));
  });
});

describe('Publisher.recover', () => {
  it('finishes a publish killed between the commit and the file write', async () => {
    const id = await open(BLUE);
    const before = snapshot(live);
    let killed: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => {
      killed = resolve;
    });
    const doomed = publisher({
      onStep: (step) => {
        if (step !== 'commit') return;
        killed();
        return new Promise<never>(() => undefined); // the process is gone: nothing else runs
      },
    });
    void doomed.approve(id, REVIEWER);
    await reached;
    // Killed: committed, the files not written, the journal says so.
    expect(repo.git('log', '-1', '--format=%B', 'main')).toContain(`Studio-Change: ${id}`);
    expectSame(before, snapshot(live));
    expect(existsSync(join(repo.dir, '.git/studio/journal.json'))).toBe(true);

    const report = await publisher().recover();
    expect(report).toContain(`Finished the publish of change ${id} (demo)`);
    expect(report).toContain('interrupted during the commit step');
    expectSame(buildOutput(join(repo.dir, 'tenants')), snapshot(live));
    expect((await store.get(id))?.state).toBe('published');
    expect(existsSync(join(repo.dir, '.git/studio/journal.json'))).toBe(false);
    expect(await publisher().recover()).toBe('');
  });

  it('rolls back a publish killed before its commit landed', async () => {
    const id = await open(BLUE);
    const before = snapshot(live);
    const old = head();
    // A journal as the commit step writes it just before the compare-and-swap.
    const dangling = repo.git('commit-tree', `${old}^{tree}`, '-p', old, '-m', 'x').trim();
    mkdirSync(join(repo.dir, '.git/studio'), { recursive: true });
    writeFileSync(
      join(repo.dir, '.git/studio/journal.json'),
      JSON.stringify({
        version: 1,
        id,
        merchant: 'demo',
        ref: 'refs/heads/main',
        oldCommit: old,
        newCommit: dangling,
        reviewer: REVIEWER,
        phase: 'commit',
        startedAt: new Date().toISOString(),
      }),
    );
    // While the process that wrote it runs, nobody else touches it.
    const journalFile = join(repo.dir, '.git/studio/journal.json');
    const entry = JSON.parse(readFileSync(journalFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(journalFile, JSON.stringify({ ...entry, pid: process.ppid }));
    expect(await publisher().recover()).toContain(`is running in process ${process.ppid}`);
    expect(existsSync(journalFile)).toBe(true);
    writeFileSync(journalFile, JSON.stringify(entry));

    const report = await publisher().recover();
    expect(report).toContain('Rolled back');
    expect(report).toContain('it was not committed');
    expect(head()).toBe(old);
    expectSame(before, snapshot(live));
    expect((await store.get(id))?.state).toBe('open');
  });

  it('rolls back a committed publish whose file no longer passes the checker', async () => {
    const id = await open(BLUE);
    const before = snapshot(live);
    const old = head();
    const bad = repo.devCommit(FILE, edit(repo.read(FILE), BLUE[0], '"primary": "blue"'), 'x');
    mkdirSync(join(repo.dir, '.git/studio'), { recursive: true });
    writeFileSync(
      join(repo.dir, '.git/studio/journal.json'),
      JSON.stringify({
        version: 1,
        id,
        merchant: 'demo',
        ref: 'refs/heads/main',
        oldCommit: old,
        newCommit: bad,
        reviewer: REVIEWER,
        phase: 'files',
        startedAt: new Date().toISOString(),
        backups: [],
      }),
    );
    const report = await publisher().recover();
    expect(report).toContain(`Rolled back the publish of change ${id}`);
    expect(report).toContain('/theme/primary');
    expect(head()).toBe(old);
    expect(repo.read(FILE)).toBe(repo.git('show', `${old}:${FILE}`));
    expectSame(before, snapshot(live));
    expect((await store.get(id))?.state).toBe('open');
  });
});
