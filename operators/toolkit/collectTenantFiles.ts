import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

export interface Collected {
  /** JSON files, relative to `cwd` with '/' separators, in a stable order. */
  files: string[];
  /** Arguments that named nothing readable. */
  missing: string[];
}

function jsonFilesUnder(dir: string, recursive: boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && recursive && entry.name !== 'node_modules') {
      out.push(...jsonFilesUnder(path, recursive));
    } else if (entry.isFile() && entry.name.endsWith('.json')) out.push(path);
  }
  return out;
}

/**
 * Expands file and directory arguments into the tenant files to check. Directories are read
 * recursively unless `recursive` is false (the default run reads only tenants/*.json).
 */
export function collectTenantFiles(
  targets: readonly string[],
  cwd = process.cwd(),
  recursive = true,
): Collected {
  const files = new Set<string>();
  const missing: string[] = [];
  for (const target of targets) {
    const absolute = resolve(cwd, target);
    let found: string[];
    try {
      found = statSync(absolute).isDirectory()
        ? jsonFilesUnder(absolute, recursive).sort()
        : [absolute];
    } catch {
      missing.push(target);
      continue;
    }
    for (const file of found) files.add(relative(cwd, file).split(sep).join('/'));
  }
  return { files: [...files], missing };
}
