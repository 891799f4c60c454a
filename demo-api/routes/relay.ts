import { Hono } from 'hono';
import type { MerchantEnv } from '../merchant.ts';
import type { DemoState } from '../state.ts';

export interface RelayRoutesDeps {
  state: DemoState;
  now: () => number;
}

export function relayRoutes(_deps: RelayRoutesDeps): Hono<MerchantEnv> {
  return new Hono<MerchantEnv>();
}
