import type { Manifest, ManifestChunk } from 'vite';

/**
 * The JS a browser loads for an HTML page before any lazy import: the page's script entries and
 * `<link rel="modulepreload">`s, plus every chunk they import statically, found by walking the
 * Vite/rolldown build manifest (`imports`, never `dynamicImports`).
 */

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const COMMENT = /<!--[\s\S]*?-->/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1];
    if (name) attributes.set(name.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const NO_ORIGIN = 'http://bench.invalid';

/**
 * The build-output path ('assets/x.js') a URL points at when it is served from the build under
 * `base` ('/m/') at `origin`; a relative URL is read against the base. Null for another origin
 * or a path outside the base.
 */
export function distPathOf(url: string, base: string, origin: string = NO_ORIGIN): string | null {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  let pathname: string;
  try {
    const parsed = new URL(url, new URL(prefix, origin));
    if (parsed.origin !== new URL(origin).origin) return null;
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (!pathname.startsWith(prefix)) return null;
  const path = pathname.slice(prefix.length);
  return path === '' ? null : path;
}

/** Build-output paths of the scripts with `src` and the module preloads an HTML page names, in order. */
export function htmlInitialScripts(html: string, base: string): string[] {
  const files: string[] = [];
  for (const match of html.replace(COMMENT, '').matchAll(TAG)) {
    const attributes = attributesOf(match[2] ?? '');
    const isScript = match[1]?.toLowerCase() === 'script';
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const url = isScript
      ? attributes.get('src')
      : rel.includes('modulepreload')
        ? attributes.get('href')
        : undefined;
    const path = url === undefined ? null : distPathOf(url, base);
    if (path !== null && !files.includes(path)) files.push(path);
  }
  return files;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isManifestChunk(value: unknown): value is ManifestChunk {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const chunk = value as Record<string, unknown>;
  return (
    typeof chunk.file === 'string' &&
    (chunk.imports === undefined || isStringArray(chunk.imports)) &&
    (chunk.dynamicImports === undefined || isStringArray(chunk.dynamicImports))
  );
}

/** Checks the shape of a parsed `.vite/manifest.json`; throws naming the first bad key. */
export function parseManifest(value: unknown): Manifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('build manifest: expected an object of chunks');
  }
  const manifest: Manifest = {};
  for (const [key, chunk] of Object.entries(value)) {
    if (!isManifestChunk(chunk)) throw new Error(`build manifest: "${key}" is not a chunk`);
    manifest[key] = chunk;
  }
  return manifest;
}

/**
 * `startFiles` (build-output paths) and every chunk they import statically, each once, in the
 * order found. A start file the manifest does not know is kept as it is; a chunk reached only
 * through `dynamicImports` is not included.
 */
export function staticImportClosure(manifest: Manifest, startFiles: readonly string[]): string[] {
  const keyOfFile = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!keyOfFile.has(chunk.file)) keyOfFile.set(chunk.file, key);
  }
  const files: string[] = [];
  const seenKeys = new Set<string>();
  const addFile = (file: string): void => {
    if (!files.includes(file)) files.push(file);
  };
  const visit = (key: string): void => {
    if (seenKeys.has(key)) return;
    seenKeys.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`build manifest: "${key}" is imported but not listed`);
    addFile(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of startFiles) {
    const key = keyOfFile.get(file);
    if (key === undefined) addFile(file);
    else visit(key);
  }
  return files;
}

/** The JS files (build-output paths) an HTML page loads before any lazy import. */
export function initialJsFiles(html: string, manifest: Manifest, base: string): string[] {
  return staticImportClosure(manifest, htmlInitialScripts(html, base)).filter(isJsFile);
}

/** Whether a build-output path is a JavaScript file. */
export function isJsFile(path: string): boolean {
  return /\.m?js$/i.test(path);
}

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT =
  /(?:\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?|\bexport\s*(?:\*|\{[^}]*\})\s*from\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** The relative paths a built chunk imports statically, in order, each once. */
export function staticImportsOf(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const path = match[1];
    if (path && !found.includes(path)) found.push(path);
  }
  return found;
}

/**
 * A build manifest read back from the built JS files themselves (`assets/x.js` → the chunks it
 * imports statically), for a build made without one (the plain `vite build` of `npm test`).
 * Keyed by file, which `staticImportClosure` accepts.
 */
export function manifestFromChunks(chunks: ReadonlyMap<string, string>): Manifest {
  const manifest: Manifest = {};
  for (const [file, code] of chunks) {
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    const imports = staticImportsOf(code).map((relative) =>
      new URL(relative, `http://x/${dir}`).pathname.slice(1),
    );
    manifest[file] = { file, imports: imports.filter((path) => chunks.has(path)) };
  }
  return manifest;
}
