import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { inline: false },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page or route still loading. */
export const Page: Story = {};

/** Inside a button or a line of text. */
export const Inline: Story = { args: { inline: true } };
