import { action, makeAutoObservable, observableRef } from 'mobx';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Stores } from '../module';

/** What the support store tells the button once its layer is in. */
export interface SupportButtonState {
  readonly available: boolean;
  readonly pending: boolean;
  readonly unreadCount: number | null;
}

/**
 * Taps on customer service (the floating button, the menu's item) before and after the
 * support store's code is there. The button's first chunk holds only this, so the store, its
 * dialogs and its vendors download on the first tap (or for a member's unread badge), not at
 * start (ARCHITECTURE.md, Budgets).
 */
export class SupportRequest {
  asks = 0;
  /** Pages showing the entries themselves (/m/feedback): the store and its layer are wanted. */
  pages = 0;
  /**
   * The support store, once its layer is in: whether the button shows, its busy state and its
   * badge. The button itself stays the widget's, one element throughout, so a tap or keyboard
   * focus on it is never lost to the layer's arrival.
   */
  store: SupportButtonState | null = null;
  private taken = 0;
  private disposed = false;

  constructor() {
    // The store by reference: it is the layer's own observable store, compared on detach.
    makeAutoObservable(this, { store: observableRef }, { autoBind: true });
  }

  /** Customer service was asked for at least once: its store is wanted. */
  get wanted(): boolean {
    return this.asks > 0 || this.pages > 0;
  }

  /** A page lists the entries (its chats open through the button's layer); returns its leave. */
  showPage(): () => void {
    this.pages += 1;
    let left = false;
    // An action of its own: the returned function is not one of the class's bound actions.
    return action(() => {
      if (left) return;
      left = true;
      this.pages -= 1;
    });
  }

  /** The layer's store drives the button until the returned detach. */
  attach(store: SupportButtonState): () => void {
    this.store = store;
    return action(() => {
      if (this.store === store) this.store = null;
    });
  }

  ask(): void {
    if (!this.disposed) this.asks += 1;
  }

  /** True once per ask: the store answers each tap once. */
  take(): boolean {
    if (this.taken === this.asks) return false;
    this.taken = this.asks;
    return true;
  }

  /** The root went away: a late tap (a stale menu) asks nothing of it. */
  dispose(): void {
    this.disposed = true;
  }
}

/** The root's one SupportRequest (Stores.supportRequest). */
export function obtainSupportRequest(stores: Pick<Stores, 'supportRequest'>): SupportRequest {
  return stores.supportRequest.obtain(() => new SupportRequest());
}

/**
 * Before the store is loaded: whether the tenant file gives this person anything to open (for
 * a visitor an entry without labels; for a member any entry, or the platform chat with CBS3).
 * The store decides from the server's entries once it is there.
 */
export function mayHaveEntries(tenant: TenantConfig, signedIn: boolean): boolean {
  if (signedIn) return tenant.customerService.length > 0 || tenant.flags.CBS3;
  return tenant.customerService.some((entry) => (entry.labelIds ?? []).length === 0);
}

/** A signed-in member of a CBS3 tenant sees the unread badge from the start. */
export function storeNeededAtStart(tenant: TenantConfig, signedIn: boolean): boolean {
  return signedIn && tenant.flags.CBS3;
}
