import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_SLOW_MS, LOADING_STALLED_MS } from './SlowLoading';
import { Spinner } from './Spinner';

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => void vi.useRealTimers());

/** Moves fake time on exactly, then lets the lazily loaded part of the indicator arrive. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => import('./SlowLoading'));
  for (let i = 0; i < 20; i += 1) {
    await act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));
  }
}

const renderSpinner = (inline = false) =>
  render(
    <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
      <Spinner inline={inline} />
    </IntlProvider>,
  );

describe('the loading indicator (spec 9: 5 or 10 s)', () => {
  it('says "Please wait..." after 5 s, and offers Refresh after 10 s', async () => {
    renderSpinner();
    await wait(0); // its steps' code arrives
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    await wait(LOADING_SLOW_MS - 1);
    expect(status).not.toHaveTextContent('Please wait');
    await wait(1);
    expect(status).toHaveTextContent('Please wait...');
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    await wait(LOADING_STALLED_MS - LOADING_SLOW_MS);
    expect(status).toHaveTextContent('This is taking longer than usual');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
  });

  it('an inline indicator (in a button) stays a ring', async () => {
    renderSpinner(true);
    await act(() => vi.advanceTimersByTimeAsync(LOADING_STALLED_MS * 2));
    expect(screen.getByRole('status')).not.toHaveTextContent('Please wait');
  });
});
