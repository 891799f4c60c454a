/* eslint-disable */
/**
 * Generated from schemas/ by `npm run gen`. DO NOT EDIT: change the schema and run `npm run gen`.
 */
import type { WidgetConfig } from './tenant.gen';

type WidgetProps<T extends WidgetConfig['type']> = Omit<Extract<WidgetConfig, { type: T }>, 'type'>;

/**
 * What a widget prop the tenant file leaves out means: the `default` of each prop in
 * schemas/widgets/<type>.schema.json. Widgets read `config.prop ?? WIDGET_DEFAULTS[type].prop`.
 */
export const WIDGET_DEFAULTS = {
  appHeader: { showLanguageSwitch: true, showLoginButton: true },
  downloadBar: { showDownloadButton: true },
  bannerCarousel: { intervalSeconds: 5, aspectRatio: '16/7' },
  announcementMarquee: { speedPxPerSecond: 60 },
  menuGrid: { columns: 4 },
  promotionCategories: { maxItems: 10 },
  gameLanes: { maxLanes: 8 },
  customerServiceButton: { side: 'end' },
} as const satisfies { readonly [T in WidgetConfig['type']]?: Partial<WidgetProps<T>> };
