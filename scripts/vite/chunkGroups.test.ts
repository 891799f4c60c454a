// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assignGroups, productGroups } from './chunkGroups.ts';
import type { GraphModule } from './chunkGroups.ts';

const graph = (entries: Record<string, string[]>, entry = 'main'): Map<string, GraphModule> =>
  new Map(
    Object.entries(entries).map(([id, importedIds]) => [
      id,
      { isEntry: id === entry, importedIds },
    ]),
  );

describe('first-screen chunk groups', () => {
  const modules = graph({
    main: ['shared-initial'],
    'shared-initial': [],
    header: ['shared-initial', 'header-view'],
    'header-view': [],
    login: ['form', 'shared-initial', 'links'],
    form: [],
    links: [],
    menu: ['links', 'menu-view'],
    'menu-view': [],
    later: ['later-view'],
    'later-view': [],
  });
  const groups = [
    { name: 'boot', roots: (id: string) => id === 'header' },
    { name: 'login', roots: (id: string) => id === 'login' },
    { name: 'home', roots: (id: string) => id === 'menu' },
  ];
  const assigned = assignGroups(modules, groups);

  it("holds each root's static closure", () => {
    expect(assigned.get('header-view')).toBe('boot');
    expect(assigned.get('form')).toBe('login');
    expect(assigned.get('menu-view')).toBe('home');
  });

  it("never moves a module of the entry's static graph (the initial JS stays as it is)", () => {
    expect(assigned.has('main')).toBe(false);
    expect(assigned.has('shared-initial')).toBe(false);
  });

  it('gives a module two route groups reach to the first group, not to either route', () => {
    expect(assigned.get('links')).toBe('boot');
  });

  it('leaves what no first screen reaches to the default split', () => {
    expect(assigned.has('later')).toBe(false);
    expect(assigned.has('later-view')).toBe(false);
  });

  it('an own group leaves out what another chunk imports too, and what only that reaches', () => {
    const withServices = graph({
      main: [],
      tracking: ['tracking-view', 'member-calls'],
      'tracking-view': [],
      // Another lazy chunk (the member's data) imports the same calls, and they import a helper.
      'member-account': ['member-calls'],
      'member-calls': ['url-helper'],
      'url-helper': [],
    });
    const own = assignGroups(withServices, [
      { name: 'boot', roots: () => false },
      { name: 'services', roots: (id: string) => id === 'tracking', own: true },
    ]);
    expect(own.get('tracking')).toBe('services');
    expect(own.get('tracking-view')).toBe('services');
    // Loading the member's data must not download the services' file: what it shares goes to
    // the first group (the one every first screen loads).
    expect(own.get('member-calls')).toBe('boot');
    expect(own.get('url-helper')).toBe('boot');
    const shared = assignGroups(withServices, [
      { name: 'services', roots: (id: string) => id === 'tracking' },
    ]);
    expect(shared.get('member-calls')).toBe('services');
  });

  it("roots the product's groups in its sources and tenant files", () => {
    const [boot, login, home, overlays, services] = productGroups(process.cwd());
    const src = `${process.cwd()}/src`;
    expect(boot?.roots(`${src}/features/header/AppHeader.tsx`)).toBe(true);
    // The login page shows no data of its own: the API client is not among its first files.
    expect(boot?.roots(`${src}/api/client.ts`)).toBe(false);
    expect(boot?.roots(`${src}/features/pwa/runtime.ts`)).toBe(true);
    expect(home?.roots(`${src}/features/member/MemberAccount.ts`)).toBe(true);
    expect(home?.roots(`${src}/app/HomePage.tsx`)).toBe(true);
    // The API client comes with the home's code, the one first screen that needs it.
    expect(home?.roots(`${src}/api/client.ts`)).toBe(true);
    // The features' overlays: one file, after the first paint.
    expect(overlays?.roots(`${src}/features/notices/overlay.tsx`)).toBe(true);
    expect(overlays?.roots(`${src}/features/notices/NoticeHost.tsx`)).toBe(false);
    // The service stores, built once the first screen is on screen (kind 'service'): their own
    // file, not the first screen's.
    for (const service of ['push/lazy.ts', 'tracking/lazy.ts']) {
      expect(services?.roots(`${src}/features/${service}`)).toBe(true);
      expect(boot?.roots(`${src}/features/${service}`)).toBe(false);
    }
    expect(login?.roots(`${src}/features/auth/LoginPage.tsx`)).toBe(true);
    expect(home?.roots(`${src}/features/menu/MenuGridWidget.tsx`)).toBe(true);
    expect(home?.roots(`${src}/features/header/AppHeader.tsx`)).toBe(false);
  });
});
