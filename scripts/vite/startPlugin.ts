import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import type { StartMap } from './startLoader.ts';
import { entryByBootstrap } from '../serve/entryBootstrap.ts';

/**
 * Writes the start loader (scripts/vite/startLoader.ts) with the build's file names into
 * index.html, inline before the entry (docs/decisions/0007-start-loader.md, 0012; the pages'
 * CSP allows it by its hash). Production build only.
 */
export const START_PLUGIN = 'mobile-web:start';

const FEATURES_DIR = 'src/features';
/** Where a feature declares itself: index.ts, or feature.ts beside it (docs/adding-a-feature.md). */
const FEATURE_FILES = ['index.ts', 'feature.ts'];
/** `widgetType: () => import('./Module')` in a feature's declaration. */
const WIDGET_LOADER = /(\w+):\s*\(\)\s*=>\s*import\(\s*'(\.\/[^']+)'\s*\)/g;
/**
 * `path: LOGIN_PATH (or '/login'), access: …, page: lazy(() => import('./Module')…` in a
 * feature's declaration; constants are read from src/config/routePaths.ts.
 */
const ROUTE_PAGE =
  /path:\s*(?:'([^']+)'|([A-Z][A-Z0-9_]*)),\s*access:\s*'\w+',\s*page:\s*lazy\(\s*\(\)\s*=>\s*import\(\s*'(\.\/[^']+)'/g;
const ROUTE_PATHS_FILE = 'src/config/routePaths.ts';
/** `export const LOGIN_PATH = '/login';` in src/config/routePaths.ts. */
const PATH_CONSTANT = /export const ([A-Z][A-Z0-9_]*) = '([^']+)';/g;
/** Pages a visit lands on from outside: the loader preloads their code. */
const START_ROUTES: ReadonlySet<string> = new Set(['/login', '/register']);
const LANGUAGE = /[\\/]src[\\/]i18n[\\/]messages[\\/]([a-z-]+)\.json$/;
const MODULE_EXTENSIONS = ['.tsx', '.ts'];

/**
 * The languages some tenant offers (tenants/*.json, published by this same build): the loader
 * maps only those. Null when none can be read (then every catalogue is mapped).
 */
export function tenantLanguages(root: string): Set<string> | null {
  const dir = join(root, 'tenants');
  if (!existsSync(dir)) return null;
  const found = new Set<string>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    try {
      const tenant = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
        languages?: { supported?: unknown };
      };
      const supported = tenant.languages?.supported;
      if (Array.isArray(supported)) for (const code of supported) found.add(String(code));
    } catch {
      // The tenants plugin fails the build on a broken file; nothing to add here.
    }
  }
  return found.size > 0 ? found : null;
}

/** Widget type → slots the tenant files put it in ('global', 'home', ...). */
export function widgetSlots(root: string): Map<string, Set<string>> {
  const slots = new Map<string, Set<string>>();
  const dir = join(root, 'tenants');
  if (!existsSync(dir)) return slots;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    try {
      const tenant = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
        widgets?: Array<{ type?: unknown; slot?: unknown }>;
      };
      for (const widget of tenant.widgets ?? []) {
        if (typeof widget.type !== 'string') continue;
        const slot = typeof widget.slot === 'string' ? widget.slot : 'home';
        const set = slots.get(widget.type) ?? new Set<string>();
        set.add(slot);
        slots.set(widget.type, set);
      }
    } catch {
      // The tenants plugin fails the build on a broken file.
    }
  }
  return slots;
}

/** Module paths (absolute, without extension) named by the features' index files. */
export interface FeatureModules {
  widgets: Map<string, string>;
  routes: Map<string, string>;
}

/** Modules the loader preloads before the tenant file is in (absolute, without extension). */
export interface StartModules {
  /** Every first screen: the API client and the services boot starts. */
  any: readonly string[];
  /** A member's home: the widgets the tenant files put only on the home. */
  home: readonly string[];
  /** Widget types the tenant files put only on the home (the loader preloads `home` there). */
  homeOnly?: readonly string[];
  /** The code that lays a merchant's texts over the catalogue: with the texts file. */
  texts?: readonly string[];
}

/** What boot imports on every route before the first screen (a module of the boot group). */
export const BOOT_MODULES: readonly string[] = ['src/features/pwa/runtime'];

/** The API client: before the first paint only where the first screen asks for data (home). */
export const API_CLIENT_MODULE = 'src/api/client';

/** The home page itself (its settle area), loaded with a member's home widgets. */
export const HOME_PAGE_MODULE = 'src/app/HomePage';

/** Lays a merchant's texts over the catalogue (src/features/locale/feature.ts imports it). */
export const MERCHANT_TEXTS_MODULE = 'src/i18n/merchantTexts';

