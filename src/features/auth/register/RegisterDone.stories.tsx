import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { expect, within } from 'storybook/test';
import { storyRoot } from '../../../../.storybook/storyRoot';
import { messageText } from '../../../testing/messageText';
import { registerMessages } from './messages';
import { RegisterPage } from './RegisterPage';
import type { Registered } from './RegisterStore';

/** The register page's answer once registered: what the store holds after a registration. */
async function show(context: StoryContext, registered: Registered, continuing = false) {
  const store = await storyRoot(context).registerStore.load();
  runInAction(() => {
    store.registered = registered;
    store.continuing = continuing;
  });
}

function text(context: StoryContext, message: { id: string; defaultMessage: string }): string {
  return messageText(storyRoot(context).locale.messages, message.id, message.defaultMessage);
}

/**
 * /m/register after the member registered there (spec 4: the page does not go home by itself):
 * who they are and how to go on, for the tenant in the toolbar.
 */
const meta = {
  title: 'Features/Auth/RegisterDone',
  tags: ['every-tenant'],
  globals: { session: 'visitor' },
  parameters: { storyRoot: { path: '/register' } },
  render: () => <RegisterPage />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The merchant signs new members in: Continue goes on to where the member was going. */
export const SignedIn: Story = {
  beforeEach: (context) => show(context, { userName: 'newmember1', signedIn: true, login: null }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const heading = await canvas.findByRole('heading', {
      name: text(context, registerMessages.doneTitle),
    });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText(/newmember1/)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text(context, registerMessages.doneContinue) }),
    ).toBeEnabled();
  },
};

/** No session opened on registering: the member logs in next. */
export const LoginNext: Story = {
  beforeEach: (context) => show(context, { userName: 'newmember1', signedIn: false, login: null }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { name: text(context, registerMessages.doneTitle) });
    await expect(canvas.getByText(/newmember1/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text(context, registerMessages.login) }),
    ).toHaveAttribute('href', expect.stringContaining('/login'));
  },
};

/** Continue tapped: the session is being renewed, the button busy. */
export const Continuing: Story = {
  beforeEach: (context) =>
    show(context, { userName: 'newmember1', signedIn: true, login: null }, true),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const button = await canvas.findByRole('button', {
      name: text(context, registerMessages.doneContinue),
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A Latin name in Urdu reads in its own direction inside the right-to-left sentence. */
export const RightToLeft: Story = {
  tags: ['!every-tenant'],
  globals: { tenant: 'pk-urdu', language: 'UR' },
  beforeEach: (context) => show(context, { userName: 'newmember1', signedIn: true, login: null }),
  play: async (context) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(/\u2068newmember1\u2069/)).toBeVisible();
  },
};
