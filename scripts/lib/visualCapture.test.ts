import { describe, expect, it } from 'vitest';
import { steadyScript } from './visualCapture.ts';

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
