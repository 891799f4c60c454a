import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTenant } from '../../testing/renderWithTenant';
import { GameLanesWidget } from './GameLanesWidget';

/** The machine may be busy: answers from the in-memory demo API can take a moment. */
const WAIT = { timeout: 5_000 };

// Each test's root, disposed after it: timers and reactions stop.
const roots: Array<{ dispose(): void }> = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

const lanesOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the gameLanes widget', () => {
  it("shows the catalogue's lanes, at most maxLanes, with their categories and cards", async () => {
    const { root } = await renderWithTenant(
      <GameLanesWidget config={{ type: 'gameLanes', maxLanes: 2 }} />,
      { session: 'member', tenant: 'vn-lotto', language: 'EN' },
    );
    roots.push(root);
    const region = await screen.findByRole('region', { name: 'Games' }, WAIT);
    await within(region).findAllByRole('heading', { level: 3 }, WAIT);
    expect(lanesOf(region)).toEqual(['Lottery', 'Slots']);
    const lottery = within(region).getByRole('region', { name: 'Lottery' });
    // spec 9: the lottery, then its betting (+1) and lobby (+5) variants.
    expect(
      within(lottery)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Lottery', 'Quick bet', 'Lottery lobby']);
    // Named by what it shows (label in name): the game's name, then its count.
    const play = within(lottery).getAllByRole('link', { name: /^Lotto Hub\s*\d+ games?$/ })[0];
    const href = new URL(play?.getAttribute('href') ?? '', 'https://x.test');
    expect(href.pathname).toBe('/m/launchGame');
    expect(href.searchParams.get('vendor')).toBe('LOTTOHUB');
    expect(href.searchParams.get('backUrl')).toBe('/m/home');
  });

  it('offers free play on free-play cards of a tenant with trials', async () => {
    const { root } = await renderWithTenant(<GameLanesWidget config={{ type: 'gameLanes' }} />, {
      session: 'member',
    });
    roots.push(root);
    const slots = await screen.findByRole('region', { name: 'Slots' }, WAIT);
    const trial = within(slots).getAllByRole('link', {
      name: 'Try free',
      description: 'Spin Forge',
    })[0];
    expect(
      new URL(trial?.getAttribute('href') ?? '', 'https://x.test').searchParams.get('playType'),
    ).toBe('trial');
    const lottery = screen.getByRole('region', { name: 'Lottery' });
    expect(within(lottery).queryByRole('link', { name: /free/ })).toBeNull();
  });

  it('shows the upcoming matches under the sports lane', async () => {
    const { root } = await renderWithTenant(<GameLanesWidget config={{ type: 'gameLanes' }} />, {
      session: 'member',
      tenant: 'ph-maya',
      language: 'EN',
    });
    roots.push(root);
    const sports = await screen.findByRole('region', { name: 'Sports' }, WAIT);
    expect(within(sports).getByRole('heading', { name: 'Upcoming matches' })).toBeInTheDocument();
    const matches = within(sports).getAllByRole('link', { name: /vs/ });
    expect(matches.length).toBeGreaterThan(0);
    expect(matches[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/m/launchGame?vendor=MATCHLINE'),
    );
  });

  it('on /m/home, a card opens the launch page', async () => {
    const { root } = await renderWithTenant({ path: '/home' }, { session: 'member' });
    roots.push(root);
    const lottery = await screen.findByRole('region', { name: 'Lottery' }, WAIT);
    await userEvent.click(within(lottery).getAllByRole('link', { name: /^Lotto Hub/ })[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Starting game' }, WAIT),
    ).toBeInTheDocument();
  });
});
