import { Hono } from 'hono';
import type { MerchantEnv } from '../merchant.ts';
import type { DemoState } from '../state.ts';

export interface MemberRoutesDeps {
  state: DemoState;
  now: () => number;
}

export function memberRoutes(_deps: MemberRoutesDeps): Hono<MerchantEnv> {
  return new Hono<MerchantEnv>();
}
