import { defineFeature } from '../module';
import type { NoticeStore } from './NoticeStore';

export { NoticeStore } from './NoticeStore';
export type { Notice, NoticeText } from './NoticeStore';
export { NoticeHost } from './NoticeHost';
export { noticeMessages } from './messages';

export const noticesFeature = defineFeature({ name: 'notices' });

declare module '../module' {
  interface Stores {
    notices: NoticeStore;
  }
}
