import { loadScript } from '../../../platform/loadScript';
import type { AdAdapterDeps } from './AdAdapter';

/**
 * A vendor function as its base code defines it: called with any arguments, carrying the queue
 * and settings its script reads. Typed minimally (INTEGRATIONS.md 7); the vendor owns the shape.
 */
export type VendorFunction = ((...args: unknown[]) => void) & Record<string, unknown>;

/**
 * Adds the vendor's script. Calls made before it loads wait in the vendor's queue, so nothing
 * waits here; a script that never loads (blocked, offline) is told to onLoadError and its
 * queue simply stays unsent.
 */
export function loadVendorScript(deps: AdAdapterDeps, src: string): void {
  const load = deps.loadScript ?? ((url: string) => loadScript(url, { clock: deps.clock }));
  load(src).catch((error: unknown) => deps.onLoadError?.(deps.service, error));
}

/** Runs a vendor call; a vendor that throws must not break the app (or the other services). */
export function safely(call: () => void): void {
  try {
    call();
  } catch {
    // The vendor's own failure: the event is lost for that service only.
  }
}

/** Calls `fn` with `args` as real arguments (vendor queues keep the Arguments object). */
export function callWith(fn: unknown, args: readonly unknown[]): void {
  if (typeof fn === 'function') safely(() => Reflect.apply(fn, undefined, args));
}
