import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyRoot } from '../../.storybook/storyRoot';
import { messageText } from '../testing/messageText';
import { LOADING_SLOW_MS, LOADING_STALLED_MS, SlowLoading } from './SlowLoading';

function text(context: StoryContext, id: string, fallback: string): string {
  return messageText(storyRoot(context).locale.messages, id, fallback);
}

/**
 * A page's loading indicator when loading is slow (spec 9), as the Spinner shows it: its ring
 * with the words under it. `elapsedMs` puts the indicator at the step at once, for the tenant
 * and language in the toolbar.
 */
const meta = {
  title: 'UI/SlowLoading',
  component: SlowLoading,
  tags: ['every-tenant'],
  render: (args) => (
    <div className="spinner" role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <SlowLoading {...args} />
    </div>
  ),
} satisfies Meta<typeof SlowLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Still loading after 5 s: "Please wait...". */
export const Slow: Story = {
  args: { elapsedMs: LOADING_SLOW_MS },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByText(text(context, 'common.pleaseWait', 'Please wait...')),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** After 10 s: the page is taking too long, with Refresh (a reload is what helps). */
export const Stalled: Story = {
  args: { elapsedMs: LOADING_STALLED_MS },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByText(
        text(
          context,
          'common.loadingStalled',
          'This is taking longer than usual. Check your connection and refresh the page.',
        ),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text(context, 'pwa.update.refresh', 'Refresh') }),
    ).toBeVisible();
  },
};
