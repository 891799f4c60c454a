import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../platform/storage';
import type { TrackingMemory } from './trackingMemory';
import {
  decideFirstDeposit,
  decideFirstOpen,
  decideRegister,
  MAX_CUSTOMERS,
  readTrackingMemory,
  TRACKING_MEMORY_KEY,
  visitOf,
  writeTrackingMemory,
} from './trackingMemory';

const empty = (): TrackingMemory => ({ registered: [], noDeposit: [], deposited: [] });

describe('the tracking memory', () => {
  it('round-trips through storage and reads a damaged value as empty', () => {
    const local = createMemoryStore();
    const memory = { ...empty(), firstOpenAt: 5, registered: ['1'] };
    writeTrackingMemory(local, memory);
    expect(readTrackingMemory(local)).toEqual(memory);
    local.set(TRACKING_MEMORY_KEY, '{"firstOpenAt":"x","registered":[1,"2"],"noDeposit":3}');
    expect(readTrackingMemory(local)).toEqual({ ...empty(), registered: ['2'] });
    local.set(TRACKING_MEMORY_KEY, 'not json');
    expect(readTrackingMemory(local)).toEqual(empty());
  });
});

describe('first open', () => {
  it('fires once per browser, and then the visit is a return', () => {
    const first = decideFirstOpen(empty(), 1000);
    expect(first.fire).toBe(true);
    expect(visitOf(empty())).toBe('first');
    expect(visitOf(first.memory)).toBe('return');
    expect(decideFirstOpen(first.memory, 2000)).toEqual({ fire: false, memory: first.memory });
  });
});

describe('register', () => {
  it('fires once per customer and expects that customer to deposit', () => {
    const once = decideRegister(empty(), '501');
    expect(once.fire).toBe(true);
    expect(once.memory).toMatchObject({ registered: ['501'], noDeposit: ['501'] });
    expect(decideRegister(once.memory, '501').fire).toBe(false);
    expect(decideRegister(once.memory, '502').fire).toBe(true);
  });

  it('keeps the latest customers only', () => {
    let memory = empty();
    for (let i = 0; i < MAX_CUSTOMERS + 5; i += 1) memory = decideRegister(memory, `c${i}`).memory;
    expect(memory.registered).toHaveLength(MAX_CUSTOMERS);
    expect(memory.registered[0]).toBe('c5');
  });
});

describe('first deposit', () => {
  describe('when the member was seen here with no deposit', () => {
    it('fires once, when the count reaches 1 or more', () => {
      const seen = decideFirstDeposit(empty(), '501', 0);
      expect(seen.fire).toBe(false);
      expect(seen.memory.noDeposit).toEqual(['501']);
      expect(decideFirstDeposit(seen.memory, '501', 0).fire).toBe(false);
      const first = decideFirstDeposit(seen.memory, '501', 2);
      expect(first.fire).toBe(true);
      expect(first.memory).toMatchObject({ noDeposit: [], deposited: ['501'] });
      expect(decideFirstDeposit(first.memory, '501', 3).fire).toBe(false);
    });
  });

  describe('when the member is first seen with deposits (a regular on a new phone)', () => {
    it('never fires', () => {
      const regular = decideFirstDeposit(empty(), '9', 3);
      expect(regular).toEqual({ fire: false, memory: empty() });
    });
  });

  it('fires for a member registered here, whose count was never read as 0', () => {
    const registered = decideRegister(empty(), '501').memory;
    expect(decideFirstDeposit(registered, '501', 1).fire).toBe(true);
  });
});
