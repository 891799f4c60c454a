import { createContext, lazy, useContext } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ApiClient } from '../../api/client';
import type { LaunchInfo } from '../../config/launchInfo';
import type { TenantConfig, WidgetConfig } from '../../config/tenant.gen';
import type { LanguageCode } from '../../i18n/languages';
import type { PseudoLocale } from '../../i18n/pseudoLocales';
import type { Messages } from '../../i18n/withFallback';
import type { Platform } from '../../platform/platform';
import type { LazyStore } from './LazyStore';

/** The common core every store may read: built by the RootStore before any feature store. */
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
}> & {
  /**
   * Asks for the data the widget's first render shows, before that render: boot calls it for
   * the first screen's widgets as soon as their code is in, beside the catalogue, and renders
   * once it settles or after a short wait (decision 0011), so the largest paint does not wait
   * for React's first commit to ask for its data. Settles when that data is in or failed.
   */
  prepare?: (stores: Stores, config: Extract<WidgetConfig, { type: T }>) => Promise<void>;
  /**
   * The widget's first render is its page's largest paint (the banner carousel): widgets below
   * it are not prepared, they ask for their data once the first screen is on screen.
   */
  largestPaint?: boolean;
};

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

/** Props every overlay gets: timers run on the platform's clock (fake in tests). */
export interface OverlayProps {
  setTimer: (fn: () => void, ms: number) => () => void;
}

/**
 * A component the App renders once beside the routes (a dialog host, the notices). Dialogs
 * render in feature order, then alerts, so an alert (a notice, the update prompt) shows over a
 * dialog open under it. Nothing of it is open on the first screen: the App renders it once the
 * first screen has painted, and its code (a feature's overlay.tsx, `lazyOverlay`) downloads
 * then, with the other features' overlays in one file (decision 0013).
 */
export interface OverlayDef {
  component: ComponentType<OverlayProps>;
  layer: 'dialog' | 'alert';
}

/** An overlay whose code downloads when the App first renders it (after the first paint). */
export function lazyOverlay(
  load: () => Promise<ComponentType<OverlayProps>>,
): LazyExoticComponent<ComponentType<OverlayProps>> {
  return lazy(() => load().then((component) => ({ default: component })));
}

/** Everything the root holds that a store may need: the stores and the common core. */
export type RootKey = keyof FeatureRoot;
export type StoreKey = keyof Stores;

/** The store a lazy or service key holds (`Stores[K]` is its `LazyStore<T>`). */
export type LoadedStore<K extends StoreKey> = Stores[K] extends LazyStore<infer T> ? T : never;

/** Keys whose store is a LazyStore (lazy and service stores). */
export type LazyKey = {
  [K in StoreKey]: Stores[K] extends LazyStore<infer _T> ? K : never;
}[StoreKey];

/** What boot (or a test) hands the root besides the core; features add theirs by augmentation. */
export interface StartInputs {
  loadMessages: (code: LanguageCode) => Promise<Messages>;
  /** Only on local hosts and preview builds: ?lang=en-XA and ?lang=ar-XB work (LocaleStore). */
  loadPseudoMessages?: (locale: PseudoLocale) => Promise<Messages>;
}

interface StoreDeclBase<K extends StoreKey> {
  key: K;
  /** What the store reads from the root when it is built: built first, or a clear error. */
  needs?: readonly RootKey[];
}

/** Built when the root is built: what the first screen reads. */
export interface EagerStoreDecl<K extends StoreKey> extends StoreDeclBase<K> {
  kind: 'eager';
  create: (root: FeatureRoot, inputs: StartInputs) => Stores[K];
}

/**
 * Built on first use by the feature's own lazy chunk: `load` downloads its code
 * (`() => import('./X')`, never a static import, so the code stays out of the initial JS), or,
 * without `load`, the feature's chunk builds it with `useFeatureStore` / `LazyStore.obtain`.
 */
export interface LazyStoreDecl<K extends LazyKey> extends StoreDeclBase<K> {
  kind: 'lazy';
  load?: (root: FeatureRoot) => Promise<LoadedStore<K>>;
  /** Work between the build and `load()` resolving (LazyStoreOptions.ready). */
  ready?: (store: LoadedStore<K>, root: FeatureRoot) => Promise<void>;
}

