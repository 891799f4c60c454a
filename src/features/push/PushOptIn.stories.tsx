import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useCallback } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import type { Clock } from '../../platform/clock';
import type { MemoryNotifications } from '../../platform/testing/notificationsMemory';
import { messageText } from '../../testing/messageText';
import { NoticeHost } from '../notices/lazy';
import type { NoticeStore } from '../notices';
import { pushMessages } from './messages';
import type { PushOptInViewProps } from './PushOptInView';
import { PushOptInView } from './PushOptInView';
import { PushOptInWidget } from './PushOptInWidget';

type Args = Pick<PushOptInViewProps, 'onAllow' | 'onLater'>;

/** The notice queue of the story's root, as <App> mounts it: where the denied tip shows. */
function Notices({ notices, clock }: { notices: NoticeStore; clock: Clock }) {
  const setTimer = useCallback(
    (run: () => void, ms: number) => {
      const handle = clock.setTimeout(run, ms);
      return () => clock.clearTimeout(handle);
    },
    [clock],
  );
  return <NoticeHost store={notices} setTimer={setTimer} />;
}

/** The widget over the story's own root and its notices, as a member sees it on a page. */
function WidgetOnPage(context: StoryContext) {
  const root = storyRoot(context);
  return (
    <>
      <PushOptInWidget config={{ type: 'pushOptIn' }} />
      <Notices notices={root.notices} clock={root.platform.clock} />
    </>
  );
}

/** The permission modal of spec 2 for the toolbar's tenant and language. */
const meta = {
  title: 'Features/Push/PushOptIn',
  tags: ['every-tenant'],
  args: { onAllow: fn(), onLater: fn() },
  render: (args, context) => (
    <PushOptInView {...args} appName={storyRoot(context).tenant.manifest.short_name} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

function text(context: StoryContext, message: { id: string; defaultMessage: string }): string {
  return messageText(storyRoot(context).locale.messages, message.id, message.defaultMessage);
}

/** The browser of the story (the test platform's): what the member answers it. */
function browser(context: StoryContext): MemoryNotifications {
  const notifications = storyRoot(context).platform.notifications;
  if (!notifications || !('answerWith' in notifications)) {
    throw new Error('push stories run on the test platform (createTestPlatform)');
  }
  return notifications as MemoryNotifications;
}

/**
 * The push store of the story's root with the modal offered as after the delay; whether it
 * shows follows the tenant (push on or off) and the session (members only).
 */
async function offered(context: StoryContext, answer: 'granted' | 'denied'): Promise<boolean> {
  const root = storyRoot(context);
  const push = await root.push.load();
  browser(context).answerWith(answer);
  push.offer();
  // The member of the story is asked exactly when the tenant has push on.
  await expect(push.promptOpen).toBe(root.tenant.push?.enabled === true);
  return push.promptOpen;
}

/** The modal: the merchant's name in the title, Later and Allow. */
export const ModalOpen: Story = {
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent(storyRoot(context).tenant.manifest.short_name);
    await userEvent.click(
      within(dialog).getByRole('button', { name: text(context, pushMessages.allow) }),
    );
    await expect(context.args.onAllow).toHaveBeenCalledTimes(1);
    await userEvent.click(
      within(dialog).getByRole('button', { name: text(context, pushMessages.later) }),
    );
    await expect(context.args.onLater).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(context.args.onLater).toHaveBeenCalledTimes(2);
  },
};

/** Allow, and the browser says granted: the modal closes and the token is bound. */
export const Granted: Story = {
  globals: { session: 'member' },
  render: (_args, context) => WidgetOnPage(context),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    if (!(await offered(context, 'granted'))) {
      // Push is off for this tenant: nothing is offered.
      await expect(canvas.queryByRole('dialog')).toBeNull();
      return;
    }
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: text(context, pushMessages.allow) }),
    );
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(storyRoot(context).push.current?.registration).toBe('registered'));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};

/** Allow, and the browser says denied: the modal closes and the tip says how to allow. */
export const DeniedTip: Story = {
  globals: { session: 'member' },
  render: (_args, context) => WidgetOnPage(context),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    if (!(await offered(context, 'denied'))) {
      await expect(canvas.queryByRole('dialog')).toBeNull();
      return;
    }
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: text(context, pushMessages.allow) }),
    );
    const tip = await canvas.findByRole('alertdialog');
    await expect(tip).toHaveTextContent(text(context, pushMessages.notificationRequestTips));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
