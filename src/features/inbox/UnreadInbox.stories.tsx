import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnreadInboxWidget } from './UnreadInboxWidget';

/** The member's unread inbox messages on the home page (spec 2 and 4). */
const meta = {
  title: 'Features/Inbox/UnreadInbox',
  globals: { session: 'member' },
  tags: ['every-tenant'],
  args: { path: '' },
  render: (args) => (
    <UnreadInboxWidget
      config={{ type: 'unreadInbox', ...(args.path ? { path: args.path } : {}) }}
    />
  ),
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A regular member's two notices, as text. */
export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** With the tenant's inbox page: the line is a link to it. */
export const Link: Story = {
  args: { path: '/inbox' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link')).toHaveAttribute(
      'href',
      '/m/inbox',
    );
  },
};

/** A visitor has no inbox: the widget shows nothing. */
export const Visitor: Story = {
  globals: { session: 'visitor' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
