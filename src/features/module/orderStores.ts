import type { AnyStoreDecl, FeatureModule, RootKey } from './index';

/** A store declaration with the feature that brings it. */
export interface OwnedDecl {
  feature: string;
  decl: AnyStoreDecl;
}

/**
 * The features' stores in an order the root can build them in: each after what it needs, and
 * otherwise in the feature list's order. `core` names what the root holds before any store
 * (tenant, api, ...). A key declared twice, a need no feature declares and stores needing each
 * other in a circle are errors at start, each naming the stores concerned.
 */
export function orderStores(
  features: readonly FeatureModule[],
  core: readonly RootKey[],
): OwnedDecl[] {
  const byKey = new Map<RootKey, OwnedDecl>();
  for (const feature of features) {
    for (const decl of feature.stores ?? []) {
      const previous = byKey.get(decl.key);
      if (previous || core.includes(decl.key)) {
        const owner = previous ? `feature ${previous.feature}` : 'the root';
        throw new Error(
          `store "${decl.key}" is declared by both ${owner} and feature ${feature.name}`,
        );
      }
      byKey.set(decl.key, { feature: feature.name, decl });
    }
  }
  const ordered: OwnedDecl[] = [];
  const done = new Set<RootKey>(core);
  const path: RootKey[] = [];
  const visit = (entry: OwnedDecl) => {
    const { key } = entry.decl;
    if (done.has(key)) return;
    if (path.includes(key)) {
      const circle = [...path.slice(path.indexOf(key)), key].join(' → ');
      throw new Error(`stores need each other in a circle: ${circle}`);
    }
    path.push(key);
    for (const need of entry.decl.needs ?? []) {
      const needed = byKey.get(need);
      if (!needed && !done.has(need)) {
        throw new Error(
          `store "${key}" (feature ${entry.feature}) needs "${need}", which no feature declares`,
        );
      }
      if (needed) visit(needed);
    }
    path.pop();
    done.add(key);
    ordered.push(entry);
  };
  for (const entry of byKey.values()) visit(entry);
  return ordered;
}
