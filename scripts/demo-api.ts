/**
 * npm run demo-api -- [--port Q] [--host 127.0.0.1]
 *
 * The demo API (/wps and /__demo, docs/demo-api.md) alone, as a Node server: the same code the
 * dev and preview servers mount. Stops on Ctrl+C.
 */
import { startDemoApiServer } from '../demo-api/nodeServer.ts';
import { demoAccountLines } from '../demo-api/vitePlugin.ts';
import { parseOptions } from './serve/options.ts';

const USAGE = 'usage: npm run demo-api -- [--port Q] [--host 127.0.0.1]';

async function main(argv: readonly string[]): Promise<void> {
  let port = 0;
  let host = '127.0.0.1';
  try {
    const { single } = parseOptions(argv, { single: ['port', 'host'] });
    if (single.port !== undefined) {
      port = Number(single.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port: 0-65535');
    }
    host = single.host ?? host;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const server = await startDemoApiServer({ port, host });
  console.log(
    [
      `demo API on http://${host}:${server.port}/wps (${server.api.state.tenants.size} tenants); accounts in every tenant:`,
      ...demoAccountLines().map((line) => `  ${line}`),
      `  faults: POST http://${host}:${server.port}/__demo/faults (see docs/demo-api.md)`,
    ].join('\n'),
  );
  const quit = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', quit);
  process.once('SIGTERM', quit);
}

void main(process.argv.slice(2));
