/**
 * The page's globals that vendor snippets share with their scripts (`fbq`, `AF`, `ttq`,
 * `dataLayer`): an ad service's base code puts a queue on window before its script loads, and
 * the script drains it. Features reach them only through this, so tests pass a plain map.
 */
export interface PageGlobals {
  get(name: string): unknown;
  /**
   * The global `name`: the one already on the page (a vendor's script or an earlier call put it
   * there), else the value `create` makes, which is stored as the global first.
   */
  define<T>(name: string, create: () => T): T;
}

export function createPageGlobals(win: Window = window): PageGlobals {
  return {
    get: (name) => Reflect.get(win, name),
    define<T>(name: string, create: () => T): T {
      const existing: unknown = Reflect.get(win, name);
      // A vendor's own global, typed minimally by the caller (INTEGRATIONS.md); not checked here.
      if (existing !== undefined && existing !== null) return existing as T;
      const value = create();
      Reflect.set(win, name, value);
      return value;
    },
  };
}

export interface MemoryGlobals extends PageGlobals {
  readonly values: Map<string, unknown>;
}

/** Globals in a map, for tests and stories. */
export function createMemoryGlobals(initial: Record<string, unknown> = {}): MemoryGlobals {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name),
    define<T>(name: string, create: () => T): T {
      // Whatever the test put under this name stands for the vendor's global.
      if (values.has(name)) return values.get(name) as T;
      const value = create();
      values.set(name, value);
      return value;
    },
  };
}
