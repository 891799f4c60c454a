import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import { AuthOverlays } from './AuthOverlays';

/** twofa1 logs in for real: the demo API answers login_verify_required with three options. */
async function challenge(context: StoryContext): Promise<void> {
  const { auth } = storyRoot(context);
  await auth.login({
    method: 'username',
    username: 'twofa1',
    password: 'Passw0rd!',
    remember: false,
  });
}

const meta = {
  title: 'Features/Auth/SecondFactorDialog',
  globals: { session: 'visitor', tenant: 'demo' },
  beforeEach: challenge,
  render: () => <AuthOverlays />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (context: StoryContext) =>
  within(context.canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: 'Verify it is you' },
    { timeout: 10_000 },
  );

/** Email, authenticator app or SMS; the code field. */
export const ChooseOption: Story = {
  play: async (context) => {
    const dialog = within(await dialogOf(context));
    await expect(dialog.getByRole('radio', { name: 'Email' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Authenticator app' }));
    await expect(dialog.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
  },
};

/** A wrong code: the server's message, and the member may try again. */
export const WrongCode: Story = {
  play: async (context) => {
    const dialog = within(await dialogOf(context));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Verification code' }), '000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Verification code' })).toHaveValue('000000');
  },
};

/** The demo code 123456 completes the login: the dialog closes, the session opens. */
export const Verified: Story = {
  play: async (context) => {
    const dialog = within(await dialogOf(context));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(storyRoot(context).session.isLoggedIn).toBe(true), {
      timeout: 10_000,
    });
    await waitFor(() => expect(storyRoot(context).auth.dialog).toBeNull());
  },
};
