import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { escapeRegExp } from '../../operators/toolkit/escapeRegExp.ts';

/**
 * Folds rolldown's runtime file (its CommonJS-interop and namespace helpers, under 1 KB) into the
 * framework's file, so every page downloads one file fewer before its first screen
 * (docs/decisions/0014-runtime-in-the-framework.md).
 *
 * rolldown keeps those helpers in a file of their own whenever the chunks that use them are
 * `codeSplitting` groups: it never moves them into a group's chunk unless one chunk alone uses
 * them. Every chunk that uses them is ours to rewrite after the build.
 *
 * Names stay true to contents. rolldown names a file by its content and every file it imports,
 * before this step: each file the step changes imported the runtime, and a file that now imports
 * the framework imported it already (one that did not gets its own copy of the helpers and
 * imports nothing new). What rolldown cannot see is the step itself, so every file's hash also
 * takes in this module's own text (`augmentChunkHash`): a build whose step differs, or that has
 * none, names its files differently, and no cache keeps a file under a name it had with other
 * contents.
 */

export const FOLD_RUNTIME_PLUGIN = 'mobile-web:fold-runtime';

/** The chunk name rolldown gives its runtime file. */
const RUNTIME_CHUNK = 'rolldown-runtime';
/** The names the host gives the helpers, kept clear of any minified name. */
const LOCAL = '__rolldownRuntime';

/** What the fold reads and writes of a build's output (a subset of rolldown's). */
export interface FoldChunk {
  type: 'chunk';
  name: string;
  fileName: string;
  code: string;
  imports: string[];
  map?: { mappings: string } | null;
}
export interface FoldAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
export type FoldBundle = Record<string, FoldChunk | FoldAsset>;

/** A file's base name, to be found as it is inside a regular expression. */
const baseNamePattern = (file: string): string => escapeRegExp(posix.basename(file));

/** `import{r as e,t}from"./rolldown-runtime-XXXX.js";` as rolldown writes it. */
function runtimeImport(runtimeFile: string): RegExp {
  const name = baseNamePattern(runtimeFile);
  return new RegExp(`import\\{([^}]*)\\}from"(?:\\./|\\.\\./)*(?:[\\w-]+/)*${name}";`, 'g');
}

/** `a as b, c` → [['a', 'b'], ['c', 'c']]. */
function specifiers(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported = '', local] = part.split(/\s+as\s+/);
      return [imported, local ?? imported];
    });
}

/** The runtime file as one expression: its helpers by their exported names. */
function runtimeExpression(
  code: string,
  fileName: string,
): { expression: string; names: string[] } {
  const body = code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
  const tail = /export\{([^}]*)\};?\s*$/.exec(body);
  if (!tail || /\bimport\b[\s{*]/.test(body.slice(0, tail.index))) {
    throw new Error(`${FOLD_RUNTIME_PLUGIN}: ${fileName} is not the runtime file it expects`);
  }
  const exported = specifiers(tail[1] ?? '');
  const object = exported.map(([local, name]) => `${name}:${local}`).join(',');
  return {
    expression: `(()=>{${body.slice(0, tail.index).replace(/;?\s*$/, ';')}return{${object}}})()`,
    names: exported.map(([, name]) => name),
  };
}

/** A source map's text with one line put before the code it maps. */
function shiftMapText(text: string): string {
  const map = JSON.parse(text) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  return JSON.stringify(map);
}

