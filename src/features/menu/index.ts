import { lazy } from 'react';
import { defineFeature } from '../module';

export const menuFeature = defineFeature({
  name: 'menu',
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
