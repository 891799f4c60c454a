// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoApiServer } from '../../demo-api/nodeServer.ts';
import { startControlServer } from './controlServer.ts';
import type { ControlServer } from './controlServer.ts';

/** A demo API that only counts being stopped and started. */
function fakeDemo(): DemoApiServer & { pauses: number } {
  const demo = {
    pauses: 0,
    listening: true,
    pause: () => {
      demo.pauses += 1;
      demo.listening = false;
      return Promise.resolve();
    },
    resume: () => {
      demo.listening = true;
      return Promise.resolve();
    },
  };
  // The control server reads no other member of the demo API.
  return demo as unknown as DemoApiServer & { pauses: number };
}

describe("npm run serve's control (/__serve/upstream)", () => {
  let control: ControlServer | undefined;
  afterEach(async () => {
    await control?.close();
  });

  it("refuses another site's page stopping the platform, and lets QA's tools do it", async () => {
    const demo = fakeDemo();
    control = await startControlServer(demo);
    const url = `http://127.0.0.1:${control.port}/__serve/upstream`;
    const forged = await fetch(url, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: '{"up":false}',
    });
    expect(forged.status).toBe(403);
    expect(demo.pauses).toBe(0);
    expect(await (await fetch(url)).json()).toEqual({ up: true });

    const tool = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"up":false}',
    });
    expect(await tool.json()).toEqual({ up: false });
    expect(demo.pauses).toBe(1);
  });
});
