import { useCallback, useEffect, useRef } from 'react';
import { afterPagePaint } from '../platform/nextPaint';

/**
 * What a tap changes besides its own feedback, run in a task after the next painted frame
 * (afterPagePaint): one at a time, a newer one calls off the one still waiting, and unmounting
 * calls off the last. The tab switch and the game launch use it.
 */
export function useAfterPaint(): (fn: () => void) => void {
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => () => pending.current?.(), []);
  return useCallback((fn: () => void) => {
    pending.current?.();
    pending.current = afterPagePaint(() => {
      pending.current = null;
      fn();
    });
  }, []);
}
