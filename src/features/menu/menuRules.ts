import type { AvailablePromotions, PromotionKey } from '../../api/calls/promotions';
import type { MenuEntry, TenantConfig } from '../../config/tenant.gen';
import { AGENT_REGISTER_PATH, APP_BASE, INVITE_FRIENDS_PATH } from '../../config/routePaths';

/** What the menu's display rules read (spec 5 and 6), gathered by the menu store. */
export interface MenuFacts {
  loggedIn: boolean;
  /** Customer type 1 or 2. */
  agent: boolean;
  /** The member's available promotions; null while unknown (entries needing one wait hidden). */
  promotions: AvailablePromotions | null;
  /** member info clubLabel.type (AUTO shows the VIP benefit); null when unknown or none. */
  clubLabelType: string | null;
  /** PROMOFE_getPromoCodeEnable; null while unknown. */
  promoCodeEnabled: boolean | null;
  isNativeApp: boolean;
  /** display-mode standalone or an iOS home-screen icon. */
  isInstalled: boolean;
  /** Opened from the home screen (?homescreen). */
  fromHomeScreen: boolean;
}

/** Entry types whose promotion decides them when the entry names none (spec 6). */
const PROMOTION_OF: Partial<Record<MenuEntry['type'], PromotionKey>> = {
  MISSION: 'MISSION',
  SIGN_IN: 'LOGIN',
  RESCUE_FUND: 'SAVIOR',
};

/**
 * spec 5, menu display: a whitelabel value named by the entry must be truthy; the app item only
 * outside the native and installed app (and not from the home screen unless showInHomeScreen);
 * customer service always; logged out everything else shows; otherwise the entry's resource
 * (promotion) or type rule applies.
 */
export function entryVisible(
  entry: MenuEntry,
  facts: MenuFacts,
  whitelabel: TenantConfig['whitelabel'],
): boolean {
  if (entry.whitelabelKey && !whitelabel.values?.[entry.whitelabelKey]) return false;
  if (entry.type === 'CUSTOMER_SERVICE') return true;
  if (entry.type === 'APP_DOWNLOAD') {
    if (facts.isNativeApp || facts.isInstalled) return false;
    if (facts.fromHomeScreen && !entry.showInHomeScreen) return false;
  }
  if (!facts.loggedIn) return true;
  const promotion = (entry.resourceKey as PromotionKey | undefined) ?? PROMOTION_OF[entry.type];
  if (promotion && facts.promotions?.[promotion]?.enabled !== true) return false;
  const flags = whitelabel.flags ?? {};
  switch (entry.type) {
    case 'AGENT':
      return facts.agent;
    case 'VIP_BENEFIT':
      return flags.vipBenefit === true && facts.clubLabelType === 'AUTO';
    case 'PROMO_CODE':
      return flags.promoCode === true && facts.promoCodeEnabled === true;
    case 'REFERRAL':
      return flags.referral !== false;
    default:
      return true;
  }
}

/** What tapping an entry does. */
export type MenuAction =
  | { kind: 'go'; path: string }
  | { kind: 'customerService' }
  | { kind: 'download' }
  | { kind: 'comingSoon' };

/**
 * spec 5: referral opens only when REFERRAL is enabled or the user is logged in (else coming
 * soon), and opens /m/agentRegister for agents. A visitor tapping a member's page is sent to
 * log in by that page's guard.
 */
export function actionFor(entry: MenuEntry, facts: MenuFacts): MenuAction {
  switch (entry.type) {
    case 'CUSTOMER_SERVICE':
      return { kind: 'customerService' };
    case 'APP_DOWNLOAD':
      return { kind: 'download' };
    case 'REFERRAL':
      if (facts.agent) return { kind: 'go', path: `${APP_BASE}${AGENT_REGISTER_PATH}` };
      if (!facts.loggedIn && facts.promotions?.REFERRAL?.enabled !== true) {
        return { kind: 'comingSoon' };
      }
      return { kind: 'go', path: entry.path ?? `${APP_BASE}${INVITE_FRIENDS_PATH}` };
    default:
      if (!entry.path) return { kind: 'comingSoon' };
      return { kind: 'go', path: entry.path };
  }
}
