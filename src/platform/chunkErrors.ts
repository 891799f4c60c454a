/**
 * Vite's vite:preloadError: a lazily imported chunk (or its CSS) failed to load, typically
 * because a deploy removed the files the open page still names.
 */
export interface ChunkErrorPort {
  /** Called on each failure; failures seen before anyone listened are told once, at once. */
  onChunkError(listener: () => void): () => void;
}

export function createBrowserChunkErrors(win: Window): ChunkErrorPort {
  const listeners = new Set<() => void>();
  let missed = false;
  // Registered at boot: the first lazy chunks (validator, messages) load before any store exists.
  win.addEventListener('vite:preloadError', () => {
    if (listeners.size === 0) missed = true;
    for (const listener of listeners) listener();
  });
  return {
    onChunkError(listener) {
      listeners.add(listener);
      if (missed) {
        missed = false;
        listener();
      }
      return () => void listeners.delete(listener);
    },
  };
}
