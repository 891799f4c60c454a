/** spec 8: the repeated error-hide runs every 1 s, up to 3 times. */
export const ERROR_HIDE_EVERY_MS = 1_000;
export const ERROR_HIDE_TIMES = 3;

/** The page's loading indicators (the Spinner's page form, not one inside a button). */
const PAGE_INDICATOR = '.spinner:not(.spinner-inline)';

/**
 * An error notice says the wait is over: the page's loading indicators are hidden under it, at
 * once and again every second, 3 times (an indicator a page mounts just after the error, while
 * its code was still arriving, goes too). The returned function shows them again, for when the
 * member has read the notice: a page still loading keeps its indicator.
 */
export function hideLoadingUnderError(
  doc: Document,
  setTimer: (fn: () => void, ms: number) => () => void,
): () => void {
  const hidden = new Map<HTMLElement, string>();
  const hide = () => {
    for (const element of doc.querySelectorAll<HTMLElement>(PAGE_INDICATOR)) {
      if (hidden.has(element)) continue;
      hidden.set(element, element.style.display);
      element.style.display = 'none';
    }
  };
  let cancel: () => void = () => undefined;
  const repeat = (left: number) => {
    if (left === 0) return;
    cancel = setTimer(() => {
      hide();
      repeat(left - 1);
    }, ERROR_HIDE_EVERY_MS);
  };
  hide();
  repeat(ERROR_HIDE_TIMES);
  return () => {
    cancel();
    for (const [element, display] of hidden) element.style.display = display;
    hidden.clear();
  };
}
