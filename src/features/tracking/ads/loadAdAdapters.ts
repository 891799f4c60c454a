import type { AdAdapter, AdAdapterDeps, ConfiguredService } from './AdAdapter';
import type { FakeAdCall } from './fakeAdAdapter';

export interface AdLoadOptions extends Omit<AdAdapterDeps, 'service' | 'id'> {
  /** The fakes instead of the vendors (platform.env.useFakeProviders). */
  fake: boolean;
  /** Where the fakes' calls are kept, and how they reach the demo API. */
  fakeLog: { calls: FakeAdCall[]; fetch: typeof fetch; merchant: string };
}

export type AdAdapterLoader = (
  services: readonly ConfiguredService[],
  options: AdLoadOptions,
) => Promise<AdAdapter[]>;

async function createReal(deps: AdAdapterDeps): Promise<AdAdapter> {
  switch (deps.service) {
    case 'meta':
      return (await import('./metaPixel')).createMetaPixel(deps);
    case 'appsflyer':
      return (await import('./appsFlyer')).createAppsFlyer(deps);
    case 'tiktok':
      return (await import('./tiktokPixel')).createTiktokPixel(deps);
    case 'google':
      return (await import('./googleTag')).createGoogleTag(deps);
  }
}

/**
 * Each adapter is its own chunk, imported only for a service the tenant has an id for
 * (ARCHITECTURE.md, Third parties); the fakes share one chunk. An adapter whose chunk cannot
 * be fetched is left out: the other services still report.
 */
export const loadAdAdapters: AdAdapterLoader = async (services, options) => {
  if (services.length === 0) return [];
  const { fake, fakeLog, ...deps } = options;
  if (fake) {
    const { createFakeAdAdapter, demoAdRecorder } = await import('./fakeAdAdapter');
    const record = demoAdRecorder(fakeLog.fetch, fakeLog.merchant, fakeLog.calls);
    return services.map((configured) => createFakeAdAdapter({ ...configured, record }));
  }
  const settled = await Promise.allSettled(
    services.map((configured) => createReal({ ...deps, ...configured })),
  );
  return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
};
