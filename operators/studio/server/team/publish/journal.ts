/**
 * The publish journal, `<data>/.git/studio/journal.json`: written before the commit step and
 * after each step, with backups of the live files under `<data>/.git/studio/backup/`, so the next
 * start can finish or roll back a publish the process did not live to end (Publisher.recover).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Person } from '../store/GitRepo.ts';
import type { Backup } from './liveFiles.ts';

export type JournalPhase = 'commit' | 'files' | 'nginx';

export interface JournalEntry {
  version: 1;
  id: string;
  merchant: string;
  /** The published branch and the commits before and after the publish. */
  ref: string;
  oldCommit: string;
  newCommit: string;
  reviewer: Person;
  comment?: string;
  /** The step running when the entry was last written. */
  phase: JournalPhase;
  startedAt: string;
  /** The process publishing (a second studio server on the same data must not undo its work). */
  pid?: number;
  /** Live files the files step is replacing: backup file name, or null when it did not exist. */
  backups?: { path: string; backup: string | null }[];
}

export class Journal {
  readonly file: string;
  readonly backupDir: string;

  constructor(readonly dir: string) {
    this.file = join(dir, 'journal.json');
    this.backupDir = join(dir, 'backup');
  }

  read(): JournalEntry | undefined {
    if (!existsSync(this.file)) return undefined;
    try {
      const entry = JSON.parse(readFileSync(this.file, 'utf8')) as JournalEntry;
      return entry.version === 1 ? entry : undefined;
    } catch {
      return undefined;
    }
  }

  write(entry: JournalEntry): void {
    mkdirSync(this.dir, { recursive: true });
    const temp = join(this.dir, `.journal-${randomBytes(4).toString('hex')}.tmp`);
    writeFileSync(temp, `${JSON.stringify(entry, null, 2)}\n`);
    renameSync(temp, this.file);
  }

  /** Keeps the bytes of the live files a publish replaces, for a restart's roll-back. */
  saveBackups(backups: readonly Backup[]): { path: string; backup: string | null }[] {
    rmSync(this.backupDir, { recursive: true, force: true });
    mkdirSync(this.backupDir, { recursive: true });
    return backups.map((b, index) => {
      if (b.before === undefined) return { path: b.path, backup: null };
      const name = String(index);
      writeFileSync(join(this.backupDir, name), b.before);
      return { path: b.path, backup: name };
    });
  }

  loadBackups(entry: JournalEntry): Backup[] {
    // Only names saveBackups gives (a number): a changed journal reads nothing else.
    return (entry.backups ?? [])
      .filter((b) => b.backup === null || /^\d+$/.test(b.backup))
      .map((b) => ({
        path: b.path,
        before: b.backup === null ? undefined : readFileSync(join(this.backupDir, b.backup)),
      }));
  }

  /** True when the entry belongs to another process that is still running. */
  static heldByOther(entry: JournalEntry): boolean {
    if (entry.pid === undefined || entry.pid === process.pid) return false;
    try {
      process.kill(entry.pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  }

  clear(): void {
    rmSync(this.file, { force: true });
    rmSync(this.backupDir, { recursive: true, force: true });
  }
}
