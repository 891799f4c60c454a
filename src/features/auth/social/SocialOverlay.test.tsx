import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { renderWithTenant } from '../../../testing/renderWithTenant';
import { SocialOverlay } from './SocialOverlay';
import type { SocialStore } from './SocialStore';
import type { PendingSocial, SocialFailure } from './types';

/** Lazy chunks load slowly on a busy machine. */
const WAIT = { timeout: 5_000 };

const LINE: PendingSocial = { provider: 'line', lineSessionToken: 'demo-line-session-token' };

function open(social: SocialStore, pending: PendingSocial): void {
  runInAction(() => {
    social.pendingSocial = pending;
    social.choice = pending;
  });
}

function fail(social: SocialStore, failure: SocialFailure): void {
  runInAction(() => (social.failure = failure));
}

describe('the login-confirm dialog', () => {
  it('is a labelled modal with the focus on its first choice', async () => {
    const { root } = await renderWithTenant(<SocialOverlay />);
    open(root.social, LINE);
    const dialog = await screen.findByRole('dialog', { name: 'Link your LINE account' }, WAIT);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/This LINE account is not linked to a member yet/);
    expect(screen.getByRole('button', { name: 'Log in with existing account' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Register new' })).toBeInTheDocument();
  });

  it('"log in with existing account" opens the login dialog and keeps the account', async () => {
    const { root } = await renderWithTenant(<SocialOverlay />);
    open(root.social, LINE);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Log in with existing account' }, WAIT),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(root.auth.dialog).toBe('login');
    expect(root.social.pendingSocial).toEqual(LINE);
  });

  it('"register new" opens registration carrying the account', async () => {
    const { root } = await renderWithTenant(<SocialOverlay />);
    open(root.social, { provider: 'telegram', telegramAuth: 'e30=' });
    await userEvent.click(await screen.findByRole('button', { name: 'Register new' }, WAIT));
    expect(root.auth.dialog).toBe('register');
    expect(root.register.linked).toEqual({ telegramAuth: 'e30=' });
  });

  it('Escape closes it and forgets the account', async () => {
    const { root } = await renderWithTenant(<SocialOverlay />);
    open(root.social, LINE);
    await screen.findByRole('dialog', {}, WAIT);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(root.social.pendingSocial).toBeNull();
    expect(root.auth.dialog).toBeNull();
  });
});

describe('the social sign-in error (spec 8)', () => {
  it('shows the translated message, the code and the reason', async () => {
    const { root } = await renderWithTenant(<SocialOverlay />);
    fail(root.social, {
      provider: 'maya',
      code: 'login.cred.err',
      reason: 'The Maya session is not valid. Please try again.',
    });
    const alert = await screen.findByRole('alertdialog', { name: 'Sign-in failed' }, WAIT);
    expect(alert).toHaveTextContent('Maya sign-in did not work. Please try again.');
    expect(alert).toHaveTextContent('Code: login.cred.err');
    expect(alert).toHaveTextContent('Reason: The Maya session is not valid. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(root.social.failure).toBeNull();
  });

  it('names private browsing, with no reason line when there is none', async () => {
    const { root } = await renderWithTenant(<SocialOverlay />);
    fail(root.social, { provider: 'line', code: 'not_support_incognito', reason: null });
    const alert = await screen.findByRole('alertdialog', {}, WAIT);
    expect(alert).toHaveTextContent('LINE sign-in does not work in private browsing.');
    expect(alert).toHaveTextContent('Code: not_support_incognito');
    expect(alert).not.toHaveTextContent('Reason');
  });
});

describe('the hidden frames', () => {
  it('hosts the Telegram frame, hidden and sandboxed, while it works', async () => {
    const { root, container } = await renderWithTenant(<SocialOverlay />);
    expect(container.querySelector('iframe')).toBeNull();
    const src = 'https://m.demo-casino.test/m/demo-telegram-auth.html?bot_id=1';
    runInAction(() => (root.social.telegramFrame = src));
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', src);
    expect(frame).toHaveAttribute('title', 'Telegram sign-in');
    expect(frame).not.toBeVisible();
    expect(frame?.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('gives the invisible reCAPTCHA its container where SMS goes through Firebase', async () => {
    const withFirebase = await renderWithTenant(<SocialOverlay />, { tenant: 'ph-maya' });
    expect(withFirebase.container.querySelector('#social-recaptcha')).not.toBeNull();
    withFirebase.unmount();
    const without = await renderWithTenant(<SocialOverlay />, { tenant: 'demo' });
    expect(without.container.querySelector('#social-recaptcha')).toBeNull();
  });
});
