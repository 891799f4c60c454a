import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { MIME_TYPES } from '../serve/mimeTypes.ts';

/** Text files worth compressing; source maps are for developers and stay as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt)$/;
/** Below this a compressed file saves less than its own overhead. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/**
 * Writes `<file>.gz` (gzip level 9) and `<file>.br` (Brotli quality 11, about 13% smaller for
 * the first screen's JS) beside each compressible file of a build folder; returns how many
 * files were compressed.
 */
export function precompress(outDir: string): number {
  let written = 0;
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    );
    written += 1;
  }
  return written;
}

const TYPE_OF = new Map(
  MIME_TYPES.flatMap(([type, extensions]) => extensions.split(' ').map((ext) => [`.${ext}`, type])),
);

/** True when the request's Accept-Encoding names Brotli (and does not refuse it with q=0). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([name, q]) => name === 'br' && !/^\s*q=0(?:\.0*)?\s*$/.test(q ?? ''));
}

/**
 * The production server sends these with nginx's brotli_static and gzip_static
 * (docs/serving.md), so no request pays for compression; `vite preview` (the bench, the e2e
 * tests) sends the `.br` files the same way and leaves the rest to its own gzip. Runs last,
 * after the service worker is written, so the worker's precache list never names a .gz or .br
 * file.
 */
export function compressPlugin(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'mobile-web:compress',
    configResolved(config) {
      // resolve, not join: the bench builds its floor into an absolute folder.
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompress(outDir);
      },
    },
    configurePreviewServer(server) {
      // After the other plugins' header middlewares (this plugin is last): they have set the
      // answer's headers already; this one sends the body.
      server.middlewares.use((req, res, next) => {
        if (
          (req.method !== 'GET' && req.method !== 'HEAD') ||
          !acceptsBrotli(req.headers['accept-encoding'])
        ) {
          return next();
        }
        const path = decodeURIComponent(req.url?.split('?')[0] ?? '');
        if (!path.startsWith(base) || path.includes('..')) return next();
        const file = join(outDir, path.slice(base.length));
        const type = TYPE_OF.get(extname(file));
        if (!type || !existsSync(`${file}.br`)) return next();
        const body = readFileSync(`${file}.br`);
        res.statusCode = 200;
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
