import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { PageFrame } from './PageFrame';

const meta = {
  title: 'UI/PageFrame',
  component: PageFrame,
  args: {
    title: <FormattedMessage id="page.games" defaultMessage="Games" />,
    children: (
      <p>
        <FormattedMessage id="page.comingSoon" defaultMessage="Coming soon" />
      </p>
    ),
    back: true,
  },
  argTypes: { title: { control: false }, children: { control: false } },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A routed page, with the link back to home. */
export const WithBackLink: Story = {};

/** An entry page such as /m/login: nowhere to go back to. */
export const WithoutBackLink: Story = {
  args: { back: false, title: <FormattedMessage id="nav.login" defaultMessage="Log in" /> },
};
