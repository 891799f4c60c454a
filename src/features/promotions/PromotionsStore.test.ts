import { describe, expect, it } from 'vitest';
import type { Banner } from '../../api/calls/promotions';
import type { BrowserWindows } from '../../platform/windows';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { recordingConnect } from '../../testing/directFetch';
import { PromotionsStore } from './PromotionsStore';

async function promotionsRoot() {
  const fetched: string[] = [];
  const { root, platform } = await createTenantRoot({
    session: 'member',
    connect: recordingConnect(fetched),
  });
  fetched.length = 0;
  const promotions = root.promotions.obtain((r) => new PromotionsStore(r));
  return { promotions, platform, fetched };
}

describe('the home banners before the first render (decision 0011)', () => {
  it('asks for the list, then downloads the first banner before settling', async () => {
    const { promotions, platform, fetched } = await promotionsRoot();
    await promotions.prepare('banners');
    expect(promotions.banners?.length).toBeGreaterThan(1);
    expect(fetched).toEqual(['/wps/relay/MCSFE_getBanners']);
    // The first banner by the server's order, no other.
    expect(platform.env.record.preloadedImages).toEqual([promotions.banners?.[0]?.image]);
  });

  it('does not ask again when the carousel renders and wants its list', async () => {
    const { promotions, fetched } = await promotionsRoot();
    await promotions.prepare('banners');
    promotions.want('banners');
    await promotions.prepare('announcements');
    promotions.want('announcements');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toEqual([
      '/wps/relay/MCSFE_getBanners',
      '/wps/relay/MCSFE_getListAnnouncements',
    ]);
  });
});

describe('a banner tap on an address outside the app', () => {
  function banner(linkage: string): Banner {
    return {
      id: 9,
      title: 'Promo',
      image: '/m/brand/demo/banner.webp',
      linkageType: 'URL',
      linkage,
      roomId: null,
      nodeId: null,
      gameType: null,
      vendor: null,
      sort: 1,
    };
  }

  async function tapping() {
    const { promotions, platform } = await promotionsRoot();
    const opened: string[] = [];
    platform.windows = {
      open: (url: string) => {
        opened.push(url);
        return null;
      },
    } as unknown as BrowserWindows;
    return { promotions, opened };
  }

  it('opens an https address in a new window', async () => {
    const { promotions, opened } = await tapping();
    promotions.openBanner(banner('https://promo.vendor.test/spring'));
    expect(opened).toEqual([expect.stringMatching(/^https:\/\/promo\.vendor\.test\/spring/)]);
  });

  it('opens nothing for a protocol-relative address, which would take any scheme', async () => {
    const { promotions, opened } = await tapping();
    for (const linkage of ['//evil.example/login', '/\\evil.example/login', ' //evil.example/']) {
      promotions.openBanner(banner(linkage));
      expect(promotions.targetOf(banner(linkage))).toEqual({ kind: 'none' });
    }
    expect(opened).toEqual([]);
  });

  it('opens nothing for http:, javascript: or data: addresses', async () => {
    const { promotions, opened } = await tapping();
    for (const linkage of [
      'http://promo.vendor.test/',
      'javascript:alert(1)',
      'data:text/html,x',
    ]) {
      promotions.openBanner(banner(linkage));
    }
    expect(opened).toEqual([]);
  });
});
