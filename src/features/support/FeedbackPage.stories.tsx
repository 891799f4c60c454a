import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import { messageText } from '../../testing/messageText';
import { CustomerServiceWidget } from './CustomerServiceWidget';
import { FeedbackPage } from './FeedbackPage';
import { feedbackMessages } from './feedbackMessages';
import { supportMessages } from './messages';

const SCRIPT_PATH = '/wps/relay/WPSCORE_getCustomerServiceScript';

function text(context: StoryContext, message: { id: string; defaultMessage: string }): string {
  return messageText(storyRoot(context).locale.messages, message.id, message.defaultMessage);
}

/**
 * /m/feedback for a member (spec 2: members only): the merchant's customer-service entries, each
 * opening its chat. As the app shows it: beside the customer-service button, whose layer shows
 * the chats.
 */
const meta = {
  title: 'Features/Support/FeedbackPage',
  globals: { session: 'member' },
  parameters: { storyRoot: { path: '/feedback' } },
  render: () => (
    <>
      <CustomerServiceWidget config={{ type: 'customerServiceButton', slot: 'global' }} />
      <FeedbackPage />
    </>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tenant's entries for this member; the first one tapped opens its chat. */
export const Entries: Story = {
  tags: ['every-tenant'],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const page = await canvas.findByRole('region', { name: text(context, feedbackMessages.title) });
    const list = await within(page).findByRole('list', {}, { timeout: 10_000 });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** The entries could not be loaded: said so, with Try again. */
export const LoadFailed: Story = {
  tags: ['every-tenant'],
  parameters: { demoApi: { faults: [{ path: SCRIPT_PATH, status: 500 }] } },
  play: async (context) => {
    const alert = await within(context.canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text(context, supportMessages.loadFailed));
    await expect(
      within(alert).getByRole('button', { name: text(context, feedbackMessages.retry) }),
    ).toBeVisible();
  },
};
