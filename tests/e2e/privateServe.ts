import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve as resolvePath } from 'node:path';

/**
 * A private `npm run serve` (nginx, the demo API beside it and its /__serve/ control) for a spec
 * that stops the platform behind nginx (stopping the shared one would break every test running
 * beside it), or that serves a folder of its own (`root`: the team studio publishes into it). It
 * serves the same build (E2E_OUTDIR, inherited) on a free loopback port unless given a root.
 */
export interface PrivateServe {
  readonly url: string;
  readonly port: number;
  /** Its nginx.conf (`.serve/<port>/nginx.conf`; the folder is nginx's prefix). */
  readonly nginxConf: string;
  close(): Promise<void>;
}

export interface PrivateServeOptions {
  /** The folder nginx serves (`npm run serve -- --root DIR`); default E2E_OUTDIR or dist/. */
  root?: string;
}

/** A port the OS says is free now (an ephemeral one: none that Chromium refuses). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilServing(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`npm run serve exited before serving ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`npm run serve did not serve ${url} within ${timeoutMs} ms`);
}

export async function startPrivateServe(options: PrivateServeOptions = {}): Promise<PrivateServe> {
  const port = await freePort();
  const root = options.root === undefined ? [] : ['--root', options.root];
  // One process (tsx as a loader, not its CLI): SIGTERM reaches serve.ts, which stops nginx.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--port', `${port}`, ...root],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilServing(`${url}/m/`, child, 50_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    port,
    nginxConf: resolvePath('.serve', String(port), 'nginx.conf'),
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      // Its pid, logs and config (scripts/serve.ts): nothing of a port used once is kept.
      rmSync(`.serve/${port}`, { recursive: true, force: true });
    },
  };
}
