import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../../.storybook/storyRoot';
import { AuthOverlays } from '../AuthOverlays';

/** The register dialog (auth.openRegister) over a page, as the App mounts it. */
const meta = {
  title: 'Features/Auth/RegisterDialog',
  globals: { session: 'visitor' },
  beforeEach: (context) => {
    storyRoot(context).auth.openRegister();
  },
  render: () => <AuthOverlays />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog for the tenant in the toolbar. */
export const Open: Story = {
  tags: ['every-tenant'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog')).toBeVisible();
  },
};

/** Close leaves the page as it was. */
export const Closed: Story = {
  globals: { tenant: 'demo', language: 'EN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Create your account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
