import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChangePasswordPage } from './ChangePasswordPage';

/** /m/changePsw after a login with the default or an expired password. */
const meta = {
  title: 'Features/Auth/ChangePasswordPage',
  globals: { session: 'member' },
  parameters: { storyRoot: { path: '/changePsw' } },
  render: () => <ChangePasswordPage />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form with the tenant's password rules. */
export const Empty: Story = {
  tags: ['every-tenant'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Saving with broken rules lists what to fix. */
export const Problems: Story = {
  globals: { tenant: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), '1234');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(canvas.getByText('Enter your current password.')).toBeVisible();
    await expect(canvas.getByText('Use at least 6 characters.')).toBeVisible();
    await expect(canvas.getByText('The two new passwords do not match.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** The server refuses a wrong current password: its message in the form. */
export const WrongCurrentPassword: Story = {
  globals: { tenant: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'not-it-1');
    await userEvent.type(canvas.getByLabelText('New password'), 'NewPassw0rd');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'NewPassw0rd');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
};
