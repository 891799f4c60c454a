import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SLOW_GAME } from '../../../demo-api/data/lottery';
import { createFakeClock } from '../../testing/createFakeClock';
import type { FakeClock } from '../../testing/createFakeClock';
import type { RenderWithTenantOptions } from '../../testing/renderWithTenant';
import { renderWithTenant } from '../../testing/renderWithTenant';
import { LAUNCH_PRE_DELAY_MS, LAUNCH_TIMEOUT_MS } from './launchRules';

/** The machine may be busy: answers from the in-memory demo API can take a moment. */
const WAIT = { timeout: 5_000 };

// Each test's root, disposed after it: timers and reactions stop.
const roots: Array<{ dispose(): void }> = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

async function openLaunch(query: string, options: RenderWithTenantOptions = {}) {
  const clock = createFakeClock(Date.now());
  const result = await renderWithTenant(
    { path: `/launchGame${query}` },
    { session: 'member', clock, ...options },
  );
  roots.push(result.root);
  await screen.findByRole('heading', { level: 1, name: 'Starting game' }, WAIT);
  return { ...result, clock };
}

/**
 * Moves fake time on by `ms` until `check` passes: the page plans its timers in effects and
 * after answers from the demo API, which a single step could run ahead of on a busy machine.
 */
async function advanceUntil(clock: FakeClock, ms: number, check: () => void) {
  await waitFor(() => {
    act(() => clock.advance(ms));
    check();
  }, WAIT);
}

describe('/m/launchGame', () => {
  it('shows the loading indicator, then leaves for the game', async () => {
    const { clock, platform } = await openLaunch('?vendor=LOTTOHUB&code=SEA_5D');
    expect(screen.getByRole('status')).toBeInTheDocument();
    await advanceUntil(clock, LAUNCH_PRE_DELAY_MS, () =>
      expect(platform.env.record.assigned).toHaveLength(1),
    );
    expect(platform.env.record.assigned[0]).toContain('/m/demo-game.html?game=SEA_5D');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after 10 s asks to try again, and the retry launches', async () => {
    const { clock, platform } = await openLaunch(`?vendor=LOTTOHUB&code=${DEMO_SLOW_GAME}`);
    // Past the pre-delay, the call (which the demo API holds), then the 10 s.
    await advanceUntil(clock, LAUNCH_TIMEOUT_MS, () =>
      expect(screen.getByRole('alert')).toBeInTheDocument(),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The game is taking too long to start. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await advanceUntil(clock, LAUNCH_PRE_DELAY_MS, () =>
      expect(platform.env.record.assigned).toHaveLength(1),
    );
  });

  it('says the link cannot start a game (label_start_game_error), with a way back', async () => {
    await openLaunch('?code=SEA_5D&backUrl=%2Fm%2Fgame');
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'This game cannot be started from this link.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/m/home');
  });

  it('goes back to the backUrl of the link', async () => {
    await openLaunch('?vendor=X&code=1&playType=trial&backUrl=%2Fm%2Fgame', {
      tenant: 'vn-lotto',
      language: 'EN',
    });
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Free play is not available for this game.',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/m/game');
  });

  it('in a browser tab of an app-only merchant, says so and offers the app', async () => {
    await openLaunch('?vendor=LOTTOHUB&code=SEA_5D', { tenant: 'ph-maya', language: 'EN' });
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Games open only in our app or from your home screen.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Open your browser’s menu');
    await userEvent.click(screen.getByRole('link', { name: 'Get the app' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Download the app' }, WAIT),
    ).toBeInTheDocument();
  });
});
