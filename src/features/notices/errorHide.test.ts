import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../testing/createFakeClock';
import { ERROR_HIDE_EVERY_MS, hideLoadingUnderError } from './errorHide';

function indicator(inline = false): HTMLElement {
  const element = document.createElement('div');
  element.className = inline ? 'spinner spinner-inline' : 'spinner';
  document.body.append(element);
  return element;
}

describe('the repeated error-hide (spec 8: every 1 s, up to 3 times)', () => {
  it("hides the page's loading indicators, again each second 3 times, and shows them after", () => {
    document.body.replaceChildren();
    const clock = createFakeClock(0);
    const setTimer = (fn: () => void, ms: number) => {
      const id = clock.setTimeout(fn, ms);
      return () => clock.clearTimeout(id);
    };
    const first = indicator();
    const inButton = indicator(true);
    const restore = hideLoadingUnderError(document, setTimer);
    expect(first.style.display).toBe('none');
    expect(inButton.style.display).toBe('');

    const late = [1, 2, 3, 4].map(() => {
      const element = indicator();
      clock.advance(ERROR_HIDE_EVERY_MS);
      return element;
    });
    // Mounted within the 3 repeats: hidden; after the third, nothing runs any more.
    expect(late.map((element) => element.style.display)).toEqual(['none', 'none', 'none', '']);

    restore();
    expect([first, ...late].map((element) => element.style.display)).toEqual(['', '', '', '', '']);
  });
});
