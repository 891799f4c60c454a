import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StoryLoaded } from '../../../.storybook/storyRoot';
import { storyRoot } from '../../../.storybook/storyRoot';
import type { CustomerServiceEntry } from '../../api/calls/support';
import type { WidgetConfig } from '../../config/tenant.gen';
import { demoSession } from '../../testing/demoSession';
import { messageText } from '../../testing/messageText';
import { CustomerServiceWidget } from './CustomerServiceWidget';
import { supportMessages } from './messages';
import { chatList } from './supportEntries';

type ButtonConfig = Extract<WidgetConfig, { type: 'customerServiceButton' }>;

/** The button as the tenant file configures it (side start or end). */
function buttonConfig(context: StoryContext): ButtonConfig {
  const entry = storyRoot(context).tenant.widgets.find(
    (widget): widget is ButtonConfig => widget.type === 'customerServiceButton',
  );
  return entry ?? { type: 'customerServiceButton', slot: 'global' };
}

function text(context: StoryContext, message: { id: string; defaultMessage: string }): string {
  return messageText(storyRoot(context).locale.messages, message.id, message.defaultMessage);
}

/** The names the tenant file lists for this VIP label (spec 5), in csPosition order. */
function expectedNames(context: StoryContext, labelId: number | null): string[] {
  const root = storyRoot(context);
  const entries: CustomerServiceEntry[] = root.tenant.customerService.map((entry) => ({
    ...entry,
    csPosition: entry.csPosition ?? 0,
    labelIds: entry.labelIds ?? [],
  }));
  const names = chatList(entries, labelId).entries.map((entry) => entry.name ?? '');
  const platformChat = root.tenant.flags.CBS3 && root.session.isLoggedIn;
  return platformChat ? [text(context, supportMessages.platformChat), ...names] : names;
}

/** Taps the button: the list when several entries, else the one chat (the demo's fake). */
async function tapAndExpect(context: StoryContext, names: string[]) {
  const canvas = within(context.canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByTestId('customer-service-button'));
  // The first tap downloads the support layer (its chunk), then the list or chat opens: wait
  // for it as for the unread badge below, not only the default second.
  const layer = { timeout: 10_000 };
  if (names.length === 1) {
    const chat = await canvas.findByRole('dialog', {}, layer);
    await expect(chat).toHaveTextContent(names[0]!);
    return;
  }
  const list = await canvas.findByRole(
    'dialog',
    { name: text(context, supportMessages.listTitle) },
    layer,
  );
  const shown = Array.from(list.querySelectorAll('.cs-entry-name'), (name) => name.textContent);
  await expect(shown).toEqual(names);
}

async function signInAs(context: StoryContext, choice: 'vip') {
  const root = storyRoot(context);
  const { demoApi } = context.loaded as unknown as StoryLoaded;
  const session = await demoSession(choice, root.tenant.merchantCode, demoApi);
  if (session) root.session.setSession(session);
  await (await root.auth.member.load()).load();
}

/** The floating customer-service button and what it opens, for the toolbar's tenant. */
const meta = {
  title: 'Features/Support/CustomerService',
  tags: ['every-tenant'],
  render: (_args, context) => <CustomerServiceWidget config={buttonConfig(context)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the entries without VIP labels. */
export const Visitor: Story = {
  globals: { session: 'visitor' },
  play: async (context) => tapAndExpect(context, expectedNames(context, null)),
};

/** A member with the lowest label: the general entries, and the platform chat with CBS3. */
export const Member: Story = {
  globals: { session: 'member' },
  play: async (context) => {
    const root = storyRoot(context);
    await (await root.auth.member.load()).load();
    const labelId = root.auth.member.current?.info?.clubLabel?.labelId ?? null;
    await tapAndExpect(context, expectedNames(context, labelId));
  },
};

/** The demo's vip1, with the tenant's highest label: the VIP entries replace the others. */
export const VipMember: Story = {
  globals: { session: 'visitor' },
  play: async (context) => {
    await signInAs(context, 'vip');
    const labelId = storyRoot(context).auth.member.current?.info?.clubLabel?.labelId ?? null;
    const names = expectedNames(context, labelId);
    // Every demo tenant has entries for its highest label.
    await expect(names).not.toEqual(expectedNames(context, null));
    await tapAndExpect(context, names);
  },
};

/** CBS3: the platform chat's unread messages on the button; opening it reads them. */
export const UnreadBadge: Story = {
  tags: ['!every-tenant'],
  globals: { tenant: 'th-line', session: 'agent' },
  play: async (context) => {
    const canvas = within(context.canvasElement.ownerDocument.body);
    // The button is drawn anew when the support layer's chunk is in (after the first paint):
    // look it up again on each try, not once before the badge can be there.
    const button = () => canvas.getByTestId('customer-service-button');
    const badge = await waitFor(
      () => {
        const count = within(button()).getByText(/^\d+$/);
        expect(count).toBeVisible();
        return count;
      },
      { timeout: 10_000 },
    );
    await expect(Number(badge.textContent)).toBeGreaterThan(0);
    // The badge is hidden from screen readers: the button's name says the count.
    await expect(button().getAttribute('aria-label')).toContain(badge.textContent);
    await userEvent.click(button());
    const list = await canvas.findByRole('dialog', {
      name: text(context, supportMessages.listTitle),
    });
    await userEvent.click(
      within(list).getAllByRole('button', {
        name: new RegExp(text(context, supportMessages.platformChat)),
      })[0]!,
    );
    const chat = await canvas.findByRole('dialog');
    await expect(chat).toHaveTextContent('/cbs/chat');
    await waitFor(() => expect(within(button()).queryByText(/^\d+$/)).toBeNull());
  },
};

/** The fake chat after a sign-in: the member's name and key; after the sign-out: cleared. */
export const ChatSignedInThenOut: Story = {
  globals: { session: 'member' },
  play: async (context) => {
    const root = storyRoot(context);
    const member = await root.auth.member.load();
    await member.load();
    const name = member.chatIdentity?.customerName ?? '';
    const canvas = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByTestId('customer-service-button'));
    const list = await canvas.findByRole('dialog', {
      name: text(context, supportMessages.listTitle),
    });
    const entries = within(list).getAllByRole('button', { name: /./ });
    // The last line is a tenant entry (the platform chat, with CBS3, is first).
    const entry = entries.filter((b) => !b.closest('.modal-actions')).at(-1)!;
    await userEvent.click(entry);
    const chat = await canvas.findByRole('dialog');
    await waitFor(() =>
      expect(within(chat).getByTestId('fake-chat-customer')).toHaveTextContent(name),
    );
    await root.auth.logout();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Urdu: the tenant's start side is the right-hand side. */
export const RightToLeft: Story = {
  tags: ['!every-tenant'],
  globals: { tenant: 'pk-urdu', language: 'UR', session: 'visitor' },
  play: async (context) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const button = await within(context.canvasElement).findByTestId('customer-service-button');
    await expect(button).toHaveClass('cs-fab-start');
  },
};
