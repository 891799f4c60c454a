/**
 * What only the features' lazy chunks use (decision 0003): kept out of index.ts, so its code
 * stays out of the initial JS.
 */
import { useEffect, useState } from 'react';
import { useStores } from './index';

/**
 * False until the first screen is on screen (Stores.firstPaint), then true: a widget renders
 * or downloads what its first paint does not show only then.
 */
export function useAfterFirstPaint(): boolean {
  const { firstPaint } = useStores();
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstPaint.then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
  }, [firstPaint]);
  return painted;
}
