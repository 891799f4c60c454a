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

  it("asks each widget's first data as soon as its own code is in, and waits for all of it", async () => {
    const asked: string[] = [];
    let answer: () => void = () => undefined;
    const banners = new Promise<void>((resolve) => (answer = resolve));
    let slowCode: () => void = () => undefined;
    const laterCode = new Promise<void>((resolve) => (slowCode = resolve));
    const carousel = Object.assign(() => <p>banners</p>, {
      prepare: (_stores: unknown, config: WidgetConfig) => {
        asked.push(`banners ${JSON.stringify(config)}`);
        return banners;
      },
    });
    const marquee = Object.assign(() => <p>marquee</p>, {
      prepare: () => {
        asked.push('marquee');
        return Promise.reject(new Error('refused'));
      },
    });
    const feature = {
      name: 'f',
      widgets: {
        bannerCarousel: async () => carousel,
        announcementMarquee: async () => {
          await laterCode;
          return marquee;
        },
        menuGrid: async () => () => <p>menu</p>,
      },
    } as unknown as FeatureModule;
    const built = buildWidgetRegistry([feature]);
    let settled = false;
    const stores = {} as Stores;
    void built
      .prepare(
        [
          { type: 'bannerCarousel', aspectRatio: '2 / 1' },
          { type: 'announcementMarquee' },
          { type: 'menuGrid' },
        ] as WidgetConfig[],
        stores,
      )
      .then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The carousel asked without waiting for the marquee's code.
    expect(asked).toEqual(['banners {"type":"bannerCarousel","aspectRatio":"2 / 1"}']);
    slowCode();
    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A refused answer is the widget's own to show: preparing still settles.
    expect(asked).toEqual(['banners {"type":"bannerCarousel","aspectRatio":"2 / 1"}', 'marquee']);
    expect(settled).toBe(true);
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
