import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import { DEMO_NO_URL_GAME } from '../../../demo-api/data/lottery';
import { messageText } from '../../testing/messageText';
import { LaunchGamePage } from './LaunchGamePage';
import { gameMessages } from './messages';

/** The real /m/launchGame page and store, on the story's demo API (instant states only). */
const meta = {
  title: 'Features/Games/LaunchGamePage',
  component: LaunchGamePage,
} satisfies Meta<typeof LaunchGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

function text(context: StoryContext, message: { id?: string; defaultMessage?: unknown }): string {
  const id = message.id ?? '';
  const fallback = typeof message.defaultMessage === 'string' ? message.defaultMessage : id;
  return messageText(storyRoot(context).locale.messages, id, fallback);
}

const alertOf = (context: StoryContext) => within(context.canvasElement).findByRole('alert');

/** The real page and store on an app-only merchant (ph-maya) in a browser tab. */
export const PageAppOnlyMerchant: Story = {
  globals: { tenant: 'ph-maya' },
  parameters: { storyRoot: { path: '/launchGame?vendor=LOTTOHUB&code=SEA_5D' } },
  play: async (context) => {
    await expect(await alertOf(context)).toHaveTextContent(text(context, gameMessages.appOnly));
  },
};

/** The real page and store with a link that names no way to start. */
export const PageWithoutStartMode: Story = {
  parameters: { storyRoot: { path: '/launchGame?code=SEA_5D' } },
  play: async (context) => {
    await expect(await alertOf(context)).toHaveTextContent(text(context, gameMessages.startError));
  },
};

/** A launch that answers no address: rejected after the 150 ms pre-delay. */
export const PageMissingUrl: Story = {
  parameters: { storyRoot: { path: `/launchGame?vendor=LOTTOHUB&code=${DEMO_NO_URL_GAME}` } },
  play: async (context) => {
    await expect(await alertOf(context)).toHaveTextContent(text(context, gameMessages.urlMissing));
  },
};

/** STARTGAMEINAPP3 off, a launch that hangs: the loading indicator (the 10 s end is a unit test). */
export const PageLaunching: Story = {
  parameters: {
    storyRoot: { path: '/launchGame?vendor=LOTTOHUB&code=SEA_5D' },
    demoApi: { faults: [{ path: '/wps/game/launchGame', hang: true }] },
  },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('status')).toBeInTheDocument();
  },
};
