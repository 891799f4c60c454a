import { createElement, lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Downloads the code once; preloading and rendering share the download. */
  load: () => Promise<ComponentType<P>>;
  /** Renders in the same commit as its page when the code is in already, else suspends. */
  Component: ComponentType<P>;
}

/**
 * A component in a lazy chunk that boot may preload (a widget, the home page). React.lazy would
 * suspend once even when the code is in, and a part appearing a frame later moves what is below
 * it; this one renders the loaded component at once.
 */
export function preloadable<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  displayName: string,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () =>
    (loading ??= loader().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Component = (props: P) => {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Chosen, props);
  };
  Component.displayName = displayName;
  return { load, Component };
}
