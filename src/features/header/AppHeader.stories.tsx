import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** A member: the logo and one account button; Log out is not crowded beside the logo. */
export const Member: Story = {
  globals: { session: 'member' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('button', { name: label(context, 'header.account') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: label(context, 'nav.logout') })).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The smallest phone (320 px): the same header, the logo at its full size. */
export const MemberOnSmallPhone: Story = {
  globals: { session: 'member', viewport: { value: 'phoneSmall', isRotated: false } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const logo = canvas.getByRole('link', { name: new RegExp(label(context, 'nav.home')) });
    await expect(logo.querySelector('img')).toHaveAttribute('width', '132');
    await expect(
      canvas.getByRole('button', { name: label(context, 'header.account') }),
    ).toBeVisible();
  },
};

/** The account sheet: a dialog named after the member, with the language and Log out. */
export const AccountSheetOpen: Story = {
  globals: { session: 'member', viewport: { value: 'phoneLarge', isRotated: false } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const account = canvas.getByRole('button', { name: label(context, 'header.account') });
    // The member's data loads first: the sheet is then named after them.
    await waitFor(() => expect(account).toHaveAttribute('title', 'member1'), { timeout: 10_000 });
    await userEvent.click(account);
    const sheet = within(document.body).getByRole('dialog', { name: 'member1' });
    const language = within(sheet).getByRole('combobox', {
      name: label(context, 'language.label'),
    });
    await expect(language).toHaveFocus();
    await userEvent.selectOptions(language, 'VI');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'vi'));
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(account).toHaveFocus();
  },
};

/** Log out in the sheet ends the session; the header offers Log in again. */
export const LogOutFromSheet: Story = {
  globals: { session: 'member' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: label(context, 'header.account') }));
    const sheet = within(document.body).getByRole('dialog');
    await userEvent.click(
      within(sheet).getByRole('button', { name: label(context, 'nav.logout') }),
    );
    await waitFor(() => expect(storyRoot(context).session.isLoggedIn).toBe(false));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Urdu: the page and the header read right to left. */
export const RightToLeft: Story = {
  globals: { tenant: 'pk-urdu', language: 'UR', session: 'member' },
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
