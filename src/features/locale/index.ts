import type { LocaleStore } from './LocaleStore';

export { LocaleStore } from './LocaleStore';

export { localeFeature } from './feature';

declare module '../module' {
  interface Stores {
    locale: LocaleStore;
  }
}
