import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { withTimeout } from './benchTimeout.ts';

/**
 * Debian's Chromium driven over its DevTools pipe (`--remote-debugging-pipe`: the browser reads
 * commands on fd 3 and writes answers and events on fd 4, each a JSON text ended by a NUL), with
 * nothing between us and the browser. Why not Playwright: it enables the Network domain on every
 * page it drives, and the renderer's DevTools agent then keeps a record of every request
 * (blink::NetworkResourcesData) in the very heap a soak measures; Playwright has no option to keep
 * it off. Why a pipe and not a port and a WebSocket: no port to pick or expose, and no WebSocket
 * client to depend on (Node 20 has none of its own). Only the domains a caller sends to are used;
 * this client enables none by itself.
 */

const LAUNCH_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_MS = 10_000;

type Handler = (params: object) => void;

/** One target's commands and events (the browser's own when sessionId is undefined). */
export interface CdpTarget {
  send<T = Record<string, unknown>>(method: string, params?: object): Promise<T>;
  on(event: string, handler: Handler): void;
  off(event: string, handler: Handler): void;
}

/** The whole messages in `buffered + chunk`, and the unfinished rest to keep for the next chunk. */
export function splitFrames(buffered: string, chunk: string): { frames: string[]; rest: string } {
  const parts = (buffered + chunk).split('\0');
  const rest = parts.pop() ?? '';
  return { frames: parts.filter((part) => part.length > 0), rest };
}

interface Pending {
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
  method: string;
}

export class CdpBrowser {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly handlers = new Map<string, Set<Handler>>();
  private closed = false;

  private constructor(
    private readonly child: ChildProcess,
    private readonly input: Writable,
    output: Readable,
    private readonly profile: string,
  ) {
    let buffered = '';
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => {
      const { frames, rest } = splitFrames(buffered, chunk);
      buffered = rest;
      for (const frame of frames) this.dispatch(frame);
    });
    child.once('exit', () => {
      this.closed = true;
      for (const { reject, method } of this.pending.values()) {
        reject(new Error(`${method}: Chromium exited`));
      }
      this.pending.clear();
    });
  }

  /** Chromium with the project's flags and a profile of its own, removed on close. */
  static async launch(extraArgs: readonly string[] = []): Promise<CdpBrowser> {
    const profile = await mkdtemp(join(tmpdir(), 'bench-cdp-'));
    const child = spawn(
      CHROMIUM_PATH,
      [
        ...CHROMIUM_FLAGS,
        ...extraArgs,
        '--remote-debugging-pipe',
        `--user-data-dir=${profile}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    const input = child.stdio[3] as Writable | null;
    const output = child.stdio[4] as Readable | null;
    if (!input || !output) throw new Error('Chromium: no DevTools pipe');
    const browser = new CdpBrowser(child, input, output, profile);
    await withTimeout(
      browser.send('Browser.getVersion'),
      LAUNCH_TIMEOUT_MS,
      'starting Chromium',
      () => undefined,
    ).catch(async (error: unknown) => {
      await browser.close();
      throw error;
    });
    return browser;
  }

  private dispatch(frame: string): void {
    const message = JSON.parse(frame) as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
      result?: Record<string, unknown>;
      error?: { message: string };
      sessionId?: string;
    };
    if (message.id !== undefined) {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result ?? {});
      return;
    }
    if (message.method) {
      const key = `${message.sessionId ?? ''} ${message.method}`;
      for (const handler of this.handlers.get(key) ?? []) handler(message.params ?? {});
    }
  }

  /** A command to the browser (no sessionId) or to an attached target. */
  send<T = Record<string, unknown>>(
    method: string,
    params: object = {},
    sessionId?: string,
  ): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`${method}: Chromium is closed`));
    const id = this.nextId++;
    const message = JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) });
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject, method });
      this.input.write(`${message}\0`);
    });
  }

  on(event: string, handler: Handler, sessionId?: string): void {
    const key = `${sessionId ?? ''} ${event}`;
    const set = this.handlers.get(key) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(key, set);
  }

  off(event: string, handler: Handler, sessionId?: string): void {
    this.handlers.get(`${sessionId ?? ''} ${event}`)?.delete(handler);
  }

  /** The browser's first page, attached in flat mode: its commands go by its sessionId. */
  async firstPage(): Promise<CdpTarget> {
    const { targetInfos } = await this.send<{ targetInfos: { targetId: string; type: string }[] }>(
      'Target.getTargets',
    );
    let targetId = targetInfos.find((info) => info.type === 'page')?.targetId;
    if (targetId === undefined) {
      ({ targetId } = await this.send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
      }));
    }
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    return {
      send: (method, params) => this.send(method, params, sessionId),
      on: (event, handler) => this.on(event, handler, sessionId),
      off: (event, handler) => this.off(event, handler, sessionId),
    };
  }

  /** Browser.close, then the process by its own id if it lingers; the profile removed. */
  async close(): Promise<void> {
    if (!this.closed && this.child.exitCode === null) {
      const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
      this.send('Browser.close').catch(() => undefined);
      await withTimeout(exited, CLOSE_TIMEOUT_MS, 'closing Chromium', () => undefined).catch(() => {
        this.child.kill('SIGKILL');
      });
    }
    await rm(this.profile, { recursive: true, force: true });
  }
}
