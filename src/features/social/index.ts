import { defineFeature } from '../module';
import type { SocialStore } from './SocialStore';

export { SocialStore } from './SocialStore';
export type { SocialProvider } from './SocialStore';

declare module '../module' {
  interface Stores {
    social: SocialStore;
  }
}

export const socialFeature = defineFeature({ name: 'social' });
