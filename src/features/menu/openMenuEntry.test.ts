import { describe, expect, it, vi } from 'vitest';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { downloadStore } from '../download/lazy';
import { MenuStore } from './MenuStore';
import { menuMessages } from './messages';
import { openMenuEntry } from './openMenuEntry';

async function setup() {
  const { root } = await createTenantRoot({ start: false });
  const menu = new MenuStore(root);
  const navigate = vi.fn<(path: string) => void>();
  const entry = (key: string) => root.tenant.menu.find((e) => e.key === key)!;
  return { root, menu, navigate, entry };
}

describe('tapping a menu entry', () => {
  it("opens the entry's page under the router's /m basename", async () => {
    const { root, menu, navigate, entry } = await setup();
    openMenuEntry(menu, entry('vip'), root, navigate);
    expect(navigate).toHaveBeenCalledWith('/vip');
  });

  it('opens the download popup for the app item', async () => {
    const { root, menu, navigate, entry } = await setup();
    openMenuEntry(menu, entry('app'), root, navigate);
    expect(downloadStore(root).dialog).toBe('options');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks for customer service for its item', async () => {
    const { root, menu, navigate, entry } = await setup();
    openMenuEntry(menu, entry('support'), root, navigate);
    const request = root.supportRequest.current as { asks: number } | null;
    expect(request?.asks).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says "coming soon" for an entry without a page', async () => {
    const { root, menu, navigate, entry } = await setup();
    const { path: _path, ...vip } = entry('vip');
    openMenuEntry(menu, vip, root, navigate);
    expect(root.notices.current?.message).toEqual(menuMessages.comingSoon);
    expect(navigate).not.toHaveBeenCalled();
  });
});
