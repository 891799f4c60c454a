// @vitest-environment node
/**
 * The load runs' entry chunk (`npm run serve:load`): read from the build's index.html as it is
 * written today (the entry's modulepreload, made a module script by the bootstrap), and a message
 * naming the command to run when there is no build, never a bare ENOENT.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entryChunk } from './loadMerchants.ts';

const dir = mkdtempSync(join(tmpdir(), 'load-entry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(name: string, html: string): string {
  const root = join(dir, name);
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), html);
  return root;
}

describe('entryChunk', () => {
  it("finds the entry in the build's modulepreload, beside the framework's", () => {
    const root = build(
      'preload',
      '<link rel="modulepreload" crossorigin href="/m/assets/framework-A1.js">\n' +
        '<link rel="modulepreload" crossorigin href="/m/assets/index-B2.js" data-entry>',
    );
    expect(entryChunk(root)).toBe('/m/assets/index-B2.js');
  });

  it('finds a plain module script', () => {
    const root = build('script', '<script type="module" src="/m/assets/main-C3.js"></script>');
    expect(entryChunk(root)).toBe('/m/assets/main-C3.js');
  });

  it('says to build first when there is no build', () => {
    expect(() => entryChunk(join(dir, 'missing'))).toThrow(
      /missing\/index\.html not found: run `npm run build` first/,
    );
  });

  it('says what is wrong when index.html names no entry', () => {
    const root = build('empty', '<!doctype html><title>app</title>');
    expect(() => entryChunk(root)).toThrow(/no entry chunk in .*empty\/index\.html/);
  });
});
