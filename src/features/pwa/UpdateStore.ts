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

/** Local storage: the second asset manifest's fingerprint this browser last started with. */
export const SECOND_HASH_KEY = 'pwaSecondAssetHash';

/** The deployed builds as one check saw them; `second` null: absent or unanswered. */
interface Deployed {
  app: string;
  second: string | null;
}

/**
 * A short FNV-1a fingerprint of an asset manifest that carries no `hash` (the second manifest
 * may be another build tool's, e.g. a list of files): any change of its text changes it.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}

/** What the dialog and the reload marker name: the app's hash, then the second's if any. */
function targetOf(deployed: Deployed): string {
  return deployed.second === null ? deployed.app : `${deployed.app}+${deployed.second}`;
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
  /** The same for the second asset manifest (null: never seen). */
  private secondBaseline: string | null;
  /** What the dialog offers, as fetched. */
  private offered: Deployed | null = null;
  private checking = false;
  private workerUpdate: Promise<void> | null = null;
  private readonly stops: Array<() => void> = [];

  constructor(private readonly deps: UpdateStoreDeps) {
    this.baseline = deps.local.get(ASSET_HASH_KEY);
    this.secondBaseline = deps.local.get(SECOND_HASH_KEY);
    makeAutoObservable<UpdateStore, 'deps' | 'stops' | 'workerUpdate' | 'offered'>(
      this,
      { deps: false, stops: false, workerUpdate: false, offered: false },
      { autoBind: true },
    );
  }

  /**
   * Checks 1.5 s after start, whenever the page comes back on screen, and every hour. spec 2:
   * both asset manifests, the app's and `secondUrl` (/mobile/mc/asset-manifest.json); a change
   * in either is an update, and a second one that is missing is no error.
   */
  start(manifestUrl: string, secondUrl?: string): void {
    const { clock, visibility } = this.deps;
    const check = () => void this.check(manifestUrl, secondUrl);
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

  async check(manifestUrl: string, secondUrl?: string): Promise<void> {
    if (this.checking || this.available !== null || this.refreshing) return;
    this.checking = true;
    const [hash, second] = await Promise.all([
      this.fetchHash(manifestUrl),
      secondUrl ? this.fetchSecond(secondUrl) : Promise.resolve(null),
    ]);
    runInAction(() => {
      this.checking = false;
      if (hash !== null) this.compare({ app: hash, second });
    });
  }

  /** Reloads (or goes home) once the new worker has taken over, 200 ms later; only once. */
  async refresh(): Promise<void> {
    const target = this.available;
    if (target === null || this.refreshing) return;
    this.refreshing = true;
    const { session, clock, env } = this.deps;
    session.set(UPDATE_RELOAD_KEY, target);
    if (this.offered) this.accept(this.offered);
    await Promise.race([this.workerUpdate ?? Promise.resolve(), sleep(clock, WORKER_WAIT_MS)]);
    await sleep(clock, RELOAD_DELAY_MS);
    const path = env.location().pathname.replace(/(.)\/$/, '$1');
    if (RELOAD_PATHS.has(path)) env.reload();
    else env.assign(UPDATE_HOME);
  }

  private compare(deployed: Deployed): void {
    // First visit: this page is current.
    if (this.baseline === null) return this.accept(deployed);
    const appChanged = deployed.app !== this.baseline;
    const secondChanged =
      deployed.second !== null &&
      this.secondBaseline !== null &&
      deployed.second !== this.secondBaseline;
    if (!appChanged && !secondChanged) {
      // A second manifest seen for the first time is where this page started.
      if (deployed.second !== null && this.secondBaseline === null) this.accept(deployed);
      return;
    }
    const target = targetOf(deployed);
    // This tab already reloaded for this build: take it as current rather than loop.
    if (this.deps.session.get(UPDATE_RELOAD_KEY) === target) return this.accept(deployed);
    this.offered = deployed;
    this.available = target;
    this.workerUpdate ??= this.deps.serviceWorker.update().catch(() => undefined);
  }

  private accept(deployed: Deployed): void {
    this.baseline = deployed.app;
    this.deps.local.set(ASSET_HASH_KEY, deployed.app);
    if (deployed.second !== null) {
      this.secondBaseline = deployed.second;
      this.deps.local.set(SECOND_HASH_KEY, deployed.second);
    }
  }

  /** The second manifest's fingerprint; null when it is missing (a 404) or unreadable. */
  private async fetchSecond(url: string): Promise<string | null> {
    try {
      const res = await this.deps.fetch(url, { cache: 'no-store' });
      if (!res.ok) return null;
      const text = await res.text();
      const body: unknown = JSON.parse(text);
      // A server that answers every path with its HTML page has no second manifest either.
      if (typeof body !== 'object' || body === null) return null;
      return isAssetManifest(body) ? body.hash : fingerprint(text);
    } catch {
      return null;
    }
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
