import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../../.storybook/storyRoot';
import { socialMessages } from './messages';
import { SocialOverlay } from './SocialOverlay';
import type { PendingSocial, SocialFailure } from './types';
import { messageText } from '../../../testing/messageText';

/** The dialogs and buttons are lazy chunks. */
const LAZY = { timeout: 5_000 };

function text(context: StoryContext, message: { id: string; defaultMessage: string }): string {
  return messageText(storyRoot(context).locale.messages, message.id, message.defaultMessage);
}

function choose(context: StoryContext, pending: PendingSocial): void {
  const { social } = storyRoot(context);
  runInAction(() => {
    social.pendingSocial = pending;
    social.choice = pending;
  });
}

function fail(context: StoryContext, failure: SocialFailure): void {
  const { social } = storyRoot(context);
  runInAction(() => (social.failure = failure));
}

const meta = {
  title: 'Features/Social/SocialOverlay',
  render: () => <SocialOverlay />,
  globals: { session: 'visitor' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login-confirm dialog for a LINE account with no member: log in, or register new. */
export const LoginConfirmLine: Story = {
  beforeEach: (context) =>
    choose(context, { provider: 'line', lineSessionToken: 'demo-line-session-token' }),
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('dialog', {}, LAZY);
    const login = within(dialog).getByRole('button', {
      name: text(context, socialMessages.confirmLogin),
    });
    await expect(login).toHaveFocus();
    await expect(
      within(dialog).getByRole('button', { name: text(context, socialMessages.confirmRegister) }),
    ).toBeInTheDocument();
  },
};

/** The same for a Telegram account; Escape closes it. */
export const LoginConfirmTelegram: Story = {
  beforeEach: (context) => choose(context, { provider: 'telegram', telegramAuth: 'e30=' }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('dialog', {}, LAZY);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A server refusal: the translated message, its code and the server's reason (spec 8). */
export const ErrorWithReason: Story = {
  beforeEach: (context) =>
    fail(context, {
      provider: 'maya',
      code: 'login.cred.err',
      reason: 'The Maya session is not valid. Please try again.',
    }),
  play: async (context) => {
    const alert = await within(context.canvasElement).findByRole('alertdialog', {}, LAZY);
    await expect(alert).toHaveTextContent('login.cred.err');
    await expect(alert).toHaveTextContent('The Maya session is not valid. Please try again.');
  },
};

/** Private browsing blocks social sign-in (spec 5): no reason line. */
export const ErrorIncognito: Story = {
  beforeEach: (context) =>
    fail(context, { provider: 'line', code: 'not_support_incognito', reason: null }),
  play: async (context) => {
    const alert = await within(context.canvasElement).findByRole('alertdialog', {}, LAZY);
    await expect(alert).toHaveTextContent('not_support_incognito');
  },
};
