import { describe, expect, it } from 'vitest';
import { fakeInstallPrompt } from '../../platform/testing/memoryPwa';
import { createFakeClock } from '../../testing/createFakeClock';
import type { TenantRootOptions } from '../../testing/createTenantRoot';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { recordingConnect } from '../../testing/directFetch';
import { noticeMessages } from '../notices';
import { REGISTER_DELAY_MS, SECOND_ASSET_MANIFEST, workerUrl } from './runtime';
import { FIRST_CHECK_MS } from './UpdateStore';
import { TOUCH_ICON_WAIT_MS } from './AppManifestStore';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A root as boot builds it, on fake time, recording what the app fetched. */
async function bootedRoot(options: Partial<TenantRootOptions> = {}) {
  const clock = createFakeClock(1_000_000);
  const fetched: string[] = [];
  const { root, platform } = await createTenantRoot({
    start: false,
    clock,
    connect: recordingConnect(fetched),
    ...options,
  });
  return { root, pwa: platform.pwa, env: platform.env, clock, fetched };
}

describe('the installable app at start', () => {
  it('names the worker /m/sw.js with env and merchant in the query', () => {
    expect(workerUrl('/m/', 'prod', 'demo')).toBe('/m/sw.js?env=prod&merchant=demo');
    expect(workerUrl('/m/', 'preview', 'pk urdu')).toBe('/m/sw.js?env=preview&merchant=pk+urdu');
  });

  it('registers the worker 500 ms after start, scope /m/, once', async () => {
    const { root, pwa, clock } = await bootedRoot({ tenant: 'vn-lotto' });
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: false });
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: false });
    clock.advance(REGISTER_DELAY_MS - 1);
    expect(pwa.registrations).toEqual([]);
    clock.advance(1);
    expect(pwa.registrations).toEqual([
      { scriptUrl: '/m/sw.js?env=prod&merchant=vn-lotto', scope: '/m/' },
    ]);
  });

  it('a preview build says env=preview', async () => {
    const { root, pwa, clock } = await bootedRoot();
    await root.pwa.start({ base: '/m/', previewBuild: true, dev: false });
    clock.advance(REGISTER_DELAY_MS);
    expect(pwa.registrations[0]?.scriptUrl).toBe('/m/sw.js?env=preview&merchant=demo');
  });

  it('checks /m/asset-manifest.json 1.5 s after start', async () => {
    const { root, clock, fetched } = await bootedRoot();
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: false });
    clock.advance(FIRST_CHECK_MS);
    await settle();
    expect(fetched).toContain('/m/asset-manifest.json');
  });

  it('on the dev server registers no worker and checks no build hash', async () => {
    const { root, pwa, clock, fetched } = await bootedRoot();
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: true });
    clock.advance(60 * 60 * 1000);
    await settle();
    expect(pwa.registrations).toEqual([]);
    expect(fetched).not.toContain('/m/asset-manifest.json');
  });

  it('shows the offline notice through the root, on https', async () => {
    const { root, pwa } = await bootedRoot();
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: true });
    pwa.goOffline();
    expect(root.notices.current?.message).toEqual(noticeMessages.networkOffline);
  });

  it('reloads once for a failed chunk', async () => {
    const { root, pwa, env } = await bootedRoot();
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: true });
    pwa.chunkFailed();
    expect(env.record.reloads).toBe(1);
  });

  it('offers the install prompt on the start page for a tenant with pwa on', async () => {
    const { root, pwa, clock } = await bootedRoot({ path: '/home' });
    pwa.offerInstall(fakeInstallPrompt('accepted'));
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: true });
    await settle(); // the manifest first: the browser offers to install only with one
    clock.advance(150);
    expect(root.pwa.install?.offer).toBe('prompt');
  });

  it('offers it on /m/, where nginx sends the bare domain', async () => {
    const { root, pwa, clock } = await bootedRoot({ path: '/' });
    pwa.offerInstall(fakeInstallPrompt('accepted'));
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: true });
    await settle();
    clock.advance(150);
    expect(root.pwa.install?.offer).toBe('prompt');
  });

  it('shows the iOS steps when the touch icon loaded, or after 5 s without it', async () => {
    const { root, env, clock } = await bootedRoot({
      path: '/home',
      environment: {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Mobile/15E148 Safari/604.1',
      },
    });
    const asked: string[] = [];
    env.preloadImage = (href) => {
      asked.push(href);
      return new Promise(() => {}); // the icon never arrives
    };
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: true });
    await root.pwa.install?.manifest?.load();
    await settle();
    expect(asked).toEqual([root.tenant.template.apple_touch_icon]);
    clock.advance(TOUCH_ICON_WAIT_MS - 1);
    await settle();
    expect(root.pwa.install?.offer).toBe('none');
    clock.advance(1);
    await settle();
    expect(root.pwa.install?.offer).toBe('ios');
  });

  it("checks /mobile/mc/asset-manifest.json beside the app's own", async () => {
    const { root, clock, fetched } = await bootedRoot();
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: false });
    clock.advance(FIRST_CHECK_MS);
    await settle();
    expect(fetched).toContain(SECOND_ASSET_MANIFEST);
  });
});
