import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyRoot } from '../../.storybook/storyRoot';
import { LazyImage } from './LazyImage';

const meta = {
  title: 'UI/LazyImage',
  component: LazyImage,
  args: { src: '', width: 264, height: 72, alt: '' },
  argTypes: { src: { control: false }, fallback: { control: false } },
  // The toolbar tenant's own logo, from public/brand through Storybook's static folder.
  render: (args, context) => (
    <LazyImage {...args} src={storyRoot(context).tenant.template.h5_logo} />
  ),
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The image is there: it keeps its box while it loads. */
export const Loaded: Story = {};

/** A broken address shows the fallback (the tenant's logo) instead of a broken-image icon. */
export const BrokenWithFallback: Story = {
  render: (args, context) => (
    <LazyImage
      {...args}
      src="/m/brand/not-there.png"
      fallback={storyRoot(context).tenant.template.h5_logo}
    />
  ),
};
