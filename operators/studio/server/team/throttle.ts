/**
 * Failed sign-ins slow down further tries, per account and per address (in memory: a restart
 * forgets them, which only gives an attacker a few more free tries per restart). The first
 * FREE_FAILURES failures cost nothing (a typo); each one after doubles the wait, from one second
 * up to MAX_WAIT_MS. A success clears the account's count (not the address's: signing in to one's own account
 * must not buy more guesses at another's).
 */
export const FREE_FAILURES = 3;
export const FIRST_WAIT_MS = 1000;
export const MAX_WAIT_MS = 15 * 60 * 1000;
/** Counts older than this (after the last failure) are forgotten. */
const FORGET_MS = 60 * 60 * 1000;

interface Count {
  failures: number;
  last: number;
  until: number;
}

export class SignInThrottle {
  private readonly counts = new Map<string, Count>();

  constructor(private readonly now: () => number = Date.now) {}

  private keys(account: string, address: string): string[] {
    return [`account:${account.toLowerCase()}`, `address:${address}`];
  }

  /** Milliseconds to wait before this account may be tried from this address (0: go on). */
  waitMs(account: string, address: string): number {
    const now = this.now();
    let wait = 0;
    for (const key of this.keys(account, address)) {
      const count = this.counts.get(key);
      if (!count) continue;
      if (now - count.last > FORGET_MS) {
        this.counts.delete(key);
        continue;
      }
      wait = Math.max(wait, count.until - now);
    }
    return wait;
  }

  failed(account: string, address: string): void {
    const now = this.now();
    for (const key of this.keys(account, address)) {
      const previous = this.counts.get(key);
      const failures = (previous && now - previous.last <= FORGET_MS ? previous.failures : 0) + 1;
      const over = failures - FREE_FAILURES;
      const wait = over <= 0 ? 0 : Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (over - 1));
      this.counts.set(key, { failures, last: now, until: now + wait });
    }
    if (this.counts.size > 10_000) this.prune(now);
  }

  succeeded(account: string, address: string): void {
    this.counts.delete(this.keys(account, address)[0]!);
  }

  private prune(now: number): void {
    for (const [key, count] of this.counts)
      if (now - count.last > FORGET_MS) this.counts.delete(key);
  }
}
