import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import { LoginForm } from './LoginForm';

/** The login form of the dialog and the /m/login page, in the toolbar's tenant and language. */
const meta = {
  title: 'Features/Auth/LoginForm',
  globals: { session: 'visitor' },
  render: () => (
    <div className="page">
      <div className="card auth-card">
        <LoginForm />
      </div>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const auth = (context: StoryContext) => storyRoot(context).auth;

/** Waiting for the member, on the tenant's first login method. */
export const Idle: Story = {
  tags: ['every-tenant'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('button[type="submit"]')).toBeVisible();
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};

/** The login call is running: the button says so and further taps are ignored. */
export const Processing: Story = {
  globals: { tenant: 'demo' },
  beforeEach: (context) => {
    runInAction(() => (auth(context).loginState = 'processing'));
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logging in…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A wrong password: the server's message under the fields, what was typed still there. */
export const WrongPassword: Story = {
  globals: { tenant: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'member1');
    await userEvent.type(canvas.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The username or password is wrong.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('member1');
    await expect(canvas.getByLabelText('Password')).toHaveValue('not-the-password');
    // After the half-second guard against double submits, Log in can be pressed again.
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute(
          'aria-disabled',
          'false',
        ),
      { timeout: 5_000 },
    );
  },
};

/** Username and password. */
export const UsernameMethod: Story = {
  globals: { tenant: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Username' }));
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toBeVisible();
  },
};

/** Mobile number and password, with the country code. */
export const MobileMethod: Story = {
  globals: { tenant: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Mobile' }));
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    await expect(canvas.getByText('+63')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toBeVisible();
  },
};

/** Mobile number and an SMS code. */
export const SmsMethod: Story = {
  globals: { tenant: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'SMS code' }));
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(canvas.queryByLabelText('Password')).toBeNull();
  },
};

/** A code was sent: the button counts down to the resend (pk-urdu waits 120 s). */
export const SmsCountdown: Story = {
  globals: { tenant: 'pk-urdu', language: 'EN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'SMS code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '09171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(
      await canvas.findByRole('button', { name: /Resend in 1[12]\d seconds/ }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('+92 09171234567');
  },
};

/** Right to left (Urdu): fields, segments and the error mirror themselves. */
export const RightToLeft: Story = {
  globals: { tenant: 'pk-urdu', language: 'UR' },
  beforeEach: (context) => {
    runInAction(() => (auth(context).loginError = { text: 'غلط پاس ورڈ' }));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('غلط پاس ورڈ');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
