import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTenant } from '../../../testing/renderWithTenant';
import { CaptchaOverlay } from '../../captcha/lazy';
import { RegisterForm } from './RegisterForm';
import { AuthOverlays } from '../AuthOverlays';

const typeInto = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillPkUrdu(username: string) {
  typeInto(/^username/i, username);
  typeInto(/^password$/i, 'Secret12');
  typeInto(/^confirm password$/i, 'Secret12');
  typeInto(/^referral code/i, 'FRIEND1');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('RegisterForm', () => {
  it('marks each field to fix, says why, and moves focus to the first', async () => {
    await renderWithTenant(<RegisterForm />, { tenant: 'demo', language: 'EN', path: '/register' });
    typeInto(/^password$/i, '12345');
    submit();
    const username = screen.getByLabelText(/^username/i);
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(/please fill this in/i);
    expect(screen.getByLabelText(/^password$/i)).toHaveAccessibleDescription(
      /at least 6 characters/i,
    );
    expect(screen.getByLabelText(/^confirm password$/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets the username be left empty when the server picks one', async () => {
    await renderWithTenant(<RegisterForm />, {
      tenant: 'pk-urdu',
      language: 'EN',
      path: '/register',
    });
    submit();
    await waitFor(() => expect(screen.getByLabelText(/^password$/i)).toHaveFocus());
    expect(screen.getByLabelText(/^username/i)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^username/i)).toHaveAccessibleDescription(/pick one for you/i);
    expect(screen.getByLabelText(/^referral code/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows and hides the password', async () => {
    await renderWithTenant(<RegisterForm />, { tenant: 'demo', language: 'EN', path: '/register' });
    const password = screen.getByLabelText(/^password$/i);
    expect(password).toHaveAttribute('type', 'password');
    const [reveal] = screen.getAllByRole('button', { name: 'Show password' });
    fireEvent.click(reveal!);
    expect(password).toHaveAttribute('type', 'text');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
  });

  it('prefills the referral code the page was opened with', async () => {
    await renderWithTenant(<RegisterForm />, {
      tenant: 'pk-urdu',
      language: 'EN',
      path: '/register?referralCode=AGENT7',
    });
    expect(screen.getByLabelText(/^referral code/i)).toHaveValue('AGENT7');
  });

  describe('when the username is taken', () => {
    it('alerts and shows the server message, keeping what was typed', async () => {
      const { root } = await renderWithTenant(<RegisterForm />, {
        tenant: 'pk-urdu',
        language: 'EN',
        path: '/register',
      });
      fillPkUrdu('member1');
      submit();
      const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
      expect(alert).toHaveTextContent('This username is already taken.');
      expect(root.notices.current?.message).toEqual({ text: 'This username is already taken.' });
      expect(screen.getByLabelText(/^username/i)).toHaveValue('member1');
      expect(screen.getByLabelText(/^username/i)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(/^password$/i)).toHaveValue('Secret12');
      expect(screen.getByLabelText(/^referral code/i)).toHaveValue('FRIEND1');
    });
  });

  describe('when the registration goes through on the page', () => {
    it('signs the new member in, says so in place of the form, and goes on at Continue', async () => {
      const { root } = await renderWithTenant(
        { path: '/register' },
        { tenant: 'pk-urdu', language: 'EN' },
      );
      await screen.findByLabelText(/^username/i);
      fillPkUrdu('fresh1');
      submit();
      const done = await screen.findByRole(
        'heading',
        { name: 'Your account is ready' },
        { timeout: 5000 },
      );
      expect(done).toHaveFocus();
      expect(root.session.session).toMatchObject({ userName: 'fresh1', firstTimeLogin: true });
      expect(screen.getByText(/Welcome, .fresh1.\. You are signed in\./)).toBeInTheDocument();
      expect(screen.queryByLabelText(/^username/i)).not.toBeInTheDocument();
      // The page is still the register page: nothing went home by itself.
      expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Home');

      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    });
  });
});

describe('AuthOverlays with the register dialog', () => {
  it('opens as a dialog and closes once the member is registered', async () => {
    const { root } = await renderWithTenant(<AuthOverlays />, {
      tenant: 'pk-urdu',
      language: 'EN',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => root.auth.openRegister());
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    fillPkUrdu('dialog1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(root.session.session?.userName).toBe('dialog1');
  });
});

describe('when the tenant asks a captcha before registration (demo, fake captcha)', () => {
  async function solveCaptcha() {
    const dialog = await screen.findByRole('dialog', { name: 'Security check' }, { timeout: 5000 });
    // The fake refuses a solve faster than a person could do it.
    await new Promise((resolve) => setTimeout(resolve, 900));
    for (const tile of [1, 2, 3]) {
      fireEvent.click(within(dialog).getByRole('button', { name: `Tile ${tile}` }));
    }
  }

  it('solves it first, and again after a refusal, keeping what was typed', async () => {
    const { root } = await renderWithTenant(
      <>
        <RegisterForm />
        <CaptchaOverlay />
      </>,
      { tenant: 'demo', language: 'EN', path: '/register' },
    );
    typeInto(/^username/i, 'member1');
    typeInto(/^password$/i, 'Secret12');
    typeInto(/^confirm password$/i, 'Secret12');
    submit();
    await solveCaptcha();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This username is already taken.',
    );
    expect(root.register.captchaResult).toBeNull();

    typeInto(/^username/i, 'captcha1');
    await waitFor(() => expect(root.register.processing).toBe(false));
    submit();
    await solveCaptcha();
    await waitFor(() => expect(root.session.session?.userName).toBe('captcha1'), {
      timeout: 5000,
    });
  });
});
