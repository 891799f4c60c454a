import { lazy } from 'react';
import { defineFeature, defineStore } from '../module';
import type { LazyStore } from '../module';
import type { GameLaunchStore } from './GameLaunchStore';
import type { GamesStore } from './GamesStore';

declare module '../module' {
  interface Stores {
    /** The game catalogue: built by the lanes widget's or the games page's chunk. */
    games: LazyStore<GamesStore>;
    /** A game's launch: built by the launch page's chunk. */
    gameLaunch: LazyStore<GameLaunchStore>;
  }
}
import { GAMES_PATH, LAUNCH_GAME_PATH } from '../../config/routePaths';

const pages = () => import('./pages');

export const gamesFeature = defineFeature({
  name: 'games',
  stores: [
    defineStore({ key: 'games', kind: 'lazy', needs: ['api', 'locale'] }),
    defineStore({ key: 'gameLaunch', kind: 'lazy', needs: ['api', 'locale', 'auth', 'pwa'] }),
  ],
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
