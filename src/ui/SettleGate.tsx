import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';

/**
 * A page area whose widgets size themselves from data that arrives after the first paint (the
 * home's menu, lanes, promotions). Its slots are laid out at once and shown top down: a slot is
 * seen once it and every slot above it have their first data (or after `maxWaitMs`), so nothing
 * seen is pushed by what arrives above it (CLS budget, docs/decisions/0007-start-loader.md).
 * A widget that reports nothing is ready at once; a widget still suspended holds its slot
 * (SettleHold); boxes whose size is known without data (the banners' aspect ratio, the
 * marquee's row) reserve it and show as soon as the slots above do.
 *
 * The area shows a slot by setting its box's visibility itself, not through React state
 * (decision 0011): a state update in the first commit's layout effects would make React run
 * every widget's effects (their requests) before the browser paints, and the first screen's
 * largest paint would wait for them.
 */

type Report = (id: object, ready: boolean) => void;

interface Area {
  /** Reports of the widgets in slot `index`. */
  report: (index: number, id: object, ready: boolean) => void;
  /** A slot's box, as it mounts (null as it goes): the area shows it when its turn comes. */
  place: (index: number, box: HTMLDivElement | null) => void;
}

const AreaContext = createContext<Area | null>(null);
const SlotContext = createContext<Report | null>(null);

const HIDDEN: CSSProperties = { visibility: 'hidden' };

/** Inside a SettleArea's slot, keeps the slot (and those below) unseen while `ready` is false. */
export function useSettled(ready: boolean): void {
  const report = useContext(SlotContext);
  const [id] = useState(() => ({}));
  useLayoutEffect(() => report?.(id, ready), [report, id, ready]);
  // A widget that goes away (or fails and is dropped by its boundary) holds nothing.
  useLayoutEffect(() => () => report?.(id, true), [report, id]);
}

/**
 * A slot's Suspense fallback: while the widget's code or store is still coming, the slot is
 * held as if the widget had no data yet. Without it a suspended widget reports nothing, and its
 * slot would be shown empty and then grow when the widget arrives.
 */
export function SettleHold(): null {
  useSettled(false);
  return null;
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
  const boxes = useRef(new Map<number, HTMLDivElement>());
  // Slots above this index are shown; it only grows, so a shown slot never hides again.
  const shownBelow = useRef(0);
  const [done, setDone] = useState(false);
  const reveal = useCallback(() => {
    for (const [index, box] of boxes.current) {
      if (index < shownBelow.current) box.style.removeProperty('visibility');
    }
    // aria-busy only: React renders it after the paint, with nothing else.
    if (shownBelow.current === Number.POSITIVE_INFINITY) queueMicrotask(() => setDone(true));
  }, []);
  const update = useCallback(() => {
    const held = [...pending.current].filter(([, ids]) => ids.size > 0).map(([index]) => index);
    const first = held.length > 0 ? Math.min(...held) : Number.POSITIVE_INFINITY;
    shownBelow.current = Math.max(shownBelow.current, first);
    reveal();
  }, [reveal]);
  const queued = useRef(false);
  // Built once: `update` and `reveal` are stable (they read refs only).
  const [area] = useState<Area>(() => ({
    report: (index, id, ready) => {
      let ids = pending.current.get(index);
      if (!ids) pending.current.set(index, (ids = new Set()));
      if (ready) ids.delete(id);
      else ids.add(id);
      // Decided once every slot of this commit has reported: a slot above that reports ready
      // first must not reveal the slots below before they have said they wait (the banner's
      // list can be in before the first render, decision 0011). Once per commit, after it.
      if (queued.current) return;
      queued.current = true;
      queueMicrotask(() => {
        queued.current = false;
        update();
      });
    },
    place: (index, box) => {
      if (!box) {
        boxes.current.delete(index);
        return;
      }
      boxes.current.set(index, box);
      if (index < shownBelow.current) box.style.removeProperty('visibility');
    },
  }));
  // After the slots' first layout effects: what nothing holds shows in the first paint.
  useLayoutEffect(update, [update]);
  useLayoutEffect(() => {
    if (done) return undefined;
    return setTimer(() => {
      shownBelow.current = Number.POSITIVE_INFINITY;
      reveal();
    }, maxWaitMs);
  }, [done, setTimer, maxWaitMs, reveal]);
  return (
    <AreaContext.Provider value={area}>
      <section className={className} aria-labelledby={labelledBy} aria-busy={!done}>
        {children}
      </section>
    </AreaContext.Provider>
  );
}

/** One widget's place in a SettleArea (outside one, just its children). */
export function SettleSlot({ index, children }: { index: number; children: ReactNode }) {
  const area = useContext(AreaContext);
  // The area is stable: a slot's report and ref are renewed only with its index.
  const report = useCallback<Report>((id, ready) => area?.report(index, id, ready), [area, index]);
  const place = useCallback((box: HTMLDivElement | null) => area?.place(index, box), [area, index]);
  if (!area) return children;
  // Mounted unseen; the area shows it (its style prop never changes, so React leaves it be).
  return (
    <SlotContext.Provider value={report}>
      <div ref={place} className="settle-slot" style={HIDDEN}>
        {children}
      </div>
    </SlotContext.Provider>
  );
}
