import { defineFeature } from '../module';
import type { SocialStore } from './SocialStore';

export { SocialStore } from './SocialStore';
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
export { autoRegisterAllowed } from './socialRules';

declare module '../module' {
  interface Stores {
    social: SocialStore;
  }
}

export const socialFeature = defineFeature({ name: 'social' });
