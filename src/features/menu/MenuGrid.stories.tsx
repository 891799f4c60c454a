import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import type { AvailablePromotions } from '../../api/calls/promotions';
import type { MenuFacts } from './menuRules';
import { entryVisible } from './menuRules';
import { MenuGridView } from './MenuGridView';

type Role = 'visitor' | 'member' | 'agent';
interface Args {
  role: Role;
  columns: number;
  onOpen: (entry: unknown) => void;
}

const everything: AvailablePromotions = {
  MISSION: { enabled: true },
  LOGIN: { enabled: true },
  SAVIOR: { enabled: true },
  REFERRAL: { enabled: true },
  APP_DOWNLOAD: { enabled: true },
};

function entries(context: StoryContext<Args>) {
  const { tenant } = storyRoot(context);
  const available = new Set<string>(tenant.promotions?.available ?? []);
  const promotions = Object.fromEntries(
    Object.keys(everything).map((key) => [key, { enabled: available.has(key) }]),
  ) as AvailablePromotions;
  const facts: MenuFacts = {
    loggedIn: context.args.role !== 'visitor',
    agent: context.args.role === 'agent',
    promotions,
    clubLabelType: 'AUTO',
    promoCodeEnabled: tenant.whitelabel.flags.promoCode === true,
    isNativeApp: false,
    isInstalled: false,
    fromHomeScreen: false,
  };
  return tenant.menu.filter((entry) => entryVisible(entry, facts, tenant.whitelabel));
}

/** The menu grid as each role sees it, for the toolbar's tenant (its menu, flags, promotions). */
const meta = {
  title: 'Features/Menu/MenuGrid',
  tags: ['every-tenant'],
  args: { role: 'member', columns: 4, onOpen: fn() },
  argTypes: { role: { control: 'inline-radio', options: ['visitor', 'member', 'agent'] } },
  render: (args, context) => (
    <MenuGridView entries={entries(context)} columns={args.columns} onOpen={args.onOpen} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function opensEach(context: StoryContext<Args>) {
  const buttons = await within(context.canvasElement).findAllByRole('button');
  await expect(buttons).toHaveLength(entries(context).length);
  await userEvent.click(buttons[0]!);
  await expect(context.args.onOpen).toHaveBeenCalledWith(entries(context)[0]);
}

export const Member: Story = { play: opensEach };
export const Agent: Story = { args: { role: 'agent' }, play: opensEach };
/** Logged out everything shows (spec 5), but what whitelabel values hide. */
export const Visitor: Story = { args: { role: 'visitor' }, play: opensEach };
export const ThreeColumns: Story = { args: { columns: 3 }, play: opensEach };
