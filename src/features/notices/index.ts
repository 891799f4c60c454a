import type { NoticeStore } from './NoticeStore';

export { NoticeStore } from './NoticeStore';
export type { Notice, NoticeText } from './NoticeStore';
export { NoticeHost } from './NoticeHost';
export { noticeMessages } from './messages';

export { noticesFeature } from './feature';

declare module '../module' {
  interface Stores {
    notices: NoticeStore;
  }
}
