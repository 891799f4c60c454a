/**
 * The tenant file's schema check in a worker of its own: the validator (the schema compiled to
 * code, the largest chunk the app has) is downloaded, compiled and run off the page's main
 * thread, where on a cheap phone it was a long task after the first screen (decision 0007).
 */
import { checkTenant } from './checkTenant';
import type { CheckRequest } from './checkTenantOffThread';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  const { tenant, source } = event.data;
  void checkTenant(tenant, source).then((problem) => scope.postMessage(problem));
};
