import { describe, expect, it } from 'vitest';
import { NoticeStore } from './NoticeStore';

describe('notice queue', () => {
  it('shows one notice at a time, in order', () => {
    const store = new NoticeStore();
    store.push({ message: { text: 'first' } });
    store.push({ message: { id: 'notice.unknownError' } });
    expect(store.current?.message).toEqual({ text: 'first' });
    store.dismiss();
    expect(store.current?.message).toEqual({ id: 'notice.unknownError' });
    store.dismiss();
    expect(store.current).toBeNull();
  });

  it('does not queue the same message twice', () => {
    const store = new NoticeStore();
    store.push({ message: { text: 'Server busy' } });
    store.push({ message: { text: 'Server busy' } });
    expect(store.queue).toHaveLength(1);
  });

  it('titles notices "Notice" unless told otherwise', () => {
    const store = new NoticeStore();
    store.push({ message: { text: 'x' } });
    expect(store.current?.title).toMatchObject({ id: 'notice.title' });
  });
});
