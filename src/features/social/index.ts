import { defineFeature } from '../module';
import type { LazyStore } from '../module';
import type { SocialStore } from './SocialStore';

export type { SocialStore } from './SocialStore';
export { hasProviderReturn } from './returnMarkers';
/** Social sign-in's store, downloaded on first use (RootStore.socialStore). */
export const loadSocialStore = () => import('./SocialStore').then((m) => m.SocialStore);
export type { SocialDeps } from './SocialStore';
export type {
  ButtonProvider,
  LinkedIdentity,
  PendingSocial,
  SocialFailure,
  SocialProvider,
} from './types';
export { SocialButtons } from './SocialButtonsSlot';
export { SocialOverlay } from './SocialOverlay';

declare module '../module' {
  interface Stores {
    socialStore: LazyStore<SocialStore>;
  }
}

export const socialFeature = defineFeature({ name: 'social' });
