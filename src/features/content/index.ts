import { lazy } from 'react';
import { defineFeature, type RouteDef } from '../module';

const ContentPage = lazy(() => import('./pages').then((m) => ({ default: m.ContentPage })));

/** spec 2: the crawler allowlist. Kept in sync with CONTENT_KEYS by a test. */
export const CONTENT_PATHS = [
  'sports',
  'live',
  'rng',
  'table',
  'fish',
  'pvp',
  'crash',
  'arcade',
  'elott',
  'news',
  'download',
  'app',
] as const;

export const contentFeature = defineFeature({
  name: 'content',
  routes: CONTENT_PATHS.map((p): RouteDef => ({
    path: `/${p}`,
    access: 'member',
    page: ContentPage,
  })),
});
