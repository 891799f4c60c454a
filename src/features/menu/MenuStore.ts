import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { AvailablePromotions } from '../../api/calls/promotions';
import { getMerchantAvailablePromotions, getPromoCodeEnable } from '../../api/calls/promotions';
import type { ApiClient } from '../../api/types';
import type { LaunchInfo } from '../../config/launchInfo';
import type { MenuEntry, TenantConfig } from '../../config/tenant.gen';
import type { Platform } from '../../platform/platform';
import type { AuthStore, SessionStore } from '../auth';
import type { NoticeStore } from '../notices';
import type { MenuAction, MenuFacts } from './menuRules';
import { actionFor, entryVisible } from './menuRules';

/** What the menu store needs from the root (the RootStore satisfies it). */
export interface MenuRoot {
  readonly tenant: TenantConfig;
  readonly api: ApiClient;
  readonly platform: Platform;
  readonly launch: LaunchInfo;
  readonly session: SessionStore;
  readonly auth: AuthStore;
  readonly notices: NoticeStore;
}

const QUIET = { alert: false } as const;

/**
 * The tenant's menu for who is looking (spec 5 display rules, spec 6 roles): the member's
 * available promotions and promo-code switch are asked once per session, again when it changes.
 */
export class MenuStore {
  promotions: AvailablePromotions | null = null;
  promoCodeEnabled: boolean | null = null;
  private readonly stops: Array<() => void> = [];

  constructor(private readonly root: MenuRoot) {
    makeAutoObservable<MenuStore, 'root' | 'stops'>(
      this,
      { root: false, stops: false },
      { autoBind: true },
    );
  }

  get facts(): MenuFacts {
    const { session, auth, platform, launch } = this.root;
    const { env } = platform;
    return {
      loggedIn: session.isLoggedIn,
      agent: session.role === 'agent',
      promotions: this.promotions,
      clubLabelType: auth.member.current?.info?.clubLabel?.type ?? null,
      promoCodeEnabled: this.promoCodeEnabled,
      isNativeApp: env.isNativeApp,
      isInstalled: env.isStandalone || env.isIosHomeScreen,
      fromHomeScreen: launch.homescreen,
    };
  }

  /** The entries to show, in the tenant's order. */
  get entries(): MenuEntry[] {
    const { menu, whitelabel } = this.root.tenant;
    return menu.filter((entry) => entryVisible(entry, this.facts, whitelabel));
  }

  actionFor(entry: MenuEntry): MenuAction {
    return actionFor(entry, this.facts);
  }

  /** Asks for the member's promotions now and whenever the session changes. */
  start(): void {
    if (this.stops.length > 0) return;
    this.stops.push(
      reaction(
        () => this.root.session.token,
        () => void this.load(),
        { fireImmediately: true },
      ),
    );
    // Member info (the club label) is the auth store's, loaded on login; ask for it if needed.
    if (this.root.session.isLoggedIn) void this.root.auth.member.load().catch(() => undefined);
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  async load(): Promise<void> {
    const { api } = this.root;
    const [promotions, promoCode] = await Promise.allSettled([
      getMerchantAvailablePromotions(api, QUIET),
      this.root.tenant.whitelabel.flags.promoCode ? getPromoCodeEnable(api, QUIET) : false,
    ]);
    runInAction(() => {
      this.promotions = promotions.status === 'fulfilled' ? promotions.value : null;
      this.promoCodeEnabled = promoCode.status === 'fulfilled' ? promoCode.value : false;
    });
  }
}
