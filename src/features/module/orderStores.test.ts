import { describe, expect, it } from 'vitest';
import type { AnyStoreDecl, FeatureModule, RootKey } from './index';
import { orderStores } from './orderStores';

// Keys outside the product's Stores: this test is about the walk, not about any feature.
const decl = (key: string, needs: string[] = []): AnyStoreDecl => ({
  key: key as RootKey,
  kind: 'eager',
  needs: needs as RootKey[],
  create: () => ({}),
});
const feature = (name: string, ...stores: AnyStoreDecl[]): FeatureModule => ({ name, stores });
const CORE = ['tenant', 'api'] as RootKey[];
const keys = (features: FeatureModule[]) => orderStores(features, CORE).map((o) => o.decl.key);

describe('orderStores', () => {
  it('builds each store after what it needs, otherwise in the feature list order', () => {
    const features = [
      feature('sign-in', decl('auth', ['session', 'captcha', 'api'])),
      feature('session', decl('session', ['tenant'])),
      feature('captcha', decl('captcha')),
      feature('games', decl('games', ['auth'])),
    ];
    expect(keys(features)).toEqual(['session', 'captcha', 'auth', 'games']);
  });

  it('refuses at start a need that no feature declares, naming the store and its feature', () => {
    const features = [feature('games', decl('games', ['wallet']))];
    expect(() => keys(features)).toThrow(
      'store "games" (feature games) needs "wallet", which no feature declares',
    );
  });

  it('refuses at start stores that need each other, naming the circle', () => {
    const features = [
      feature('a', decl('register', ['social'])),
      feature('b', decl('social', ['captcha'])),
      feature('c', decl('captcha', ['register'])),
    ];
    expect(() => keys(features)).toThrow(
      'stores need each other in a circle: register → social → captcha → register',
    );
  });

  it('refuses a key declared twice, or a feature declaring a key of the root', () => {
    expect(() => keys([feature('a', decl('menu')), feature('b', decl('menu'))])).toThrow(
      'store "menu" is declared by both feature a and feature b',
    );
    expect(() => keys([feature('a', decl('api'))])).toThrow(
      'store "api" is declared by both the root and feature a',
    );
  });
});
