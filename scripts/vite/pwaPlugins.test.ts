import { describe, expect, it } from 'vitest';
import { releaseHash } from './pwaPlugins.ts';

describe('the release hash in asset-manifest.json', () => {
  const files = ['index.html', 'assets/index-AAA.js', 'assets/en-BBB.js', 'tenants/demo.json'];

  it('is the same for the same files in any order', () => {
    expect(releaseHash(files, '<html>')).toBe(releaseHash([...files].reverse(), '<html>'));
  });

  it('changes when a chunk changes (its hashed name) or index.html does', () => {
    const next = files.map((f) => f.replace('index-AAA', 'index-CCC'));
    expect(releaseHash(next, '<html>')).not.toBe(releaseHash(files, '<html>'));
    expect(releaseHash(files, '<html lang>')).not.toBe(releaseHash(files, '<html>'));
  });

  it('ignores tenant files, source maps and itself: a tenant edit is not a release', () => {
    const extra = [
      ...files,
      'tenants/new.json',
      'tenants/new.texts.VI.json',
      'assets/index-AAA.js.map',
      'asset-manifest.json',
    ];
    expect(releaseHash(extra, '<html>')).toBe(releaseHash(files, '<html>'));
  });
});
