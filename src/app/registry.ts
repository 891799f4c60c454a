import type { FeatureModule, RouteDef, WidgetComponent, WidgetType } from '../features/module';
import type { LazyExoticComponent } from 'react';

export type WidgetRegistry = ReadonlyMap<WidgetType, LazyExoticComponent<WidgetComponent>>;

/** Widget type → component, from the features' own declarations; a type offered twice is a bug. */
export function buildWidgetRegistry(features: readonly FeatureModule[]): WidgetRegistry {
  const registry = new Map<WidgetType, LazyExoticComponent<WidgetComponent>>();
  const owner = new Map<WidgetType, string>();
  for (const feature of features) {
    for (const [type, component] of Object.entries(feature.widgets ?? {})) {
      const t = type as WidgetType;
      if (registry.has(t))
        throw new Error(`widget "${t}" is offered by both ${owner.get(t)} and ${feature.name}`);
      registry.set(t, component as LazyExoticComponent<WidgetComponent>);
      owner.set(t, feature.name);
    }
  }
  return registry;
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
