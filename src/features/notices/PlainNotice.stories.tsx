import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import { messageText } from '../../testing/messageText';
import { noticeMessages } from './messages';
import { PlainNotice } from './PlainNotice';

/**
 * The notice when the overlays' file could not be downloaded (decision 0013): the same dialog,
 * kept in the entry. The App shows it only then; here it reads the story root's queue.
 */
const meta = {
  title: 'Features/Notices/PlainNotice',
  render: () => <PlainNotice />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A message of the catalogue, in the toolbar's language: OK is focused and closes it. */
export const TranslatedMessage: Story = {
  beforeEach: (context) => {
    storyRoot(context).notices.push({ message: noticeMessages.internetLost });
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const dialog = await canvas.findByRole('alertdialog');
    const { messages } = storyRoot(context).locale;
    await expect(dialog).toHaveTextContent(
      messageText(messages, noticeMessages.internetLost.id, noticeMessages.internetLost.id),
    );
    const ok = within(dialog).getByRole('button');
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Escape dismisses it, as the full notice does. */
export const Escape: Story = {
  beforeEach: (context) => {
    storyRoot(context).notices.push({ message: { text: 'Part of the page could not be loaded.' } });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
