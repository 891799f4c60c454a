import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSettled } from '../../ui/SettleGate';
import { useFeatureStore, useStores } from '../module';
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
    useEffect(() => promotions.want('banners'), [promotions]);
    useSettled(promotions.banners !== null);
    return (
      <BannerCarousel
        banners={promotions.banners}
        intervalSeconds={config.intervalSeconds ?? 5}
        aspectRatio={config.aspectRatio ?? '16/7'}
        dir={locale.dir}
        onOpen={promotions.openBanner}
        every={promotions.every}
      />
    );
  },
);

export const AnnouncementMarqueeWidget: WidgetComponent<'announcementMarquee'> = observer(
  function AnnouncementMarqueeWidget({ config }) {
    const promotions = usePromotions();
    useEffect(() => promotions.want('announcements'), [promotions]);
    useSettled(promotions.announcements !== null);
    return (
      <AnnouncementMarquee
        announcements={promotions.announcements ?? []}
        speedPxPerSecond={config.speedPxPerSecond ?? 60}
      />
    );
  },
);

export const PromotionCategoriesWidget: WidgetComponent<'promotionCategories'> = observer(
  function PromotionCategoriesWidget({ config }) {
    const promotions = usePromotions();
    useEffect(() => promotions.want('categories'), [promotions]);
    useSettled(promotions.categories !== null);
    return (
      <PromotionCategories
        categories={promotions.categories ?? []}
        maxItems={config.maxItems ?? 10}
      />
    );
  },
);
