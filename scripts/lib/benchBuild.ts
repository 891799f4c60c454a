import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, loadConfigFromFile, mergeConfig } from 'vite';
import type { InlineConfig, Logger, Manifest, Plugin, PluginOption } from 'vite';
import { isJsFile, manifestFromChunks, parseManifest } from './benchGraph.ts';
import { progress } from './benchLog.ts';

/**
 * The two bench builds, both from the project's vite.config.ts: the app itself, and the framework
 * floor page (bench/floor) without the plugins only the product needs. Both write a build
 * manifest (`.vite/manifest.json`), which the plain `vite build` does not.
 */

/** Plugins that serve or publish the product's own files; the floor page is built without them. */
export const PROJECT_ONLY_PLUGINS: readonly string[] = [
  'mobile-web:tenants',
  // The product's catalogues ship as ASTs; the floor page's messages are plain strings.
  'mobile-web:messages-ast',
  // The start loader preloads the product's own chunks and tenant file.
  'mobile-web:start',
  'mobile-web:demo-api',
  'demo-api',
];

export function isProjectOnlyPlugin(name: string): boolean {
  return PROJECT_ONLY_PLUGINS.includes(name) || name.startsWith('vite-plugin-pwa');
}

/** A finished build: where it is, the public base it was built for, its manifest and index.html. */
export interface BuiltPage {
  outDir: string;
  base: string;
  manifest: Manifest;
  html: string;
}

export interface BuildOptions {
  /** The project root (where vite.config.ts is). */
  root: string;
  outDir: string;
  logger: Logger;
}

function hasName(plugin: unknown): plugin is Plugin {
  return (
    typeof plugin === 'object' &&
    plugin !== null &&
    typeof (plugin as { name?: unknown }).name === 'string'
  );
}

/** The config's plugins, flattened and awaited, without the project-only ones. */
export async function floorPlugins(option: PluginOption): Promise<Plugin[]> {
  const value = await option;
  if (Array.isArray(value)) {
    const nested = await Promise.all(value.map((item: PluginOption) => floorPlugins(item)));
    return nested.flat();
  }
  return hasName(value) && !isProjectOnlyPlugin(value.name) ? [value] : [];
}

/** Records the resolved public base of a build. */
function baseProbe(found: (base: string) => void): Plugin {
  return { name: 'bench:base', configResolved: (config) => found(config.base) };
}

async function readBuilt(outDir: string, base: string): Promise<BuiltPage> {
  const [manifestText, html] = await Promise.all([
    readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    readFile(join(outDir, 'index.html'), 'utf8'),
  ]);
  return { outDir, base, manifest: parseManifest(JSON.parse(manifestText)), html };
}

async function readManifest(outDir: string): Promise<Manifest> {
  try {
    return parseManifest(
      JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // A plain `vite build` writes no manifest: read the graph back from the chunks.
  const names = (await readdir(join(outDir, 'assets'))).filter(isJsFile);
  const chunks = new Map<string, string>();
  for (const name of names) {
    chunks.set(`assets/${name}`, await readFile(join(outDir, 'assets', name), 'utf8'));
  }
  return manifestFromChunks(chunks);
}

/**
 * An app build that is already there (`--no-build`, e.g. the `vite build` CI just tested), with
 * the base from vite.config.ts; null when `outDir` holds no build.
 */
export async function existingApp({
  root,
  outDir,
  logger,
}: BuildOptions): Promise<BuiltPage | null> {
  let html: string;
  try {
    html = await readFile(join(outDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
    join(root, 'vite.config.ts'),
    root,
    'warn',
    logger,
  );
  const base = loaded?.config.base ?? '/';
  return { outDir, base, manifest: await readManifest(outDir), html };
}

/** `vite build` of the app with the project's config, plus a build manifest. */
export async function buildApp({ root, outDir, logger }: BuildOptions): Promise<BuiltPage> {
  let base = '/';
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    customLogger: logger,
    logLevel: 'warn',
    plugins: [baseProbe((found) => (base = found))],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return readBuilt(outDir, base);
}

/** The app to measure: the build in `outDir` when `reuse` and there is one, else a new build. */
export async function appToMeasure(options: BuildOptions & { reuse: boolean }): Promise<BuiltPage> {
  const app = options.reuse ? await existingApp(options) : null;
  if (app) {
    progress(`reusing the build in ${options.outDir}`);
    return app;
  }
  progress(`building the app into ${options.outDir}`);
  return buildApp(options);
}

/**
 * The floor page `pageDir`/index.html built with the project's Vite config (same React plugin,
 * target, minifier, chunking and base), minus the project-only plugins.
 */
export async function buildFloor({
  root,
  outDir,
  logger,
  pageDir,
}: BuildOptions & { pageDir: string }): Promise<BuiltPage> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
    join(root, 'vite.config.ts'),
    root,
    'warn',
    logger,
  );
  if (!loaded) throw new Error('vite.config.ts not found');
  let base = '/';
  const plugins = [
    ...(await floorPlugins(loaded.config.plugins ?? [])),
    baseProbe((found) => (base = found)),
  ];
  const overrides: InlineConfig = {
    root: pageDir,
    configFile: false,
    publicDir: false,
    envDir: root,
    mode: 'production',
    customLogger: logger,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: { input: join(pageDir, 'index.html') },
    },
  };
  const config: InlineConfig = mergeConfig({ ...loaded.config, plugins: [] }, overrides);
  await build({ ...config, plugins });
  return readBuilt(outDir, base);
}
