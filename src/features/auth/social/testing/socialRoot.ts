import type { TenantConfig } from '../../../../config/tenant.gen';
import type { TenantRoot, TenantRootOptions } from '../../../../testing/createTenantRoot';
import { createTenantRoot } from '../../../../testing/createTenantRoot';
import { tenants } from '../../../../testing/tenants';
import type { SocialDeps } from '../SocialStore';
import { SocialStore } from '../SocialStore';
import type { FakeWindows } from './fakeWindows';
import { createFakeWindows } from './fakeWindows';

export interface SocialRoot extends TenantRoot {
  windows: FakeWindows;
}

/**
 * A real root store for a tenant with the demo API behind it, fake windows, and fake sign-in
 * providers (the test environment's default). `private` makes the storage heuristics say
 * private browsing.
 */
export async function createSocialRoot(
  options: TenantRootOptions & { private?: boolean } = {},
): Promise<SocialRoot> {
  const root = await createTenantRoot(options);
  const windows = createFakeWindows();
  root.platform.windows = windows;
  root.platform.privateBrowsing = () => Promise.resolve(options.private ?? false);
  return { ...root, windows };
}

/** A tenant file with some flags changed, as an operator would edit it. */
export function tenantWith(
  code: string,
  flags: Partial<TenantConfig['flags']>,
  whitelabelFlags: Partial<TenantConfig['whitelabel']['flags']> = {},
): TenantConfig {
  const tenant = tenants[code];
  if (!tenant) throw new Error(`no tenant ${code}`);
  return {
    ...tenant,
    flags: { ...tenant.flags, ...flags },
    whitelabel: { ...tenant.whitelabel, flags: { ...tenant.whitelabel.flags, ...whitelabelFlags } },
  };
}

/** The root's social store as another tenant file would build it (the same demo API behind). */
export function socialStoreFor(
  { root, platform }: TenantRoot,
  tenant: TenantConfig,
  adapters?: SocialDeps['adapters'],
): SocialStore {
  return new SocialStore({
    tenant,
    api: root.api,
    platform,
    launch: root.launch,
    notices: root.notices,
    auth: root.auth,
    register: root.register,
    adapters,
  });
}
