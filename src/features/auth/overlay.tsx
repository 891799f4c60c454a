import { createElement } from 'react';
import { SocialOverlay } from './social/SocialOverlay';

export { AuthOverlays } from './AuthOverlays';

/** Social sign-in's dialogs over any page (the root's social store, once loaded). */
export function SocialLayer() {
  return createElement(SocialOverlay);
}
