import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { GameMatch, GameVendorCatalogue } from '../../api/calls/games';
import { getGameMatches, getGameVendorCatalogue } from '../../api/calls/games';
import type { ApiClient } from '../../api/types';
import type { TenantConfig } from '../../config/tenant.gen';
import type { LocaleStore } from '../locale';
import type { CatalogueViewOptions, LaneView } from './catalogueView';
import { catalogueView } from './catalogueView';

/** The key the root keeps this store under (useFeatureStore). */
export const GAMES_STORE_KEY = 'games';

/** What the games catalogue needs from the root (the RootStore satisfies it). */
export interface GamesRoot {
  readonly api: ApiClient;
  readonly tenant: TenantConfig;
  readonly locale: Pick<LocaleStore, 'language'>;
}

export type CatalogueStatus = 'idle' | 'loading' | 'ready' | 'failed';

// The lanes show their own failure; the catalogue's alert would be a second one.
const QUIET = { alert: false } as const;

/**
 * The game vendor catalogue and the game matches (spec 3 shared settings): loaded when the lanes
 * first show, and again on a language change (spec 4), titles and leagues being in the language.
 */
export class GamesStore {
  catalogue: GameVendorCatalogue | null = null;
  matches: GameMatch[] = [];
  status: CatalogueStatus = 'idle';
  private loads = 0;
  private stopLanguage: (() => void) | null = null;

  constructor(private readonly root: GamesRoot) {
    makeAutoObservable<GamesStore, 'root' | 'loads' | 'stopLanguage'>(
      this,
      // lanes() is a read: as an action it would be untracked, and the lanes would not follow.
      {
        root: false,
        loads: false,
        stopLanguage: false,
        lanes: false,
        // Replaced whole on each load: the answer as it came, not made deeply observable card by
        // card (a large merchant's catalogue has 150 cards and more).
        catalogue: observableRef,
        matches: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Loads once, then follows the language. Later calls do nothing. */
  start(): void {
    if (this.stopLanguage) return;
    this.stopLanguage = reaction(
      () => this.root.locale.language,
      () => void this.load(),
    );
    void this.load();
  }

  /** Both calls at once; the last load started wins (a language changed twice quickly). */
  async load(): Promise<void> {
    const load = ++this.loads;
    this.status = this.catalogue ? this.status : 'loading';
    const { api } = this.root;
    const [catalogue, matches] = await Promise.allSettled([
      getGameVendorCatalogue(api, { platform: 'MOBILE' }, QUIET),
      getGameMatches(api, { platform: 'MOBILE' }, QUIET),
    ]);
    runInAction(() => {
      if (load !== this.loads) return;
      if (catalogue.status === 'fulfilled') {
        this.catalogue = catalogue.value;
        this.status = 'ready';
      } else if (!this.catalogue) {
        this.status = 'failed';
      }
      // Matches are an extra: without them the lanes still show.
      this.matches = matches.status === 'fulfilled' ? matches.value : [];
    });
  }

  /** The lanes as shown, for the tenant's trial setting. */
  lanes(options: Omit<CatalogueViewOptions, 'trialLaunch'>): LaneView[] {
    if (!this.catalogue) return [];
    return catalogueView(this.catalogue, this.matches, {
      ...options,
      trialLaunch: this.root.tenant.games.trialLaunch !== false,
    });
  }

  dispose(): void {
    this.stopLanguage?.();
    this.stopLanguage = null;
    this.loads++;
  }
}
