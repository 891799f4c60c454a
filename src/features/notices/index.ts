import type { NoticeStore } from './NoticeStore';

export { NoticeStore } from './NoticeStore';
export type { Notice, NoticeText } from './NoticeStore';
export { noticeMessages } from './messages';
export { PlainNotice } from './PlainNotice';

export { noticesFeature } from './feature';

declare module '../module' {
  interface Stores {
    notices: NoticeStore;
  }
}
