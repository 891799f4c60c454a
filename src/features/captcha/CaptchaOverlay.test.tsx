import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeClock } from '../../testing/createFakeClock';
import { createFakeClock } from '../../testing/createFakeClock';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { renderWithTenant } from '../../testing/renderWithTenant';
import { TenantProviders } from '../../testing/TenantProviders';
import type { CaptchaResult } from './CaptchaAdapter';
import { CaptchaOverlay } from './CaptchaOverlay';
import { CaptchaStore } from './CaptchaStore';
import { FAKE_TOO_FAST_MS } from './FakeChallenge';

/** The demo tenant (fake provider, v4) with the overlay mounted, as App mounts it. */
async function openCaptcha(clock: FakeClock = createFakeClock(1_700_000_000_000)) {
  const rendered = await renderWithTenant(<CaptchaOverlay />, { tenant: 'demo', clock });
  let solving!: Promise<CaptchaResult>;
  act(() => {
    solving = rendered.root.captcha.solve('register');
  });
  // Settled either way, so a test that expects a failure can read it.
  const outcome = solving.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Security check' });
  return { ...rendered, clock, dialog, outcome };
}

describe('the fake captcha dialog', () => {
  it('is a labelled dialog with the instructions and the first tile focused', async () => {
    const { dialog } = await openCaptcha();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Tap the tiles in order: 1, 2, 3.');
    const tiles = within(dialog).getAllByRole('button', { name: /^Tile \d$/ });
    expect(tiles).toHaveLength(3);
    expect(tiles[0]).toHaveFocus();
    expect(within(dialog).getByRole('group')).toHaveAccessibleName(
      'Tap the tiles in order: 1, 2, 3.',
    );
  });

  describe('when solved by keyboard', () => {
    it('answers the tokens and closes', async () => {
      const user = userEvent.setup();
      const { dialog, clock, outcome } = await openCaptcha();
      /** Tabs to the tile and presses the key on it, as a keyboard user would. */
      const press = async (tile: number, key: string) => {
        const target = within(dialog).getByRole('button', { name: `Tile ${tile}` });
        for (let i = 0; i < 4 && document.activeElement !== target; i += 1) await user.tab();
        expect(target).toHaveFocus();
        await user.keyboard(key);
      };
      await press(1, '{Enter}');
      await press(2, ' ');
      expect(within(dialog).getByRole('button', { name: 'Tile 2' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(dialog).toHaveTextContent('2 of 3 tapped');
      act(() => clock.advance(FAKE_TOO_FAST_MS));
      await press(3, '{Enter}');
      expect(await outcome).toEqual({
        result: { geetestValidateV4: expect.stringContaining('"lot_number"') },
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  describe('when solved by touch', () => {
    it('answers the tokens', async () => {
      const user = userEvent.setup();
      const { dialog, clock, outcome } = await openCaptcha();
      const tap = (tile: number) =>
        user.pointer({
          keys: '[TouchA]',
          target: within(dialog).getByRole('button', { name: `Tile ${tile}` }),
        });
      await tap(1);
      await tap(2);
      act(() => clock.advance(FAKE_TOO_FAST_MS));
      await tap(3);
      expect(await outcome).toHaveProperty('result.geetestValidateV4');
    });
  });

  describe('when a tile is tapped out of order', () => {
    it('says so and starts again from 1', async () => {
      const user = userEvent.setup();
      const { dialog } = await openCaptcha();
      await user.click(within(dialog).getByRole('button', { name: 'Tile 1' }));
      await user.click(within(dialog).getByRole('button', { name: 'Tile 3' }));
      expect(dialog).toHaveTextContent('Wrong order. Start again from 1.');
      expect(within(dialog).getByRole('button', { name: 'Tile 1' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
  });

  describe('when solved faster than a person can', () => {
    it('fails with "verify geetest too fast"', async () => {
      const user = userEvent.setup();
      const { dialog, outcome } = await openCaptcha();
      for (const tile of [1, 2, 3]) {
        await user.click(within(dialog).getByRole('button', { name: `Tile ${tile}` }));
      }
      expect(await outcome).toEqual({
        error: expect.objectContaining({ code: 'too_fast', message: 'verify geetest too fast' }),
      });
    });
  });

  describe('when closed', () => {
    it('Escape fails with verify_first and removes the dialog', async () => {
      const user = userEvent.setup();
      const { outcome } = await openCaptcha();
      await user.keyboard('{Escape}');
      expect(await outcome).toEqual({ error: expect.objectContaining({ code: 'verify_first' }) });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('the Close button fails with verify_first', async () => {
      const user = userEvent.setup();
      const { dialog, outcome } = await openCaptcha();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(await outcome).toEqual({ error: expect.objectContaining({ code: 'verify_first' }) });
    });
  });
});

describe('while a GeeTest script loads', () => {
  it('shows a loading status until the vendor is up or has failed', async () => {
    const clock = createFakeClock();
    const { root } = await createTenantRoot({ tenant: 'vn-lotto', language: 'EN', clock });
    const captcha = new CaptchaStore({
      tenant: root.tenant,
      api: root.api,
      platform: root.platform,
      // gt4.js never loads: only the 5 s network timeout ends the wait.
      loadScript: () => new Promise(() => undefined),
    });
    render(
      <TenantProviders root={root}>
        <CaptchaOverlay store={captcha} />
      </TenantProviders>,
    );
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = captcha.solve('login').catch((e: unknown) => e);
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the security check…');
    // The first try times out; the retry shows the status again, then times out as well.
    for (const _try of [1, 2]) {
      await waitFor(() => expect(captcha.activeChallenge).not.toBeNull());
      act(() => clock.advance(5000));
    }
    expect(await outcome).toMatchObject({ code: 'network' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
