import { createElement } from 'react';
import { useStores } from '../module';
import { UpdatePrompt } from './UpdatePrompt';

/** The new version's dialog, over any page. */
export function UpdateOverlay() {
  return createElement(UpdatePrompt, { pwa: useStores().pwa });
}
