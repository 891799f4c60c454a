import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/types';
import { createMemoryPwa } from '../../platform/testing/memoryPwa';
import { createFakeClock } from '../../testing/createFakeClock';
import { UNREAD_POLL_MS, UnreadCount } from './UnreadCount';

/** CBS_unreadCount answering the counts given, one per call; the relay calls are recorded. */
function setup(answers: Array<number | Error | Promise<number>>) {
  const clock = createFakeClock();
  const pwa = createMemoryPwa();
  const token = observable.box<string | null>('token-1');
  const relay = vi.fn((name: string) => {
    expect(name).toBe('CBS_unreadCount');
    const next = answers.shift() ?? 0;
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const api = { relay } as unknown as ApiClient;
  const unread = new UnreadCount({
    api,
    clock,
    visibility: pwa.visibility,
    token: () => token.get(),
  });
  const signIn = (value: string | null) => runInAction(() => token.set(value));
  return { clock, pwa, relay, unread, signIn };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the unread badge (CBS_unreadCount)', () => {
  it('asks when started with a session, then every minute while the page is visible', async () => {
    const { clock, pwa, relay, unread } = setup([2, 3]);
    unread.start();
    await settle();
    expect(unread.count).toBe(2);
    clock.advance(UNREAD_POLL_MS - 1);
    expect(relay).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await settle();
    expect(unread.count).toBe(3);
    pwa.setVisible(false);
    clock.advance(UNREAD_POLL_MS * 3);
    expect(relay).toHaveBeenCalledTimes(2);
    unread.dispose();
  });

  it('asks again when the page comes back on screen', async () => {
    const { pwa, relay, unread } = setup([1, 4]);
    unread.start();
    await settle();
    pwa.setVisible(false);
    pwa.setVisible(true);
    await settle();
    expect(relay).toHaveBeenCalledTimes(2);
    expect(unread.count).toBe(4);
    unread.dispose();
  });

  it('never asks for a visitor, and forgets the count at logout', async () => {
    const { clock, relay, unread, signIn } = setup([2]);
    signIn(null);
    unread.start();
    clock.advance(UNREAD_POLL_MS * 2);
    expect(relay).not.toHaveBeenCalled();
    signIn('token-2');
    await settle();
    expect(unread.count).toBe(2);
    signIn(null);
    expect(unread.count).toBeNull();
    clock.advance(UNREAD_POLL_MS * 2);
    expect(relay).toHaveBeenCalledTimes(1);
    unread.dispose();
  });

  it('keeps the last count when an ask fails', async () => {
    const { clock, unread } = setup([5, new Error('offline')]);
    unread.start();
    await settle();
    clock.advance(UNREAD_POLL_MS);
    await settle();
    expect(unread.count).toBe(5);
    unread.dispose();
  });

  it("drops an answer that arrives after its session ended (another member's count)", async () => {
    let answerLate: (count: number) => void = () => undefined;
    const late = new Promise<number>((resolve) => (answerLate = resolve));
    const { unread, signIn } = setup([late, 9]);
    unread.start();
    signIn('token-2');
    await settle();
    expect(unread.count).toBe(9);
    answerLate(5);
    await settle();
    expect(unread.count).toBe(9);
    unread.dispose();
  });

  it('reads 0 once the chat is opened', async () => {
    const { unread } = setup([3]);
    unread.start();
    await settle();
    unread.markRead();
    expect(unread.count).toBe(0);
    unread.dispose();
  });

  it('stops asking once disposed', () => {
    const { clock, relay, unread } = setup([1]);
    unread.start();
    unread.dispose();
    clock.advance(UNREAD_POLL_MS * 5);
    expect(relay).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });
});
