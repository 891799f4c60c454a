import { authFeature } from '../features/auth';
import { captchaFeature } from '../features/captcha';
import { contentFeature } from '../features/content';
import { downloadFeature } from '../features/download';
import { gamesFeature } from '../features/games';
import { headerFeature } from '../features/header';
import { inboxFeature } from '../features/inbox';
import { localeFeature } from '../features/locale';
import { memberFeature } from '../features/member';
import { menuFeature } from '../features/menu';
import type { FeatureModule } from '../features/module';
import { noticesFeature } from '../features/notices';
import { promotionsFeature } from '../features/promotions';
import { pushFeature } from '../features/push';
import { pwaFeature } from '../features/pwa';
import { supportFeature } from '../features/support';
import { systemFeature } from '../features/system';
import { trackingFeature } from '../features/tracking';

/**
 * Every feature of the product. The RootStore builds their stores, the App renders their
 * overlays, and the widget registry and the route table are built from this list.
 */
export const features: readonly FeatureModule[] = [
  systemFeature,
  noticesFeature,
  localeFeature,
  authFeature,
  captchaFeature,
  trackingFeature,
  headerFeature,
  gamesFeature,
  promotionsFeature,
  memberFeature,
  inboxFeature,
  menuFeature,
  contentFeature,
  pwaFeature,
  downloadFeature,
  pushFeature,
  supportFeature,
];
