import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * A page area whose widgets size themselves from data that arrives after the first paint (the
 * home's menu, lanes, promotions): it is laid out at once but shown only when every widget in it
 * has its first data, or after `maxWaitMs`, so nothing in it is seen moving (CLS budget,
 * docs/decisions/0005-start-loader.md). Boxes whose size is known without data (the banners'
 * aspect ratio, the marquee's row) reserve it instead.
 */

type Report = (id: object, ready: boolean) => void;

const SettleContext = createContext<Report | null>(null);

/** Inside a SettleArea, holds it hidden while `ready` is false; elsewhere it does nothing. */
export function useSettled(ready: boolean): void {
  const report = useContext(SettleContext);
  const [id] = useState(() => ({}));
  useLayoutEffect(() => report?.(id, ready), [report, id, ready]);
  // A widget that goes away (or fails and is dropped by its boundary) holds nothing.
  useLayoutEffect(() => () => report?.(id, true), [report, id]);
}

export interface SettleAreaProps {
  children: ReactNode;
  className?: string;
  /** The longest the area stays hidden: a slow or failed call never hides the page for long. */
  maxWaitMs: number;
  /** Runs `fn` after `ms`; returns a cancel (the root's clock, so tests use fake time). */
  setTimer: (fn: () => void, ms: number) => () => void;
  'aria-labelledby'?: string;
}

export function SettleArea({
  children,
  className,
  maxWaitMs,
  setTimer,
  'aria-labelledby': labelledBy,
}: SettleAreaProps) {
  const pending = useRef(new Set<object>());
  const [settled, setSettled] = useState(false);
  const report = useCallback<Report>((id, ready) => {
    if (ready) pending.current.delete(id);
    else pending.current.add(id);
    if (pending.current.size === 0) setSettled(true);
  }, []);
  // After the children's first layout effects: nothing held means nothing to wait for.
  useLayoutEffect(() => {
    if (pending.current.size === 0) setSettled(true);
  }, []);
  useLayoutEffect(() => {
    if (settled) return undefined;
    return setTimer(() => setSettled(true), maxWaitMs);
  }, [settled, setTimer, maxWaitMs]);
  return (
    <SettleContext.Provider value={settled ? null : report}>
      <section
        className={className}
        aria-labelledby={labelledBy}
        aria-busy={!settled}
        style={settled ? undefined : { visibility: 'hidden' }}
      >
        {children}
      </section>
    </SettleContext.Provider>
  );
}
