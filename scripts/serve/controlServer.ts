import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DemoApiServer } from '../../demo-api/nodeServer.ts';
import { refuseForeignWrite } from '../../demo-api/sameOriginWrite.ts';

export interface ControlServer {
  port: number;
  close(): Promise<void>;
}

/**
 * npm run serve's own control in demo mode, behind nginx on /__serve/: `GET /__serve/upstream`
 * says whether the demo API is up; `POST /__serve/upstream {"up":false}` stops it as a platform
 * that went down (nginx then answers 502 itself), `{"up":true}` brings it back with its state.
 * Tests use it for the faults only a real server has (tests/e2e/upstream.nginx.spec.ts). A
 * write from another site's page, or with a body that is not JSON, is refused (sameOriginWrite.ts).
 */
export async function startControlServer(demo: DemoApiServer): Promise<ControlServer> {
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.url?.split('?')[0] !== '/__serve/upstream') return answer(404, { error: 'not found' });
    if (req.method === 'GET') return answer(200, { up: demo.listening });
    if (req.method !== 'POST') return answer(405, { error: 'GET or POST' });
    // Another site's page must not stop the platform through QA's browser.
    if (refuseForeignWrite(req, res)) return;
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      let up: unknown;
      try {
        up = (JSON.parse(text) as { up?: unknown }).up;
      } catch {
        up = undefined;
      }
      if (typeof up !== 'boolean') return answer(400, { error: 'body must be {"up": true|false}' });
      (up ? demo.resume() : demo.pause()).then(
        () => answer(200, { up: demo.listening }),
        (error: unknown) => answer(500, { error: String(error) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
