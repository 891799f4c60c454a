import { lazy } from 'react';
import { defineFeature } from '../module';

const pages = () => import('./pages');

export const gamesFeature = defineFeature({
  name: 'games',
  widgets: {
    gameLanes: () => import('./GameLanesWidget').then((m) => m.GameLanesWidget),
  },
  routes: [
    {
      path: '/launchGame',
      access: 'member',
      page: lazy(() => pages().then((m) => ({ default: m.LaunchGamePage }))),
    },
    {
      path: '/game',
      access: 'member',
      page: lazy(() => pages().then((m) => ({ default: m.GamesPage }))),
    },
  ],
});
