import { lazy } from 'react';
import { defineFeature, defineStore } from '../module';
import type { LazyStore } from '../module';
import type { MenuStore } from './MenuStore';

declare module '../module' {
  interface Stores {
    /** The menu for who is looking: built by the menu grid's chunk (useFeatureStore). */
    menu: LazyStore<MenuStore>;
  }
}

export const menuFeature = defineFeature({
  name: 'menu',
  stores: [
    defineStore({ key: 'menu', kind: 'lazy', needs: ['api', 'session', 'auth', 'notices'] }),
  ],
  widgets: {
    menuGrid: () => import('./MenuGridWidget').then((m) => m.MenuGridWidget),
  },
  routes: [
    // The pages menu entries open (/m/vip, /m/mission ...); any other path still goes home
    // (spec 2), for a visitor too (home then asks them to log in).
    {
      path: '/:page',
      access: 'member-else-home',
      page: lazy(() => import('./MenuPage').then((m) => ({ default: m.MenuPage }))),
    },
  ],
});
