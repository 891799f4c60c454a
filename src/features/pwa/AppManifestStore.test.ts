import { describe, expect, it } from 'vitest';
import { fakeInstallPrompt } from '../../platform/testing/memoryPwa';
import { createFakeClock } from '../../testing/createFakeClock';
import type { DemoFault } from '../../testing/createTenantRoot';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { tenantByCode } from '../../testing/tenants';
import { manifestFromServer, MANIFEST_WAIT_MS, tenantManifest } from './AppManifestStore';
import { PROMPT_TRY_MS } from './InstallPromptStore';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const MANIFEST_PATH = '/wps/system/manifest.json';

/** A root started on /m/home, with the demo API (and its faults) behind it, on fake time. */
async function started(options: { tenant?: string; faults?: DemoFault[] } = {}) {
  const clock = createFakeClock(1_000_000);
  const requests: Request[] = [];
  const { root, platform } = await createTenantRoot({
    start: false,
    clock,
    tenant: options.tenant,
    faults: options.faults,
    connect: (api, origin) => (input, init) => {
      const request = new Request(new URL(String(input), origin), init);
      requests.push(request.clone());
      return Promise.resolve(api.app.fetch(request));
    },
  });
  const pwa = platform.pwa;
  return { root, pwa, clock, requests };
}

describe('the installable-app manifest (spec 2, 3, 7)', () => {
  it('asks GET /wps/system/manifest.json with the merchant code and the Merchant header', async () => {
    const { root, requests } = await started({ tenant: 'vn-lotto' });
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: true });
    await root.pwa.install?.manifest?.load();
    const call = requests.find((request) => new URL(request.url).pathname === MANIFEST_PATH);
    expect(new URL(call?.url ?? 'x:').searchParams.get('merchantCode')).toBe('vn-lotto');
    expect(call?.headers.get('Merchant')).toBe('vn-lotto');
    expect(root.pwa.install?.manifest?.app.source).toBe('server');
  });

  it('takes name, short name, display, icon and native apps from the answer', () => {
    const fallback = tenantManifest(tenantByCode('demo'));
    const app = manifestFromServer(
      {
        name: 'Server Casino',
        short_name: 'Server',
        display: 'fullscreen',
        icons: [
          { src: '/icons/512.png', sizes: '512x512' },
          { src: '/icons/192.png', sizes: '192x192' },
        ],
        related_applications: [{ platform: 'play', id: 'server.app' }, { nope: 1 }],
      },
      fallback,
    );
    expect(app).toEqual({
      name: 'Server Casino',
      shortName: 'Server',
      display: 'fullscreen',
      icon: '/icons/192.png',
      relatedApps: [{ platform: 'play', id: 'server.app' }],
      source: 'server',
    });
  });

  it("keeps the tenant file's value for a field the answer lacks or gets wrong", () => {
    const fallback = tenantManifest(tenantByCode('demo'));
    const app = manifestFromServer({ short_name: 'S', display: 'tv', icons: 'x' }, fallback);
    expect(app).toMatchObject({
      name: 'S',
      shortName: 'S',
      display: fallback.display,
      icon: fallback.icon,
      relatedApps: fallback.relatedApps,
    });
    expect(manifestFromServer('<html>', fallback)).toBeNull();
    expect(manifestFromServer({ display: 'standalone' }, fallback)).toBeNull();
  });

  it("falls back to the tenant file's manifest when the call fails", async () => {
    const { root } = await started({ faults: [{ path: MANIFEST_PATH, status: 500 }] });
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: true });
    await root.pwa.install?.manifest?.load();
    expect(root.pwa.install?.manifest?.app).toEqual(tenantManifest(root.tenant));
    expect(root.notices.current).toBeNull(); // a quiet call: nothing said to the member
  });

  it("waits at most 10 s for it, then uses the tenant file's", async () => {
    const { root, clock } = await started({ faults: [{ path: MANIFEST_PATH, hang: true }] });
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: true });
    let done = false;
    void root.pwa.install?.manifest?.load().then(() => (done = true));
    await settle();
    clock.advance(MANIFEST_WAIT_MS - 1);
    await settle();
    expect(done).toBe(false);
    clock.advance(1);
    await settle();
    await settle();
    expect(done).toBe(true);
    expect(root.pwa.install?.manifest?.app.source).toBe('tenant');
  });

  it("tells that the merchant's native app is installed, and offers no install then", async () => {
    const { root, pwa, clock } = await started();
    pwa.setRelatedApps([{ platform: 'play', id: 'test.democasino.app' }]);
    pwa.offerInstall(fakeInstallPrompt('accepted'));
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: true });
    await root.pwa.install?.manifest?.load();
    await settle();
    expect(root.pwa.install?.manifest?.nativeAppInstalled).toBe(true);
    clock.advance(PROMPT_TRY_MS * 20);
    expect(root.pwa.install?.offer).toBe('none');
  });

  it('counts only the native apps the manifest lists', async () => {
    const { root, pwa } = await started();
    pwa.setRelatedApps([{ platform: 'play', id: 'someone.else' }]);
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: true });
    await root.pwa.install?.manifest?.load();
    expect(root.pwa.install?.manifest?.nativeAppInstalled).toBe(false);
  });

  it("takes a page in the manifest's display mode as the installed app", async () => {
    // th-line's installed app opens full screen, where display-mode standalone never matches.
    const { root, pwa } = await started({ tenant: 'th-line' });
    await root.pwa.start({ base: '/m/', previewBuild: false, dev: true });
    await root.pwa.install?.manifest?.load();
    expect(root.pwa.install?.manifest?.app.display).toBe('fullscreen');
    expect(root.pwa.install?.manifest?.runsInstalled).toBe(false);
    pwa.setDisplayMode('standalone');
    expect(root.pwa.install?.manifest?.runsInstalled).toBe(false);
    pwa.setDisplayMode('fullscreen');
    expect(root.pwa.install?.manifest?.runsInstalled).toBe(true);
  });
});
