import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; source maps are for developers and stay as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt)$/;
/** Below this a gzip file saves less than its own overhead. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** Writes `<file>.gz` beside each compressible file of a build folder; returns how many. */
export function precompress(outDir: string): number {
  let written = 0;
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const gz = gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION });
    writeFileSync(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

/**
 * The production server sends these with nginx's gzip_static (docs/serving.md), so no request
 * pays for compression. Runs last, after the service worker is written, so the worker's
 * precache list never names a .gz file.
 */
export function gzipPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mobile-web:gzip',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: the bench builds its floor into an absolute folder.
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompress(outDir);
      },
    },
  };
}
