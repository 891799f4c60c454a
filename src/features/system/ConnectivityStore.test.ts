import { describe, expect, it } from 'vitest';
import { PING_PATH } from '../../api/tracking';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { directFetch } from '../../testing/directFetch';
import type { DemoApi } from '../../../demo-api/createDemoApi';
import { noticeMessages } from '../notices';
import { STATUS_PATH } from './SystemStore';

/** A network that drops the status call and the ping while `down`, and records each ping. */
function flakyNetwork() {
  const state = { down: true, pings: [] as { headers: Headers; priority?: string }[] };
  const connect = (api: DemoApi, origin: string): typeof fetch => {
    const direct = directFetch(api.app, origin);
    return (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const path = new URL(url, origin).pathname;
      if (path === PING_PATH) {
        state.pings.push({ headers: new Headers(init?.headers), priority: init?.priority });
      }
      if (state.down && (path === STATUS_PATH || path === PING_PATH)) {
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return direct(input, init);
    };
  };
  return { state, connect };
}

describe('the connectivity ping', () => {
  it('after "Internet lost", pings when the member is back; the notice goes once it answers', async () => {
    const network = flakyNetwork();
    const { root, platform } = await createTenantRoot({ tenant: 'demo', connect: network.connect });
    expect(root.system.state).toBe('failed');
    expect(root.notices.current?.message).toEqual(noticeMessages.internetLost);
    const connectivity = root.siteSettings.value.connectivity;
    connectivity.start();

    // Still down: the ping fails, the notice stays.
    platform.pwa.setVisible(false);
    platform.pwa.setVisible(true);
    await connectivity.check();
    expect(network.state.pings.length).toBeGreaterThan(0);
    expect(root.notices.current?.message).toEqual(noticeMessages.internetLost);

    network.state.down = false;
    platform.pwa.setVisible(false);
    platform.pwa.setVisible(true);
    await connectivity.check();
    expect(root.system.state).toBe('ok');
    expect(root.notices.queue.map((n) => n.message)).not.toContainEqual(
      noticeMessages.internetLost,
    );
    const ping = network.state.pings.at(-1);
    expect(ping?.headers.get('Merchant')).toBe('demo');
    expect(ping?.priority).toBe('low');
    connectivity.dispose();
  });

  it('does not ping while the connection is fine', async () => {
    const network = flakyNetwork();
    network.state.down = false;
    const { root } = await createTenantRoot({ tenant: 'demo', connect: network.connect });
    await root.siteSettings.value.connectivity.check();
    expect(network.state.pings).toEqual([]);
  });
});
