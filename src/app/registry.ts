import type { ComponentProps, ComponentType } from 'react';
import { preloadable, type Preloadable } from './preloadable';
import type { WidgetConfig } from '../config/tenant.gen';
import type {
  FeatureModule,
  Stores,
  RouteDef,
  WidgetComponent,
  WidgetLoader,
  WidgetType,
} from '../features/module';

export type WidgetRegistry = ReadonlyMap<
  WidgetType,
  ComponentType<ComponentProps<WidgetComponent>>
>;

interface Entry extends Preloadable<ComponentProps<WidgetComponent>> {
  owner: string;
  load: () => Promise<WidgetComponent>;
}

function entries(features: readonly FeatureModule[]): Map<WidgetType, Entry> {
  const map = new Map<WidgetType, Entry>();
  for (const feature of features) {
    for (const [type, loader] of Object.entries(feature.widgets ?? {})) {
      const t = type as WidgetType;
      const previous = map.get(t);
      if (previous) {
        throw new Error(`widget "${t}" is offered by both ${previous.owner} and ${feature.name}`);
      }
      // One download per widget, shared by preloading, preparing and rendering.
      const widget = preloadable(loader as WidgetLoader, `Widget(${t})`);
      map.set(t, {
        owner: feature.name,
        load: widget.load as () => Promise<WidgetComponent>,
        Component: widget.Component,
      });
    }
  }
  return map;
}

export interface BuiltRegistry {
  registry: WidgetRegistry;
  /** Starts downloading these widgets' code now (e.g. the global ones, beside the messages). */
  preload(types: Iterable<WidgetType>): Promise<void>;
  /**
   * The `prepare` of each widget (its first data asked for before its first render), in the
   * given order as soon as its code is in, up to the first widget marked `largestPaint`
   * (included); settles when all of them have (a failure is the widget's own to show).
   */
  prepare(configs: readonly WidgetConfig[], stores: Stores): Promise<void>;
}

/** Widget type → lazy component, from the features' own declarations; a type offered twice is a bug. */
export function buildWidgetRegistry(features: readonly FeatureModule[]): BuiltRegistry {
  const all = entries(features);
  const registry = new Map<WidgetType, ComponentType<ComponentProps<WidgetComponent>>>();
  // A widget whose code is already in renders in the same commit as its page (preloadable).
  for (const [type, entry] of all) registry.set(type, entry.Component);
  return {
    registry,
    async preload(types) {
      const loads = [...new Set(types)].flatMap((t) => all.get(t)?.load() ?? []);
      await Promise.all(loads);
    },
    async prepare(configs, stores) {
      const loads = configs.map((config) =>
        all
          .get(config.type)
          ?.load()
          .catch(() => null),
      );
      const preparing: Array<Promise<void>> = [];
      // In the page's order, each as soon as its code is in, up to the largest paint: what is
      // below it is not seen in the first paint and asks for its data after it.
      for (const [index, config] of configs.entries()) {
        const component = await loads[index];
        if (!component) continue;
        // Each prepare takes its own config type; the map forgets it (as the registry).
        const prepare = component.prepare as
          ((stores: Stores, config: WidgetConfig) => Promise<void>) | undefined;
        if (prepare) preparing.push(prepare(stores, config).catch(() => undefined));
        if (component.largestPaint) break;
      }
      await Promise.all(preparing);
    },
  };
}

export function buildRouteTable(features: readonly FeatureModule[]): RouteDef[] {
  const routes = features.flatMap((f) => f.routes ?? []);
  const seen = new Set<string>();
  for (const r of routes) {
    if (seen.has(r.path)) throw new Error(`route ${r.path} is declared twice`);
    seen.add(r.path);
  }
  return routes;
}