function relativeImport(from: string, to: string): string {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * Rewrites `bundle` in place, the helpers going into the chunk named `hostName`; returns the
 * runtime file's name when it was folded, null when the build has no runtime file or no such
 * chunk (the bench's floor page).
 */
export function foldRuntime(bundle: FoldBundle, hostName: string): string | null {
  const chunks = Object.values(bundle).filter((o): o is FoldChunk => o.type === 'chunk');
  const runtime = chunks.find((c) => c.name === RUNTIME_CHUNK);
  const host = chunks.find((c) => c.name === hostName);
  if (!runtime || !host) return null;
  const { expression, names } = runtimeExpression(runtime.code, runtime.fileName);
  for (const name of [LOCAL, ...names.map((n) => `${LOCAL}_${n}`)]) {
    if (host.code.includes(name)) {
      throw new Error(`${FOLD_RUNTIME_PLUGIN}: ${host.fileName} already uses the name ${name}`);
    }
  }
  const pattern = runtimeImport(runtime.fileName);
  for (const chunk of chunks) {
    if (chunk === runtime || !chunk.imports.includes(runtime.fileName)) continue;
    const taken: Array<[string, string]> = [];
    // The statement becomes spaces of its own length: the source map's columns stay true, and
    // the one line put before the code is the only change to the map.
    const code = chunk.code.replace(pattern, (statement, list: string) => {
      taken.push(...specifiers(list));
      return ' '.repeat(statement.length);
    });
    if (taken.length === 0) {
      throw new Error(
        `${FOLD_RUNTIME_PLUGIN}: ${chunk.fileName} imports ${runtime.fileName} in a way it cannot read`,
      );
    }
    const destructure = `{${taken.map(([name, local]) => `${name}:${local}`).join(',')}}`;
    let line: string;
    if (chunk === host) {
      const exported = names.map((n) => `${n}:${LOCAL}_${n}`).join(',');
      line =
        `const ${LOCAL}=${expression},${destructure}=${LOCAL},{${exported}}=${LOCAL};` +
        `export{${names.map((n) => `${LOCAL}_${n}`).join(',')}};`;
    } else if (chunk.imports.includes(host.fileName)) {
      const list = taken.map(([name, local]) => `${LOCAL}_${name} as ${local}`).join(',');
      line = `import{${list}}from"${relativeImport(chunk.fileName, host.fileName)}";`;
    } else {
      // A file that does not load the framework (the tenant validator) keeps its own copy.
      line = `const ${destructure}=${expression};`;
    }
    chunk.code = `${line}\n${code}`;
    chunk.imports = chunk.imports.filter((file) => file !== runtime.fileName);
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapAsset = bundle[`${chunk.fileName}.map`];
    if (mapAsset?.type === 'asset') mapAsset.source = shiftMapText(String(mapAsset.source));
  }
  delete bundle[runtime.fileName];
  delete bundle[`${runtime.fileName}.map`];
  // The pages' preloads of the runtime go with it (index.html's list).
  const preload = new RegExp(
    `\\s*<link rel="modulepreload"[^>]*${baseNamePattern(runtime.fileName)}"[^>]*>`,
    'g',
  );
  for (const page of Object.values(bundle)) {
    if (page.type === 'asset' && page.fileName.endsWith('.html')) {
      page.source = String(page.source).replace(preload, '');
    }
  }
  // Source maps name the runtime among their sources; an image's bytes are not text.
  const left = Object.values(bundle).find((o) => {
    const text = o.type === 'chunk' ? o.code : o.fileName.endsWith('.map') ? '' : o.source;
    return typeof text === 'string' && text.includes(posix.basename(runtime.fileName));
  });
  if (left) {
    throw new Error(`${FOLD_RUNTIME_PLUGIN}: ${left.fileName} still names ${runtime.fileName}`);
  }
  return runtime.fileName;
}

/** This module's text, hashed: it goes into every file's name (see above). */
const FOLD_SIGNATURE = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest('hex');

/** `host`: the `codeSplitting` group every page loads first (vite.config.ts's framework). */
export function foldRuntimePlugin({ host }: { host: string }): Plugin {
  return {
    name: FOLD_RUNTIME_PLUGIN,
    apply: 'build',
    augmentChunkHash() {
      return FOLD_SIGNATURE;
    },
    // After index.html is written (its preload list), before the start loader's map is read.
    enforce: 'post',
    generateBundle(_options, bundle) {
      foldRuntime(bundle as unknown as FoldBundle, host);
    },
  };
}
