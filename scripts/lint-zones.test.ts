// @vitest-environment node
/**
 * The floors of ARCHITECTURE.md as lint zones (eslint.config.js, decision 0010): each case lints
 * a small file at a virtual path with the project's own config, as `npm run lint` would.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ZONES = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

let eslint: ESLint;
beforeAll(() => {
  // ignore: false, so the committed cycle fixtures (ignored by `npm run lint`) are linted here.
  eslint = new ESLint({ cwd: ROOT, ignore: false });
});

/** The problems lint reports for `code` placed at `filePath` (relative to the repo root). */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

/** A file that imports `specifier` as a value and uses it. */
const importing = (specifier: string) =>
  `import * as imported from '${specifier}';\n\nexport const used = imported;\n`;

describe('floors as zones', () => {
  it('fails on a cross-feature import from a nested folder', async () => {
    const problems = await lint(
      'src/features/games/nested/Fixture.ts',
      importing('../../auth/AuthStore'),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        rule: ZONES,
        message: expect.stringContaining('Reach auth only through its index.ts'),
      }),
    ]);
  });

  it("fails on the app reaching into a feature's files", async () => {
    const problems = await lint('src/app/Fixture.ts', importing('../features/auth/AuthStore'));
    expect(problems.map((p) => p.rule)).toEqual([ZONES]);
  });

  it("passes on a feature's index.ts, its lazy.ts, and any import inside one feature", async () => {
    expect(await lint('src/features/games/nested/Fixture.ts', importing('../../auth'))).toEqual([]);
    expect(await lint('src/app/Fixture.ts', importing('../features/push/lazy'))).toEqual([]);
    expect(
      await lint('src/features/auth/social/line/Fixture.ts', importing('../../AuthStore')),
    ).toEqual([]);
  });

  it('fails on a floor importing upwards', async () => {
    expect(
      (await lint('src/api/Fixture.ts', importing('../ui/Button'))).map((p) => p.rule),
    ).toContain(ZONES);
    expect(
      (await lint('src/platform/nested/Fixture.ts', importing('../../config/pushConfig'))).map(
        (p) => p.rule,
      ),
    ).toEqual([ZONES]);
  });

  it('fails on src importing demo-api, but not in a test file', async () => {
    const code = importing('../../../demo-api/seed');
    expect(await lint('src/features/games/Fixture.ts', code)).toEqual([
      expect.objectContaining({
        rule: ZONES,
        message: expect.stringContaining('tests and stories only'),
      }),
    ]);
    expect(await lint('src/features/games/Fixture.test.ts', code)).toEqual([]);
  });

  it('fails on product code importing src/testing or a testing/ folder, but not in tests or stories', async () => {
    const clock = importing('../../testing/createFakeClock');
    expect((await lint('src/features/games/Fixture.ts', clock)).map((p) => p.rule)).toEqual([
      ZONES,
    ]);
    expect(await lint('src/features/games/Fixture.test.ts', clock)).toEqual([]);
    expect(await lint('src/features/games/Fixture.stories.tsx', clock)).toEqual([]);
    const support = importing('./testing/testSupport');
    expect((await lint('src/api/Fixture.ts', support)).map((p) => p.rule)).toEqual([ZONES]);
    expect(await lint('src/api/Fixture.test.ts', support)).toEqual([]);
  });

  it('fails on the service worker importing a feature, and passes on its shared push pieces', async () => {
    expect(await lint('src/sw/Fixture.ts', importing('../features/push'))).toEqual([
      expect.objectContaining({ rule: ZONES, message: expect.stringContaining('service worker') }),
    ]);
    expect(await lint('src/sw/Fixture.ts', importing('../config/pushConfig'))).toEqual([]);
    expect(await lint('src/sw/Fixture.ts', importing('../platform/pushMessage'))).toEqual([]);
  });
});

describe("the operators' home", () => {
  it('fails on the toolkit importing the studio or a script, and passes inside the toolkit', async () => {
    const fromServer = await lint(
      'operators/toolkit/Fixture.ts',
      importing('../studio/server/studioPlugin.ts'),
    );
    expect(fromServer).toEqual([
      expect.objectContaining({ rule: ZONES, message: expect.stringContaining('tenant toolkit') }),
    ]);
    const fromScripts = await lint(
      'operators/toolkit/Fixture.ts',
      importing('../../scripts/lib/chromium.ts'),
    );
    expect(fromScripts.map((p) => p.rule)).toEqual([ZONES]);
    expect(await lint('operators/toolkit/Fixture.ts', importing('./checkTenants.ts'))).toEqual([]);
  });

  it("fails on the studio's browser part importing the checker, and passes on the form's tabs", async () => {
    const checker = await lint(
      'operators/studio/browser/Fixture.ts',
      importing('../../toolkit/checkTenants.ts'),
    );
    expect(checker).toEqual([
      expect.objectContaining({ rule: ZONES, message: expect.stringContaining('pure tables') }),
    ]);
    expect(
      await lint('operators/studio/browser/Fixture.ts', importing('../../toolkit/groups.ts')),
    ).toEqual([]);
  });

  it("fails on the app importing the operators' tools", async () => {
    const problems = await lint(
      'src/config/Fixture.ts',
      importing('../../operators/toolkit/groups.ts'),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        rule: ZONES,
        message: expect.stringContaining("operators' tools"),
      }),
    ]);
  });
});

describe('import cycles', () => {
  it('fails on a value cycle', async () => {
    const results = await eslint.lintFiles(['tests/lint/fixtures/valueCycle/*.ts']);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.messages.map((m) => m.ruleId)).toEqual([CYCLE]);
    }
  });

  it('passes on a cycle one side of which imports only types', async () => {
    const results = await eslint.lintFiles(['tests/lint/fixtures/typeCycle/*.ts']);
    expect(results).toHaveLength(2);
    expect(results.flatMap((r) => r.messages)).toEqual([]);
  });
});
