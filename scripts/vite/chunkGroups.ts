import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { API_CLIENT_MODULE, HOME_PAGE_MODULE, featureModules, widgetSlots } from './startPlugin.ts';

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
  /**
   * Holds only modules nothing outside the group imports: a module another lazy chunk also
   * imports goes to the first group instead, so loading that chunk never downloads this group
   * (the services, which wait for the first paint, decision 0011).
   */
  own?: boolean;
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
  const importers = new Map<string, string[]>();
  for (const [id, info] of modules) {
    for (const imported of info.importedIds) {
      const by = importers.get(imported) ?? [];
      by.push(id);
      importers.set(imported, by);
    }
  }
  /**
   * A group's closure less the modules a module outside it imports (besides the entry's static
   * graph), repeated until nothing more goes: what only a dropped module imports goes too.
   */
  const ownPart = (held: Set<string>): Set<string> => {
    for (let changed = true; changed;) {
      changed = false;
      for (const id of held) {
        if ((importers.get(id) ?? []).some((by) => !held.has(by) && !initial.has(by))) {
          held.delete(id);
          changed = true;
        }
      }
    }
    return held;
  };
  const reached = new Map<string, string[]>();
  // What an own group leaves out: shared with another chunk, so it goes to the first group.
  const shared = new Set<string>();
  for (const group of groups) {
    const roots = [...modules.keys()].filter((id) => group.roots(id));
    const held = closure(roots, initial);
    const kept = group.own ? ownPart(new Set(held)) : held;
    for (const id of held) {
      if (!kept.has(id)) shared.add(id);
      reached.set(id, [...(reached.get(id) ?? []), group.name]);
    }
  }
  const first = groups[0]?.name;
  const assigned = new Map<string, string>();
  for (const [id, by] of reached) {
    const name = (by.length > 1 || shared.has(id)) && first ? first : by[0];
    if (name) assigned.set(id, name);
  }
  return assigned;
}

const MODULE_EXTENSION = /\.(tsx?|jsx?)$/;

/** A feature's overlays: src/features/<feature>/overlay.tsx (docs/adding-a-feature.md). */
const OVERLAY_MODULE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]overlay\.tsx$/;

/** Absolute module paths without their extension, for matching ids against featureModules(). */
function matchesModule(paths: ReadonlySet<string>): (id: string) => boolean {
  return (id) => paths.has(id.replace(MODULE_EXTENSION, ''));
}

/**
 * The product's groups: `boot` (what every first screen loads: the tenant's global widgets and
 * the installable-app runtime boot starts), `login` (the login page and the
 * login form's lazy parts), `home` (a member's home widgets) and `services` (push, tracking,
 * the member's language sync: started once the first screen is on screen, decision 0011).
 */
export function productGroups(root: string): ChunkGroup[] {
  const { widgets, routes } = featureModules(root);
  const slots = widgetSlots(root);
  const global = new Set<string>();
  // The member's data comes with the home (its session start loads it): no request of its own.
  // So does the API client (and the encryption constants it shares with the encryptor): the
  // home's first screen is the one that needs it before its paint; a page that needs it later
  // gets the home's code with it, which a visitor who signs in opens next (decision 0013).
  const home = new Set<string>([
    join(root, HOME_PAGE_MODULE),
    join(root, 'src/features/member/MemberAccount'),
    join(root, API_CLIENT_MODULE),
    join(root, 'src/api/crypto/constants'),
  ]);
  for (const [type, module] of widgets) {
    const where = slots.get(type);
    if (where?.has('global')) global.add(module);
    else if (where) home.add(module);
  }
  const login = new Set<string>();
  const loginPage = routes.get('/login');
  if (loginPage) login.add(loginPage);
  const src = (path: string) => join(root, 'src', path);
  // The social sign-in buttons' held boxes sit under both the login and the register forms.
  const startModules = new Set([
    ...global,
    src('features/pwa/runtime'),
    src('features/auth/social/SocialButtonsSlot'),
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
    // The features' overlays (their overlay.tsx), rendered once the first screen has painted
    // (decision 0013): one file, downloaded then.
    { name: 'overlays', roots: (id) => OVERLAY_MODULE.test(id) },
    // Started once the first screen is on screen (decision 0011): one file, downloaded then.
    { name: 'services', roots: matchesModule(new Set(serviceModules(root))), own: true },
  ];
}

/** `kind: 'service', …, load: (root) => import('./lazy')` in a feature's declaration. */
const SERVICE_LOADER = /kind:\s*'service',[^}]*?import\(\s*'(\.\/[^']+)'\s*\)/g;

/**
 * The modules of the service stores (push, tracking, the member's language sync): the start
 * builds them once the first screen is on screen (src/features/module, kind 'service'), so they
 * go in a group of their own, not in `boot`.
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
