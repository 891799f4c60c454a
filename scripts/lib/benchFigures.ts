import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { inlineScripts } from '../serve/csp.ts';
import type { BuiltPage } from './benchBuild.ts';
import { initialJsFiles, isJsFile } from './benchGraph.ts';
import { gzipSize, gzipSizeOfFile } from './benchGzip.ts';
import type { BenchResult } from './benchReport.ts';
import type { RouteJs } from './benchRouteJs.ts';

/** The sizes the bench reports, in gzip bytes (level 9), from the builds and the captured routes. */

export interface RouteFigures {
  /** The HTML's static JS graph: entry scripts, module preloads and their static imports. */
  initialJsGzip: number;
  /** initialJsGzip / the floor's initial JS. */
  ratio: number;
  /** Every JS file the route fetched at start in a browser (static graph and lazy chunks). */
  bootJsGzip: number;
}

/** Each counted file and its gzip size, kept in .bench/ to explain a figure. */
export type FileSizes = Record<string, number>;

export async function fileSizes(outDir: string, files: readonly string[]): Promise<FileSizes> {
  const sizes: FileSizes = {};
  for (const file of files) sizes[file] = await gzipSizeOfFile(join(outDir, file));
  return sizes;
}

export function total(sizes: FileSizes): number {
  return Object.values(sizes).reduce((sum, size) => sum + size, 0);
}

export function ratio(value: number, floor: number): number {
  return floor > 0 ? Math.round((value / floor) * 1000) / 1000 : Number.POSITIVE_INFINITY;
}

/** The initial JS of a built page, file by file; its inline scripts count too. */
export async function initialJs(page: BuiltPage): Promise<FileSizes> {
  const sizes = await fileSizes(page.outDir, initialJsFiles(page.html, page.manifest, page.base));
  // The start loader, inline in index.html, read as the CSP's hashes read it.
  inlineScripts(page.html).forEach((text, index) => {
    sizes[`index.html, inline script ${index + 1}`] = gzipSize(text);
  });
  return sizes;
}

/** The JS a captured route fetched that is part of the build, file by file. */
export async function bootJs(page: BuiltPage, route: RouteJs): Promise<FileSizes> {
  return fileSizes(page.outDir, route.files.filter(isJsFile));
}

export function indexHtmlGzip(page: BuiltPage): number {
  return gzipSize(page.html);
}

/** Gzip size of each published tenant file, dist/tenants/<code>.json, by merchant code. */
export async function tenantSizes(outDir: string): Promise<Record<string, number>> {
  const dir = join(outDir, 'tenants');
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name)
    .sort();
  const sizes: Record<string, number> = {};
  for (const name of names)
    sizes[basename(name, '.json')] = gzipSize(await readFile(join(dir, name)));
  return sizes;
}

/**
 * The size figures from the two builds and what each route fetched (keyed by its URL in
 * `captured`); the result and every counted file are written to `detailsFile`.
 */
export async function measure(options: {
  app: BuiltPage;
  floor: BuiltPage;
  routes: ReadonlyArray<{ route: string; url: string }>;
  captured: Map<string, RouteJs>;
  detailsFile: string;
}): Promise<BenchResult> {
  const { app, floor } = options;
  const floorJs = await initialJs(floor);
  const appJs = await initialJs(app);
  const result: BenchResult = {
    floorInitialJsGzip: total(floorJs),
    routes: {},
    indexHtmlGzip: indexHtmlGzip(app),
    tenants: await tenantSizes(app.outDir),
  };
  const bootFiles: Record<string, FileSizes> = {};
  for (const { route, url } of options.routes) {
    const seen = options.captured.get(url);
    if (!seen) throw new Error(`${url} was not captured`);
    const boot = await bootJs(app, seen);
    bootFiles[route] = boot;
    result.routes[route] = {
      initialJsGzip: total(appJs),
      ratio: ratio(total(appJs), result.floorInitialJsGzip),
      bootJsGzip: total(boot),
    };
  }
  const files = { floorInitialJs: floorJs, appInitialJs: appJs, bootJs: bootFiles };
  await mkdir(dirname(options.detailsFile), { recursive: true });
  await writeFile(options.detailsFile, `${JSON.stringify({ result, files }, null, 2)}\n`);
  return result;
}
