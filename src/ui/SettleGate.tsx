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
 * home's menu, lanes, promotions). Its slots are laid out at once and shown top down: a slot is
 * seen once it and every slot above it have their first data (or after `maxWaitMs`), so nothing
 * seen is pushed by what arrives above it (CLS budget, docs/decisions/0007-start-loader.md).
 * A widget that reports nothing is ready at once; boxes whose size is known without data (the
 * banners' aspect ratio, the marquee's row) reserve it and show as soon as the slots above do.
 */

type Report = (id: object, ready: boolean) => void;

interface Area {
  /** Reports of the widgets in slot `index`. */
  report: (index: number, id: object, ready: boolean) => void;
  /** Slots above this index (exclusive) are shown. */
  shownBelow: number;
}

const AreaContext = createContext<Area | null>(null);
const SlotContext = createContext<Report | null>(null);

/** Inside a SettleArea's slot, keeps the slot (and those below) unseen while `ready` is false. */
export function useSettled(ready: boolean): void {
  const report = useContext(SlotContext);
  const [id] = useState(() => ({}));
  useLayoutEffect(() => report?.(id, ready), [report, id, ready]);
  // A widget that goes away (or fails and is dropped by its boundary) holds nothing.
  useLayoutEffect(() => () => report?.(id, true), [report, id]);
}

export interface SettleAreaProps {
  children: ReactNode;
  className?: string;
  /** The longest a slot stays unseen: a slow or failed call never hides the page for long. */
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
  const pending = useRef(new Map<number, Set<object>>());
  // Slots above this index are shown; it only grows, so a shown slot never hides again.
  const [shownBelow, setShownBelow] = useState(0);
  const update = useCallback(() => {
    const held = [...pending.current].filter(([, ids]) => ids.size > 0).map(([index]) => index);
    const first = held.length > 0 ? Math.min(...held) : Number.POSITIVE_INFINITY;
    setShownBelow((shown) => Math.max(shown, first));
  }, []);
  const report = useCallback(
    (index: number, id: object, ready: boolean) => {
      let ids = pending.current.get(index);
      if (!ids) pending.current.set(index, (ids = new Set()));
      if (ready) ids.delete(id);
      else ids.add(id);
      update();
    },
    [update],
  );
  // After the slots' first layout effects: what nothing holds shows in the first paint.
  useLayoutEffect(update, [update]);
  const done = shownBelow === Number.POSITIVE_INFINITY;
  useLayoutEffect(() => {
    if (done) return undefined;
    return setTimer(() => setShownBelow(Number.POSITIVE_INFINITY), maxWaitMs);
  }, [done, setTimer, maxWaitMs]);
  return (
    <AreaContext.Provider value={{ report, shownBelow }}>
      <section className={className} aria-labelledby={labelledBy} aria-busy={!done}>
        {children}
      </section>
    </AreaContext.Provider>
  );
}

/** One widget's place in a SettleArea (outside one, just its children). */
export function SettleSlot({ index, children }: { index: number; children: ReactNode }) {
  const area = useContext(AreaContext);
  // The area's report is stable: a slot's report is renewed only with its index.
  const areaReport = area?.report;
  const report = useCallback<Report>(
    (id, ready) => areaReport?.(index, id, ready),
    [areaReport, index],
  );
  if (!area) return children;
  const shown = index < area.shownBelow;
  return (
    <SlotContext.Provider value={shown ? null : report}>
      <div className="settle-slot" style={shown ? undefined : { visibility: 'hidden' }}>
        {children}
      </div>
    </SlotContext.Provider>
  );
}
