import { describe, expect, it } from 'vitest';
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