export function startModules(root: string, modules: FeatureModules): StartModules {
  const slots = widgetSlots(root);
  const homeWidgets = [...modules.widgets].filter(
    ([type]) => slots.get(type)?.has('home') && !slots.get(type)?.has('global'),
  );
  const home = homeWidgets.map(([, module]) => module);
  home.push(resolve(root, HOME_PAGE_MODULE), resolve(root, API_CLIENT_MODULE));
  return {
    any: BOOT_MODULES.map((path) => resolve(root, path)),
    home,
    homeOnly: homeWidgets.map(([type]) => type),
    texts: [resolve(root, MERCHANT_TEXTS_MODULE)],
  };
}

/** The widget and route modules the feature index files import lazily, read from their source. */
export function featureModules(root: string): FeatureModules {
  const widgets = new Map<string, string>();
  const routes = new Map<string, string>();
  const dir = join(root, FEATURES_DIR);
  if (!existsSync(dir)) return { widgets, routes };
  const constants = routePathConstants(root);
  for (const feature of readdirSync(dir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    for (const file of FEATURE_FILES) {
      let source: string;
      try {
        source = readFileSync(join(dir, feature.name, file), 'utf8');
      } catch {
        continue;
      }
      for (const [, type, module] of source.matchAll(WIDGET_LOADER)) {
        if (type && module) widgets.set(type, resolve(dir, feature.name, module));
      }
      for (const [, literal, constant, module] of source.matchAll(ROUTE_PAGE)) {
        const path = literal ?? (constant ? constants.get(constant) : undefined);
        if (path && module) routes.set(path, resolve(dir, feature.name, module));
      }
    }
  }
  return { widgets, routes };
}

/** The route path constants (LOGIN_PATH → '/login'); empty when the file is missing. */
function routePathConstants(root: string): Map<string, string> {
  const constants = new Map<string, string>();
  const file = join(root, ROUTE_PATHS_FILE);
  if (!existsSync(file)) return constants;
  const source = readFileSync(file, 'utf8');
  for (const [, name, value] of source.matchAll(PATH_CONSTANT)) {
    if (name && value) constants.set(name, value);
  }
  return constants;
}

/** The parts of an output chunk the map needs (rolldown's OutputChunk and Vite's metadata). */
export interface ChunkFacts {
  fileName: string;
  facadeModuleId: string | null;
  /** Every module the chunk holds (a group chunk holds several lazy modules, decision 0008). */
  moduleIds?: readonly string[];
  isEntry: boolean;
  imports: readonly string[];
  css: readonly string[];
}

function withoutExtension(id: string): string {
  const clean = id.split('?')[0] ?? id;
  const extension = MODULE_EXTENSIONS.find((ext) => clean.endsWith(ext));
  return extension ? clean.slice(0, -extension.length) : clean;
}

/**
 * The loader's map: for each language, widget and route page, its chunk, the chunks it imports
 * statically and their CSS, less what the entry loads anyway (index.html preloads that).
 */
export function startMap(
  chunks: readonly ChunkFacts[],
  modules: FeatureModules,
  options: { base: string; previewBuild: boolean },
  languages: ReadonlySet<string> | null = null,
  start: StartModules = { any: [], home: [] },
): StartMap {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    const chunk = byFile.get(file);
    for (const css of chunk?.css ?? []) into.add(css);
    for (const imported of chunk?.imports ?? []) closure(imported, into);
    return into;
  };
  const initial = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, initial);
  const filesOf = (chunk: ChunkFacts): string[] =>
    [...closure(chunk.fileName)]
      .filter((file) => !initial.has(file))
      .map((file) => file.replace(/^assets\//, ''));
  const byModule = new Map<string, ChunkFacts>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds ?? []) byModule.set(withoutExtension(id), chunk);
    if (chunk.facadeModuleId) byModule.set(withoutExtension(chunk.facadeModuleId), chunk);
  }
  const filesOfModules = (list: readonly string[]): string[] => [
    ...new Set(
      list.flatMap((module) => {
        const chunk = byModule.get(module);
        return chunk ? filesOf(chunk) : [];
      }),
    ),
  ];
  const map: StartMap = {
    ...options,
    start: filesOfModules(start.any),
    home: filesOfModules(start.home),
    texts: filesOfModules(start.texts ?? []),
    languages: {},
    widgets: {},
    routes: {},
  };
  for (const chunk of chunks) {
    const language = chunk.facadeModuleId ? LANGUAGE.exec(chunk.facadeModuleId)?.[1] : undefined;
    const code = language?.toUpperCase();
    if (code && (code === 'EN' || !languages || languages.has(code))) {
      map.languages[code] = filesOf(chunk);
    }
  }
  // A widget whose files the loader preloads anyway where it shows needs no entry (the map is
  // part of index.html, counted in the initial JS): every first screen preloads `start`, a
  // member's home `home` too.
  const always = new Set(map.start);
  const onHome = new Set([...map.start, ...map.home]);
  const homeOnly = new Set(start.homeOnly ?? []);
  for (const [type, module] of modules.widgets) {
    const chunk = byModule.get(module);
    const files = chunk ? filesOf(chunk) : [];
    const covered = homeOnly.has(type) ? onHome : always;
    if (files.some((file) => !covered.has(file))) map.widgets[type] = files;
  }
  for (const [path, module] of modules.routes) {
    // The pages a visit starts on; a member's own pages are reached from the home.
    if (!START_ROUTES.has(path)) continue;
    const chunk = byModule.get(module);
    if (chunk) map.routes[path] = filesOf(chunk);
  }
  return map;
}

