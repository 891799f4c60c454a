import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../platform/clock';
import { sleep } from '../../platform/clock';
import type { Environment } from '../../platform/environment';
import type { ServiceWorkerPort } from '../../platform/serviceWorker';
import type { KeyValueStore } from '../../platform/storage';
import type { VisibilityPort } from '../../platform/visibility';
import {
  APP_BASE,
  GAMES_PATH,
  HOME_PATH,
  LOGIN_PATH,
  MEMBER_HOME_PATH,
  REGISTER_HTML_PATH,
  REGISTER_PATH,
} from '../../config/routePaths';

/** spec 9: the hash check runs 1.5 s after start, on becoming visible, and hourly. */
export const FIRST_CHECK_MS = 1500;
export const CHECK_EVERY_MS = 60 * 60 * 1000;
/** spec 9: reload after 200 ms. */
export const RELOAD_DELAY_MS = 200;
/** How long refresh waits for the new worker to take over before reloading anyway. */
export const WORKER_WAIT_MS = 5000;
/** Local storage: the build hash this browser last started or refreshed to. */
export const ASSET_HASH_KEY = 'pwaAssetHash';
/** Session storage: the hash this tab already reloaded for (never reload twice for one build). */
export const UPDATE_RELOAD_KEY = 'pwaUpdateReload';

/** spec 4: refresh reloads on these paths, and goes to /m/home from any other. */
export const RELOAD_PATHS: ReadonlySet<string> = new Set([
  `${APP_BASE}${HOME_PATH}`,
  `${APP_BASE}/index`,
  `${APP_BASE}/index.html`,
  `${APP_BASE}${GAMES_PATH}`,
  `${APP_BASE}${LOGIN_PATH}`,
  `${APP_BASE}${REGISTER_PATH}`,
  `${APP_BASE}${REGISTER_HTML_PATH}`,
  `${APP_BASE}${MEMBER_HOME_PATH}`,
]);
export const UPDATE_HOME = `${APP_BASE}${HOME_PATH}`;

export interface UpdateStoreDeps {
  fetch: typeof fetch;
  clock: Clock;
  local: KeyValueStore;
  session: KeyValueStore;
  env: Pick<Environment, 'location' | 'reload' | 'assign'>;
  visibility: VisibilityPort;
  serviceWorker: ServiceWorkerPort;
}

/** The build's asset manifest (emitted by the build as /m/asset-manifest.json). */
interface AssetManifest {
  hash: string;
}

function isAssetManifest(value: unknown): value is AssetManifest {
  const hash = (value as Partial<AssetManifest> | null)?.hash;
  return typeof hash === 'string' && hash.length > 0;
}

/**
 * spec 4 update flow: compares the deployed build's hash with the stored one; on a change the
 * worker updates once and the update dialog asks for a refresh, which reloads exactly once.
 */
export class UpdateStore {
  /** The new build's hash while the update dialog is up; null otherwise. */
  available: string | null = null;
  refreshing = false;
  /** The hash this page counts as its own: stored at start, else the first one fetched. */
  private baseline: string | null;
  private checking = false;
  private workerUpdate: Promise<void> | null = null;
  private readonly stops: Array<() => void> = [];

  constructor(private readonly deps: UpdateStoreDeps) {
    this.baseline = deps.local.get(ASSET_HASH_KEY);
    makeAutoObservable<UpdateStore, 'deps' | 'stops' | 'workerUpdate'>(
      this,
      { deps: false, stops: false, workerUpdate: false },
      { autoBind: true },
    );
  }

  /** Checks 1.5 s after start, whenever the page comes back on screen, and every hour. */
  start(manifestUrl: string): void {
    const { clock, visibility } = this.deps;
    const check = () => void this.check(manifestUrl);
    const first = clock.setTimeout(check, FIRST_CHECK_MS);
    const hourly = clock.setInterval(check, CHECK_EVERY_MS);
    this.stops.push(
      () => clock.clearTimeout(first),
      () => clock.clearInterval(hourly),
      visibility.onVisible(check),
    );
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  async check(manifestUrl: string): Promise<void> {
    if (this.checking || this.available !== null || this.refreshing) return;
    this.checking = true;
    const hash = await this.fetchHash(manifestUrl);
    runInAction(() => {
      this.checking = false;
      if (hash !== null) this.compare(hash);
    });
  }

  /** Reloads (or goes home) once the new worker has taken over, 200 ms later; only once. */
  async refresh(): Promise<void> {
    const target = this.available;
    if (target === null || this.refreshing) return;
    this.refreshing = true;
    const { session, clock, env } = this.deps;
    session.set(UPDATE_RELOAD_KEY, target);
    this.accept(target);
    await Promise.race([this.workerUpdate ?? Promise.resolve(), sleep(clock, WORKER_WAIT_MS)]);
    await sleep(clock, RELOAD_DELAY_MS);
    const path = env.location().pathname.replace(/(.)\/$/, '$1');
    if (RELOAD_PATHS.has(path)) env.reload();
    else env.assign(UPDATE_HOME);
  }

  private compare(hash: string): void {
    if (this.baseline === null) return this.accept(hash); // first visit: this page is current
    if (hash === this.baseline) return;
    // This tab already reloaded for this build: take it as current rather than loop.
    if (this.deps.session.get(UPDATE_RELOAD_KEY) === hash) return this.accept(hash);
    this.available = hash;
    this.workerUpdate ??= this.deps.serviceWorker.update().catch(() => undefined);
  }

  private accept(hash: string): void {
    this.baseline = hash;
    this.deps.local.set(ASSET_HASH_KEY, hash);
  }

  private async fetchHash(url: string): Promise<string | null> {
    try {
      const res = await this.deps.fetch(url, { cache: 'no-store' });
      if (!res.ok) return null;
      const body: unknown = await res.json();
      return isAssetManifest(body) ? body.hash : null;
    } catch {
      return null; // offline or a bad answer: try again at the next check
    }
  }
}
