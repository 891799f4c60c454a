import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTenant } from '../../testing/renderWithTenant';

/** A login goes through the demo API's RSA key and password hashing: slow on a busy machine. */
const SLOW = { timeout: 10_000 };

describe('the /m/login page', () => {
  describe('when the password is wrong', () => {
    it('shows the server message as an alert and keeps what was typed', async () => {
      await renderWithTenant({ path: '/login' });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'member1');
      await user.type(screen.getByLabelText('Password'), 'wrong-one');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
        'The username or password is wrong.',
      );
      expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('member1');
      expect(screen.getByLabelText('Password')).toHaveValue('wrong-one');
    });
  });

  describe('when the right password is given', () => {
    it('signs in, goes home and shows the member in the header', async () => {
      const { root } = await renderWithTenant({ path: '/login' });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'member1');
      await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
      await user.click(screen.getByRole('button', { name: 'Show password' }));
      expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      const account = await screen.findByRole('button', { name: 'My account' }, SLOW);
      await waitFor(() => expect(root.session.isLoggedIn).toBe(true), SLOW);
      // The header's account button opens the sheet named after the member.
      await user.click(account);
      expect(await screen.findByRole('dialog', { name: 'member1' }, SLOW)).toBeVisible();
    });
  });

  it('offers the tenant methods, and the sms form sends a code with a countdown', async () => {
    await renderWithTenant({ path: '/login' }, { tenant: 'pk-urdu', language: 'EN' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'SMS code' }));
    await user.type(screen.getByLabelText('Mobile number'), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByRole('button', { name: /Resend in 1[12]\d seconds/ }, SLOW),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('We sent a code to +92 09171234567.');
  });
});

describe('the login dialog', () => {
  it('opens from the header on a public page and closes with Escape', async () => {
    await renderWithTenant({ path: '/register' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('textbox', { name: 'Username' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
  });
});
