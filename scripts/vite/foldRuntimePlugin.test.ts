import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown, type OutputAsset, type OutputChunk, type RolldownPlugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { foldRuntime, foldRuntimePlugin, type FoldBundle } from './foldRuntimePlugin.ts';

/**
 * A small app shaped like ours: a CommonJS library in a `framework` group, an entry and a lazy
 * page that use it, and a lazy file that uses another CommonJS module but not the framework
 * (as the tenant validator does). rolldown puts its helpers in a file of their own.
 */
function fixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fold-runtime-'));
  mkdirSync(join(dir, 'vendor'));
  const files: Record<string, string> = {
    'vendor/lib.cjs': "module.exports = { greet: (name) => 'hello ' + name };",
    'vendor/twice.cjs': 'module.exports = function twice(x) { return 2 * x; };',
    'main.js': [
      "import lib from './vendor/lib.cjs';",
      "export const first = lib.greet('entry');",
      "export const page = () => import('./page.js');",
      "export const check = () => import('./check.js');",
    ].join('\n'),
    'page.js': "import lib from './vendor/lib.cjs';\nexport const second = lib.greet('page');",
    'check.js': "import twice from './vendor/twice.cjs';\nexport const third = twice(21);",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

async function build(dir: string, fold: boolean): Promise<Array<OutputChunk | OutputAsset>> {
  const bundle = await rolldown({
    input: { index: join(dir, 'main.js') },
    cwd: dir,
    plugins: fold ? [foldRuntimePlugin({ host: 'framework' }) as unknown as RolldownPlugin] : [],
  });
  const { output } = await bundle.generate({
    format: 'es',
    // Hashed names for every file, entry included, as Vite writes them.
    entryFileNames: '[name]-[hash].js',
    minify: true,
    sourcemap: true,
    codeSplitting: {
      groups: [
        { name: 'framework', test: /vendor[\\/]lib/ },
        { name: 'index', tags: ['$initial'] },
      ],
    },
  });
  await bundle.close();
  return output;
}

const chunkNamed = (output: Array<OutputChunk | OutputAsset>, name: string): OutputChunk => {
  const chunk = output.find((o): o is OutputChunk => o.type === 'chunk' && o.name === name);
  if (!chunk) throw new Error(`no chunk ${name}`);
  return chunk;
};

describe('foldRuntimePlugin', () => {
  it('leaves no runtime file, and the app runs the same', async () => {
    const dir = fixture();
    const before = await build(dir, false);
    // The situation it is for: rolldown's helpers in a file every chunk imports.
    expect(before.some((o) => o.type === 'chunk' && o.name === 'rolldown-runtime')).toBe(true);

    const output = await build(dir, true);
    expect(output.some((o) => o.fileName.includes('rolldown-runtime'))).toBe(false);
    const out = join(dir, 'out');
    mkdirSync(out);
    for (const o of output) {
      writeFileSync(join(out, o.fileName), o.type === 'chunk' ? o.code : o.source);
      expect(o.type === 'chunk' ? o.code : String(o.source)).not.toContain('rolldown-runtime');
    }
    const index = chunkNamed(output, 'index');
    const framework = chunkNamed(output, 'framework');
    const check = chunkNamed(output, 'check');
    expect(index.imports).toEqual([framework.fileName]);
    expect(framework.imports).toEqual([]);
    // The validator-like file keeps its own copy and loads nothing more than before.
    expect(check.imports).toEqual([]);

    const app = (await import(pathToFileURL(join(out, index.fileName)).href)) as Record<
      string,
      unknown
    >;
    const values = Object.values(app);
    expect(values).toContain('hello entry');
    const loaders = values.filter((v): v is () => Promise<Record<string, unknown>> => {
      return typeof v === 'function';
    });
    const lazy = await Promise.all(loaders.map((load) => load()));
    const lazyValues = lazy.flatMap((module) => Object.values(module));
    expect(lazyValues).toEqual(expect.arrayContaining(['hello page', 42]));
  });

  it('keeps each source map true: one line before the code, every other column unchanged', async () => {
    const dir = fixture();
    const before = await build(dir, false);
    const after = await build(dir, true);
    for (const name of ['index', 'framework', 'page', 'check']) {
      const was = chunkNamed(before, name);
      const now = chunkNamed(after, name);
      const [, ...rest] = now.code.split('\n');
      expect(rest.map((line) => line.length)).toEqual(was.code.split('\n').map((l) => l.length));
      const wasMap = before.find((o) => o.fileName === `${was.fileName}.map`) as OutputAsset;
      const nowMap = after.find((o) => o.fileName === `${now.fileName}.map`) as OutputAsset;
      const mappings = (source: OutputAsset): string =>
        (JSON.parse(String(source.source)) as { mappings: string }).mappings;
      expect(mappings(nowMap)).toBe(`;${mappings(wasMap)}`);
    }
  });
  it('names every file apart from an unfolded build, and the same in two folded builds', async () => {
    const dir = fixture();
    const names = (output: Array<OutputChunk | OutputAsset>): string[] =>
      output.filter((o) => o.type === 'chunk').map((o) => o.fileName);
    const unfolded = names(await build(dir, false));
    const folded = names(await build(dir, true));
    // A cached file from a build without the step is never taken for one of these.
    expect(folded.filter((name) => unfolded.includes(name))).toEqual([]);
    expect(names(await build(dir, true))).toEqual(folded);
  });
});

describe('foldRuntime', () => {
  const runtime = 'var e=1,t=()=>e;export{t as n};\n//# sourceMappingURL=rolldown-runtime-A.js.map';
  /** A runtime file and a framework file of `frameworkCode` that imports it. */
  const bundleWith = (frameworkCode: string): FoldBundle => ({
    'assets/rolldown-runtime-A.js': {
      type: 'chunk',
      name: 'rolldown-runtime',
      fileName: 'assets/rolldown-runtime-A.js',
      code: runtime,
      imports: [],
    },
    'assets/framework-C.js': {
      type: 'chunk',
      name: 'framework',
      fileName: 'assets/framework-C.js',
      code: frameworkCode,
      imports: ['assets/rolldown-runtime-A.js'],
    },
  });

  it('does nothing without a framework file or a runtime file (the bench floor page)', () => {
    const alone: FoldBundle = {
      'assets/index-B.js': {
        type: 'chunk',
        name: 'index',
        fileName: 'assets/index-B.js',
        code: 'export{};',
        imports: [],
      },
    };
    expect(foldRuntime(alone, 'framework')).toBeNull();
    expect(Object.keys(alone)).toEqual(['assets/index-B.js']);
  });

  it('stops the build when a file imports the helpers in a way it cannot read', () => {
    const bundle = bundleWith('import*as rt from"./rolldown-runtime-A.js";export{rt};');
    expect(() => foldRuntime(bundle, 'framework')).toThrow(/assets\/framework-C\.js imports/);
  });

  it('stops the build when the framework already uses the names it would add', () => {
    const bundle = bundleWith(
      'import{n as e}from"./rolldown-runtime-A.js";var __rolldownRuntime=e;',
    );
    expect(() => foldRuntime(bundle, 'framework')).toThrow(
      /already uses the name __rolldownRuntime/,
    );
  });

  it("takes the runtime's preload out of index.html", () => {
    const bundle = bundleWith('import{n as e}from"./rolldown-runtime-A.js";export{e as x};');
    bundle['index.html'] = {
      type: 'asset',
      fileName: 'index.html',
      source: [
        '<head>',
        '<link rel="modulepreload" crossorigin href="/m/assets/framework-C.js">',
        '<link rel="modulepreload" crossorigin href="/m/assets/rolldown-runtime-A.js">',
        '</head>',
      ].join('\n'),
    };
    expect(foldRuntime(bundle, 'framework')).toBe('assets/rolldown-runtime-A.js');
    const html = bundle['index.html'];
    expect(html.type === 'asset' ? String(html.source) : '').toBe(
      '<head>\n<link rel="modulepreload" crossorigin href="/m/assets/framework-C.js">\n</head>',
    );
    const framework = bundle['assets/framework-C.js'];
    expect(framework?.type === 'chunk' ? framework.code.split('\n')[0] : '').toMatch(
      /^const __rolldownRuntime=\(\(\)=>\{var e=1,t=\(\)=>e;return\{n:t\}\}\)\(\),\{n:e\}=/,
    );
  });
});
