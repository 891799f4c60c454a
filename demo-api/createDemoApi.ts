import { Hono } from 'hono';
import type { TenantConfig } from '../src/config/tenant.gen.ts';
import { demoContextOf } from './demoContext.ts';
import { failure } from './envelope.ts';
import { DEFAULT_HANG_TIMEOUT_MS, faultMiddleware } from './faultMiddleware.ts';
import { faultsFor } from './faults.ts';
import { createPbkdf2Hasher } from './password.ts';
import type { PasswordHasher } from './password.ts';
import { demoControlRoutes } from './routes/demoControl.ts';
import { gameRoutes } from './routes/games.ts';
import { memberRoutes } from './routes/member.ts';
import { relayRoutes } from './routes/relay.ts';
import { sessionRoutes } from './routes/session.ts';
import { sessionKeyRoutes } from './routes/sessionKey.ts';
import { noStore, STATUS_PATH, systemRoutes } from './routes/system.ts';
import { trackingRoutes } from './routes/tracking.ts';
import { createDemoState } from './state.ts';
import type { DemoState } from './state.ts';

export interface DemoApiOptions {
  tenants: readonly TenantConfig[];
  /** Clock for serverTime and other times the API reports. Default Date.now. */
  now?: () => number;
  /** Default: PBKDF2-SHA256 through WebCrypto (works in Node and in browsers). */
  passwordHasher?: PasswordHasher;
  /** How long a `hang` fault waits before answering 504. Default 120 s. */
  hangTimeoutMs?: number;
}

export interface DemoApi {
  app: Hono;
  state: DemoState;
}

/**
 * An in-memory implementation of the platform's /wps API for the given tenants, plus the
 * /__demo control surface. Browser-safe: no Node imports here or below.
 */
export function createDemoApi(options: DemoApiOptions): DemoApi {
  const now = options.now ?? Date.now;
  const state = createDemoState(options.tenants, options.passwordHasher ?? createPbkdf2Hasher());
  const app = new Hono();

  app.use(STATUS_PATH, noStore);
  app.use(
    '/wps/*',
    faultMiddleware(
      (request) => faultsFor(state, demoContextOf(request)),
      options.hangTimeoutMs ?? DEFAULT_HANG_TIMEOUT_MS,
    ),
  );
  app.route('/', sessionKeyRoutes({ state, now }));
  app.route('/', systemRoutes({ state, now }));
  app.route('/', sessionRoutes({ state, now }));
  app.route('/', memberRoutes({ state, now }));
  app.route('/', relayRoutes({ state, now }));
  app.route('/', gameRoutes({ state }));
  app.route('/', demoControlRoutes(state));
  app.route('/', trackingRoutes({ state, now }));

  app.notFound((c) => c.json(failure('not.found', `No such call: ${c.req.path}`), 404));
  app.onError((error, c) => c.json(failure('server.error', error.message), 500));

  return { app, state };
}
