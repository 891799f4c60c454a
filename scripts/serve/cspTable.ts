import type { ProviderCsp } from '../../src/config/providerCsp.ts';
import { geetestRiskCsp } from '../../src/features/captcha/geetestRisk.csp.ts';
import { geetestV3Csp } from '../../src/features/captcha/geetestV3.csp.ts';
import { geetestV4Csp } from '../../src/features/captcha/geetestV4.csp.ts';
import { firebaseMessagingCsp } from '../../src/features/push/firebaseMessaging.csp.ts';
import { firebasePhoneCsp } from '../../src/features/auth/social/firebase/firebasePhone.csp.ts';
import { lineCsp } from '../../src/features/auth/social/line/line.csp.ts';
import { mayaCsp } from '../../src/features/auth/social/maya/maya.csp.ts';
import { popupCsp } from '../../src/features/auth/social/popup/popup.csp.ts';
import { telegramCsp } from '../../src/features/auth/social/telegram/telegram.csp.ts';
import { comm100Csp } from '../../src/features/support/vendors/comm100.csp.ts';
import { linkVendorCsp } from '../../src/features/support/vendors/linkVendor.csp.ts';
import { liveChatCsp } from '../../src/features/support/vendors/liveChat.csp.ts';
import { appsFlyerCsp } from '../../src/features/tracking/ads/appsFlyer.csp.ts';
import { googleTagCsp } from '../../src/features/tracking/ads/googleTag.csp.ts';
import { metaPixelCsp } from '../../src/features/tracking/ads/metaPixel.csp.ts';
import { tiktokPixelCsp } from '../../src/features/tracking/ads/tiktokPixel.csp.ts';

/**
 * Every third-party adapter's hosts, each declared beside its adapter. The nginx generator and
 * the preview server read this one list, so dev, preview and production send the same policy.
 * A new adapter that loads anything from another origin adds its `.csp.ts` here.
 */
export const CSP_TABLE: readonly ProviderCsp[] = [
  geetestV3Csp,
  geetestV4Csp,
  geetestRiskCsp,
  firebasePhoneCsp,
  telegramCsp,
  lineCsp,
  popupCsp,
  mayaCsp,
  firebaseMessagingCsp,
  liveChatCsp,
  comm100Csp,
  linkVendorCsp,
  metaPixelCsp,
  appsFlyerCsp,
  tiktokPixelCsp,
  googleTagCsp,
];
