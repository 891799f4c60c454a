import { describe, expect, it, vi } from 'vitest';
import type { WidgetConfig } from '../config/tenant.gen';
import type { FeatureModule, FeatureRoot, WidgetComponent } from '../features/module';
import { buildWidgetRegistry } from './registry';

describe("the widget registry's first data", () => {
  it("starts a loaded widget's first data with its tenant entry, before any render", async () => {
    const prepare = vi.fn();
    const Banners = Object.assign(() => null, { prepare }) as WidgetComponent<'bannerCarousel'>;
    const Menu = (() => null) as WidgetComponent<'menuGrid'>;
    const feature: FeatureModule = {
      name: 'test',
      widgets: { bannerCarousel: async () => Banners, menuGrid: async () => Menu },
    };
    const built = buildWidgetRegistry([feature]);
    const root = {} as FeatureRoot;
    const configs = [
      { type: 'bannerCarousel', aspectRatio: '16/7' },
      { type: 'menuGrid' },
    ] as WidgetConfig[];

    built.prepare(root, configs);
    expect(prepare).not.toHaveBeenCalled(); // its code is not in yet

    await built.preload(['bannerCarousel', 'menuGrid']);
    built.prepare(root, configs);
    expect(prepare).toHaveBeenCalledExactlyOnceWith(root, configs[0]);
  });
});
