import { lazy } from 'react';
import { defineFeature } from '../module';

export const menuFeature = defineFeature({
  name: 'menu',
  widgets: {
    menuGrid: () => import('./MenuGridWidget').then((m) => m.MenuGridWidget),
  },
  routes: [
    // The pages menu entries open (/m/vip, /m/mission ...); any other path still goes home.
    {
      path: '/:page',
      access: 'member',
      page: lazy(() => import('./MenuPage').then((m) => ({ default: m.MenuPage }))),
    },
  ],
});
