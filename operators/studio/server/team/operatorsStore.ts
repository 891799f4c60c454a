import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Person } from './store/GitRepo.ts';
import { formatMessage, GitRepo } from './store/GitRepo.ts';
import type { Operator } from './operators.ts';
import { OPERATORS_FILE, parseOperators, serializeOperators } from './operators.ts';

/** The studio as a git committer. */
export const STUDIO_COMMITTER: Person = { name: 'Tenant studio', email: 'studio@localhost' };

/**
 * Changes the operators file with a commit of its own on the published branch (a new commit on
 * HEAD's branch whose tree is HEAD's with only studio/operators.json replaced; the ref moves by
 * compare-and-swap, so a publish at the same moment is never overwritten), then brings the working
 * tree's file and the index to it. Reads the list from HEAD, not the working tree.
 */
export async function changeOperators(
  dataDir: string,
  change: (operators: Operator[]) => Operator[],
  by: Person,
  subject: string,
): Promise<{ operators: Operator[]; commit: string }> {
  const repo = new GitRepo(dataDir);
  const ref = await repo.headRef();
  for (let attempt = 0; attempt < 3; attempt++) {
    const head = await repo.refValue(ref);
    if (head === undefined) throw new Error(`${ref} has no commit yet: commit something first`);
    const before = await repo.textAt(head, OPERATORS_FILE);
    const read = before === undefined ? { operators: [], problems: [] } : parseOperators(before);
    if (read.problems.length > 0)
      throw new Error(`fix ${OPERATORS_FILE} first:\n${read.problems.join('\n')}`);
    const operators = change(read.operators);
    const text = serializeOperators(operators);
    if (text === before) return { operators, commit: head };
    const tree = await repo.treeWith(head, new Map([[OPERATORS_FILE, text]]));
    const commit = await repo.commitTree({
      tree,
      parents: [head],
      message: formatMessage(subject, '', [{ key: 'Studio-Operators', value: by.email }]),
      author: by,
      committer: STUDIO_COMMITTER,
    });
    if (!(await repo.updateRef(ref, commit, head, `studio: ${subject}`))) continue;
    const file = join(dataDir, OPERATORS_FILE);
    mkdirSync(dirname(file), { recursive: true });
    const temp = join(dirname(file), `.${randomBytes(6).toString('hex')}.tmp`);
    try {
      writeFileSync(temp, text);
      renameSync(temp, file);
    } finally {
      rmSync(temp, { force: true });
    }
    await repo.setIndexBlob(OPERATORS_FILE, await repo.blobAt(commit, OPERATORS_FILE));
    return { operators, commit };
  }
  throw new Error('the published branch kept moving: try again');
}

/** The data repository's git user (for the CLI's commits), or the studio's own name. */
export async function gitUser(dataDir: string): Promise<Person> {
  const repo = new GitRepo(dataDir);
  const read = async (key: string) =>
    (await repo.run(['config', key], { okCodes: [0, 1] })).stdout.trim();
  const email = await read('user.email');
  const name = await read('user.name');
  return email ? { name: name || email, email } : STUDIO_COMMITTER;
}
