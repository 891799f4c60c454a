import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import { messageText } from '../../testing/messageText';
import type { LaunchState } from './GameLaunchStore';
import { LaunchGameView } from './LaunchGameView';
import type { LaunchGameViewProps } from './LaunchGameView';
import { gameMessages } from './messages';
import './games.css';

type Args = Omit<LaunchGameViewProps, 'back'>;

const GAME = 'https://m.demo-casino.test/m/demo-game.html?game=SEA_5D';
const failed = (
  reason: Extract<LaunchState, { step: 'failed' }>['reason'],
  url: string | null = null,
): LaunchState => ({ step: 'failed', reason, message: null, url });

/** /m/launchGame in each of its states, for the toolbar's tenant and language. */
const meta = {
  title: 'Features/Games/LaunchGame',
  tags: ['every-tenant'],
  args: {
    state: { step: 'launching' },
    canAddToHomeScreen: true,
    homeScreenHint: false,
    onRetry: fn(),
    onAddToHomeScreen: fn(),
    onOpenWindow: fn(),
    onOpenHere: fn(),
  },
  render: (args) => <LaunchGameView {...args} back="/home" />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

function text(context: StoryContext, message: { id?: string; defaultMessage?: unknown }): string {
  const id = message.id ?? '';
  const fallback = typeof message.defaultMessage === 'string' ? message.defaultMessage : id;
  return messageText(storyRoot(context).locale.messages, id, fallback);
}

const alertOf = (context: StoryContext) => within(context.canvasElement).findByRole('alert');

/** The pre-delay and the call: the loading indicator. */
export const Launching: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** spec 8, timeout_retry_please: no answer, or no redirect, within 10 s. */
export const Timeout: Story = {
  args: { state: failed('timeout') },
  play: async (context) => {
    await expect(await alertOf(context)).toHaveTextContent(
      text(context, gameMessages.timeoutRetry),
    );
    await userEvent.click(
      within(context.canvasElement).getByRole('button', {
        name: text(context, gameMessages.retry),
      }),
    );
    await expect(context.args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** spec 8, label_start_game_error: the link names no app-start mode. */
export const StartError: Story = {
  args: { state: failed('startError') },
  play: async (context) => {
    await expect(await alertOf(context)).toHaveTextContent(text(context, gameMessages.startError));
    await expect(within(context.canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** spec 8: the launch answered no address (url is null). */
export const MissingUrl: Story = {
  args: { state: failed('noUrl') },
  play: async (context) => {
    await expect(await alertOf(context)).toHaveTextContent(text(context, gameMessages.urlMissing));
  },
};

/** spec 6, STARTGAMEINAPP3 in a browser tab: the message, the app page, the home screen. */
export const AppOnly: Story = {
  args: { state: failed('notInApp') },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await alertOf(context)).toHaveTextContent(text(context, gameMessages.appOnly));
    await expect(
      canvas.getByRole('link', { name: text(context, gameMessages.getApp) }),
    ).toHaveAttribute('href', '/m/download');
    await userEvent.click(
      canvas.getByRole('button', { name: text(context, gameMessages.addToHomeScreen) }),
    );
    await expect(context.args.onAddToHomeScreen).toHaveBeenCalledTimes(1);
  },
};

/** No install prompt from the browser: how to add the site by hand. */
export const AppOnlyHomeScreenHint: Story = {
  args: { state: failed('notInApp'), homeScreenHint: true },
  play: async (context) => {
    await expect(await alertOf(context)).toHaveTextContent(
      text(context, gameMessages.homeScreenHint),
    );
  },
};

/** spec 8, popup_blocked: open the window from a tap, or the game in this tab. */
export const PopupBlocked: Story = {
  args: { state: failed('popupBlocked', GAME) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await alertOf(context)).toHaveTextContent(
      text(context, gameMessages.popupBlocked),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: text(context, gameMessages.openWindow) }),
    );
    await expect(context.args.onOpenWindow).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: text(context, gameMessages.openHere) }),
    );
    await expect(context.args.onOpenHere).toHaveBeenCalledTimes(1);
  },
};

/** A trial where the merchant offers none. */
export const TrialUnavailable: Story = {
  args: { state: failed('trialUnavailable') },
  play: async (context) => {
    await expect(await alertOf(context)).toHaveTextContent(
      text(context, gameMessages.trialUnavailable),
    );
  },
};

/** The server refused, with its own message. */
export const Refused: Story = {
  args: {
    state: { step: 'failed', reason: 'refused', message: 'This game has no trial play', url: null },
  },
  play: async (context) => {
    const alert = await alertOf(context);
    await expect(alert).toHaveTextContent(text(context, gameMessages.launchFailed));
    await expect(alert).toHaveTextContent('This game has no trial play');
  },
};

/** openGameIn newWindow: the game is in its window; the app stays. */
export const OpenedInWindow: Story = {
  args: { state: { step: 'opened', url: GAME } },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('status')).toHaveTextContent(
      text(context, gameMessages.openedInWindow),
    );
  },
};
