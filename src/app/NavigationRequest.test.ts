import { describe, expect, it } from 'vitest';
import { NavigationRequest } from './NavigationRequest';

describe('a navigation request', () => {
  it('is performed once', () => {
    const navigation = new NavigationRequest();
    navigation.request('/login');
    const pending = navigation.pending;
    expect(pending?.path).toBe('/login');
    expect(pending && navigation.complete(pending)).toBe(true);
    expect(pending && navigation.complete(pending)).toBe(false);
    expect(navigation.pending).toBeNull();
  });

  it('is replaced by a newer one not yet performed', () => {
    const navigation = new NavigationRequest();
    navigation.request('/login');
    const older = navigation.pending;
    navigation.request('/home');
    expect(older && navigation.complete(older)).toBe(false);
    expect(navigation.pending?.path).toBe('/home');
  });
});
