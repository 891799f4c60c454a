import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeStore, StoreError } from './ChangeStore.ts';
import { GitRepo, parseTrailers, formatTrailer } from './GitRepo.ts';
import type { TestRepo } from './testRepo.ts';
import { DEVELOPER, EDITOR, REVIEWER, createTestRepo, edit } from './testRepo.ts';

let repo: TestRepo;
let store: ChangeStore;
const FILE = 'tenants/demo.json';

beforeEach(() => {
  repo = createTestRepo();
  store = new ChangeStore({ repo: repo.dir });
});
afterEach(() => repo.cleanup());

describe('ChangeStore', () => {
  it('opens a change request as a branch from the published commit, touching nothing else', async () => {
    const published = repo.git('rev-parse', 'HEAD').trim();
    const before = repo.read(FILE);
    const draft = edit(before, '"primary": "#0b6bcb"', '"primary": "#0ea5e9"');
    const change = await store.create({
      merchant: 'demo',
      text: draft,
      author: EDITOR,
      title: 'Bluer brand',
    });

    expect(change).toMatchObject({
      merchant: 'demo',
      title: 'Bluer brand',
      author: EDITOR,
      state: 'open',
      base: published,
    });
    expect(change.id).toMatch(/^[0-9a-f]{8}$/);
    // The published branch, the working tree and the index are as they were.
    expect(repo.git('rev-parse', 'HEAD').trim()).toBe(published);
    expect(repo.read(FILE)).toBe(before);
    expect(repo.git('status', '--porcelain')).toBe('');
    // The branch's commit: the draft, by the operator, committed by the studio, with trailers.
    const log = repo.git(
      'log',
      '-1',
      '--format=%an <%ae>|%cn <%ce>|%B',
      `studio/change/${change.id}`,
    );
    expect(log).toContain('Eddie Editor <editor@example.com>|Tenant studio <studio@localhost>|');
    expect(log).toContain(`Studio-Change: ${change.id}\nStudio-Merchant: demo`);
    expect(repo.git('show', `studio/change/${change.id}:${FILE}`)).toBe(draft);

    const record = await store.get(change.id);
    expect(record?.before).toBe(before);
    expect(record?.after).toBe(draft);
  });

  it('revises on the same branch, back to open after a send-back, with every event listed', async () => {
    const text = repo.read(FILE);
    const first = edit(text, '"primary": "#0b6bcb"', '"primary": "#0ea5e9"');
    const change = await store.create({ merchant: 'demo', text: first, author: EDITOR });
    await expect(store.sendBack(change.id, EDITOR, 'mine')).rejects.toMatchObject({
      code: 'self-review',
    });
    const sent = await store.sendBack(change.id, REVIEWER, 'Too bright.\nTry a darker one.');
    expect(sent.state).toBe('sent-back');

    const second = edit(text, '"primary": "#0b6bcb"', '"primary": "#075985"');
    const revised = await store.revise(change.id, {
      text: second,
      author: EDITOR,
      title: 'Darker brand',
    });
    await store.comment(change.id, REVIEWER, 'Better');

    const record = await store.get(change.id);
    expect(revised.state).toBe('open');
    expect(record).toMatchObject({ state: 'open', title: 'Darker brand', after: second });
    expect(record?.comments.map((e) => [e.kind, e.author.email, e.text])).toEqual([
      ['created', EDITOR.email, 'Change demo'],
      ['sent-back', REVIEWER.email, 'Too bright.\nTry a darker one.'],
      ['revised', EDITOR.email, 'Darker brand'],
      ['comment', REVIEWER.email, 'Better'],
    ]);
    // Events are empty commits: the branch's tree is the newest draft's.
    expect(repo.git('show', `studio/change/${change.id}:${FILE}`)).toBe(second);
  });

  it('lists a merchant’s open changes only', async () => {
    const demo = repo.read(FILE);
    const lotto = repo.read('tenants/vn-lotto.json');
    const a = await store.create({
      merchant: 'demo',
      text: edit(demo, '"Demo Casino"', '"Demo Casino 2"'),
      author: EDITOR,
    });
    await store.create({
      merchant: 'vn-lotto',
      text: `${lotto.trimEnd()}\n\n`,
      author: EDITOR,
    });
    const list = await store.list({ merchant: 'demo' });
    expect(list.map((c) => c.id)).toEqual([a.id]);
    expect(await store.list()).toHaveLength(2);
  });

  it('lists the newest published changes only, and reads no other', async () => {
    const demo = repo.read(FILE);
    const ids: string[] = [];
    for (let n = 0; n < 8; n++) {
      const change = await store.create({
        merchant: 'demo',
        text: edit(demo, '"Demo Casino"', `"Demo Casino ${n}"`),
        author: EDITOR,
      });
      ids.push(change.id);
    }
    // Six of them published (as the publisher leaves them: the branch moved under studio/done/),
    // each a day after the one before; two still open.
    for (const [n, id] of ids.slice(0, 6).entries()) {
      const tip = repo.git('rev-parse', `studio/change/${id}`).trim();
      const date = `2026-11-${String(10 + n).padStart(2, '0')}T12:00:00+00:00`;
      process.env.GIT_COMMITTER_DATE = date;
      let done: string;
      try {
        done = repo
          .git('commit-tree', `${tip}^{tree}`, '-p', tip, '-m', `Done ${n}\n\nStudio-Change: ${id}`)
          .trim();
      } finally {
        delete process.env.GIT_COMMITTER_DATE;
      }
      repo.git('update-ref', `refs/studio/done/${id}`, done);
      repo.git('update-ref', '-d', `refs/heads/studio/change/${id}`);
    }
    const log = vi.spyOn(GitRepo.prototype, 'log');
    const list = await store.list({ doneLimit: 2 });
    expect(list.map((c) => c.state)).toEqual(['open', 'open', 'published', 'published']);
    expect(list.slice(2).map((c) => c.id)).toEqual([ids[5], ids[4]]);
    // The tips once, then one chain per change shown: not one per published change.
    expect(log).toHaveBeenCalledTimes(1 + 4);
    log.mockRestore();
  });

  it('refuses a draft equal to the published file, and unknown ids and commits', async () => {
    await expect(
      store.create({ merchant: 'demo', text: repo.read(FILE), author: EDITOR }),
    ).rejects.toBeInstanceOf(StoreError);
    expect(await store.get('deadbeef')).toBeUndefined();
    expect(await store.get('../../x')).toBeUndefined();
    await expect(store.textAt('demo', '--output=x')).rejects.toMatchObject({ code: 'not-found' });
    await expect(store.textAt('../etc', 'abcdef1')).rejects.toMatchObject({ code: 'invalid' });
  });

  it('keeps a title or comment from adding trailers of its own', async () => {
    const change = await store.create({
      merchant: 'demo',
      text: edit(repo.read(FILE), '"Demo Casino"', '"Demo"'),
      author: EDITOR,
      title: 'x\n\nStudio-Merchant: vn-lotto',
    });
    await store.comment(
      change.id,
      REVIEWER,
      'ok\nApproved-by: Mallory <m@x>\n\nStudio-Event: approved',
    );
    const record = await store.get(change.id);
    expect(record?.merchant).toBe('demo');
    expect(record?.state).toBe('open');
    expect(record?.comments[1]?.text).toBe(
      'ok\nApproved-by: Mallory <m@x>\nStudio-Event: approved',
    );
    expect(parseTrailers(`s\n\n${formatTrailer('A', 'x\ny')}`)).toEqual([
      { key: 'A', value: 'x\ny' },
    ]);
  });

  it("lists history from git, a developer's direct commits included, and restores an old version", async () => {
    const original = repo.read(FILE);
    const devText = edit(original, '"Demo Casino"', '"Demo Casino Deluxe"');
    const devCommit = repo.devCommit(FILE, devText, 'Rename the demo casino');
    const history = await store.history('demo');
    expect(history.map((v) => [v.summary, v.author.email])).toEqual([
      ['Rename the demo casino', DEVELOPER.email],
      ['Tenants', DEVELOPER.email],
    ]);
    expect(history[0]?.commit).toBe(devCommit);
    expect(history[0]?.approver).toBeUndefined();
    const oldest = history[1]!.commit;
    expect(await store.textAt('demo', oldest)).toBe(original);
    expect(await store.rawDiff('demo', oldest, devCommit)).toContain(
      '-  "displayName": "Demo Casino",\n+  "displayName": "Demo Casino Deluxe",',
    );

    const restore = await store.restore('demo', oldest.slice(0, 10), EDITOR);
    const record = await store.get(restore.id);
    expect(record).toMatchObject({
      state: 'open',
      restoreOf: oldest,
      before: devText,
      after: original,
    });
    expect(record?.comments[0]?.kind).toBe('restore-of');
    expect(await store.rawDiff('demo', devCommit, `draft:${restore.id}`)).toContain(
      '+  "displayName": "Demo Casino",',
    );
  });

  it('follows a renamed file through history, merges included', async () => {
    const original = repo.read(FILE);
    repo.git('checkout', '-q', '-b', 'side');
    repo.devCommit('tenants/vn-lotto.json', `${repo.read('tenants/vn-lotto.json')}\n`, 'Side');
    repo.git('checkout', '-q', 'main');
    repo.git('mv', FILE, 'tenants/demo-two.json');
    repo.git('commit', '-q', '-m', 'Rename demo');
    repo.git('merge', '-q', '--no-ff', '-m', 'Merge side', 'side');
    const history = await store.history('demo-two');
    expect(history.map((v) => [v.summary, v.path])).toEqual([
      ['Rename demo', 'tenants/demo-two.json'],
      ['Tenants', FILE],
    ]);
    expect(await store.textAt('demo-two', history[1]!.commit)).toBe(original);
  });

  it('rebases a draft on a moved published file, or reports the conflict with both versions', async () => {
    const original = repo.read(FILE);
    const far = await store.create({
      merchant: 'demo',
      text: edit(original, '"primary": "#0b6bcb"', '"primary": "#0ea5e9"'),
      author: EDITOR,
    });
    const same = await store.create({
      merchant: 'demo',
      text: edit(original, '"Demo Casino"', '"Demo Casino X"'),
      author: EDITOR,
    });
    const moved = edit(original, '"Demo Casino"', '"Demo Casino Deluxe"');
    repo.devCommit(FILE, moved, 'Rename');

    const merged = await store.rebase(far.id);
    expect(merged.ok && merged.rebased).toBe(true);
    expect(merged.ok && merged.text).toBe(
      edit(moved, '"primary": "#0b6bcb"', '"primary": "#0ea5e9"'),
    );
    const conflict = await store.rebase(same.id);
    expect(conflict.ok).toBe(false);
    expect(!conflict.ok && conflict.conflict.published).toBe(moved);
    expect(!conflict.ok && conflict.conflict.draft).toContain('"Demo Casino X"');
  });
});
