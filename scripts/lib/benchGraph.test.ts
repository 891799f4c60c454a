// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import {
  distPathOf,
  htmlInitialScripts,
  initialJsFiles,
  manifestFromChunks,
  parseManifest,
  staticImportClosure,
} from './benchGraph.ts';

/** A small build: an entry, two shared vendor chunks that import each other, and a lazy route. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-B2.js', '_shared-C3.js'],
    dynamicImports: ['src/pages/Login.tsx'],
    css: ['assets/index-A1.css'],
  },
  '_react-B2.js': { file: 'assets/react-B2.js', imports: ['_shared-C3.js'] },
  '_shared-C3.js': { file: 'assets/shared-C3.js', imports: ['_react-B2.js'] },
  'src/pages/Login.tsx': {
    file: 'assets/Login-D4.js',
    src: 'src/pages/Login.tsx',
    isDynamicEntry: true,
    imports: ['_shared-C3.js', '_form-E5.js'],
    dynamicImports: ['src/pages/Captcha.tsx'],
  },
  '_form-E5.js': { file: 'assets/form-E5.js' },
  'src/pages/Captcha.tsx': { file: 'assets/Captcha-F6.js', isDynamicEntry: true },
};

const html = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/m/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/m/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/m/assets/index-A1.css">
    <link rel="preload" as="font" href="/m/assets/font.woff2">
    <!-- <script src="/m/assets/old-Z9.js"></script> -->
    <script src="https://cdn.example.com/tracker.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('staticImportClosure', () => {
  it('follows imports through shared and cyclic chunks, each file once', () => {
    expect(staticImportClosure(manifest, ['assets/index-A1.js'])).toEqual([
      'assets/index-A1.js',
      'assets/react-B2.js',
      'assets/shared-C3.js',
    ]);
  });

  it('never follows dynamicImports', () => {
    const files = staticImportClosure(manifest, ['assets/index-A1.js']);
    expect(files).not.toContain('assets/Login-D4.js');
    expect(files).not.toContain('assets/form-E5.js');
    expect(files).not.toContain('assets/Captcha-F6.js');
  });

  it('walks from a lazy chunk to its own static imports', () => {
    expect(staticImportClosure(manifest, ['assets/Login-D4.js'])).toEqual([
      'assets/Login-D4.js',
      'assets/shared-C3.js',
      'assets/react-B2.js',
      'assets/form-E5.js',
    ]);
  });

  it('keeps a start file the manifest does not list', () => {
    expect(staticImportClosure(manifest, ['assets/inline-helper.js'])).toEqual([
      'assets/inline-helper.js',
    ]);
  });

  it('fails on an import the manifest does not list', () => {
    const broken: Manifest = { 'index.html': { file: 'assets/index.js', imports: ['_gone.js'] } };
    expect(() => staticImportClosure(broken, ['assets/index.js'])).toThrow(
      '"_gone.js" is imported but not listed',
    );
  });
});

describe('htmlInitialScripts', () => {
  it('lists script entries and module preloads under the base, not styles, comments or other origins', () => {
    expect(htmlInitialScripts(html, '/m/')).toEqual(['assets/index-A1.js', 'assets/react-B2.js']);
  });

  it('reads single-quoted and unquoted attributes', () => {
    const page = "<script type=module src='/m/a.js'></script><link rel=modulepreload href=/m/b.js>";
    expect(htmlInitialScripts(page, '/m/')).toEqual(['a.js', 'b.js']);
  });
});

describe('initialJsFiles', () => {
  it('is the HTML entries plus their static imports, JS only', () => {
    expect(initialJsFiles(html, manifest, '/m/')).toEqual([
      'assets/index-A1.js',
      'assets/react-B2.js',
      'assets/shared-C3.js',
    ]);
  });
});

describe('distPathOf', () => {
  it('maps a served URL to its build-output path', () => {
    expect(
      distPathOf('http://127.0.0.1:4173/m/assets/x.js?v=1', '/m/', 'http://127.0.0.1:4173'),
    ).toBe('assets/x.js');
    expect(distPathOf('assets/x.js', '/m/')).toBe('assets/x.js');
  });

  it('ignores another origin and paths outside the base', () => {
    expect(distPathOf('https://cdn.example.com/m/x.js', '/m/', 'http://127.0.0.1:4173')).toBeNull();
    expect(distPathOf('/other/x.js', '/m/')).toBeNull();
  });
});

describe('parseManifest', () => {
  it('accepts a manifest and rejects a chunk without a file', () => {
    expect(parseManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
    expect(() => parseManifest({ 'index.html': { imports: [] } })).toThrow(
      '"index.html" is not a chunk',
    );
    expect(() => parseManifest([])).toThrow('expected an object');
  });
});

describe('a build without a manifest', () => {
  it('is read back from the static imports of its chunks, not their lazy imports', () => {
    const chunks = new Map([
      [
        'assets/index-A1.js',
        'import{a as b}from"./react-B2.js";import"./shared-C3.js";const l=()=>import("./Login-D4.js");',
      ],
      ['assets/react-B2.js', 'export{x as a}from"./shared-C3.js";'],
      ['assets/shared-C3.js', 'export const x=1;'],
      ['assets/Login-D4.js', 'import{a}from"./react-B2.js";'],
    ]);
    const built = manifestFromChunks(chunks);
    expect(staticImportClosure(built, ['assets/index-A1.js'])).toEqual([
      'assets/index-A1.js',
      'assets/react-B2.js',
      'assets/shared-C3.js',
    ]);
  });
});