/** A store running beside the first screen, not in it: its timers and first events. */
export interface ServiceStore {
  start(): void;
  dispose(): void;
}

/** Built right after boot, off the first screen (RootStore.startServices), then started. */
export interface ServiceStoreDecl<K extends LazyKey> extends StoreDeclBase<K> {
  kind: 'service';
  load: (root: FeatureRoot) => Promise<LoadedStore<K> & ServiceStore>;
}

export type StoreDecl<K extends StoreKey> =
  EagerStoreDecl<K> | (K extends LazyKey ? LazyStoreDecl<K> | ServiceStoreDecl<K> : never);

/** A declaration as the root walks it, its key's type forgotten (defineStore checked it). */
export interface AnyStoreDecl {
  /** A store's key; the root's own API client is declared the same way. */
  key: RootKey;
  kind: 'eager' | 'lazy' | 'service';
  needs?: readonly RootKey[];
  create?: (root: FeatureRoot, inputs: StartInputs) => unknown;
  load?: (root: FeatureRoot) => Promise<unknown>;
  ready?: (store: unknown, root: FeatureRoot) => Promise<void>;
}

/** What a store may have: a dispose the root calls when it goes. */
export interface OwnedStore {
  dispose?(): void;
}

/**
 * One store a feature brings, checked against its key's type in `Stores` (the augmentation in
 * the feature's index.ts).
 */
export function defineStore<K extends StoreKey>(decl: StoreDecl<K>): AnyStoreDecl {
  // The key's own types were checked above; the root walks every declaration alike.
  return decl as unknown as AnyStoreDecl;
}

/**
 * The feature module contract (ARCHITECTURE.md; docs/adding-a-feature.md): a feature's index.ts
 * exports one plain object naming everything it brings to the app. The RootStore builds its
 * stores by walking the feature list; the App renders its overlays; the registry and the route
 * table take its widgets and routes.
 */
export interface FeatureModule {
  name: string;
  stores?: readonly AnyStoreDecl[];
  overlays?: readonly OverlayDef[];
  widgets?: { [T in WidgetType]?: WidgetLoader<T> };
  routes?: RouteDef[];
}

export { LazyStore } from './LazyStore';
export type { LazyStoreOptions } from './LazyStore';
export { useLazyStore } from './lazyStoreHook';
export { orderStores } from './orderStores';

export function defineFeature<F extends FeatureModule>(feature: F): F {
  return feature;
}

/**
 * The stores a component can read. Each feature adds its stores here by module augmentation in
 * its own index.ts (`declare module '../module' { interface Stores { system: SystemStore } }`),
 * beside the `defineStore` that builds them, which is checked against it.
 */
export interface Stores {
  tenant: TenantConfig;
  launch: LaunchInfo;
  /** Navigations asked for outside React; the App performs them with the router. */
  navigation: NavigationPort;
  /**
   * Settles once the first screen is on screen (boot; at once in tests and stories): work it
   * does not show (libraries, layers, other slides' images) waits for it (decision 0011).
   */
  firstPaint: Promise<void>;
}

/** The root as a feature store's constructor sees it: every store, and the common deps. */
export type FeatureRoot = Stores & StoreDeps;

export const StoresContext = createContext<FeatureRoot | null>(null);

function useRoot(): FeatureRoot {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores must be used inside <StoresContext.Provider>');
  return stores;
}

/** React reads stores through this one hook (ARCHITECTURE.md, Stores). */
export function useStores(): Stores {
  return useRoot();
}

/**
 * The lazy store `key`, built by `create` on first use from the code of the calling chunk
 * (LazyStore.obtain): one per root, disposed with it.
 */
export function useFeatureStore<K extends LazyKey>(
  key: K,
  create: (root: FeatureRoot) => LoadedStore<K>,
): LoadedStore<K> {
  // Stores[K] is LazyStore<LoadedStore<K>> for every LazyKey; TypeScript cannot see it generically.
  const store = useRoot()[key] as unknown as LazyStore<LoadedStore<K>>;
  return store.obtain(create);
}
