import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import type { WidgetConfig } from '../../config/tenant.gen';
import { AppHeader } from './AppHeader';
import { messageText } from '../../testing/messageText';

type HeaderConfig = Extract<WidgetConfig, { type: 'appHeader' }>;

/** The header as the tenant file configures it. */
function headerConfig(context: StoryContext): HeaderConfig {
  const entry = storyRoot(context).tenant.widgets.find(
    (widget): widget is HeaderConfig => widget.type === 'appHeader',
  );
  return entry ?? { type: 'appHeader', slot: 'global' };
}

function label(context: StoryContext, id: string): string {
  return messageText(storyRoot(context).locale.messages, id, id);
}

const meta = {
  title: 'Features/Header/AppHeader',
  render: (_args, context) => <AppHeader config={headerConfig(context)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a public page: Log in opens the login dialog over it. */
export const Visitor: Story = {
  globals: { session: 'visitor' },
  parameters: { storyRoot: { path: '/inviteFriends' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: label(context, 'nav.login') }));
    await expect(storyRoot(context).auth.dialog).toBe('login');
  },
};

/** On /m/login itself the button is a plain link to the page. */
export const VisitorOnLoginPage: Story = {
  globals: { session: 'visitor' },
  parameters: { storyRoot: { path: '/login' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: label(context, 'nav.login') })).toBeVisible();
  },
};

/** A member: their name from member info, and Log out. */
export const Member: Story = {
  globals: { session: 'member' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: label(context, 'nav.logout') })).toBeVisible();
    await expect(await canvas.findByText('member1', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Urdu: the page and the header read right to left. */
export const RightToLeft: Story = {
  globals: { tenant: 'pk-urdu', language: 'UR', session: 'member' },
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
