import { render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import widgetsSchema from '../../schemas/widgets.schema.json';
import type { WidgetConfig } from '../config/tenant.gen';
import type { FeatureModule, Stores, WidgetComponent, WidgetType } from '../features/module';
import { features } from './features';
import { buildRouteTable, buildWidgetRegistry, type WidgetRegistry } from './registry';
import { WidgetHost } from './WidgetHost';

const widget = (render: () => ReactElement) =>
  lazy(async () => ({ default: render as unknown as WidgetComponent }));

function registry(entries: Array<[WidgetType, ReturnType<typeof widget>]>): WidgetRegistry {
  return new Map(entries);
}

describe('WidgetHost', () => {
  it("mounts the slot's widgets in the tenant's order", async () => {
    const reg = registry([
      ['appHeader', widget(() => <p>header</p>)],
      ['menuGrid', widget(() => <p>menu</p>)],
    ]);
    const widgets = [
      { type: 'menuGrid' },
      { type: 'appHeader' },
      { type: 'appHeader', slot: 'global' },
    ] as WidgetConfig[];
    render(<WidgetHost widgets={widgets} registry={reg} slot="home" />);
    const items = await screen.findAllByText(/header|menu/);
    expect(items.map((i) => i.textContent)).toEqual(['menu', 'header']);
  });

  it('renders nothing for a type the registry does not know, and keeps the others', async () => {
    const reg = registry([['appHeader', widget(() => <p>header</p>)]]);
    const widgets = [
      { type: 'gameLanes' },
      { type: 'futureWidget' },
      { type: 'appHeader' },
    ] as unknown as WidgetConfig[];
    render(<WidgetHost widgets={widgets} registry={reg} slot="home" />);
    expect(await screen.findByText('header')).toBeInTheDocument();
  });

  it('keeps the page when one widget throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reg = registry([
      [
        'menuGrid',
        widget(() => {
          throw new Error('boom');
        }),
      ],
      ['appHeader', widget(() => <p>header</p>)],
    ]);
    render(
      <WidgetHost
        widgets={[{ type: 'menuGrid' }, { type: 'appHeader' }] as WidgetConfig[]}
        registry={reg}
        slot="home"
      />,
    );
    expect(await screen.findByText('header')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('widget "menuGrid" failed', expect.any(Error));
  });
});

describe('the registry built from the features', () => {
  it('downloads a widget once, whether preloaded or rendered', async () => {
    let loads = 0;
    const feature = {
      name: 'f',
      widgets: {
        appHeader: async () => {
          loads++;
          return () => <p>header</p>;
        },
      },
    } as unknown as FeatureModule;
    const built = buildWidgetRegistry([feature]);
    await built.preload(['appHeader', 'appHeader', 'menuGrid']);
    render(
      <WidgetHost
        widgets={[{ type: 'appHeader' }] as WidgetConfig[]}
        registry={built.registry}
        slot="home"
      />,
    );
    expect(await screen.findByText('header')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('asks the first data of the widgets down to the largest paint, and waits for all of it', async () => {
    const asked: string[] = [];
    let answer: () => void = () => undefined;
    const banners = new Promise<void>((resolve) => (answer = resolve));
    const prepared = (name: string, result: () => Promise<void>, largestPaint = false) =>
      Object.assign(() => <p>{name}</p>, {
        prepare: (_stores: unknown, config: WidgetConfig) => {
          asked.push(`${name} ${JSON.stringify(config)}`);
          return result();
        },
        largestPaint,
      });
    const feature = {
      name: 'f',
      widgets: {
        // Above the banners: asked too; a refusal is the widget's own to show.
        announcementMarquee: async () => prepared('marquee', () => Promise.reject(new Error('no'))),
        bannerCarousel: async () => prepared('banners', () => banners, true),
        // Below the largest paint: asks once the first screen is on screen.
        vipProgress: async () => prepared('vip', () => Promise.resolve()),
        menuGrid: async () => () => <p>menu</p>,
      },
    } as unknown as FeatureModule;
    const built = buildWidgetRegistry([feature]);
    let settled = false;
    void built
      .prepare(
        [
          { type: 'announcementMarquee' },
          { type: 'bannerCarousel', aspectRatio: '2 / 1' },
          { type: 'vipProgress' },
          { type: 'menuGrid' },
        ] as WidgetConfig[],
        {} as Stores,
      )
      .then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([
      'marquee {"type":"announcementMarquee"}',
      'banners {"type":"bannerCarousel","aspectRatio":"2 / 1"}',
    ]);
    expect(settled).toBe(false);
    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
    expect(asked).toHaveLength(2);
  });

  it('offers only widget types the tenant schema knows', () => {
    const known = new Set(widgetsSchema.items.properties.type.enum);
    for (const type of buildWidgetRegistry(features).registry.keys()) expect(known).toContain(type);
  });

  it('refuses a widget type offered by two features', () => {
    const a = {
      name: 'a',
      widgets: { appHeader: async () => () => <p /> },
    } as unknown as FeatureModule;
    const b = {
      name: 'b',
      widgets: { appHeader: async () => () => <p /> },
    } as unknown as FeatureModule;
    expect(() => buildWidgetRegistry([a, b])).toThrow(
      'widget "appHeader" is offered by both a and b',
    );
  });

  it('declares every route of spec 2 exactly once', () => {
    const paths = buildRouteTable(features).map((r) => r.path);
    for (const p of [
      '/login',
      '/register',
      '/register.html',
      '/changePsw',
      '/launchGame',
      '/agentRegister',
      '/inviteFriends',
      '/activity',
      '/feedback',
      '/game',
      '/member/home',
      '/sports',
      '/live',
      '/rng',
      '/table',
      '/fish',
      '/pvp',
      '/crash',
      '/arcade',
      '/elott',
      '/news',
      '/download',
      '/app',
    ]) {
      expect(paths).toContain(p);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});
