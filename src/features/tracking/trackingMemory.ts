import type { KeyValueStore } from '../../platform/storage';
import { readJson, writeJson } from '../../platform/storage';

/**
 * What the browser remembers so an event fires once (spec 4, Tracking): first open once per
 * browser, register and first deposit once per customer. Kept in local storage.
 */
export interface TrackingMemory {
  /** When the first open was reported (epoch ms); absent until then. */
  firstOpenAt?: number;
  /** Customers whose registration was reported. */
  registered: string[];
  /** Customers seen here with no successful deposit yet: their first deposit is still ahead. */
  noDeposit: string[];
  /** Customers whose first deposit was reported. */
  deposited: string[];
}

export const TRACKING_MEMORY_KEY = 'trackingMemory';
/** Customers kept per list: a shared device sees a few members, never thousands. */
export const MAX_CUSTOMERS = 50;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function readTrackingMemory(local: KeyValueStore): TrackingMemory {
  const stored = readJson<Partial<TrackingMemory>>(local, TRACKING_MEMORY_KEY) ?? {};
  const at = stored.firstOpenAt;
  return {
    ...(typeof at === 'number' && Number.isFinite(at) ? { firstOpenAt: at } : {}),
    registered: ids(stored.registered),
    noDeposit: ids(stored.noDeposit),
    deposited: ids(stored.deposited),
  };
}

export function writeTrackingMemory(local: KeyValueStore, memory: TrackingMemory): void {
  writeJson(local, TRACKING_MEMORY_KEY, memory);
}

/** The list with `id` last, the oldest dropped past MAX_CUSTOMERS. */
function remember(list: readonly string[], id: string): string[] {
  return [...list.filter((v) => v !== id), id].slice(-MAX_CUSTOMERS);
}

/** The visit the performance report names: the first in this browser, or a return. */
export function visitOf(memory: TrackingMemory): 'first' | 'return' {
  return memory.firstOpenAt === undefined ? 'first' : 'return';
}

export type Decision = { fire: boolean; memory: TrackingMemory };

/** First open: once per browser. */
export function decideFirstOpen(memory: TrackingMemory, now: number): Decision {
  if (memory.firstOpenAt !== undefined) return { fire: false, memory };
  return { fire: true, memory: { ...memory, firstOpenAt: now } };
}

/**
 * Register: once per customer. A new member has no deposit yet, so their first deposit is
 * ahead of them (decideFirstDeposit).
 */
export function decideRegister(memory: TrackingMemory, customerId: string): Decision {
  if (memory.registered.includes(customerId)) return { fire: false, memory };
  return {
    fire: true,
    memory: {
      ...memory,
      registered: remember(memory.registered, customerId),
      noDeposit: memory.deposited.includes(customerId)
        ? memory.noDeposit
        : remember(memory.noDeposit, customerId),
    },
  };
}

/**
 * First deposit: once per customer, when the member's count of successful deposits (deposit
 * settings' totalDepositSuccessCount, spec 3) goes from 0, seen in this browser, to 1 or more.
 * A member already seen with deposits (a regular on a new phone) never fires: their first
 * deposit happened elsewhere and was reported there, or before tracking existed.
 */
export function decideFirstDeposit(
  memory: TrackingMemory,
  customerId: string,
  count: number,
): Decision {
  if (memory.deposited.includes(customerId)) return { fire: false, memory };
  const waiting = memory.noDeposit.includes(customerId);
  if (count <= 0) {
    return waiting
      ? { fire: false, memory }
      : { fire: false, memory: { ...memory, noDeposit: remember(memory.noDeposit, customerId) } };
  }
  if (!waiting) return { fire: false, memory };
  return {
    fire: true,
    memory: {
      ...memory,
      noDeposit: memory.noDeposit.filter((v) => v !== customerId),
      deposited: remember(memory.deposited, customerId),
    },
  };
}
