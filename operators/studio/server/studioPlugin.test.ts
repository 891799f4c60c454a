import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioPlugin } from './studioPlugin.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

let dir = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-plugin-'));
  cpSync('tenants', dir, { recursive: true });
  const plugin = studioPlugin({ dir });
  let middleware: Middleware | undefined;
  const hooks = plugin as unknown as {
    configResolved: (config: unknown) => void;
    configureServer: (server: unknown) => void;
  };
  hooks.configResolved({ base: '/m/', publicDir: 'public', plugins: [] });
  hooks.configureServer({
    middlewares: { use: (fn: Middleware) => (middleware = fn) },
    printUrls: () => undefined,
    config: { logger: { info: () => undefined } },
  });
  server = createServer((req, res) =>
    middleware!(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const demoValue = () =>
  JSON.parse(readFileSync(join(dir, 'demo.json'), 'utf8')) as Record<string, unknown>;
const recoloured = () => {
  const value = demoValue();
  (value.theme as Record<string, unknown>).primary = '#6d28d9';
  return value;
};

describe('the dev studio refuses writes that are not its own pages', () => {
  it('refuses a save posted by a page of another site, and the file is untouched', async () => {
    const before = readFileSync(join(dir, 'demo.json'), 'utf8');
    const response = await fetch(`${origin}/__studio/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ code: 'demo', value: recoloured() }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toContain('https://evil.example');
    expect(readFileSync(join(dir, 'demo.json'), 'utf8')).toBe(before);
  });

  it('refuses a body that is not JSON (a form a page of another site can send)', async () => {
    const response = await fetch(`${origin}/__studio/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: origin },
      body: JSON.stringify({ code: 'demo', value: recoloured() }),
    });
    expect(response.status).toBe(415);
  });

  it('saves a draft sent by its own page', async () => {
    const response = await fetch(`${origin}/__studio/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ code: 'demo', value: recoloured() }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ saved: true, changed: true });
    expect(readFileSync(join(dir, 'demo.json'), 'utf8')).toContain('#6d28d9');
  });

  it('still answers reads without an Origin', async () => {
    const response = await fetch(`${origin}/__studio/tenants`);
    expect(((await response.json()) as { codes: string[] }).codes).toContain('demo');
  });
});
