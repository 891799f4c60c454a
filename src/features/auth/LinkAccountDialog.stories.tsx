import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import { demoToken } from '../../testing/demoSession';
import { AuthOverlays } from './AuthOverlays';
import { LinkAccountChooser } from './LinkAccountDialog';

/**
 * A sign-in link of another member's opened in a signed-in tab (docs/sign-in.md, Sign-in
 * links): the member keeps the current account or switches to the link's; both are named.
 */
const meta = {
  title: 'Features/Auth/LinkAccountDialog',
  component: LinkAccountChooser,
  args: {
    choice: { current: 'vip1', link: 'member1' },
    onKeep: fn(),
    onSwitch: fn(),
  },
} satisfies Meta<typeof LinkAccountChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both accounts named; keeping (the first button) has the focus; Escape keeps. */
export const Chooser: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription(/vip1.*member1/);
    const [keep, switchTo] = within(dialog).getAllByRole('button');
    await expect(keep).toHaveTextContent('vip1');
    await expect(switchTo).toHaveTextContent('member1');
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onKeep).toHaveBeenCalledTimes(1);
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

/** Switching is a deliberate tap on the second button. */
export const Switching: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button')[1]!);
    await expect(args.onSwitch).toHaveBeenCalledTimes(1);
    await expect(args.onKeep).not.toHaveBeenCalled();
  },
};

/**
 * In the app, against the demo API: the tab is vip1 and the link carries member1's token; the
 * server names both. Keeping closes the chooser and the tab stays vip1.
 */
export const InTheApp: Story = {
  globals: { session: 'visitor' },
  render: () => <AuthOverlays />,
  beforeEach: async (context: StoryContext) => {
    const root = storyRoot(context);
    const code = root.tenant.merchantCode;
    root.session.setSession({ token: demoToken(code, 'vip1') });
    runInAction(() => (root.session.linkToken = demoToken(code, 'member1')));
    await root.auth.start();
  },
  play: async (context) => {
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(dialog).toHaveAccessibleDescription(/vip1.*member1/);
    await userEvent.click(within(dialog).getAllByRole('button')[0]!);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    const root = storyRoot(context);
    await expect(root.session.token).toBe(demoToken(root.tenant.merchantCode, 'vip1'));
  },
};
