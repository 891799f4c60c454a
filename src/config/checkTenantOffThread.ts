import { checkTenant } from './checkTenant';
import type { TenantProblem } from './loadTenant';

/** What the page asks the checker's worker. */
export interface CheckRequest {
  tenant: unknown;
  source: string;
}

/** The browser's Worker, or none (an old engine, a test environment). */
export type WorkerFactory = (() => Worker) | null;

const startWorker: WorkerFactory =
  typeof Worker === 'function'
    ? () => new Worker(new URL('./checkTenant.worker.ts', import.meta.url), { type: 'module' })
    : null;

/**
 * checkTenant (the schema check), run in a worker so the page's main thread stays free for the
 * member; where no worker can start (none in this engine, or it fails to load) it runs here.
 */
export function checkTenantOffThread(
  tenant: unknown,
  source: string,
  createWorker: WorkerFactory = startWorker,
  here: typeof checkTenant = checkTenant,
): Promise<TenantProblem | null> {
  if (!createWorker) return here(tenant, source);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = createWorker();
    } catch {
      resolve(here(tenant, source));
      return;
    }
    worker.onmessage = (event: MessageEvent<TenantProblem | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      // The worker's script did not load or run: the same check on this thread.
      event.preventDefault();
      worker.terminate();
      resolve(here(tenant, source));
    };
    const request: CheckRequest = { tenant, source };
    try {
      worker.postMessage(request);
    } catch {
      // Not something a worker can be sent (it cannot be cloned): checked here.
      worker.terminate();
      resolve(here(tenant, source));
    }
  });
}
