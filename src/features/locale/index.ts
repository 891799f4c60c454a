import { defineFeature } from '../module';
import type { LocaleStore } from './LocaleStore';

export { LocaleStore } from './LocaleStore';

export const localeFeature = defineFeature({ name: 'locale' });

declare module '../module' {
  interface Stores {
    locale: LocaleStore;
  }
}
