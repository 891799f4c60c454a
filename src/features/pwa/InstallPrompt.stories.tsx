import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import type { InstallPromptViewProps } from './InstallPromptView';
import { InstallPromptView } from './InstallPromptView';
import { installMessages } from './installMessages';
import { messageText } from '../../testing/messageText';

type Args = Pick<InstallPromptViewProps, 'offer' | 'onAgree' | 'onCancel'>;

/** The add-to-home-screen offer as the installPrompt widget shows it, for the toolbar's tenant. */
const meta = {
  title: 'Features/PWA/InstallPrompt',
  tags: ['every-tenant'],
  args: { offer: 'prompt', onAgree: fn(), onCancel: fn() },
  render: (args, context) => {
    const { manifest } = storyRoot(context).tenant;
    return (
      <InstallPromptView {...args} appName={manifest.short_name} icon={manifest.icons['192']} />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

function text(context: StoryContext, message: { id: string; defaultMessage: string }): string {
  return messageText(storyRoot(context).locale.messages, message.id, message.defaultMessage);
}

/** Android (Chromium): the bottom confirm modal in front of the browser's install prompt. */
export const AndroidPrompt: Story = {
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent(storyRoot(context).tenant.manifest.short_name);
    await userEvent.click(
      within(dialog).getByRole('button', { name: text(context, installMessages.agree) }),
    );
    await expect(context.args.onAgree).toHaveBeenCalledTimes(1);
    await userEvent.click(
      within(dialog).getByRole('button', { name: text(context, installMessages.cancel) }),
    );
    await expect(context.args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** iOS has no install prompt: Share → Add to Home Screen, by hand. */
export const IosInstructions: Story = {
  args: { offer: 'ios' },
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent(text(context, installMessages.iosSteps));
    await userEvent.click(within(dialog).getByRole('button'));
    await expect(context.args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** iOS 17: the iOS 17 download tips. */
export const Ios17Tips: Story = {
  args: { offer: 'ios17' },
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent(text(context, installMessages.ios17Tips));
  },
};
