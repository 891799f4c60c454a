import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { escapeRegExp } from '../escapeRegExp.ts';

export interface SourceFile {
  /** Relative to src/, e.g. features/menu/MenuStore.ts. */
  path: string;
  text: string;
}

/** The app's own code: no tests, stories, generated files or test helpers. */
export function readSources(dir = 'src', prefix = ''): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(p);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|stories|gen)\.|\.d\.ts$/.test(entry.name)
      ) {
        out.push({
          path: `${prefix}${relative(dir, p).split('\\').join('/')}`,
          text: readFileSync(p, 'utf8'),
        });
      }
    }
  };
  walk(dir);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Which files read a key, found in the code rather than kept by hand:
 * - a top-level key: files that write `tenant.key` (or `tenant?.key`);
 * - a nested key: files among its parent's readers (or that import the parent's generated type,
 *   e.g. MenuEntry) that access `.key` or destructure `key`;
 * - a widget's prop: the widget's component (`WidgetComponent<'type'>`) when it reads the prop.
 * A key passed on whole with its parent has no reader of its own; the reference says so.
 */
export class KeyReaders {
  private readonly cache = new Map<string, string[]>();

  constructor(private readonly sources: readonly SourceFile[]) {}

  private accessing(files: readonly SourceFile[], key: string): SourceFile[] {
    const k = escapeRegExp(key);
    const pattern = new RegExp(`\\??\\.${k}\\b|[{,]\\s*${k}\\s*[,}:=]|\\['${k}'\\]|'${k}'`);
    return files.filter((f) => pattern.test(f.text));
  }

  private importing(typeName: string | undefined): SourceFile[] {
    if (!typeName) return [];
    const pattern = new RegExp(
      `import type \\{[^}]*\\b${escapeRegExp(typeName)}\\b[^}]*\\} from '[./]*config/tenant\\.gen'`,
    );
    return this.sources.filter((f) => pattern.test(f.text));
  }

  readersOf(segments: readonly string[], ownerTitle?: string, widgetType?: string): string[] {
    const cacheKey = `${segments.join('/')}|${widgetType ?? ''}`;
    const hit = this.cache.get(cacheKey);
    if (hit) return hit;
    const keys = segments.filter((s) => s !== '[]' && !s.startsWith('<'));
    const leaf = keys[keys.length - 1];
    let found: SourceFile[];
    if (leaf === undefined) found = [];
    else if (widgetType !== undefined) {
      const component = this.sources.filter((f) =>
        f.text.includes(`WidgetComponent<'${widgetType}'>`),
      );
      found = leaf === 'type' ? component : this.accessing(component, leaf);
      // Props every widget has (slot) are read where widgets are mounted.
      if (found.length === 0) {
        const mounting = new Set(this.readersOf(['widgets']));
        const host = this.sources.filter((f) => mounting.has(f.path) || /WidgetHost/.test(f.path));
        found = this.accessing([...host, ...this.importing('WidgetConfig')], leaf);
      }
    } else if (keys.length === 1) {
      const k = escapeRegExp(leaf);
      // tenant.key, root.tenant?.key, or const { key } = tenant
      const pattern = new RegExp(
        `\\btenant\\w*\\??\\.${k}\\b|\\{[^}]*\\b${k}\\b[^}]*\\}\\s*=\\s*(?:[\\w.]+\\.)?tenant\\b`,
      );
      found = [
        ...this.sources.filter((f) => pattern.test(f.text)),
        ...this.importing(ownerTitle === 'TenantConfig' ? undefined : ownerTitle),
      ];
    } else {
      const parentSegments = segments.slice(0, segments.lastIndexOf(leaf));
      const parents = new Set(this.readersOf(parentSegments));
      const candidates = [
        ...this.sources.filter((f) => parents.has(f.path)),
        ...this.importing(ownerTitle),
      ];
      found = this.accessing(candidates, leaf);
    }
    const paths = [...new Set(found.map((f) => f.path))].sort();
    this.cache.set(cacheKey, paths);
    return paths;
  }
}
