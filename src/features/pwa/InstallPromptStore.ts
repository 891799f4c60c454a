import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../platform/clock';
import type { Environment } from '../../platform/environment';
import { iosVersion } from '../../platform/imageFormat';
import type { InstallPromptPort } from '../../platform/installPrompt';
import type { KeyValueStore } from '../../platform/storage';
import { readJson, writeJson } from '../../platform/storage';
import type { NoticeStore } from '../notices';
import type { AppManifestStore } from './AppManifestStore';
import { installMessages } from './installMessages';
import { APP_BASE, HOME_PATH } from '../../config/routePaths';

/** spec 4 / 9: wait up to 20 tries at 150 ms for the browser's install prompt. */
export const PROMPT_TRIES = 20;
export const PROMPT_TRY_MS = 150;
/** spec 9: an install sets the count to 99. */
export const INSTALLED_COUNT = 99;
/** Never offered again once dismissed this many times (an install counts 99). */
export const MAX_DISMISSALS = 3;
/**
 * spec 2: offered at start only on these paths. `/` never reaches the app as itself: nginx
 * answers it with a redirect to `/m/` (the dev and preview servers with `/m/home`), so the
 * landing `/m/` (and `/m`) counts as `/`.
 */
export const OFFER_PATHS: ReadonlySet<string> = new Set([
  '/',
  APP_BASE,
  `${APP_BASE}/`,
  `${APP_BASE}${HOME_PATH}`,
  `${APP_BASE}/index.html`,
]);
export const INSTALL_RECORD_KEY = 'pwaInstall';
const INSTALLING_NOTICE_MS = 3000;

/** Local storage: dismissals and install, so the offer is not repeated. */
export interface InstallRecord {
  count: number;
  dismissedAt?: number;
  installedAt?: number;
}

/** What is on screen: the browser's prompt behind our dialog, or instructions for iOS. */
export type InstallOffer = 'none' | 'prompt' | 'ios' | 'ios17';

export interface InstallPromptDeps {
  port: InstallPromptPort;
  clock: Clock;
  local: KeyValueStore;
  notices: NoticeStore;
  env: Pick<
    Environment,
    'userAgent' | 'isStandalone' | 'isNativeApp' | 'isIosHomeScreen' | 'isIPad'
  >;
  /** template.pwa (default true). */
  enabled: boolean;
  /** Opened from the home screen (?homescreen): already installed. */
  fromHomeScreen: boolean;
  /**
   * Already installed as the manifest says (its display mode), or the merchant's native app is
   * on this device (related_applications): nothing to offer. Read again once the manifest is in.
   */
  installedElsewhere?: () => boolean;
  /**
   * Settles once the manifest is in (at most 10 s, spec 9): the browser offers to install only
   * with a manifest, so the 20 tries start after it.
   */
  manifestReady?: () => Promise<void>;
  /**
   * Settles once the touch icon has loaded (at most 5 s, spec 9): iOS takes the home-screen
   * icon when the member adds the page, so the steps show once it is there.
   */
  touchIconReady?: () => Promise<void>;
  /** The installable-app manifest the offer names (the platform's, else the tenant's). */
  manifest?: AppManifestStore;
}

/** spec 4 add to home screen: when to offer it, and what each answer records. */
export class InstallPromptStore {
  offer: InstallOffer = 'none';
  record: InstallRecord;
  /**
   * The installable-app manifest: the offer's name and icon, and (for the download bar) whether
   * the app runs installed or the merchant's native app is on the phone. Null in tests.
   */
  readonly manifest: AppManifestStore | null;
  private started = false;
  private disposed = false;
  private readonly stops: Array<() => void> = [];

  constructor(private readonly deps: InstallPromptDeps) {
    this.record = readJson<InstallRecord>(deps.local, INSTALL_RECORD_KEY) ?? { count: 0 };
    this.manifest = deps.manifest ?? null;
    makeAutoObservable<InstallPromptStore, 'deps' | 'stops'>(
      this,
      { deps: false, stops: false, manifest: false },
      { autoBind: true },
    );
  }

