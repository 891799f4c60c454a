/* eslint-disable */
/**
 * Generated from schemas/ by `npm run gen`. DO NOT EDIT: change the schema and run `npm run gen`.
 *
 * What a widget prop the tenant file leaves out means: the `default` of each prop in
 * schemas/widgets/<type>.schema.json. Widgets read `config.prop ?? DEFAULT_TYPE_PROP`: one
 * constant each, so the bundler inlines the value into the widget's own chunk.
 */
import type { WidgetConfig } from './tenant.gen';

type WidgetProps<T extends WidgetConfig['type']> = Omit<Extract<WidgetConfig, { type: T }>, 'type'>;

/** The slot a widget mounts in when its entry names none. */
export const DEFAULT_WIDGET_SLOT = 'home' satisfies WidgetConfig['slot'];

/** appHeader.showLanguageSwitch when the tenant leaves it out. */
export const DEFAULT_APP_HEADER_SHOW_LANGUAGE_SWITCH = true;

/** appHeader.showLoginButton when the tenant leaves it out. */
export const DEFAULT_APP_HEADER_SHOW_LOGIN_BUTTON = true;

/** downloadBar.showDownloadButton when the tenant leaves it out. */
export const DEFAULT_DOWNLOAD_BAR_SHOW_DOWNLOAD_BUTTON = true;

/** bannerCarousel.intervalSeconds when the tenant leaves it out. */
export const DEFAULT_BANNER_CAROUSEL_INTERVAL_SECONDS = 5;

/** bannerCarousel.aspectRatio when the tenant leaves it out. */
export const DEFAULT_BANNER_CAROUSEL_ASPECT_RATIO = '16/7';

/** announcementMarquee.speedPxPerSecond when the tenant leaves it out. */
export const DEFAULT_ANNOUNCEMENT_MARQUEE_SPEED_PX_PER_SECOND = 60;

/** menuGrid.columns when the tenant leaves it out. */
export const DEFAULT_MENU_GRID_COLUMNS = 4;

/** promotionCategories.maxItems when the tenant leaves it out. */
export const DEFAULT_PROMOTION_CATEGORIES_MAX_ITEMS = 10;

/** gameLanes.maxLanes when the tenant leaves it out. */
export const DEFAULT_GAME_LANES_MAX_LANES = 8;

/** customerServiceButton.side when the tenant leaves it out. */
export const DEFAULT_CUSTOMER_SERVICE_BUTTON_SIDE = 'end';

/** The same defaults by widget type, checked against each widget's props. */
export const WIDGET_DEFAULTS = {
  appHeader: {
    showLanguageSwitch: DEFAULT_APP_HEADER_SHOW_LANGUAGE_SWITCH,
    showLoginButton: DEFAULT_APP_HEADER_SHOW_LOGIN_BUTTON,
  },
  downloadBar: { showDownloadButton: DEFAULT_DOWNLOAD_BAR_SHOW_DOWNLOAD_BUTTON },
  bannerCarousel: {
    intervalSeconds: DEFAULT_BANNER_CAROUSEL_INTERVAL_SECONDS,
    aspectRatio: DEFAULT_BANNER_CAROUSEL_ASPECT_RATIO,
  },
  announcementMarquee: { speedPxPerSecond: DEFAULT_ANNOUNCEMENT_MARQUEE_SPEED_PX_PER_SECOND },
  menuGrid: { columns: DEFAULT_MENU_GRID_COLUMNS },
  promotionCategories: { maxItems: DEFAULT_PROMOTION_CATEGORIES_MAX_ITEMS },
  gameLanes: { maxLanes: DEFAULT_GAME_LANES_MAX_LANES },
  customerServiceButton: { side: DEFAULT_CUSTOMER_SERVICE_BUTTON_SIDE },
} as const satisfies { readonly [T in WidgetConfig['type']]?: Partial<WidgetProps<T>> };
