import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildFiles,
  buildKey,
  forgetBuild,
  keptBuild,
  keptShotsDir,
  markBuild,
  shotsKey,
} from './visualKeep.ts';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'visual-keep-'));
  write(
    'demo-api/routes/member.ts',
    "import { tenant } from '../../src/config/tenant.ts';\nexport const chatKey = tenant;",
  );
  write('src/config/tenant.ts', "export { hosts } from './hosts';\nexport const tenant = 1;");
  write('src/config/hosts.ts', 'export const hosts = 1;');
  write('src/config/checkTenant.worker.ts', 'export const check = 1;');
  write('demo-api/member.test.ts', 'it("reads", () => {});');
  write('tenants/demo.json', '{"merchantCode":"demo"}');
  write('src/features/home/Home.tsx', 'export const Home = 1;');
  write('scripts/lib/visualCapture.ts', 'export const capture = 1;');
  write('docs/qa.md', '# QA');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a revision's kept shots", () => {
  it('keeps their key while nothing that draws them changes', () => {
    const key = shotsKey(root, '131.0');
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    // Tests, the docs, the app's own pages (the revision's build has its own) and src/ code the
    // demo API does not import do not draw it.
    write('demo-api/member.test.ts', 'it("reads again", () => {});');
    write('docs/qa.md', '# QA, edited');
    write('src/features/home/Home.tsx', 'export const Home = 2;');
    write('src/config/checkTenant.worker.ts', 'export const check = 2;');
    expect(shotsKey(root, '131.0')).toBe(key);
  });

  it.each([
    ['the demo API', 'demo-api/routes/member.ts', 'export const chatKey = 2;'],
    ['a tenant file', 'tenants/demo.json', '{"merchantCode":"demo","theme":{}}'],
    ['a new tenant file', 'tenants/th-line.json', '{"merchantCode":"th-line"}'],
    ['the src/ code the demo API imports', 'src/config/tenant.ts', 'export const tenant = 2;'],
    ['what that code imports in turn', 'src/config/hosts.ts', 'export const hosts = 2;'],
    ['the capture code', 'scripts/lib/visualCapture.ts', 'export const capture = 2;'],
    ['the stories capture (new)', 'scripts/lib/visualStories.ts', 'export const stories = 1;'],
  ])('gives them up when %s changes', (_what, path, text) => {
    const key = shotsKey(root, '131.0');
    write(path, text);
    expect(shotsKey(root, '131.0')).not.toBe(key);
  });

  it('gives them up when a file the demo API imports is gone', () => {
    const key = shotsKey(root, '131.0');
    rmSync(join(root, 'src/config/hosts.ts'));
    expect(shotsKey(root, '131.0')).not.toBe(key);
  });

  it('gives them up for another address (the app shows it in the invite link)', () => {
    expect(shotsKey(root, '131.0', 'http://127.0.0.1:4791')).not.toBe(
      shotsKey(root, '131.0', 'http://127.0.0.1:39001'),
    );
  });

  it('gives them up for another browser version', () => {
    expect(shotsKey(root, '132.0')).not.toBe(shotsKey(root, '131.0'));
  });

  it('keeps them by commit and key', () => {
    const sha = 'a'.repeat(40);
    expect(keptShotsDir(root, sha, '0123456789abcdef')).toBe(
      join(root, '.bench/visual/shots', `${sha}-0123456789abcdef`),
    );
  });
});

describe("the working tree's kept builds", () => {
  beforeEach(() => {
    git('init', '-q');
    write('.gitignore', 'dist/\n.bench/\n');
    write('src/main.tsx', 'export const main = 1;');
    write('src/main.test.tsx', 'it("x", () => {});');
    write('tests/e2e/home.spec.ts', 'test("x", () => {});');
    write('dist/index.html', '<html>');
    git('add', '.gitignore', 'src', 'docs', 'tests', 'demo-api', 'tenants', 'scripts');
  });

  it('lists the files that may go into a build: tracked and new, not ignored, not tests or docs', () => {
    write('src/features/home/New.tsx', 'export const New = 1;');
    const files = buildFiles(root);
    expect(files).toContain('src/main.tsx');
    expect(files).toContain('src/features/home/New.tsx');
    expect(files).toContain('tenants/demo.json');
    expect(files).not.toContain('src/main.test.tsx');
    expect(files).not.toContain('tests/e2e/home.spec.ts');
    expect(files).not.toContain('docs/qa.md');
    expect(files).not.toContain('dist/index.html');
  });

  it('reuses a build only while none of its files changed', () => {
    const dist = join(root, 'dist');
    const key = buildKey(root, 'app');
    expect(keptBuild(dist, key, 'index.html')).toBe(false);
    markBuild(dist, key);
    expect(keptBuild(dist, buildKey(root, 'app'), 'index.html')).toBe(true);
    // A test or a doc edited: the build is the same.
    write('src/main.test.tsx', 'it("y", () => {});');
    write('docs/qa.md', '# QA, edited');
    expect(keptBuild(dist, buildKey(root, 'app'), 'index.html')).toBe(true);
    // The app's code edited, a file added, a file deleted: built again.
    write('src/main.tsx', 'export const main = 2;');
    expect(keptBuild(dist, buildKey(root, 'app'), 'index.html')).toBe(false);
    write('src/main.tsx', 'export const main = 1;');
    expect(keptBuild(dist, buildKey(root, 'app'), 'index.html')).toBe(true);
    write('src/extra.ts', 'export const extra = 1;');
    expect(keptBuild(dist, buildKey(root, 'app'), 'index.html')).toBe(false);
    rmSync(join(root, 'src/extra.ts'));
    rmSync(join(root, 'src/features/home/Home.tsx'));
    expect(keptBuild(dist, buildKey(root, 'app'), 'index.html')).toBe(false);
  });

  it("keeps the app's and Storybook's builds apart, and forgets one that is being rebuilt", () => {
    const dist = join(root, 'dist');
    markBuild(dist, buildKey(root, 'app'));
    expect(keptBuild(dist, buildKey(root, 'storybook'), 'index.html')).toBe(false);
    // Without the build's own file (a build that failed halfway), nothing is reused.
    expect(keptBuild(dist, buildKey(root, 'app'), 'iframe.html')).toBe(false);
    forgetBuild(dist);
    expect(keptBuild(dist, buildKey(root, 'app'), 'index.html')).toBe(false);
  });
});
