import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import type { Announcement, Banner, PromotionCategory } from '../../api/calls/promotions';
import { AnnouncementMarquee } from './AnnouncementMarquee';
import { BannerCarousel } from './BannerCarousel';
import { PromotionCategories } from './PromotionCategories';
import './promotions.css';

interface Args {
  loading: boolean;
  onOpen: (banner: Banner) => void;
}

const folder = (logo: string) => logo.replace(/\/[^/]*$/, '');
const banners = (logo: string): Banner[] =>
  (['P', 'G', 'URL'] as const).map((linkageType, i) => ({
    id: i + 1,
    title: `Banner ${i + 1}`,
    image: `${folder(logo)}/banner-${i + 1}.webp`,
    linkageType,
    linkage: linkageType === 'URL' ? '/m/download' : String(100 + i),
    roomId: null,
    nodeId: null,
    gameType: null,
    vendor: null,
    sort: i,
  }));
const announcements: Announcement[] = [
  {
    id: 1,
    type: 'MARQUEE',
    category: 'GENERAL',
    title: 'Welcome',
    content: 'New lottery draws every five minutes, all day.',
    image: null,
    publishTime: 0,
    sort: 1,
  },
];
const categories = (logo: string): PromotionCategory[] =>
  ['New', 'Daily'].map((title, c) => ({
    id: c + 1,
    title,
    promotions: [1, 2, 3].map((n) => ({
      id: c * 10 + n,
      title: `${title} promotion ${n}`,
      image: `${folder(logo)}/banner-${n}.webp`,
      linkage: `/m/activity?id=${c * 10 + n}`,
    })),
  }));

/** Home's promotions: the banner carousel, the announcements marquee, the categories. */
const meta = {
  title: 'Features/Promotions/Home',
  tags: ['every-tenant'],
  args: { loading: false, onOpen: fn() },
  render: (args, context) => {
    const root = storyRoot(context);
    const logo = root.tenant.template.h5_logo;
    return (
      <>
        <BannerCarousel
          banners={args.loading ? null : banners(logo)}
          intervalSeconds={5}
          aspectRatio="16/7"
          dir={root.locale.dir}
          onOpen={args.onOpen}
          every={(fn, ms) => {
            const { clock } = root.platform;
            const handle = clock.setInterval(fn, ms);
            return () => clock.clearInterval(handle);
          }}
        />
        <AnnouncementMarquee announcements={announcements} speedPxPerSecond={60} />
        <PromotionCategories categories={categories(logo)} maxItems={10} />
      </>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Banners, marquee and categories; a banner tap goes to its target. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slides = await canvas.findAllByRole('button', { name: /^Banner \d$/ });
    await expect(slides).toHaveLength(3);
    slides[0]!.click();
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ linkageType: 'P' }));
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(tabs[1]!);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    // The tab is selected in the tap's frame; its cards come in the frame after (busy till then).
    await waitFor(() =>
      expect(canvas.getAllByRole('link')[0]).toHaveTextContent('Daily promotion 1'),
    );
    // The panel holds a real list: screen readers announce "list, N items".
    const panel = canvas.getByRole('tabpanel');
    await waitFor(() => expect(panel).toHaveAccessibleName(tabs[1]!.textContent ?? ''));
    await expect(panel).not.toHaveAttribute('aria-busy');
    const items = within(within(panel).getByRole('list')).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
  },
};

/** Before the banners arrive: the box keeps its size (nothing moves when they come). */
export const BannersLoading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const viewport = canvasElement.querySelector<HTMLElement>('.banners-viewport');
    await expect(viewport?.style.aspectRatio).toMatch(/^16 ?\/ ?7$/);
    await expect(within(canvasElement).queryAllByRole('button', { name: /^Banner/ })).toHaveLength(
      0,
    );
  },
};

/** A tap on the marquee opens the announcement. */
export const AnnouncementOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Welcome/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('New lottery draws every five minutes');
  },
};
