import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { Announcement, Banner, PromotionCategory } from '../../api/calls/promotions';
import {
  getBanners,
  getListAnnouncements,
  getPromotionCategories,
} from '../../api/calls/promotions';
import type { ApiClient } from '../../api/types';
import type { TenantConfig } from '../../config/tenant.gen';
import { outboundUrl } from '../../platform/outboundUrl';
import type { Platform } from '../../platform/platform';
import type { SessionStore } from '../auth';
import type { LocaleStore } from '../locale';
import type { NavigationPort } from '../module';
import type { BannerTarget } from './bannerLinks';
import { bannerTarget } from './bannerLinks';
import { APP_BASE, REGISTER_PATH } from '../../config/routePaths';

/** What the promotions store needs from the root (the RootStore satisfies it). */
export interface PromotionsRoot {
  readonly tenant: TenantConfig;
  readonly api: ApiClient;
  readonly platform: Platform;
  readonly session: SessionStore;
  readonly locale: LocaleStore;
  readonly navigation: NavigationPort;
}

const QUIET = { alert: false } as const;

type Loadable = 'banners' | 'announcements' | 'categories';

/**
 * Home's banners, the announcements marquee and the promotion categories (spec 2, 4, 5): each
 * asked once when a widget needs it, again on a language change (spec 4: categories reload).
 */
export class PromotionsStore {
  banners: Banner[] | null = null;
  announcements: Announcement[] | null = null;
  categories: PromotionCategory[] | null = null;
  /** The lists a widget wants, with their first load: each is asked again on a language change. */
  private readonly firstLoads = new Map<Loadable, Promise<void>>();
  private readonly stops: Array<() => void> = [];

  constructor(private readonly root: PromotionsRoot) {
    makeAutoObservable<PromotionsStore, 'root' | 'stops' | 'firstLoads' | 'wantLoaded'>(
      this,
      {
        root: false,
        stops: false,
        firstLoads: false,
        wantLoaded: false,
        // Each list is replaced whole, never changed in place: kept as the call answered it, not
        // made deeply observable item by item (a large merchant's 200 announcements, 100
        // promotions and 40 banners were thousands of observable fields in one task).
        banners: observableRef,
        announcements: observableRef,
        categories: observableRef,
      },
      { autoBind: true },
    );
    this.stops.push(
      reaction(
        () => root.locale.language,
        () => {
          for (const what of this.firstLoads.keys()) void this.load(what);
        },
      ),
    );
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  /** A widget needs this list: asked now (once), and again on each language change. */
  want(what: Loadable): void {
    void this.wantLoaded(what);
  }

  /**
   * Before the home's first render (the widgets' prepare, decision 0011): the list, and for
   * the banners the first image, started at high priority as soon as the list names it: it is
   * the home's largest paint. Settles when the list is in (or failed).
   */
  async prepare(what: Loadable): Promise<void> {
    await this.wantLoaded(what, true);
    const first = what === 'banners' ? this.banners?.[0] : undefined;
    if (first) await this.root.platform.env.preloadImage(first.image);
  }

  /** The first load of a wanted list (its later reloads are not waited for). */
  private wantLoaded(what: Loadable, firstScreen = false): Promise<void> {
    let first = this.firstLoads.get(what);
    if (!first) {
      first = this.load(what, firstScreen);
      this.firstLoads.set(what, first);
    }
    return first;
  }

  /** Asks for a list; `firstScreen` before the first paint (the prepared ones, decision 0011). */
  async load(what: Loadable, firstScreen = false): Promise<void> {
    const { api } = this.root;
    const options = { ...QUIET, firstScreen };
    try {
      if (what === 'banners') {
        const banners = await getBanners(api, { platform: 'MOBILE' }, options);
        runInAction(() => (this.banners = [...banners].sort((a, b) => a.sort - b.sort)));
      } else if (what === 'announcements') {
        const list = await getListAnnouncements(
          api,
          { types: ['MARQUEE'], platform: 'MOBILE', category: null },
          options,
        );
        runInAction(() => (this.announcements = [...list].sort((a, b) => a.sort - b.sort)));
      } else {
        const categories = await getPromotionCategories(api, options);
        runInAction(() => (this.categories = categories));
      }
    } catch {
      // Home shows what it has: a list that cannot load is left out, not an error page.
      runInAction(() => {
        if (this[what] === null) this[what] = [];
      });
    }
  }

  /**
   * /m/inviteFriends: the member's invite link, registration on this site with the member's
   * user name as the referral code (`r`, read at start by the registration). Null for a visitor.
   */
  get inviteLink(): string | null {
    const userName = this.root.session.session?.userName;
    if (!this.root.session.isLoggedIn || !userName) return null;
    const url = new URL(`${APP_BASE}${REGISTER_PATH}`, this.root.platform.env.location().origin);
    url.searchParams.set('r', userName);
    return url.href;
  }

  /** The promotion `id` from the categories (the activity page). */
  promotion(id: number) {
    for (const category of this.categories ?? []) {
      const found = category.promotions.find((p) => p.id === id);
      if (found) return found;
    }
    return null;
  }

  targetOf(banner: Banner): BannerTarget {
    const { tenant, platform, session } = this.root;
    const origin = platform.env.location().origin;
    const target = bannerTarget(banner, {
      origin,
      trustedHosts: tenant.trustedLinkHosts ?? tenant.domains,
      token: session.token,
      userName: session.session?.userName ?? null,
    });
    // An address outside the app follows the rule of every address a member is sent to
    // (outboundUrl), read from the operator's own text: a protocol-relative `//host` (or `/\host`)
    // has taken this page's scheme by now and would pass for https.
    if (target.kind === 'external' && outboundUrl(banner.linkage, origin) === null) {
      return { kind: 'none' };
    }
    return target;
  }

  /** Runs `fn` every `ms` on the root's clock until the returned stop is called (the carousel). */
  every(fn: () => void, ms: number): () => void {
    const { clock } = this.root.platform;
    const handle = clock.setInterval(fn, ms);
    return () => clock.clearInterval(handle);
  }

  /** A banner tap: its route, its address in a new window, or nothing at all. */
  openBanner(banner: Banner): void {
    const target = this.targetOf(banner);
    if (target.kind === 'route') this.root.navigation.request(target.path);
    else if (target.kind === 'external') {
      this.root.platform.windows?.open(target.url, '_blank', 'noopener');
    }
  }
}
