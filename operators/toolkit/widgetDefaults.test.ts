import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_SLOT, WIDGET_DEFAULTS } from '../../src/config/widgetDefaults.gen';
import { widgetDefaultsTable, widgetFragments, widgetSlotSchema } from './widgetDefaults';

describe('widget defaults', () => {
  it('are written once, as the fragments’ `default`, never as a "Default ..." sentence', () => {
    for (const { file, fragment } of widgetFragments()) {
      for (const [key, prop] of Object.entries(fragment.properties ?? {})) {
        const description = (prop as { description?: unknown } | undefined)?.description;
        expect(String(description ?? ''), `${file} ${key}`).not.toMatch(/\bDefault\b/);
      }
    }
    expect(widgetSlotSchema().description).not.toMatch(/\bdefault\b/i);
  });

  it('reach the widgets through the generated table', () => {
    expect(Object.fromEntries(widgetDefaultsTable())).toEqual(WIDGET_DEFAULTS);
    expect(WIDGET_DEFAULTS.bannerCarousel).toEqual({ intervalSeconds: 5, aspectRatio: '16/7' });
    expect(WIDGET_DEFAULTS.announcementMarquee.speedPxPerSecond).toBe(60);
    expect(DEFAULT_WIDGET_SLOT).toBe(widgetSlotSchema().default);
  });
});
