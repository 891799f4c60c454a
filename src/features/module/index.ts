import { createContext, useContext } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ApiClient } from '../../api/client';
import type { LaunchInfo } from '../../config/launchInfo';
import type { TenantConfig, WidgetConfig } from '../../config/tenant.gen';
import type { Platform } from '../../platform/platform';

/**
 * The feature module contract (ARCHITECTURE.md): a feature's index.ts exports one plain object
 * naming the widgets it offers and the routes it owns. Stores are built by the RootStore, which
 * passes each its dependencies.
 */
export interface StoreDeps {
  tenant: TenantConfig;
  api: ApiClient;
  platform: Platform;
  launch: LaunchInfo;
}

export type WidgetType = WidgetConfig['type'];

/** A widget receives its tenant entry (type and props). */
export type WidgetComponent<T extends WidgetType = WidgetType> = ComponentType<{
  config: Extract<WidgetConfig, { type: T }>;
}>;

/** Who may open a route (spec 2 and 6). */
export type RouteAccess =
  /** reachable without a session */
  | 'public'
  /** a visitor goes to /m/login */
  | 'member'
  /** a visitor goes to /m/home (spec 2: /m/feedback) */
  | 'member-else-home';

export interface RouteDef {
  /** Path under the /m basename, e.g. '/launchGame'. */
  path: string;
  access: RouteAccess;
  page: LazyExoticComponent<ComponentType>;
}

/** Loads a widget's component on demand, so no widget is in the initial bundle. */
export type WidgetLoader<T extends WidgetType = WidgetType> = () => Promise<WidgetComponent<T>>;

/** Asks the app to navigate (under /m); the App performs it with the router. */
export interface NavigationPort {
  request(path: string): void;
}

export interface FeatureModule {
  name: string;
  widgets?: { [T in WidgetType]?: WidgetLoader<T> };
  routes?: RouteDef[];
}

export { LazyStore } from './LazyStore';
export { useLazyStore } from './lazyStoreHook';

export function defineFeature<F extends FeatureModule>(feature: F): F {
  return feature;
}

/**
 * The stores a component can read. Each feature adds its store here by module augmentation
 * (`declare module '../module' { interface Stores { system: SystemStore } }`), so the RootStore
 * and the hook stay typed without a hand-kept list.
 */
export interface Stores {
  tenant: TenantConfig;
  launch: LaunchInfo;
  /** Navigations asked for outside React; the App performs them with the router. */
  navigation: NavigationPort;
  /**
   * A feature store built on first use by the feature's own lazy chunk (its widget or page):
   * the root builds it once with itself as the dependencies, keeps it for every later caller,
   * and disposes it with the rest (decision 0003). `key` names the store, one per feature.
   */
  obtain<T extends OwnedStore>(key: string, create: (root: FeatureRoot) => T): T;
}

/** What an obtained store may have: a dispose the root calls when it goes. */
export interface OwnedStore {
  dispose?(): void;
}

/** The root as a feature store's constructor sees it: every store, and the common deps. */
export type FeatureRoot = Stores & StoreDeps;

export const StoresContext = createContext<Stores | null>(null);

/** React reads stores through this one hook (ARCHITECTURE.md, Stores). */
export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores must be used inside <StoresContext.Provider>');
  return stores;
}

/** The feature store `key`, built by `create` on first use (Stores.obtain). */
export function useFeatureStore<T extends OwnedStore>(
  key: string,
  create: (root: FeatureRoot) => T,
): T {
  return useStores().obtain(key, create);
}
