import { describe, expect, it, vi } from 'vitest';
import { checkTenantOffThread } from './checkTenantOffThread';
import type { TenantProblem } from './loadTenant';

const PROBLEM: TenantProblem = {
  kind: 'invalid',
  source: '/m/tenants/demo.json',
  pointer: '/flags/x',
  message: 'unknown key "x"',
};

/** A worker that answers what the test tells it to, and records what it was sent. */
function fakeWorker(answer: (worker: Worker & { sent: unknown[] }) => void) {
  const worker = {
    sent: [] as unknown[],
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage(message: unknown) {
      this.sent.push(message);
      queueMicrotask(() => answer(worker as unknown as Worker & { sent: unknown[] }));
    },
    terminate: vi.fn(),
  };
  return worker;
}

describe('the schema check off the main thread', () => {
  it("sends the tenant to the worker and gives back the worker's answer", async () => {
    const here = vi.fn();
    const worker = fakeWorker((w) => w.onmessage?.(new MessageEvent('message', { data: PROBLEM })));
    const problem = await checkTenantOffThread(
      { merchantCode: 'demo' },
      '/m/tenants/demo.json',
      () => worker as unknown as Worker,
      here,
    );
    expect(problem).toEqual(PROBLEM);
    expect(worker.sent).toEqual([
      { tenant: { merchantCode: 'demo' }, source: '/m/tenants/demo.json' },
    ]);
    expect(worker.terminate).toHaveBeenCalled();
    expect(here).not.toHaveBeenCalled();
  });

  it('checks on this thread when the worker cannot load', async () => {
    const here = vi.fn(async () => PROBLEM);
    const worker = fakeWorker((w) =>
      // What a worker whose script was refused reports (node has no ErrorEvent).
      w.onerror?.({ message: 'refused', preventDefault: () => {} } as unknown as ErrorEvent),
    );
    const problem = await checkTenantOffThread(
      { merchantCode: 'demo' },
      '/m/tenants/demo.json',
      () => worker as unknown as Worker,
      here,
    );
    expect(problem).toEqual(PROBLEM);
    expect(here).toHaveBeenCalledWith({ merchantCode: 'demo' }, '/m/tenants/demo.json');
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('checks on this thread where no worker can start', async () => {
    const here = vi.fn(async () => null);
    expect(await checkTenantOffThread({}, '/m/tenants/x.json', null, here)).toBeNull();
    expect(here).toHaveBeenCalledTimes(1);
    const throwing = () => {
      throw new Error('no workers here');
    };
    expect(await checkTenantOffThread({}, '/m/tenants/x.json', throwing, here)).toBeNull();
    expect(here).toHaveBeenCalledTimes(2);
  });
});
