import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { featureModules, widgetSlots } from './startPlugin.ts';

/**
 * First-screen chunk groups (docs/decisions/0008-first-screen-chunks.md). The lazy code a first
 * screen needs is bundled per route group, a handful of files instead of dozens: Lighthouse's
 * simulated slow 4G pays a round trip per request on six HTTP/1.1 connections. Nothing of the
 * entry's static graph moves: the groups hold lazy modules only, so the initial JS is unchanged.
 *
 * Each group is the static closure of its roots, less the entry's static graph. A module two
 * groups reach goes to the first group (the one every first screen loads), so no first screen
 * downloads another route group's file. Modules no group reaches keep rolldown's own split.
 */

export interface ChunkGroup {
  /** The chunk's name (`assets/<name>-<hash>.js`). */
  name: string;
  /** Module ids (absolute paths, with their extension) whose static closure the group holds. */
  roots: (id: string) => boolean;
}

/** The parts of the module graph the assignment needs (rolldown's ModuleInfo). */
export interface GraphModule {
  isEntry: boolean;
  importedIds: readonly string[];
}

/** Module id → the group that holds it. Pure: the module graph in, the assignment out. */
export function assignGroups(
  modules: ReadonlyMap<string, GraphModule>,
  groups: readonly ChunkGroup[],
): Map<string, string> {
  const closure = (starts: Iterable<string>, stop: ReadonlySet<string>): Set<string> => {
    const seen = new Set<string>();
    const queue = [...starts];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id) || stop.has(id)) continue;
      seen.add(id);
      queue.push(...(modules.get(id)?.importedIds ?? []));
    }
    return seen;
  };
  const entries = [...modules].filter(([, info]) => info.isEntry).map(([id]) => id);
  const initial = closure(entries, new Set());
  const reached = new Map<string, string[]>();
  for (const group of groups) {
    const roots = [...modules.keys()].filter((id) => group.roots(id));
    for (const id of closure(roots, initial)) {
      const by = reached.get(id) ?? [];
      by.push(group.name);
      reached.set(id, by);
    }
  }
  const first = groups[0]?.name;
  const assigned = new Map<string, string>();
  for (const [id, by] of reached) {
    const name = by.length > 1 && first ? first : by[0];
    if (name) assigned.set(id, name);
  }
  return assigned;
}

const MODULE_EXTENSION = /\.(tsx?|jsx?)$/;

/** Absolute module paths without their extension, for matching ids against featureModules(). */
function matchesModule(paths: ReadonlySet<string>): (id: string) => boolean {
  return (id) => paths.has(id.replace(MODULE_EXTENSION, ''));
}

/**
 * The product's groups: `boot` (what every first screen loads: the tenant's global widgets, the
 * API client, the services and installable-app runtime boot starts), `login` (the login page
 * and the login form's lazy parts) and `home` (a member's home widgets).
 */
export function productGroups(root: string): ChunkGroup[] {
  const { widgets, routes } = featureModules(root);
  const slots = widgetSlots(root);
  const global = new Set<string>();
  const home = new Set<string>();
  for (const [type, module] of widgets) {
    const where = slots.get(type);
    if (where?.has('global')) global.add(module);
    else if (where) home.add(module);
  }
  const login = new Set<string>();
  const loginPage = routes.get('/login');
  if (loginPage) login.add(loginPage);
  const src = (path: string) => join(root, 'src', path);
  const startModules = new Set([
    ...global,
    ...serviceModules(root),
    src('api/client'),
    src('features/pwa/runtime'),
  ]);
  // What the login form loads as it shows (its model, remembered accounts, the login call).
  const loginParts =
    /[\\/]src[\\/]features[\\/].*[\\/](LoginFormModel|rememberMeFactory|loginFlow)\.ts$/;
  return [
    { name: 'boot', roots: matchesModule(startModules) },
    {
      name: 'login',
      roots: (id) => matchesModule(login)(id) || loginParts.test(id),
    },
    { name: 'home', roots: matchesModule(home) },
  ];
}

/** `kind: 'service', …, load: (root) => import('./lazy')` in a feature's declaration. */
const SERVICE_LOADER = /kind:\s*'service',[^}]*?import\(\s*'(\.\/[^']+)'\s*\)/g;

/**
 * The modules of the service stores (push, tracking, the member's language sync): the start
 * builds them right after boot (src/features/module, kind 'service'), so they go with `boot`.
 */
export function serviceModules(root: string): string[] {
  const dir = join(root, 'src', 'features');
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const feature of readdirSync(dir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    for (const file of ['index.ts', 'feature.ts']) {
      const path = join(dir, feature.name, file);
      if (!existsSync(path)) continue;
      for (const [, module] of readFileSync(path, 'utf8').matchAll(SERVICE_LOADER)) {
        if (module) found.push(resolve(dir, feature.name, module));
      }
    }
  }
  return found;
}

/**
 * The plugin computes the assignment once the module graph is complete (`buildEnd`); the
 * returned `name` function is rolldown's codeSplitting group (`groups: [{ name }]`).
 */
export function chunkGroupsPlugin(groups: (root: string) => ChunkGroup[]): {
  plugin: Plugin;
  name: (id: string) => string | null;
} {
  let root = process.cwd();
  let assigned = new Map<string, string>();
  const plugin: Plugin = {
    name: 'mobile-web:chunk-groups',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const modules = new Map<string, GraphModule>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) modules.set(id, { isEntry: info.isEntry, importedIds: info.importedIds });
      }
      assigned = assignGroups(modules, groups(root));
    },
  };
  return { plugin, name: (id) => assigned.get(id) ?? null };
}
