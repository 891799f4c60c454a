/**
 * Social sign-in, part of the sign-in family: the auth feature's forms show its buttons and its
 * index.ts passes on what the app needs (the store's loader, the return check, the overlay).
 */
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
