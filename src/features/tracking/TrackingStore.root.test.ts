import { afterEach, describe, expect, it } from 'vitest';
import { relayStateOf } from '../../../demo-api/data/relayState';
import { trackingView } from '../../../demo-api/tracking';
import type { DemoApi } from '../../../demo-api/createDemoApi';
import { createTenantRoot } from '../../testing/createTenantRoot';

/** The whole app's wiring: a real RootStore, its registration, and the demo API behind fetch. */
let root: Awaited<ReturnType<typeof createTenantRoot>>['root'] | null = null;
afterEach(() => {
  root?.dispose();
  root = null;
});

const tracked = (api: DemoApi) => trackingView(relayStateOf(api.state).collected, []);

describe('tracking in the app', () => {
  it('reports the first open to the demo API when the services start', async () => {
    const made = await createTenantRoot({ tenant: 'pk-urdu' });
    root = made.root;
    await root.startServices();
    await (await root.tracking.load()).settled();
    expect(tracked(made.api).events).toEqual([
      expect.objectContaining({ merchant: 'pk-urdu', event: 'FirstOpen', customerId: null }),
    ]);
    expect(tracked(made.api).events[0]?.payload).toMatchObject({ currency: 'PKR' });
  });

  it('reports a registration made through the form, once, with the new member', async () => {
    const made = await createTenantRoot({ tenant: 'pk-urdu', path: '/register' });
    root = made.root;
    const register = root.register;
    register.setValue('username', 'tracked01');
    register.setValue('password', 'Secret12');
    register.setValue('confirmPassword', 'Secret12');
    register.setValue('referralCode', 'FRIEND1'); // pk-urdu asks for one
    expect(await register.submit()).toBe(true);
    const tracking = await root.tracking.load();
    await tracking.settled();
    const events = tracked(made.api).events.filter((e) => e.event === 'Register');
    expect(events).toEqual([
      expect.objectContaining({ merchant: 'pk-urdu', customerName: 'tracked01' }),
    ]);
    expect(events[0]?.customerId).toMatch(/^\d+$/);
    // The same answer told again (a second tab, a retry) is not a second registration.
    tracking.registered({ customerId: Number(events[0]?.customerId), userName: 'tracked01' });
    await tracking.settled();
    expect(tracked(made.api).events.filter((e) => e.event === 'Register')).toHaveLength(1);
  });
});
