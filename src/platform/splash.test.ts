import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideSplash, SPLASH_MIN_MS, SPLASH_OUT_MARK } from './splash';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the splash', () => {
  it('never goes before its minimum, even when a timer fires a little early', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const now = vi.spyOn(performance, 'now').mockReturnValue(300);
    const mark = vi.fn();
    Object.assign(performance, { mark }); // jsdom's performance records no marks
    document.body.innerHTML = '<div id="splash"></div>';
    const splash = document.getElementById('splash');
    hideSplash(document);
    // The timer is due; the page's clock is a fraction of a millisecond short.
    now.mockReturnValue(SPLASH_MIN_MS - 0.4);
    vi.advanceTimersByTime(SPLASH_MIN_MS - 300);
    expect(splash?.classList.contains('splash-out')).toBe(false);
    expect(mark).not.toHaveBeenCalled();
    now.mockReturnValue(SPLASH_MIN_MS + 0.1);
    vi.advanceTimersByTime(1);
    expect(splash?.classList.contains('splash-out')).toBe(true);
    expect(mark).toHaveBeenCalledWith(SPLASH_OUT_MARK);
  });
});
