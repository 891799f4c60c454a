import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import { AuthOverlays } from './AuthOverlays';

/** The login dialog as AuthOverlays shows it over a page (auth.openLogin). */
const meta = {
  title: 'Features/Auth/LoginDialog',
  globals: { session: 'visitor', tenant: 'demo' },
  beforeEach: (context) => {
    storyRoot(context).auth.openLogin();
  },
  render: () => <AuthOverlays />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, focus inside; Close dismisses it. */
export const Open: Story = {
  play: async (context) => {
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Log in' });
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(storyRoot(context).auth.dialog).toBeNull());
  },
};

/** The same dialog for every tenant: its methods and colours. */
export const EveryTenant: Story = {
  tags: ['every-tenant'],
  play: async (context) => {
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog')).toBeVisible();
  },
};