const LOADER_MODULE = join(import.meta.dirname, 'startLoader.ts');
const LOADER_ENTRY = '\0mobile-web-start-entry';

/**
 * The inline script: the loader and what it imports (the early calls' rules, src/api), bundled
 * into one minified script that calls it with its map (it counts as initial JS).
 */
export async function loaderSource(map: StartMap): Promise<string> {
  const bundle = await rolldown({
    input: LOADER_ENTRY,
    platform: 'browser',
    logLevel: 'warn',
    plugins: [
      {
        name: 'mobile-web:start-entry',
        resolveId: (id) => (id === LOADER_ENTRY ? id : null),
        load: (id) =>
          id === LOADER_ENTRY
            ? `import { startLoader } from ${JSON.stringify(LOADER_MODULE)};\n` +
              `startLoader(${JSON.stringify(map)}, window);\n`
            : null,
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true, comments: false });
    const [chunk, ...rest] = output;
    if (!chunk || chunk.type !== 'chunk' || rest.length > 0) {
      throw new Error(`start loader: expected one script, got ${output.length} files`);
    }
    return chunk.code;
  } finally {
    await bundle.close();
  }
}

const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page's module preloads moved to the top of its head, the largest first: the framework
 * chunk, the longest download of every first screen, asks for a connection before the
 * loader's and the stylesheet's requests take them all (six per host over HTTP/1.1,
 * decision 0012).
 */
export function largestPreloadsFirst(html: string, sizes: ReadonlyMap<string, number>): string {
  const links = [...html.matchAll(MODULE_PRELOAD)].map(([tag, href]) => ({
    tag: tag.trim(),
    size: sizes.get(href ?? '') ?? 0,
  }));
  if (links.length === 0) return html;
  const ordered = [...links].sort((a, b) => b.size - a.size).map((link) => link.tag);
  const rest = html.replace(MODULE_PRELOAD, '');
  // After <meta charset>, which must come first.
  return rest.replace(
    /(<meta charset="[^"]*"\s*\/?>)(\s*)/i,
    (_, meta: string, space: string) => [meta, ...ordered].join(space) + space,
  );
}

export function startPlugin(options: { root?: string } = {}): Plugin {
  let base = '/m/';
  let root = options.root ?? process.cwd();
  let previewBuild = false;
  return {
    name: START_PLUGIN,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = options.root ?? config.root;
      previewBuild = config.env.VITE_PREVIEW_BUILD === 'true';
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      // Only the app's build has index.html (Storybook's preview build has iframe.html).
      if (html?.type !== 'asset') return;
      const chunks: ChunkFacts[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          facadeModuleId: output.facadeModuleId,
          moduleIds: output.moduleIds,
          isEntry: output.isEntry,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      const options = { base, previewBuild };
      const modules = featureModules(root);
      const start = startModules(root, modules);
      const map = startMap(chunks, modules, options, tenantLanguages(root), start);
      // Inline, before the entry (the CSP allows it by its hash, scripts/serve/csp.ts): it runs
      // as the parser reaches it, so the tenant file and the first screen's files start with
      // the entry's own, not a round trip later once a file of its own has arrived
      // (decision 0012). `</` is escaped so no text in the map can end the element.
      const tag = `<script>${(await loaderSource(map)).trim().replace(/<\//g, '<\\/')}</script>`;
      const withLoader = String(html.source).replace(/(\s*)<script type="module"/, `$1${tag}$&`);
      const sizes = new Map(
        Object.values(bundle).map((output) => [
          `${base}${output.fileName}`,
          output.type === 'chunk' ? output.code.length : 0,
        ]),
      );
      // The entry is started by a script of ours, so 'strict-dynamic' trusts it and its imports
      // (scripts/serve/entryBootstrap.ts).
      html.source = entryByBootstrap(largestPreloadsFirst(withLoader, sizes));
    },
  };
}
