import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** Bytes of `data` once gzip-compressed at level 9 (what a well-configured server sends). */
export function gzipSize(data: Uint8Array | string): number {
  return gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length;
}

/** Gzip size of one file. */
export async function gzipSizeOfFile(path: string): Promise<number> {
  return gzipSize(await readFile(path));
}

/** Sum of each file's own gzip size; `files` are relative to `dir`, each counted once. */
export async function gzipSizeOfFiles(dir: string, files: Iterable<string>): Promise<number> {
  const sizes = await Promise.all(
    [...new Set(files)].map((file) => gzipSizeOfFile(join(dir, file))),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
