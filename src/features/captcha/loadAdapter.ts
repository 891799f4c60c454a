import type { AdapterDeps, CaptchaAdapter } from './CaptchaAdapter';
import type { AdapterKind } from './captchaRules';

export type AdapterLoader = (kind: AdapterKind, deps: AdapterDeps) => Promise<CaptchaAdapter>;

/**
 * Each adapter is its own chunk, imported on the first solve that needs it: none is in the
 * initial bundle, and a tenant downloads only what its settings name (ARCHITECTURE.md, Third
 * parties). The vendor scripts load later still, inside the adapter's solve.
 */
export const loadAdapter: AdapterLoader = async (kind, deps) => {
  switch (kind) {
    case 'fake':
      return (await import('./fakeAdapter')).createFakeAdapter(deps);
    case 'fake-risk':
      return (await import('./fakeAdapter')).createFakeRiskAdapter(deps);
    case 'geetest-v3':
      return (await import('./geetestV3Adapter')).createGeetestV3Adapter(deps);
    case 'geetest-v4':
      return (await import('./geetestV4Adapter')).createGeetestV4Adapter(deps);
    case 'geetest-risk':
      return (await import('./geetestRiskAdapter')).createGeetestRiskAdapter(deps);
  }
};
