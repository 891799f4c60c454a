import { Hono } from 'hono';
import { failure, ok } from '../envelope.ts';
import { applyFaultChange, emptyFaults, parseFaultChange, viewFaults } from '../faults.ts';
import type { DemoState } from '../state.ts';

export const FAULTS_PATH = '/__demo/faults';

/** The QA and test control surface: GET the fault set, POST one more fault, DELETE them all. */
export function demoControlRoutes(state: DemoState): Hono {
  const routes = new Hono();

  routes.get(FAULTS_PATH, (c) => c.json(ok(viewFaults(state.faults))));

  routes.post(FAULTS_PATH, async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      body = undefined;
    }
    const parsed = parseFaultChange(body);
    if (!parsed.ok) return c.json(failure('demo.fault.invalid', parsed.message), 400);
    applyFaultChange(state.faults, parsed.change);
    return c.json(ok(viewFaults(state.faults)));
  });

  routes.delete(FAULTS_PATH, (c) => {
    state.faults = emptyFaults();
    return c.json(ok(viewFaults(state.faults)));
  });

  return routes;
}
