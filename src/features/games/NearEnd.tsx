import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';

export interface NearEndProps {
  /** Called when the placeholder comes within a screen of being seen (at once without observers). */
  onNear: () => void;
  /**
   * 'column': the page scrolls down to it (a grid's rows); 'row': its list scrolls sideways to
   * it (a strip of cards), so the list is the observer's root.
   */
  axis: 'column' | 'row';
  /** How many cards the space stands for (data-rest, for tests and QA). */
  rest: number;
  className: string;
  style: CSSProperties;
}

/**
 * The space the cards not made yet take, so nothing moves when they come (no layout shift): a
 * hidden list item that asks for the next cards when it is a screen away. Mounted anew (by key)
 * after each batch, so a placeholder still near asks again at once.
 */
export function NearEnd({ onNear, axis, rest, className, style }: NearEndProps) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onNear();
        }
      },
      axis === 'row'
        ? { root: node.parentElement, rootMargin: '0px 100%' }
        : { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [onNear, axis]);
  return <li ref={ref} aria-hidden="true" className={className} style={style} data-rest={rest} />;
}
