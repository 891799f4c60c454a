import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TenantErrorScreen } from './TenantErrorScreen';

const meta = {
  title: 'App/TenantErrorScreen',
  component: TenantErrorScreen,
  args: { onRetry: fn() },
  // Boot shows it before any tenant is known, in English.
  globals: { language: 'EN' },
} satisfies Meta<typeof TenantErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No tenant file for this host. Try again reloads the page. */
export const NotFound: Story = {
  args: {
    problem: {
      kind: 'not-found',
      source: '/m/tenants/hosts/m.unknown-casino.test.json',
      message: 'no merchant is configured for host m.unknown-casino.test',
    },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The tenant file breaks the schema: the pointer says where. */
export const InvalidWithPointer: Story = {
  args: {
    problem: {
      kind: 'invalid',
      source: '/m/tenants/demo.json',
      pointer: '/menu/3/type',
      message: 'must be equal to one of the allowed values: VIP, VIP_BENEFIT, AGENT, MISSION',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('/menu/3/type');
  },
};
