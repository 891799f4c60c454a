import { createElement } from 'react';
import { defineFeature, defineStore, useStores } from '../module';
import type { OverlayProps } from '../module';
import { NoticeHost } from './NoticeHost';
import { NoticeStore } from './NoticeStore';

/** The head of the notice queue, over any page and any dialog. */
function NoticeOverlay({ setTimer }: OverlayProps) {
  return createElement(NoticeHost, { store: useStores().notices, setTimer });
}

export const noticesFeature = defineFeature({
  name: 'notices',
  stores: [defineStore({ key: 'notices', kind: 'eager', create: () => new NoticeStore() })],
  overlays: [{ component: NoticeOverlay, layer: 'alert' }],
});
