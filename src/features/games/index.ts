import { lazy } from 'react';
import { defineFeature } from '../module';
import { GAMES_PATH, LAUNCH_GAME_PATH } from '../../config/routePaths';

const pages = () => import('./pages');

export const gamesFeature = defineFeature({
  name: 'games',
  widgets: {
    gameLanes: () => import('./GameLanesWidget').then((m) => m.GameLanesWidget),
  },
  routes: [
    {
      path: LAUNCH_GAME_PATH,
      access: 'member',
      page: lazy(() => pages().then((m) => ({ default: m.LaunchGamePage }))),
    },
    {
      path: GAMES_PATH,
      access: 'member',
      page: lazy(() => pages().then((m) => ({ default: m.GamesPage }))),
    },
  ],
});
