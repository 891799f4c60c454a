import type { ChatVendor, VendorDeps } from './ChatVendor';
import { FakeChatSession } from './FakeChatSession';

export interface FakeChatVendor extends ChatVendor {
  readonly session: FakeChatSession;
}

/**
 * The fake vendor (platform.env.useFakeProviders: demo, Storybook, tests): no third party is
 * reached; opening shows an in-app panel with the vendor, the entry, the address a real adapter
 * would use and the identity it received. A sign-out clears it and closes the panel.
 */
export function createFakeVendor(deps: VendorDeps): FakeChatVendor {
  const host = deps.fakeHost;
  if (!host) throw new Error('the fake chat vendor needs a panel host');
  const session = new FakeChatSession(deps.target.kind, deps.target.name, deps.language());
  return {
    kind: deps.target.kind,
    mode: 'fake',
    session,
    async open() {
      // The platform chat's address comes from CBS_launchChat, as the real one's does.
      session.opened(await deps.target.address());
      host.show(session);
    },
    setIdentity: (identity) => session.setIdentity(identity),
    clear() {
      session.clear();
      host.hide(session);
    },
    setLanguage: (language) => session.setLanguage(language),
    dispose: () => host.hide(session),
  };
}
