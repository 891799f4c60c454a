/**
 * What only the features' lazy chunks use (decision 0003): kept out of index.ts, so its code
 * stays out of the initial JS.
 */
import { useEffect, useState } from 'react';
import { afterPagePaint } from '../../platform/nextPaint';
import { useStores } from './index';

/** Per first screen (one per root): the last turn taken after it, the next waits for it. */
const lastTurns = new WeakMap<Promise<void>, Promise<void>>();

/**
 * A turn after the first paint: the widgets waiting for it each get one, in the order they
 * asked, a painted frame apart. Released together they rendered as one long task on a cheap
 * phone (the account sheet, the menu, customer service, the lanes: 50-70 ms at 4x CPU).
 */
export function turnAfter(firstPaint: Promise<void>): Promise<void> {
  const previous = lastTurns.get(firstPaint) ?? firstPaint;
  const turn = previous.then(() => new Promise<void>((resolve) => void afterPagePaint(resolve)));
  lastTurns.set(firstPaint, turn);
  return turn;
}

/**
 * False until the first screen is on screen (Stores.firstPaint), then true: a widget renders
 * or downloads what its first paint does not show only then, each widget in a task (and a
 * frame) of its own.
 */
export function useAfterFirstPaint(): boolean {
  const { firstPaint } = useStores();
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void turnAfter(firstPaint).then(() => mounted && setPainted(true));
    return () => {
      mounted = false;
    };
  }, [firstPaint]);
  return painted;
}
