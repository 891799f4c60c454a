import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { REGISTER_PATHS } from '../../../api/calls/memberRegister';
import { RegisterPage } from './RegisterPage';

/**
 * /m/register for a visitor. The tenant toolbar switches the form: username or mobile mode,
 * password rules, the referral-code field. Server states come from the story's demo API.
 */
const meta = {
  title: 'Features/Auth/RegisterForm',
  globals: { session: 'visitor' },
  parameters: { storyRoot: { path: '/register' } },
  render: () => <RegisterPage />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, as the tenant in the toolbar configures it. */
export const Empty: Story = {
  tags: ['every-tenant'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('textbox').length).toBeGreaterThan(0);
  },
};

/** Register tapped with a weak password and a confirmation that differs. */
export const InvalidFields: Story = {
  globals: { tenant: 'demo', language: 'EN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), '12345678');
    await userEvent.type(canvas.getByLabelText('Confirm password'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Add a letter or a symbol: digits alone are not allowed.'),
    ).toBeVisible();
    await expect(canvas.getByText('The two passwords do not match.')).toBeVisible();
  },
};

/** The request is on its way (the demo API holds it): the button says so and ignores taps. */
export const Processing: Story = {
  globals: { tenant: 'pk-urdu', language: 'EN' },
  parameters: { demoApi: { faults: [{ path: REGISTER_PATHS.username, hang: true }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'slowpoke');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret12');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret12');
    await userEvent.type(canvas.getByLabelText('Referral code'), 'FRIEND1');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const busy = await canvas.findByRole('button', { name: 'Registering…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server refuses a taken username: its message in the form, everything typed kept. */
export const ServerError: Story = {
  globals: { tenant: 'pk-urdu', language: 'EN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'member1');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret12');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret12');
    await userEvent.type(canvas.getByLabelText('Referral code'), 'FRIEND1');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('This username is already taken.');
    await expect(canvas.getByLabelText('Username')).toHaveValue('member1');
    // The form at rest: Register takes taps again 500 ms after the refusal (the double-submit
    // guard), so the story ends on what the member is left with, not on the locked button.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Register' })).toHaveAttribute(
        'aria-disabled',
        'false',
      ),
    );
  },
};

/** Mobile mode: the code is sent and the button counts down to the resend. */
export const MobileCountdown: Story = {
  globals: { tenant: 'ph-maya', language: 'EN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Mobile number'), '0917 555 0199');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(
      () => expect(canvas.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible(),
      { timeout: 5000 },
    );
    await expect(canvas.getByText('We sent a code to +63 09175550199.')).toBeVisible();
  },
};

/** Right to left (Urdu): the form mirrors, numbers stay left to right. */
export const RightToLeft: Story = {
  globals: { tenant: 'pk-urdu', language: 'UR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
