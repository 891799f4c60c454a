import { autorun } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupportRequest } from './supportRequest';

const state = { available: true, pending: false, unreadCount: 2 };

describe('SupportRequest', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the layer’s detach and a page’s leave change what the button observes inside an action', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const request = new SupportRequest();
    const seen: unknown[] = [];
    const stop = autorun(() => seen.push([request.store?.unreadCount ?? null, request.wanted]));
    const detach = request.attach(state);
    const leave = request.showPage();
    leave();
    leave();
    detach();
    stop();
    expect(seen).toEqual([
      [null, false],
      [2, false],
      [2, true],
      [2, false],
      [null, false],
    ]);
    // MobX's strict mode names any change of an observed value made outside an action.
    expect(warn).not.toHaveBeenCalled();
  });

  it('a detach of a layer replaced since leaves the new one', () => {
    const request = new SupportRequest();
    const detachFirst = request.attach(state);
    const second = { ...state, unreadCount: 5 };
    request.attach(second);
    detachFirst();
    expect(request.store).toBe(second);
  });
});
