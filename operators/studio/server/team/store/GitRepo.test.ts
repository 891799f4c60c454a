// @vitest-environment node
/**
 * Reading a whole folder of tenant files at a commit in two git processes (textsIn): every
 * file's text byte for byte (Thai and Urdu included, whose sizes in bytes are not their lengths),
 * sub-folders left out, the same at a thousand files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GitRepo } from './GitRepo.ts';
import { createTestRepo, type TestRepo } from './testRepo.ts';

let repo: TestRepo | undefined;
afterEach(() => repo?.cleanup());

describe('GitRepo.textsIn', () => {
  it("gives each file of the folder its text at the commit, and nothing of a sub-folder's", async () => {
    repo = createTestRepo(['demo', 'th-line', 'pk-urdu']);
    const first = repo.git('rev-parse', 'HEAD').trim();
    mkdirSync(join(repo.dir, 'tenants', 'drafts'));
    writeFileSync(join(repo.dir, 'tenants', 'drafts', 'x.json'), '{}');
    repo.devCommit('tenants/empty.json', '', 'An empty file');
    const texts = await new GitRepo(repo.dir).textsIn('HEAD', 'tenants');
    expect([...texts.keys()].sort()).toEqual([
      'tenants/demo.json',
      'tenants/empty.json',
      'tenants/pk-urdu.json',
      'tenants/th-line.json',
    ]);
    for (const path of ['tenants/demo.json', 'tenants/th-line.json', 'tenants/pk-urdu.json']) {
      expect(texts.get(path)).toBe(repo.read(path));
    }
    expect(texts.get('tenants/empty.json')).toBe('');
    const before = await new GitRepo(repo.dir).textsIn(first, 'tenants');
    expect(before.size).toBe(3);
  });

  it('reads a thousand files and more, each its own', async () => {
    repo = createTestRepo(['demo']);
    for (let n = 0; n < 1000; n++) {
      writeFileSync(
        join(repo.dir, 'tenants', `m${n}.json`),
        `{"merchantCode":"m${n}","name":"ร้าน ${n}"}\n`,
      );
    }
    repo.git('add', 'tenants');
    repo.git('commit', '-q', '-m', 'A thousand merchants');
    const texts = await new GitRepo(repo.dir).textsIn('HEAD', 'tenants');
    expect(texts.size).toBe(1001);
    expect(texts.get('tenants/m0.json')).toBe('{"merchantCode":"m0","name":"ร้าน 0"}\n');
    expect(texts.get('tenants/m999.json')).toBe('{"merchantCode":"m999","name":"ร้าน 999"}\n');
  });

  it('gives nothing for a folder the commit does not have', async () => {
    repo = createTestRepo(['demo']);
    expect((await new GitRepo(repo.dir).textsIn('HEAD', 'nowhere')).size).toBe(0);
  });
});
