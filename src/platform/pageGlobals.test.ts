import { afterEach, describe, expect, it } from 'vitest';
import { createPageGlobals } from './pageGlobals';

afterEach(() => {
  Reflect.deleteProperty(window, 'testVendorQueue');
});

describe('the page globals', () => {
  it('puts a vendor queue on window when the page has none', () => {
    const globals = createPageGlobals(window);
    const queue = globals.define('testVendorQueue', () => [] as unknown[]);
    expect(Reflect.get(window, 'testVendorQueue')).toBe(queue);
    expect(globals.get('testVendorQueue')).toBe(queue);
  });

  it('keeps the global a vendor script (or an earlier call) already put there', () => {
    const existing = { loaded: true };
    Reflect.set(window, 'testVendorQueue', existing);
    const created: unknown[] = [];
    const value = createPageGlobals(window).define('testVendorQueue', () => created);
    expect(value).toBe(existing);
    expect(Reflect.get(window, 'testVendorQueue')).toBe(existing);
  });
});
