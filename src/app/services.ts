import { MemberLanguageSync } from '../features/member/lazy';
import { PushStore } from '../features/push/lazy';
import { TrackingStore } from '../features/tracking/lazy';
import type { RootStore } from './RootStore';

/**
 * The stores that run beside the first screen rather than in it: push opt-in, tracking and the
 * member's language sync. One chunk, downloaded right after boot (decision 0003), so none of
 * their code is in the initial JS; the RootStore still owns and wires them.
 */
export interface Services {
  push: PushStore;
  tracking: TrackingStore;
  language: MemberLanguageSync;
  /** Timers and first events: called once, after the first screen is under way (boot). */
  start(): void;
  dispose(): void;
}

export function createServices(root: RootStore): Services {
  const stores = {
    tracking: new TrackingStore(root),
    push: new PushStore(root),
    language: new MemberLanguageSync(root),
  };
  const all = Object.values(stores);
  return {
    ...stores,
    start: () => all.forEach((store) => store.start()),
    dispose: () => all.forEach((store) => store.dispose()),
  };
}
