/**
 * Firebase reaches the app through its modular entry points only, and as values only in lazy
 * chunks: `import('firebase/...')` where push or phone sign-in start, or the service worker.
 * The package root `firebase` and `firebase/compat/*` pull in every product (and the namespaced
 * API); a static value import in app code would put the SDK in the initial JS.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ALLOWED = new Set([
  'firebase/app',
  'firebase/auth',
  'firebase/messaging',
  'firebase/messaging/sw',
]);
/** The service worker is its own bundle: it may import firebase statically. */
const WORKER = 'src/sw/';

interface FirebaseImport {
  file: string;
  specifier: string;
  kind: 'type' | 'static' | 'dynamic';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every import of a firebase module in `code`: static (value or type), dynamic, re-export. */
function firebaseImportsOf(file: string, code: string): FirebaseImport[] {
  const found: FirebaseImport[] = [];
  const specifier = `['"](firebase(?:/[^'"]*)?)['"]`;
  for (const m of code.matchAll(new RegExp(`\\bimport\\s*\\(\\s*${specifier}\\s*\\)`, 'g'))) {
    found.push({ file, specifier: m[1] ?? '', kind: 'dynamic' });
  }
  for (const m of code.matchAll(
    new RegExp(`^\\s*(import|export)\\s+(type\\s+)?(?:[^'";]*?\\sfrom\\s+)?${specifier}`, 'gm'),
  )) {
    found.push({ file, specifier: m[3] ?? '', kind: m[2] ? 'type' : 'static' });
  }
  return found;
}

describe('firebase imports', () => {
  it('are read from source as the checks below need', () => {
    const code = [
      "import type { Auth } from 'firebase/auth';",
      "import { initializeApp } from 'firebase/app';",
      "import firebase from 'firebase';",
      "import 'firebase/compat/messaging';",
      "const m = await import('firebase/messaging');",
    ].join('\n');
    expect(firebaseImportsOf('x.ts', code)).toEqual([
      { file: 'x.ts', specifier: 'firebase/messaging', kind: 'dynamic' },
      { file: 'x.ts', specifier: 'firebase/auth', kind: 'type' },
      { file: 'x.ts', specifier: 'firebase/app', kind: 'static' },
      { file: 'x.ts', specifier: 'firebase', kind: 'static' },
      { file: 'x.ts', specifier: 'firebase/compat/messaging', kind: 'static' },
    ]);
  });

  const imports = sourceFiles(join(ROOT, 'src')).flatMap((path) =>
    firebaseImportsOf(relative(ROOT, path).split('\\').join('/'), readFileSync(path, 'utf8')),
  );

  it('exist (push and phone sign-in use firebase)', () => {
    expect(imports.length).toBeGreaterThan(0);
  });

  it('name only the modular entry points used: app, auth, messaging', () => {
    const other = imports.filter((i) => !ALLOWED.has(i.specifier));
    expect(other).toEqual([]);
  });

  it('bring values into app code only through import(), so the SDK stays out of the initial JS', () => {
    const staticValues = imports.filter((i) => i.kind === 'static' && !i.file.startsWith(WORKER));
    expect(staticValues).toEqual([]);
  });
});
