/** What the page told the worker in its script URL: /m/sw.js?env=<prod|preview|dev>&merchant=<code>. */
export interface WorkerContext {
  env: 'prod' | 'preview' | 'dev';
  merchant: string | null;
}

export function readWorkerContext(scriptUrl: string): WorkerContext {
  const query = new URL(scriptUrl).searchParams;
  const env = query.get('env');
  return {
    env: env === 'preview' || env === 'dev' ? env : 'prod',
    merchant: query.get('merchant') || null,
  };
}
