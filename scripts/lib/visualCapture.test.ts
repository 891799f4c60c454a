import { describe, expect, it } from 'vitest';
import { longestFirst, Slots, steadyScript } from './visualCapture.ts';
import type { Unit } from './visualShots.ts';

const TENANT = {
  merchantCode: 'demo',
  downloads: { popupBanners: { resourceKeys: ['m_popup1'], waitSeconds: 20 } },
  push: { promptDelaySeconds: 8 },
};

/** Runs the script against a window whose fetch answers every URL with `body`. */
function pageWith(script: string, body: unknown) {
  const asked: string[] = [];
  const win = {
    fetch: async (input: string) => {
      asked.push(input);
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  };
  new Function('window', 'location', script)(win, { href: 'http://127.0.0.1:4000/m/home' });
  return { fetch: (url: string) => win.fetch(url), asked };
}

describe('steadyScript', () => {
  it("holds back the tenant file's popup banners and push opt-in", async () => {
    const page = pageWith(steadyScript(), TENANT);
    const response = await page.fetch('/m/tenants/demo.json');
    expect(response.headers.get('Content-Type')).toBe('application/json');
    const file = (await response.json()) as typeof TENANT;
    expect(file.downloads.popupBanners).toEqual({ resourceKeys: ['m_popup1'], waitSeconds: 600 });
    expect(file.push.promptDelaySeconds).toBe(600);
    expect(page.asked).toEqual(['/m/tenants/demo.json']);
  });

  it('brings the push opt-in forward when the push dialog is photographed', async () => {
    const page = pageWith(steadyScript('push'), TENANT);
    const file = (await (await page.fetch('/m/tenants/demo.json')).json()) as typeof TENANT;
    expect(file.push.promptDelaySeconds).toBe(1);
  });

  it("leaves every other answer as it is: a merchant's texts, the API", async () => {
    const page = pageWith(steadyScript(), TENANT);
    for (const url of [
      '/m/tenants/demo.texts.EN.json',
      '/wps/relay/x',
      '/m/tenants/hosts/a.json',
    ]) {
      const file = (await (await page.fetch(url)).json()) as typeof TENANT;
      expect(file.downloads.popupBanners.waitSeconds).toBe(20);
      expect(file.push.promptDelaySeconds).toBe(8);
    }
  });
});

describe('Slots', () => {
  it('lets at most its size work at once, and frees a slot when a work fails', async () => {
    const slots = new Slots(2);
    let now = 0;
    let most = 0;
    const work = (fail: boolean) =>
      slots.run(async () => {
        now += 1;
        most = Math.max(most, now);
        await new Promise((resolve) => setTimeout(resolve, 5));
        now -= 1;
        if (fail) throw new Error('no');
        return 'done';
      });
    const results = await Promise.allSettled([true, false, false, false, true, false].map(work));
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });

  it('grows: the waiting works start at once, and later ones get the new slots too', async () => {
    const slots = new Slots(1);
    let now = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const work = () =>
      slots.run(async () => {
        now += 1;
        most = Math.max(most, now);
        await new Promise<void>((resolve) => release.push(resolve));
        now -= 1;
      });
    const first = [work(), work(), work()];
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(now).toBe(1);
    slots.grow(3);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The two waiting started; one slot is left free for a later work.
    expect(now).toBe(3);
    const later = work();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(now).toBe(4);
    for (const done of release.splice(0)) done();
    await Promise.all([...first, later]);
    expect(most).toBe(4);
  });
});

describe('longestFirst', () => {
  it('puts the pages with the most screens first, the rest in their order', () => {
    const routes = (n: number): Unit => ({
      kind: 'routes',
      tenant: 'demo',
      language: 'EN',
      session: 'member1',
      paths: Array.from({ length: n }, (_, i) => `/m/p${i}`),
    });
    const dialog = (d: 'login' | 'push'): Unit => ({
      kind: 'dialog',
      tenant: 'demo',
      language: 'EN',
      dialog: d,
    });
    const tasks = [dialog('login'), routes(3), dialog('push'), routes(9)].map((unit) => ({ unit }));
    expect(
      longestFirst(tasks).map(({ unit }) =>
        unit.kind === 'routes' ? unit.paths.length : unit.dialog,
      ),
    ).toEqual([9, 3, 'login', 'push']);
  });
});
