import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import type { PlayerRankProgress } from '../../api/calls/vip';
import { VipProgressView } from './VipProgressWidget';

type State = 'progress' | 'top' | 'noLabel';
interface Args {
  state: State;
}

/** The member's VIP label and progress, with the toolbar tenant's label names. */
const meta = {
  title: 'Features/Member/VipProgress',
  tags: ['every-tenant'],
  args: { state: 'progress' },
  render: (args, context) => {
    const labels = [...(storyRoot(context).tenant.vipLabels ?? [])].sort(
      (a, b) => a.rankLevel - b.rankLevel,
    );
    const low = labels[0];
    const top = labels[labels.length - 1];
    const progress: PlayerRankProgress =
      args.state === 'noLabel'
        ? {
            currentProgress: 0,
            playerRankProgress: {
              labelId: null,
              labelName: null,
              completedConditions: 0,
              totalExpectedConditions: 0,
              nextLabelId: null,
              nextLabelName: null,
            },
          }
        : {
            currentProgress: args.state === 'top' ? 1 : 0.4,
            playerRankProgress: {
              labelId: (args.state === 'top' ? top : low)?.labelId ?? 1,
              labelName: (args.state === 'top' ? top : low)?.labelName ?? 'VIP 1',
              completedConditions: args.state === 'top' ? 5 : 2,
              totalExpectedConditions: 5,
              nextLabelId: args.state === 'top' ? null : (labels[1]?.labelId ?? 2),
              nextLabelName: args.state === 'top' ? null : (labels[1]?.labelName ?? 'VIP 2'),
            },
          };
    return <VipProgressView progress={progress} />;
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const percent = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findByRole('progressbar')).getAttribute('aria-valuenow');

export const OnTheWay: Story = {
  play: async ({ canvasElement }) => expect(await percent(canvasElement)).toBe('40'),
};
export const TopLabel: Story = {
  args: { state: 'top' },
  play: async ({ canvasElement }) => expect(await percent(canvasElement)).toBe('100'),
};
/** spec 5: no label id means progress 1. */
export const NoLabel: Story = {
  args: { state: 'noLabel' },
  play: async ({ canvasElement }) => expect(await percent(canvasElement)).toBe('100'),
};
