import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useCallback } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import type { Clock } from '../../platform/clock';
import { noticeMessages } from './messages';
import { NoticeHost } from './NoticeHost';
import type { NoticeStore } from './NoticeStore';
import { messageText } from '../../testing/messageText';

/** The notice queue of the story's root, timed by its clock, as <App> mounts it. */
function NoticeHostStory({ notices, clock }: { notices: NoticeStore; clock: Clock }) {
  const setTimer = useCallback(
    (fn: () => void, ms: number) => {
      const handle = clock.setTimeout(fn, ms);
      return () => clock.clearTimeout(handle);
    },
    [clock],
  );
  return <NoticeHost store={notices} setTimer={setTimer} />;
}

const meta = {
  title: 'Features/Notices/NoticeHost',
  render: (_args, context) => {
    const root = storyRoot(context);
    return <NoticeHostStory notices={root.notices} clock={root.platform.clock} />;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message of the dialog, in the story's language. */
function translated(context: StoryContext, id: string): string {
  return messageText(storyRoot(context).locale.messages, id, id);
}

async function answer(dialog: HTMLElement): Promise<void> {
  await userEvent.click(within(dialog).getByRole('button'));
}

/** A server's own text, shown as it came. OK closes it. */
export const MessageText: Story = {
  beforeEach: (context) => {
    storyRoot(context).notices.push({
      message: { text: 'Your bet was not placed: the draw is closed.' },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Your bet was not placed: the draw is closed.');
    await answer(dialog);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A message of the catalogue, in the toolbar's language. */
export const TranslatedMessage: Story = {
  beforeEach: (context) => {
    storyRoot(context).notices.push({ message: noticeMessages.internetLost });
  },
  play: async (context) => {
    const dialog = await within(context.canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(translated(context, noticeMessages.internetLost.id));
  },
};

/** Two failures at once: one dialog at a time, the second after the first is answered. */
export const QueueOfTwo: Story = {
  beforeEach: (context) => {
    const { notices } = storyRoot(context);
    notices.push({ message: noticeMessages.networkError });
    notices.push({ message: noticeMessages.unknownError });
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const first = await canvas.findByRole('alertdialog');
    await expect(first).toHaveTextContent(translated(context, noticeMessages.networkError.id));
    await answer(first);
    await waitFor(() =>
      expect(canvas.getByRole('alertdialog')).toHaveTextContent(
        translated(context, noticeMessages.unknownError.id),
      ),
    );
    await answer(canvas.getByRole('alertdialog'));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
