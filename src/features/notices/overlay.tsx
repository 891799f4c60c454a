import { createElement } from 'react';
import { useStores } from '../module';
import type { OverlayProps } from '../module';
import { NoticeHost } from './NoticeHost';

/** The head of the notice queue, over any page and any dialog. */
export function NoticeOverlay({ setTimer }: OverlayProps) {
  return createElement(NoticeHost, { store: useStores().notices, setTimer });
}
