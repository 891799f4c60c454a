import { makeAutoObservable } from 'mobx';

export interface PendingNavigation {
  /** Path under /m, e.g. '/login'. */
  path: string;
  seq: number;
}

/**
 * A navigation asked for outside React (the API client's "go to /m/login"); the App performs it
 * with the router. One request at a time: a newer one replaces one not yet performed.
 */
export class NavigationRequest {
  pending: PendingNavigation | null = null;
  private seq = 0;

  constructor() {
    makeAutoObservable<NavigationRequest, 'seq'>(this, { seq: false });
  }

  request(path: string): void {
    this.seq += 1;
    this.pending = { path, seq: this.seq };
  }

  /** Marks the request performed; false when it was already (or replaced), so it runs once. */
  complete(request: PendingNavigation): boolean {
    if (this.pending?.seq !== request.seq) return false;
    this.pending = null;
    return true;
  }
}
