import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../platform/clock';

/** The fake asks for tiles 1, 2, 3 in order. */
export const FAKE_TILE_COUNT = 3;

/** A fake solve faster than this (from showing to the last tap) is refused as too fast. */
export const FAKE_TOO_FAST_MS = 800;

export type FakeOutcome = 'solved' | 'too_fast' | 'closed';

/** Every order of 1..3 except the sorted one, so the tiles never already read 1-2-3. */
const ORDERS: readonly (readonly number[])[] = [
  [2, 3, 1],
  [3, 1, 2],
  [1, 3, 2],
  [2, 1, 3],
  [3, 2, 1],
];

/**
 * The fake captcha's puzzle: "tap the tiles in order 1-2-3". A wrong tile starts the order again;
 * finishing faster than FAKE_TOO_FAST_MS after it was shown is too fast (as GeeTest refuses a
 * slide done by a script). Plain MobX state, so the rule is tested without rendering.
 */
export class FakeChallenge {
  /** Tells one challenge from the next (the overlay remounts the dialog for a new one). */
  readonly id: number;
  /** The tile numbers in the order they are laid out. */
  readonly tiles: readonly number[];
  /** The number the next correct tap must be. */
  next = 1;
  wrongTaps = 0;
  outcome: FakeOutcome | null = null;
  /** Settles once: solved, too fast or closed. */
  readonly settled: Promise<FakeOutcome>;
  private readonly shownAt: number;
  private settle: (outcome: FakeOutcome) => void = () => undefined;

  constructor(
    private readonly clock: Clock,
    seed: number,
  ) {
    this.id = seed;
    this.tiles = ORDERS[Math.abs(Math.trunc(seed)) % ORDERS.length]!;
    this.shownAt = clock.now();
    this.settled = new Promise((resolve) => (this.settle = resolve));
    makeAutoObservable<FakeChallenge, 'clock' | 'shownAt' | 'settle'>(this, {
      id: false,
      tiles: false,
      settled: false,
      clock: false,
      shownAt: false,
      settle: false,
    });
  }

  get total(): number {
    return FAKE_TILE_COUNT;
  }

  /** How many tiles are tapped in the right order so far. */
  get done(): number {
    return this.next - 1;
  }

  isTapped(tile: number): boolean {
    return tile < this.next;
  }

  tap(tile: number): void {
    if (this.outcome || this.isTapped(tile)) return;
    if (tile !== this.next) {
      this.next = 1;
      this.wrongTaps += 1;
      return;
    }
    this.next += 1;
    if (this.next <= FAKE_TILE_COUNT) return;
    const elapsed = this.clock.now() - this.shownAt;
    this.finish(elapsed < FAKE_TOO_FAST_MS ? 'too_fast' : 'solved');
  }

  /** Closing it (Escape, the close button, the backdrop): verify_first. */
  close(): void {
    if (!this.outcome) this.finish('closed');
  }

  private finish(outcome: FakeOutcome): void {
    this.outcome = outcome;
    this.settle(outcome);
  }
}
