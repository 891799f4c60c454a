import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import { AgentRegisterPage } from './AgentRegisterPage';
import { LoginPage } from './LoginPage';
import { messageText } from '../../testing/messageText';

/** /m/login for the toolbar's tenant and language (every tenant also runs in CI). */
const meta = {
  title: 'Features/Auth/LoginPage',
  tags: ['every-tenant'],
  globals: { session: 'visitor' },
  parameters: { storyRoot: { path: '/login' } },
  render: () => <LoginPage />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async (context) => {
    const title = messageText(storyRoot(context).locale.messages, 'nav.login', 'Log in');
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(context.canvasElement.querySelector('form')).not.toBeNull();
  },
};

/** /m/agentRegister, where an agent's referral tap lands. */
export const AgentRegister: Story = {
  globals: { session: 'agent' },
  parameters: { storyRoot: { path: '/agentRegister' } },
  render: () => <AgentRegisterPage />,
  play: async (context) => {
    const invite = messageText(
      storyRoot(context).locale.messages,
      'auth.agent.invite',
      'Open my invite link',
    );
    const link = within(context.canvasElement).getByRole('link', { name: invite });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/m/inviteFriends');
  },
};
