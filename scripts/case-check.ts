/**
 * npm run case:check   exit 1 when two tracked paths differ only in case (scripts/lib/caseClashes.ts)
 *
 * Runs in `npm run check:static`, so in CI: a pair such as LoginForm.tsx / loginForm.ts breaks a
 * checkout on macOS and Windows.
 */
import { execFileSync } from 'node:child_process';
import { findCaseClashes } from './lib/caseClashes.ts';

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const clashes = findCaseClashes(tracked);
for (const clash of clashes) {
  console.error(`case clash: ${clash.join('  ↔  ')} (differ only in case)`);
}
if (clashes.length > 0) {
  console.error(`${clashes.length} path(s) differ only in case: rename one of each pair.`);
  process.exit(1);
}
console.log(`case check: ${tracked.length} tracked paths, no two differ only in case`);
