import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import type { Platform } from '../../platform/platform';
import { createMemoryStore } from '../../platform/storage';
import { pwaMessages } from './messages';
import { UpdatePrompt } from './UpdatePrompt';
import { ASSET_HASH_KEY, UpdateStore } from './UpdateStore';
import { messageText } from '../../testing/messageText';

interface FlowArgs {
  /** The page the member is on when the new build is found. */
  path: string;
  onReload: () => void;
  onAssign: (url: string) => void;
}

/**
 * The update flow on the story's root, one build to the next: build-1 is stored, the asset
 * manifest answers build-2. Reloads and navigations are reported to the story, not performed.
 */
function UpdateFlow({ platform, path, onReload, onAssign }: FlowArgs & { platform: Platform }) {
  const [update] = useState(() => {
    const local = createMemoryStore({ [ASSET_HASH_KEY]: 'build-1' });
    return new UpdateStore({
      fetch: () => Promise.resolve(Response.json({ hash: 'build-2' })),
      clock: platform.clock,
      local,
      session: createMemoryStore(),
      env: {
        location: () => new URL(path, 'https://m.demo-casino.test'),
        reload: onReload,
        assign: onAssign,
      },
      visibility: platform.pwa.visibility,
      serviceWorker: platform.pwa.serviceWorker,
    });
  });
  useEffect(() => void update.check('/m/asset-manifest.json'), [update]);
  return <UpdatePrompt pwa={{ update }} />;
}

const meta = {
  title: 'Features/PWA/UpdateDialog',
  args: { path: '/m/home', onReload: fn(), onAssign: fn() },
  render: (args, context) => <UpdateFlow platform={storyRoot(context).platform} {...args} />,
} satisfies Meta<FlowArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function text(context: StoryContext, message: { id: string; defaultMessage: string }): string {
  return messageText(storyRoot(context).locale.messages, message.id, message.defaultMessage);
}

async function refresh(context: StoryContext): Promise<void> {
  const canvas = within(context.canvasElement);
  const dialog = await canvas.findByRole('alertdialog');
  await expect(dialog).toHaveTextContent(text(context, pwaMessages.updateTitle));
  await expect(dialog).toHaveTextContent(text(context, pwaMessages.updateMessage));
  await userEvent.click(
    within(dialog).getByRole('button', { name: text(context, pwaMessages.refresh) }),
  );
}

/** On /m/home: Refresh reloads the page, once. */
export const OnHome: Story = {
  play: async (context) => {
    await refresh(context);
    await waitFor(() => expect(context.args.onReload).toHaveBeenCalledTimes(1));
    await expect(context.args.onAssign).not.toHaveBeenCalled();
  },
};

/** On a page outside the reload list: Refresh goes to /m/home. */
export const OnOtherPage: Story = {
  args: { path: '/m/launchGame' },
  play: async (context) => {
    await refresh(context);
    await waitFor(() => expect(context.args.onAssign).toHaveBeenCalledWith('/m/home'));
    await expect(context.args.onReload).not.toHaveBeenCalled();
  },
};
