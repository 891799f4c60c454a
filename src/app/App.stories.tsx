import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../.storybook/storyRoot';
import { App } from './App';
import { messageText } from '../testing/messageText';

/** The whole app in memory at a path under /m, for the toolbar's tenant and language. */
const meta = {
  title: 'App/App',
  // CI also runs these for every tenants/*.json (src/testing/stories.test.tsx).
  tags: ['every-tenant'],
  parameters: { storyRoot: { providers: false, path: '/home' } },
  render: (_args, context) => (
    <App root={storyRoot(context)} memoryPath={context.parameters.storyRoot?.path ?? '/home'} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** /m/home for a member: header, global and home widgets of the tenant. */
export const HomeAsMember: Story = {
  globals: { session: 'member' },
  play: async (context) => {
    // A member's header has the account button (Log out is in its sheet).
    const account = messageText(storyRoot(context).locale.messages, 'header.account', 'My account');
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('button', { name: account })).toBeVisible();
  },
};

/** A visitor who opens /m/home is sent to /m/login. */
export const LoginAsVisitor: Story = {
  globals: { session: 'visitor' },
  play: async (context) => {
    const root = storyRoot(context);
    const login = messageText(root.locale.messages, 'nav.login', 'Log in');
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: login })).toBeVisible();
    // The page is complete once the tenant's sign-in buttons are there (they load after the form).
    const providers = root.social.providers.length;
    await waitFor(() =>
      expect(context.canvasElement.querySelectorAll('.social-buttons-list button')).toHaveLength(
        providers,
      ),
    );
  },
};
