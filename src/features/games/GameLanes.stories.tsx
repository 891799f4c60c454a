import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import { messageText } from '../../testing/messageText';
import { GameLanesView } from './GameLanesView';
import { GameLanesWidget } from './GameLanesWidget';
import { gameMessages } from './messages';
import './games.css';

type Args = { maxLanes?: number };

/** The gameLanes widget with its store on the story's demo API, for the toolbar's tenant. */
const meta = {
  title: 'Features/Games/GameLanes',
  args: {},
  render: (args) => <GameLanesWidget config={{ type: 'gameLanes', maxLanes: args.maxLanes }} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

function text(context: StoryContext, message: { id?: string; defaultMessage?: unknown }): string {
  const id = message.id ?? '';
  const fallback = typeof message.defaultMessage === 'string' ? message.defaultMessage : id;
  return messageText(storyRoot(context).locale.messages, id, fallback);
}

async function lanesOf(context: StoryContext): Promise<HTMLElement[]> {
  const canvas = within(context.canvasElement);
  const region = await canvas.findByRole('region', {
    name: text(context, gameMessages.lanesTitle),
  });
  return waitFor(() => {
    const lanes = [...region.querySelectorAll<HTMLElement>('section.game-lane')];
    if (lanes.length === 0) throw new Error('no lanes yet');
    return lanes;
  });
}

/** The catalogue as the tenant's home shows it: lanes, categories, cards launching the game. */
export const Lanes: Story = {
  tags: ['every-tenant'],
  play: async (context) => {
    const lanes = await lanesOf(context);
    await expect(lanes.length).toBeGreaterThanOrEqual(3);
    for (const lane of lanes) {
      const cards = within(lane).getAllByRole('listitem');
      await expect(cards.length).toBeGreaterThan(0);
      const ordinals = [...lane.querySelectorAll<HTMLElement>('[data-ordinal]')].map((el) =>
        Number(el.dataset.ordinal),
      );
      await expect(ordinals).toEqual([...ordinals].sort((a, b) => a - b));
    }
    const play = lanes[0]?.querySelector<HTMLElement>('a.game-card-play');
    await expect(play?.getAttribute('href')).toMatch(/^\/m\/launchGame\?vendor=/);
    // Label in name (WCAG 2.5.3): the card's visible name is the start of the link's name.
    const name = play?.querySelector('.game-card-name')?.textContent ?? '';
    await expect(name).not.toBe('');
    await expect(play).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${name}`)));
  },
};

/** maxLanes 2: only the first two lanes. */
export const TwoLanes: Story = {
  args: { maxLanes: 2 },
  play: async (context) => {
    await expect(await lanesOf(context)).toHaveLength(2);
  },
};

/** A merchant with the sports lane: its upcoming matches (GCSGAME_getGameMatchV2). */
export const WithMatches: Story = {
  globals: { tenant: 'ph-maya' },
  play: async (context) => {
    const lanes = await lanesOf(context);
    const sports = lanes.find((lane) => lane.dataset.lane === 'SPORTS');
    await expect(sports).toBeDefined();
    await expect(
      within(sports!).getByRole('heading', { name: text(context, gameMessages.matchesTitle) }),
    ).toBeInTheDocument();
  },
};

/**
 * A large merchant (the tenant toolbar's "(large)" entries): 150 vendor cards. Each category
 * makes its first cards; in a browser the rest come as they near the screen, their space kept.
 */
export const LargeMerchant: Story = {
  globals: { tenant: 'demo:large' },
  play: async (context) => {
    const lanes = await lanesOf(context);
    const made = lanes.flatMap((lane) => [...lane.querySelectorAll('.game-card')]).length;
    const kept = lanes
      .flatMap((lane) => [...lane.querySelectorAll<HTMLElement>('[data-rest]')])
      .reduce((sum, space) => sum + Number(space.dataset.rest), 0);
    await expect(made).toBeGreaterThanOrEqual(4 * lanes.length);
    await expect(made + kept).toBe(150);
  },
};

/** The catalogue call fails: a message and a retry. */
export const Failed: Story = {
  parameters: {
    demoApi: { faults: [{ path: '/wps/relay/GCSGAME_newGameVendor', status: 500 }] },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text(context, gameMessages.lanesFailed),
    );
    await expect(
      canvas.getByRole('button', { name: text(context, gameMessages.retry) }),
    ).toBeEnabled();
  },
};

/** Before the catalogue answers: the loading indicator. */
export const Loading: Story = {
  render: () => <GameLanesView lanes={[]} status="loading" onRetry={fn()} />,
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('status')).toBeInTheDocument();
  },
};
