import { describe, expect, it } from 'vitest';
import { turnAfter } from './lazy';

describe('turnAfter (the widgets waiting for the first paint)', () => {
  it('gives each a turn of its own after the first paint, in the order they asked', async () => {
    let shown: () => void = () => undefined;
    const firstPaint = new Promise<void>((resolve) => (shown = resolve));
    const order: string[] = [];
    const turns = ['menu', 'sheet', 'lanes'].map((name) =>
      turnAfter(firstPaint).then(() => order.push(name)),
    );
    await new Promise((done) => setTimeout(done, 150));
    expect(order).toEqual([]);
    shown();
    // The first turn alone: the next waits for a frame after it.
    await turns[0];
    expect(order).toEqual(['menu']);
    await Promise.all(turns);
    expect(order).toEqual(['menu', 'sheet', 'lanes']);
  });

  it('keeps one line per first screen: another root does not wait behind this one', async () => {
    const never = new Promise<void>(() => undefined);
    void turnAfter(never);
    await expect(turnAfter(Promise.resolve())).resolves.toBeUndefined();
  });
});
