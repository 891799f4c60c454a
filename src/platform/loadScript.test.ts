import { afterEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '../testing/createFakeClock';
import { createScriptGlobalLoader, loadScript, SCRIPT_TIMEOUT_MS } from './loadScript';

const SRC = 'https://static.example.test/vendor.js';

function scripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>(`script[src="${SRC}"]`));
}

function fire(type: 'load' | 'error'): void {
  for (const script of scripts()) script.dispatchEvent(new Event(type));
}

afterEach(() => {
  for (const script of scripts()) script.remove();
  Reflect.deleteProperty(window, 'vendorInit');
});

describe('loadScript', () => {
  it('adds one async <script> and resolves when it loads', async () => {
    const clock = createFakeClock();
    const loaded = loadScript(SRC, { clock });
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.async).toBe(true);
    fire('load');
    await expect(loaded).resolves.toBeUndefined();
    expect(clock.pending()).toBe(0);
  });

  it('adds the script once: a second call waits on the same element', async () => {
    const clock = createFakeClock();
    const first = loadScript(SRC, { clock });
    const second = loadScript(SRC, { clock });
    expect(scripts()).toHaveLength(1);
    fire('load');
    await Promise.all([first, second]);
    await loadScript(SRC, { clock });
    expect(scripts()).toHaveLength(1);
  });

  it('rejects on a load error and removes the element, so a retry adds it again', async () => {
    const clock = createFakeClock();
    const failed = loadScript(SRC, { clock });
    fire('error');
    await expect(failed).rejects.toThrow(`script ${SRC} failed to load`);
    expect(scripts()).toHaveLength(0);
    const retry = loadScript(SRC, { clock });
    expect(scripts()).toHaveLength(1);
    fire('load');
    await expect(retry).resolves.toBeUndefined();
  });

  it('rejects after the timeout on the given clock', async () => {
    const clock = createFakeClock();
    let settled = false;
    const pending = loadScript(SRC, { clock, timeoutMs: 5000 }).finally(() => (settled = true));
    clock.advance(4999);
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    await expect(pending).rejects.toThrow('did not load within 5000 ms');
    expect(scripts()).toHaveLength(0);
  });

  it('waits 30 s by default', async () => {
    const clock = createFakeClock();
    const pending = loadScript(SRC, { clock });
    clock.advance(SCRIPT_TIMEOUT_MS);
    await expect(pending).rejects.toThrow(`did not load within ${SCRIPT_TIMEOUT_MS} ms`);
  });
});

describe('createScriptGlobalLoader', () => {
  it('hands back the global the script defined', async () => {
    const load = createScriptGlobalLoader({ clock: createFakeClock() });
    const init = () => 'ready';
    const pending = load<typeof init>(SRC, 'vendorInit');
    Reflect.set(window, 'vendorInit', init);
    fire('load');
    await expect(pending).resolves.toBe(init);
  });

  it('rejects when the script loaded but defined nothing', async () => {
    const load = createScriptGlobalLoader({ clock: createFakeClock() });
    const pending = load(SRC, 'vendorInit');
    fire('load');
    await expect(pending).rejects.toThrow(`script ${SRC} did not define vendorInit`);
  });
});
