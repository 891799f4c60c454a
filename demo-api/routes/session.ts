import { Hono } from 'hono';
import type { MerchantEnv } from '../merchant.ts';
import type { DemoState } from '../state.ts';

export interface SessionRoutesDeps {
  state: DemoState;
  now: () => number;
}

export function sessionRoutes(_deps: SessionRoutesDeps): Hono<MerchantEnv> {
  return new Hono<MerchantEnv>();
}
