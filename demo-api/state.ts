import type { TenantConfig } from '../src/config/tenant.gen.ts';
import type { MerchantAuthState } from './authState.ts';
import type { ContentSize } from './contentSize.ts';
import { createEncryptionKeys } from './crypto.ts';
import type { EncryptionKeys } from './crypto.ts';
import { emptyFaults } from './faults.ts';
import type { FaultSet, FaultSets } from './faults.ts';
import type { PasswordHasher } from './password.ts';
import { seedMembers } from './seed.ts';
import type { MemberRecord } from './seed.ts';

/** Member ids of tenant n start at (n + 1) * this, so ids never collide across tenants. */
const IDS_PER_TENANT = 10_000;

/** Everything one demo API instance knows. A fresh one per createDemoApi call. */
export interface DemoState extends FaultSets {
  readonly tenants: ReadonlyMap<string, TenantConfig>;
  /** merchantCode → lower-case username → member. Filled when `ready` resolves. */
  readonly members: Map<string, Map<string, MemberRecord>>;
  /** The shared faults (requests naming no demo context). */
  faults: FaultSet;
  /** Each demo context's own faults (demo-api/demoContext.ts). */
  contextFaults: Map<string, FaultSet>;
  /** RSA keys for encrypted bodies and the nonces seen with each (demo-api/crypto.ts). */
  readonly encryption: EncryptionKeys;
  /** Hashes passwords of members created at run time (registration, password change). */
  readonly hasher: PasswordHasher;
  /** merchantCode → sessions, codes and social bindings (demo-api/authState.ts). */
  readonly auth: Map<string, MerchantAuthState>;
  /** The content size of a request that names none (demo-api/contentSize.ts). Default 1x. */
  contentSize: ContentSize;
  /** Resolves once every tenant's members are hashed and stored; calls that need members await it. */
  readonly ready: Promise<void>;
}

export function createDemoState(
  tenants: readonly TenantConfig[],
  hasher: PasswordHasher,
): DemoState {
  const byCode = new Map<string, TenantConfig>();
  for (const tenant of tenants) {
    if (byCode.has(tenant.merchantCode)) {
      throw new Error(`Duplicate merchantCode "${tenant.merchantCode}" in the demo API tenants`);
    }
    byCode.set(tenant.merchantCode, tenant);
  }
  const members = new Map<string, Map<string, MemberRecord>>();
  const ready = Promise.all(
    [...byCode.values()].map(async (tenant, index) => {
      const seeded = await seedMembers(tenant, hasher, (index + 1) * IDS_PER_TENANT);
      members.set(
        tenant.merchantCode,
        new Map(seeded.map((member) => [member.username.toLowerCase(), member])),
      );
    }),
  ).then(() => undefined);
  // Marks the promise handled; a seeding failure still rejects for every caller that awaits it.
  ready.catch(() => undefined);
  return {
    tenants: byCode,
    members,
    faults: emptyFaults(),
    contextFaults: new Map(),
    encryption: createEncryptionKeys(),
    hasher,
    auth: new Map(),
    contentSize: '1x',
    ready,
  };
}
