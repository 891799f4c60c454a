import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import { StatusNoticesView } from './StatusNotices';

/**
 * Each state comes from the status call the story's root made at start, answered by the demo
 * API with the story's faults switched on (the same controls QA uses on the demo server).
 */
const meta = {
  title: 'Features/System/StatusNotices',
  render: (_args, context) => <StatusNoticesView system={storyRoot(context).system} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site is up: nothing is shown. */
export const Normal: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(storyRoot(context).system.state).toBe('ok');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const Maintenance: Story = {
  parameters: { demoApi: { faults: [{ maintenance: true }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('status-maintenance')).toBeVisible();
  },
};

export const AccessDenied: Story = {
  parameters: { demoApi: { faults: [{ regionRestricted: true }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('status-accessDenied')).toBeVisible();
  },
};

/** domain_not_available: a popup the member closes with OK. */
export const DomainPopup: Story = {
  parameters: { demoApi: { faults: [{ domainNotAvailable: true }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popup = await canvas.findByRole('alertdialog');
    await userEvent.click(within(popup).getByRole('button'));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
