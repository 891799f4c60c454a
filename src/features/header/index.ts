import { defineFeature } from '../module';

export const headerFeature = defineFeature({
  name: 'header',
  widgets: {
    appHeader: () => import('./AppHeader').then((m) => m.AppHeader),
  },
});
