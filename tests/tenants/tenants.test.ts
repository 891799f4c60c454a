// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTenantFiles } from '../../operators/toolkit/checkTenants.ts';
import type { CheckResult, TenantFile } from '../../operators/toolkit/checkTenants.ts';
import { formatFileLines } from '../../operators/toolkit/report.ts';

const BAD = 'tests/tenants/bad';
const GOOD = 'tests/tenants/good';

/** Each top-level file alone; the files of a sub-folder together (cross-tenant rules). */
function groupsIn(dir: string): string[][] {
  return readdirSync(dir)
    .sort()
    .flatMap((name): string[][] => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return [groupsIn(path).flat()];
      return name.endsWith('.json') ? [[path]] : [];
    });
}

function read(path: string): TenantFile {
  return { path, text: readFileSync(path, 'utf8') };
}

/** The lines `<name>.expected.txt` holds; no file means no output at all. */
function expectedLines(file: string): string[] {
  const path = file.replace(/\.json$/, '.expected.txt');
  return existsSync(path)
    ? readFileSync(path, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
    : [];
}

describe('bad tenant fixtures', () => {
  const groups = groupsIn(BAD);

  it('cover at least 30 cases, each with its expected output', () => {
    expect(groups.length).toBeGreaterThanOrEqual(30);
    for (const group of groups) expect(group.some((f) => expectedLines(f).length > 0)).toBe(true);
  });

  describe.each(groups.map((group) => [group.join(' + '), group]))('%s', (_name, group) => {
    it('prints exactly the expected lines and fails', () => {
      const result = checkTenantFiles(group.map(read));
      for (const file of result.files)
        expect(formatFileLines(file)).toEqual(expectedLines(file.file));
      expect(result.ok).toBe(false);
    });
  });
});

describe('good tenant fixtures', () => {
  const files = groupsIn(GOOD).flat();

  it.each(files)('%s passes, with only its expected warnings', (path) => {
    const result = checkTenantFiles([read(path)]);
    expect(result.ok).toBe(true);
    expect(result.files[0]?.errors).toEqual([]);
    expect(formatFileLines(result.files[0]!)).toEqual(expectedLines(path));
  });

  it('include a version 1 file that migrates with warnings', () => {
    expect(files.some((f) => expectedLines(f).some((l) => l.includes('warning: renamed')))).toBe(
      true,
    );
  });
});

describe('npm run tenants -- --json over every fixture', () => {
  it('reports each file as its expected lines say, and exits 1', () => {
    const run = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/tenants.ts', '--json', BAD, GOOD],
      { encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(1);
    const result = JSON.parse(run.stdout) as CheckResult;
    const fixtures = [...groupsIn(BAD), ...groupsIn(GOOD)].flat();
    expect(result.files.map((f) => f.file).sort()).toEqual([...fixtures].sort());
    for (const file of result.files) {
      expect(formatFileLines(file), file.file).toEqual(expectedLines(file.file));
      expect(file.ok).toBe(file.errors.length === 0);
    }
    expect(result.ok).toBe(false);
  });
});

describe('tenants/', () => {
  it('every merchant file passes, checked together', () => {
    const files = readdirSync('tenants')
      .filter((name) => name.endsWith('.json'))
      .map((name) => read(`tenants/${name}`));
    expect(files.length).toBeGreaterThan(0);
    const result = checkTenantFiles(files);
    expect(
      result.files.flatMap((f) =>
        f.errors.map((e) => `${f.file}:${e.line}:${e.col} ${e.pointer}: ${e.message}`),
      ),
    ).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
