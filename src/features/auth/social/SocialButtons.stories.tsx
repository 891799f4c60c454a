import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyRoot } from '../../../../.storybook/storyRoot';
import { PROVIDER_NAMES, socialMessages } from './messages';
import { SocialButtons } from './SocialButtonsSlot';
import { messageText } from '../../../testing/messageText';

/** The dialogs and buttons are lazy chunks. */
const LAZY = { timeout: 5_000 };

/** "Continue with {provider}" in the story's language. */
function label(context: StoryContext, provider: keyof typeof PROVIDER_NAMES): string {
  const template = messageText(
    storyRoot(context).locale.messages,
    socialMessages.continueWith.id,
    socialMessages.continueWith.defaultMessage,
  );
  return template.replace('{provider}', PROVIDER_NAMES[provider]);
}

const meta = {
  title: 'Features/Social/SocialButtons',
  render: () => (
    <div className="page">
      <SocialButtons />
    </div>
  ),
  globals: { session: 'visitor' },
  play: async (context) => {
    const providers = storyRoot(context).social.providers;
    const canvas = within(context.canvasElement);
    if (providers.length === 0) {
      await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
      return;
    }
    for (const provider of providers) {
      await expect(
        await canvas.findByRole('button', { name: label(context, provider) }, LAZY),
      ).toBeEnabled();
    }
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar's tenant: its providers, in its language. Also run for every tenant file. */
export const ForTheTenant: Story = { tags: ['every-tenant'] };

/** LINE, Telegram and Maya. */
export const Demo: Story = { globals: { tenant: 'demo' } };

/** Telegram and Maya, in a Maya Mini App. */
export const PhMaya: Story = { globals: { tenant: 'ph-maya' } };

/** LINE only, in Thai. */
export const ThLine: Story = { globals: { tenant: 'th-line' } };

/** Google (popup). */
export const PkUrdu: Story = { globals: { tenant: 'pk-urdu' } };

/** No social sign-in: nothing is drawn. */
export const VnLotto: Story = { globals: { tenant: 'vn-lotto' } };
