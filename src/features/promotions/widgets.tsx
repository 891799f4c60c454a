import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  DEFAULT_ANNOUNCEMENT_MARQUEE_SPEED_PX_PER_SECOND,
  DEFAULT_BANNER_CAROUSEL_ASPECT_RATIO,
  DEFAULT_BANNER_CAROUSEL_INTERVAL_SECONDS,
  DEFAULT_PROMOTION_CATEGORIES_MAX_ITEMS,
} from '../../config/widgetDefaults.gen';
import { useSettled } from '../../ui/SettleGate';
import { useFeatureStore, useStores } from '../module';
import { useAfterFirstPaint } from '../module/lazy';
import type { FeatureRoot, WidgetComponent } from '../module';
import { AnnouncementMarquee } from './AnnouncementMarquee';
import { BannerCarousel } from './BannerCarousel';
import { PromotionCategories } from './PromotionCategories';
import { PromotionsStore } from './PromotionsStore';
import './promotions.css';

const create = (root: FeatureRoot) => new PromotionsStore(root);

/** The promotions store of the root (one for the carousel, the marquee, categories, activity). */
export function usePromotions(): PromotionsStore {
  return useFeatureStore('promotions', create);
}

export const BannerCarouselWidget: WidgetComponent<'bannerCarousel'> = observer(
  function BannerCarouselWidget({ config }) {
    const promotions = usePromotions();
    const { locale } = useStores();
    const painted = useAfterFirstPaint();
    useEffect(() => promotions.want('banners'), [promotions]);
    useSettled(promotions.banners !== null);
    return (
      <BannerCarousel
        banners={promotions.banners}
        intervalSeconds={config.intervalSeconds ?? DEFAULT_BANNER_CAROUSEL_INTERVAL_SECONDS}
        aspectRatio={config.aspectRatio ?? DEFAULT_BANNER_CAROUSEL_ASPECT_RATIO}
        dir={locale.dir}
        onOpen={promotions.openBanner}
        every={promotions.every}
        enhance={painted}
      />
    );
  },
);

// The home's largest paint is the first banner: its list is asked for at boot, beside the
// catalogue, not after React's first commit (decision 0011).
BannerCarouselWidget.prepare = (stores) => stores.promotions.obtain(create).prepare('banners');
BannerCarouselWidget.largestPaint = true;

export const AnnouncementMarqueeWidget: WidgetComponent<'announcementMarquee'> = observer(
  function AnnouncementMarqueeWidget({ config }) {
    const promotions = usePromotions();
    useEffect(() => promotions.want('announcements'), [promotions]);
    useSettled(promotions.announcements !== null);
    return (
      <AnnouncementMarquee
        announcements={promotions.announcements ?? []}
        speedPxPerSecond={
          config.speedPxPerSecond ?? DEFAULT_ANNOUNCEMENT_MARQUEE_SPEED_PX_PER_SECOND
        }
      />
    );
  },
);

// A marquee above the banners holds them until its row is decided: its list comes at boot too.
AnnouncementMarqueeWidget.prepare = (stores) =>
  stores.promotions.obtain(create).prepare('announcements');

export const PromotionCategoriesWidget: WidgetComponent<'promotionCategories'> = observer(
  function PromotionCategoriesWidget({ config }) {
    const promotions = usePromotions();
    useEffect(() => promotions.want('categories'), [promotions]);
    useSettled(promotions.categories !== null);
    return (
      <PromotionCategories
        categories={promotions.categories ?? []}
        maxItems={config.maxItems ?? DEFAULT_PROMOTION_CATEGORIES_MAX_ITEMS}
      />
    );
  },
);
