/**
 * A merchant's served files in `--live` (the folder nginx serves): computed by the build's own
 * code (operators/toolkit/servedFiles.ts, and scripts/vite/compressPlugin.ts for the .gz and .br
 * copies nginx's gzip_static/brotli_static send), and written atomically with backups.
 */
import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { publishedFiles, servedTenant } from '../../../../toolkit/servedFiles.ts';
import { precompress } from '../../../../../scripts/vite/compressPlugin.ts';

/**
 * The file operations a publish does in `--live`; tests replace them to make a write fail
 * part-way (EACCES, ENOSPC), since chmod does not stop root.
 */
export interface LiveFs {
  /** The file's bytes, or undefined when it does not exist. */
  readFile(path: string): Buffer | undefined;
  writeFile(path: string, data: Buffer): void;
  rename(from: string, to: string): void;
  rm(path: string): void;
  mkdir(path: string): void;
  /** A second name for a file (a backup that costs no disk space and comes back by rename). */
  link(existing: string, path: string): void;
}

export const nodeLiveFs: LiveFs = {
  readFile(path) {
    try {
      return nodeFs.readFileSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  },
  writeFile: (path, data) => nodeFs.writeFileSync(path, data, { flag: 'wx' }),
  rename: (from, to) => nodeFs.renameSync(from, to),
  rm: (path) => nodeFs.rmSync(path, { force: true }),
  mkdir: (path) => nodeFs.mkdirSync(path, { recursive: true }),
  link: (existing, path) => nodeFs.linkSync(existing, path),
};

/**
 * Every file the build writes for this merchant text, relative to the build folder:
 * tenants/<code>.json, tenants/hosts/<domain key>.json, and their .gz/.br copies when the build
 * would compress them. Made by the build's functions in a staging folder, so the bytes are the
 * build's.
 */
export function servedFilesOf(code: string, text: string): Map<string, Buffer> {
  const stage = nodeFs.mkdtempSync(join(tmpdir(), 'studio-stage-'));
  try {
    const files = publishedFiles([servedTenant(code, text)]);
    for (const [path, json] of files) {
      nodeFs.mkdirSync(dirname(join(stage, path)), { recursive: true });
      nodeFs.writeFileSync(join(stage, path), json);
    }
    precompress(stage);
    const out = new Map<string, Buffer>();
    const walk = (dir: string): void => {
      for (const entry of nodeFs.readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else out.set(relative(stage, path).split('\\').join('/'), nodeFs.readFileSync(path));
      }
    };
    walk(stage);
    return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
  } finally {
    nodeFs.rmSync(stage, { recursive: true, force: true });
  }
}

/** What a publish does in `--live`: files to write, files to remove. */
export interface LivePlan {
  write: Map<string, Buffer>;
  /** Files of the old version the new one no longer has (a dropped domain, a stale .gz). */
  remove: string[];
}

/**
 * From the published text to the new one: write every new file, remove the old version's files
 * the new one does not have, but only while they hold what the old version wrote (never another
 * merchant's file that took the name since).
 */
export function livePlan(
  live: string,
  code: string,
  oldText: string | undefined,
  newText: string,
  fs: LiveFs = nodeLiveFs,
): LivePlan {
  const next = servedFilesOf(code, newText);
  const previous = oldText === undefined ? new Map<string, Buffer>() : servedFilesOf(code, oldText);
  const remove = [...previous]
    .filter(([path]) => !next.has(path))
    .filter(([path, bytes]) => fs.readFile(join(live, path))?.equals(bytes) === true)
    .map(([path]) => path);
  return { write: next, remove };
}

/** A live file as it was before a publish touched it (undefined: it did not exist). */
export interface Backup {
  path: string;
  before: Buffer | undefined;
}

export class LiveWriteError extends Error {
  constructor(
    message: string,
    readonly restoreErrors: string[],
  ) {
    super(message);
    this.name = 'LiveWriteError';
  }
}

/** Temp file in the same folder, then rename: a reader (nginx) sees the old file or the new one. */
function replace(fs: LiveFs, file: string, data: Buffer): void {
  fs.mkdir(dirname(file));
  const temp = join(dirname(file), `.studio-${randomBytes(6).toString('hex')}.tmp`);
  try {
    fs.writeFile(temp, data);
    fs.rename(temp, file);
  } catch (error) {
    try {
      fs.rm(temp);
    } catch {
      // The temp file's removal failing must not hide why the write failed.
    }
    throw error;
  }
}

/** The current bytes of every file a plan touches (those that change): what to restore. */
export function backupsOf(live: string, plan: LivePlan, fs: LiveFs = nodeLiveFs): Backup[] {
  const backups: Backup[] = [];
  for (const [path, data] of plan.write) {
    const before = fs.readFile(join(live, path));
    if (!before?.equals(data)) backups.push({ path, before });
  }
  for (const path of plan.remove) backups.push({ path, before: fs.readFile(join(live, path)) });
  return backups;
}

/** A plan carried out: `undo` puts every file back, `keep` drops the backups. */
export interface AppliedPlan {
  undo(): string[];
  keep(): void;
}

/**
 * Carries out a plan. Before a file is replaced or removed, it gets a second name beside it (a
 * hard link: no disk space needed), so putting it back is a rename even on a full disk. On any
 * failure every file touched is put back and the error thrown, so `--live` is as it was.
 */
export function applyPlan(
  live: string,
  plan: LivePlan,
  backups: readonly Backup[],
  fs: LiveFs = nodeLiveFs,
): AppliedPlan {
  const touched: { file: string; saved: string | undefined; done: boolean }[] = [];
  const undo = (): string[] => {
    const errors: string[] = [];
    for (const { file, saved, done } of touched.splice(0).reverse()) {
      try {
        // Not replaced yet: the file is still the backup's inode (rename would do nothing).
        if (!done) {
          if (saved) fs.rm(saved);
        } else if (saved) fs.rename(saved, file);
        else fs.rm(file);
      } catch (error) {
        errors.push(`${relative(live, file)}: ${(error as Error).message}`);
      }
    }
    return errors;
  };
  try {
    for (const backup of backups) {
      const file = join(live, backup.path);
      const data = plan.write.get(backup.path);
      let saved: string | undefined;
      if (backup.before !== undefined) {
        saved = join(dirname(file), `.studio-${randomBytes(6).toString('hex')}.bak`);
        fs.link(file, saved);
      } else {
        fs.mkdir(dirname(file));
      }
      const entry = { file, saved, done: false };
      touched.push(entry);
      if (data === undefined) fs.rm(file);
      else replace(fs, file, data);
      entry.done = true;
    }
  } catch (error) {
    const restoreErrors = undo();
    const why = (error as Error).message;
    throw new LiveWriteError(
      restoreErrors.length === 0
        ? why
        : `${why}; restoring failed too: ${restoreErrors.join('; ')}`,
      restoreErrors,
    );
  }
  return {
    undo,
    keep() {
      for (const { saved } of touched.splice(0)) {
        try {
          if (saved) fs.rm(saved);
        } catch {
          // A backup left behind is removed by the next start (removeTempFiles).
        }
      }
    },
  };
}

/** Puts backed-up files back (newest first); returns what could not be restored. */
export function restoreBackups(
  live: string,
  backups: readonly Backup[],
  fs: LiveFs = nodeLiveFs,
): string[] {
  const errors: string[] = [];
  for (const backup of [...backups].reverse()) {
    const file = join(live, backup.path);
    try {
      const now = fs.readFile(file);
      if (backup.before === undefined) {
        if (now !== undefined) fs.rm(file);
      } else if (!now?.equals(backup.before)) {
        replace(fs, file, backup.before);
      }
    } catch (error) {
      errors.push(`${backup.path}: ${(error as Error).message}`);
    }
  }
  return errors;
}
