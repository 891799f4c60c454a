import type { ChatVendor, VendorDeps } from './ChatVendor';

/**
 * The adapter for an entry's vendor. Each is its own chunk, imported when an entry of that
 * vendor is first opened, so no chat vendor is in the initial JS and a tenant downloads only the
 * vendors its members open. `fake` is platform.env.useFakeProviders (demo, Storybook, tests).
 */
export async function loadChatVendor(deps: VendorDeps, fake: boolean): Promise<ChatVendor> {
  if (fake) return (await import('./fakeVendor')).createFakeVendor(deps);
  switch (deps.target.kind) {
    case 'LIVECHAT':
      return (await import('./liveChat')).createLiveChat(deps);
    case 'COMM100':
    case 'COMM100VIP':
      return (await import('./comm100')).createComm100(deps);
    case 'TX-CHAT':
      return (await import('./txChat')).createTxChat(deps);
    case 'AICAN':
      return (await import('./aican')).createAican(deps);
    case 'MIDUOKE':
      return (await import('./miduoke')).createMiduoke(deps);
    case 'CBS':
      return (await import('./platformChat')).createPlatformChat(deps);
  }
}
