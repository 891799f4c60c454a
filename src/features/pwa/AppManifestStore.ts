import { makeAutoObservable, runInAction } from 'mobx';
import type { WebManifest } from '../../api/calls/system';
import { getWebManifest } from '../../api/calls/system';
import type { ApiClient } from '../../api/types';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Clock } from '../../platform/clock';
import { sleep } from '../../platform/clock';
import type { InstalledAppsPort, RelatedApp } from '../../platform/installedApps';

/** spec 9: the manifest is waited for at most 10 s. */
export const MANIFEST_WAIT_MS = 10_000;
/** spec 9: the touch icon is waited for at most 5 s. */
export const TOUCH_ICON_WAIT_MS = 5_000;

export type DisplayMode = WebManifest['display'];
const DISPLAY_MODES: readonly DisplayMode[] = ['fullscreen', 'standalone', 'minimal-ui', 'browser'];

/** What the app takes from the installable-app manifest (spec 3, 7). */
export interface AppManifest {
  name: string;
  shortName: string;
  display: DisplayMode;
  /** The icon the install offer shows (192 px, else the first listed). */
  icon: string;
  relatedApps: RelatedApp[];
  /** The platform's answer, or the tenant file's manifest when it failed. */
  source: 'server' | 'tenant';
}

/** The tenant file's manifest: what the app uses until (or unless) the platform answers. */
export function tenantManifest(tenant: TenantConfig): AppManifest {
  const { manifest } = tenant;
  return {
    name: manifest.name,
    shortName: manifest.short_name,
    display: manifest.display,
    icon: manifest.icons['192'],
    relatedApps: manifest.related_applications ?? [],
    source: 'tenant',
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function relatedAppsOf(value: unknown): RelatedApp[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((item: unknown): RelatedApp[] => {
    const app = item as Partial<Record<keyof RelatedApp, unknown>> | null;
    const platform = text(app?.platform);
    if (!platform) return [];
    const id = text(app?.id);
    const url = text(app?.url);
    return [{ platform, ...(id ? { id } : {}), ...(url ? { url } : {}) }];
  });
}

function iconOf(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  const icons = value.filter(
    (icon): icon is { src: string; sizes?: unknown } =>
      typeof (icon as { src?: unknown } | null)?.src === 'string',
  );
  const sized = icons.find((icon) =>
    String(icon.sizes ?? '')
      .split(/\s+/)
      .includes('192x192'),
  );
  return (sized ?? icons[0])?.src ?? null;
}

/**
 * The platform's manifest read field by field: a field it lacks or gets wrong is the tenant
 * file's. Null when the answer is not a manifest at all.
 */
export function manifestFromServer(body: unknown, fallback: AppManifest): AppManifest | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const raw = body as Partial<Record<keyof WebManifest, unknown>>;
  const name = text(raw.name);
  const shortName = text(raw.short_name);
  if (!name && !shortName) return null;
  const display = DISPLAY_MODES.find((mode) => mode === raw.display);
  return {
    name: name ?? shortName ?? fallback.name,
    shortName: shortName ?? name ?? fallback.shortName,
    display: display ?? fallback.display,
    icon: iconOf(raw.icons) ?? fallback.icon,
    relatedApps: relatedAppsOf(raw.related_applications) ?? fallback.relatedApps,
    source: 'server',
  };
}

/** Same store and the same id, or (where either lacks an id) the same store page. */
function sameApp(a: RelatedApp, b: RelatedApp): boolean {
  if (a.platform !== b.platform) return false;
  if (a.id && b.id) return a.id === b.id;
  return Boolean(a.url) && a.url === b.url;
}

export interface AppManifestDeps {
  api: ApiClient;
  clock: Clock;
  tenant: TenantConfig;
  installedApps: InstalledAppsPort;
}

/**
 * spec 2, 3, 7: the installable app's manifest, `GET /wps/system/manifest.json` with the
 * Merchant header (at most 10 s, then the tenant file's), and what it tells: the name and icon
 * the install offer shows, whether this page already runs as the installed app (its display
 * mode), and whether one of the merchant's native apps is installed (the download offers hide).
 */
export class AppManifestStore {
  app: AppManifest;
  /** The manifest's native apps the browser says are installed on this device. */
  installedRelated: RelatedApp[] = [];
  private loading: Promise<void> | null = null;

  constructor(private readonly deps: AppManifestDeps) {
    this.app = tenantManifest(deps.tenant);
    makeAutoObservable<AppManifestStore, 'deps' | 'loading'>(
      this,
      { deps: false, loading: false },
      { autoBind: true },
    );
  }

  /** The installed web app opens in the manifest's display mode (not only 'standalone'). */
  get runsInstalled(): boolean {
    const { display } = this.app;
    return display !== 'browser' && this.deps.installedApps.displayMode(display);
  }

  /** One of the merchant's native apps is on this device: no offer to download or install. */
  get nativeAppInstalled(): boolean {
    return this.installedRelated.length > 0;
  }

  /** Settles once the manifest is in, or has failed, or after 10 s; never rejects. */
  load(): Promise<void> {
    this.loading ??= this.fetch().then(() => this.checkRelated());
    return this.loading;
  }

  private async fetch(): Promise<void> {
    const { api, clock, tenant } = this.deps;
    const controller = new AbortController();
    const timer = clock.setTimeout(() => controller.abort(), MANIFEST_WAIT_MS);
    try {
      const body: unknown = await getWebManifest(api, tenant.merchantCode, {
        alert: false,
        signal: controller.signal,
      });
      const app = manifestFromServer(body, tenantManifest(tenant));
      if (app) runInAction(() => (this.app = app));
    } catch {
      // Unreachable, refused or too slow: the tenant file's manifest stays.
    } finally {
      clock.clearTimeout(timer);
    }
  }

  private async checkRelated(): Promise<void> {
    const listed = this.app.relatedApps;
    if (listed.length === 0) return;
    const asked = this.deps.installedApps.related();
    if (!asked) return;
    const installed = await Promise.race([
      asked.catch(() => []),
      sleep(this.deps.clock, MANIFEST_WAIT_MS).then(() => []),
    ]);
    // The browser answers only for apps the manifest lists; the list is checked all the same.
    const ours = installed.filter((app) => listed.some((own) => sameApp(own, app)));
    runInAction(() => (this.installedRelated = ours));
  }
}
