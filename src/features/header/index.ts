import { lazy } from 'react';
import { defineFeature } from '../module';

export const headerFeature = defineFeature({
  name: 'header',
  widgets: {
    appHeader: lazy(() => import('./AppHeader').then((m) => ({ default: m.AppHeader }))),
  },
});