  /** Never in the app or an installed copy, not once installed or dismissed enough. */
  get mayOffer(): boolean {
    const { env, enabled, fromHomeScreen } = this.deps;
    if (!enabled || env.isNativeApp || env.isStandalone || env.isIosHomeScreen) return false;
    if (this.deps.installedElsewhere?.()) return false;
    return !fromHomeScreen && this.record.count < MAX_DISMISSALS;
  }

  /** Called once at start with the path the app started at (spec 2: the path rule). */
  start(startPath: string): void {
    if (this.started) return;
    this.started = true;
    this.stops.push(this.deps.port.onInstalled(this.installed));
    if (!this.mayOffer || !OFFER_PATHS.has(startPath)) return;
    const { manifestReady } = this.deps;
    if (manifestReady) void manifestReady().then(() => this.offerAtStart());
    else this.offerAtStart();
  }

  private offerAtStart(): void {
    if (this.disposed || !this.mayOffer) return;
    const { env, touchIconReady } = this.deps;
    const ios = iosVersion(env.userAgent);
    // iOS has no install prompt (iPadOS may say Mac): the member is told how to add it by hand.
    const steps: InstallOffer | null = ios
      ? ios.major === 17
        ? 'ios17'
        : 'ios'
      : env.isIPad
        ? 'ios'
        : null;
    if (!steps) return this.waitForPrompt(1);
    if (!touchIconReady) return this.showSteps(steps);
    void touchIconReady().then(() => this.showSteps(steps));
  }

  private showSteps(steps: InstallOffer): void {
    // Dismissed, installed or disposed meanwhile: nothing shows.
    if (!this.disposed && this.mayOffer) this.offer = steps;
  }

  dispose(): void {
    this.disposed = true;
    for (const stop of this.stops.splice(0)) stop();
  }

  /**
   * The member asked for it (the download popup's home-screen option): the browser's prompt if
   * it came, the steps on iOS; false when neither is there (the browser's menu is the way).
   */
  offerNow(): boolean {
    const { env, port } = this.deps;
    const ios = iosVersion(env.userAgent);
    if (ios) this.offer = ios.major === 17 ? 'ios17' : 'ios';
    else if (env.isIPad) this.offer = 'ios';
    else if (port.current()) this.offer = 'prompt';
    return this.offer !== 'none';
  }

  /** Agree: the browser's own install dialog, then its answer. */
  async accept(): Promise<void> {
    if (this.offer !== 'prompt') return this.cancel();
    this.offer = 'none';
    const event = this.deps.port.take();
    if (!event) return;
    try {
      await event.prompt();
      const choice = await event.userChoice;
      runInAction(() => {
        if (choice.outcome === 'accepted') {
          this.deps.notices.push({
            message: installMessages.installing,
            durationMs: INSTALLING_NOTICE_MS,
          });
        } else this.dismissed();
      });
    } catch (error) {
      console.warn('the install prompt failed', error); // e.g. prompted twice
    }
  }

  /** Cancel, close or a tap outside: a dismissal. */
  cancel(): void {
    if (this.offer === 'none') return;
    this.offer = 'none';
    this.dismissed();
  }

  private waitForPrompt(attempt: number): void {
    const { clock } = this.deps;
    const timer = clock.setTimeout(() => {
      if (this.deps.port.current()) {
        runInAction(() => (this.offer = 'prompt'));
      } else if (attempt < PROMPT_TRIES) this.waitForPrompt(attempt + 1);
    }, PROMPT_TRY_MS);
    this.stops.push(() => clock.clearTimeout(timer));
  }

  private dismissed(): void {
    this.save({
      ...this.record,
      count: this.record.count + 1,
      dismissedAt: this.deps.clock.now(),
    });
  }

  private installed(): void {
    this.offer = 'none';
    this.save({ ...this.record, count: INSTALLED_COUNT, installedAt: this.deps.clock.now() });
  }

  private save(record: InstallRecord): void {
    this.record = record;
    writeJson(this.deps.local, INSTALL_RECORD_KEY, record);
  }
}
