// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findCaseClashes } from './caseClashes';

describe('findCaseClashes', () => {
  it('names the pair of files that differ only in case', () => {
    expect(
      findCaseClashes([
        'src/features/auth/LoginForm.tsx',
        'src/features/auth/loginForm.tsx',
        'src/features/auth/loginInput.ts',
      ]),
    ).toEqual([['src/features/auth/LoginForm.tsx', 'src/features/auth/loginForm.tsx']]);
  });

  it('names a folder pair once, not every file below it', () => {
    expect(findCaseClashes(['src/Auth/a.ts', 'src/auth/b.ts', 'src/auth/c.ts'])).toEqual([
      ['src/Auth', 'src/auth'],
    ]);
  });

  it('passes names that differ by more than case', () => {
    expect(
      findCaseClashes(['src/auth/LoginForm.tsx', 'src/auth/loginInput.ts', 'README.md']),
    ).toEqual([]);
  });
});
