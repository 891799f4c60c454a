import { describe, expect, it } from 'vitest';
import { SCRIPT_TIMEOUT_MS } from '../../../platform/loadScript';
import { createMemoryGlobals } from '../../../platform/pageGlobals';
import type { MemoryGlobals } from '../../../platform/pageGlobals';
import { createFakeClock } from '../../../testing/createFakeClock';
import type { Comm100Api } from './comm100';
import {
  COMM100_SCRIPT,
  COMM100_STANDBY_AFTER_MS,
  COMM100_STANDBY_SCRIPT,
  comm100Ids,
  createComm100,
} from './comm100';
import { recordingWindows, vendorDeps } from './testing/testVendorDeps';

/** Lets the adapter read its address and start (a few promise turns). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const ADDRESS = 'https://vip.example.test/comm100/chat?siteId=1000123&plan=gold-plan';
const MEMBER = { customerName: 'vip1', authKey: 'k3y-9876' };

/** livechat.ashx as the adapter sees it: marks Comm100API loaded and calls onReady. */
function fakeLivechatAshx(globals: MemoryGlobals, answers: (src: string) => boolean) {
  const loads: string[] = [];
  const calls: unknown[][] = [];
  return {
    loads,
    calls,
    loadScript(src: string) {
      loads.push(src);
      if (answers(src)) {
        const api = globals.get('Comm100API') as Comm100Api;
        api.loaded = true;
        api.set = (...args) => void calls.push(['set', ...args]);
        api.do = (...args) => void calls.push(['do', ...args]);
        api.onReady?.();
      }
      return Promise.resolve();
    },
  };
}

function setup(options: { address?: string; answers?: (src: string) => boolean } = {}) {
  const globals = createMemoryGlobals();
  const clock = createFakeClock();
  const script = fakeLivechatAshx(globals, options.answers ?? (() => true));
  const windows = recordingWindows();
  const vendor = createComm100(
    vendorDeps('COMM100VIP', options.address ?? ADDRESS, {
      globals,
      clock,
      loadScript: script.loadScript,
      windows,
    }),
  );
  return { globals, clock, script, windows, vendor };
}

describe('Comm100 ids in the decoded address', () => {
  it('reads siteId and plan', () => {
    expect(comm100Ids(ADDRESS)).toEqual({ siteId: 1000123, plan: 'gold-plan' });
  });

  it('has none without both', () => {
    expect(comm100Ids('https://vip.example.test/comm100/chat?plan=gold')).toBeNull();
    expect(comm100Ids('https://vip.example.test/comm100/chat?siteId=12')).toBeNull();
  });
});

describe('the Comm100 adapter', () => {
  it("puts the snippet's chat button and site on Comm100API and opens the plan's chat", async () => {
    const { globals, script, vendor } = setup();
    vendor.setIdentity(MEMBER);
    await vendor.open();
    expect(globals.get('Comm100API')).toMatchObject({
      site_id: 1000123,
      main_code_plan: 'gold-plan',
      chat_buttons: [{ code_plan: 'gold-plan', div_id: 'comm100-button-gold-plan' }],
    });
    expect(script.loads).toEqual([`${COMM100_SCRIPT}1000123`]);
    expect(script.calls).toEqual([
      [
        'set',
        'livechat.customVariables',
        [
          { name: 'customerName', value: 'vip1' },
          { name: 'authKey', value: 'k3y-9876' },
        ],
      ],
      ['do', 'livechat.button.click', 'gold-plan'],
    ]);
  });

  it('tries the standby host when the main one has not loaded after 5 s', async () => {
    const { clock, script, vendor } = setup({
      answers: (src) => src.startsWith(COMM100_STANDBY_SCRIPT),
    });
    const opened = vendor.open();
    await settle();
    clock.advance(COMM100_STANDBY_AFTER_MS - 1);
    expect(script.loads).toEqual([`${COMM100_SCRIPT}1000123`]);
    clock.advance(1);
    await opened;
    expect(script.loads).toEqual([`${COMM100_SCRIPT}1000123`, `${COMM100_STANDBY_SCRIPT}1000123`]);
    expect(script.calls.at(-1)).toEqual(['do', 'livechat.button.click', 'gold-plan']);
  });

  it('gives up when neither host gets ready, and tries again on the next open', async () => {
    const { clock, script, vendor } = setup({ answers: () => false });
    const opened = vendor.open();
    await settle();
    clock.advance(SCRIPT_TIMEOUT_MS);
    await expect(opened).rejects.toThrow(/did not become ready/);
    expect(script.loads).toEqual([`${COMM100_SCRIPT}1000123`, `${COMM100_STANDBY_SCRIPT}1000123`]);
    void vendor.open().catch(() => undefined);
    await settle();
    expect(script.loads).toHaveLength(3);
  });

  it('empties the member variables at sign-out (Comm100 has no logout)', async () => {
    const { script, vendor } = setup();
    vendor.setIdentity(MEMBER);
    await vendor.open();
    vendor.clear();
    expect(script.calls.at(-1)).toEqual([
      'set',
      'livechat.customVariables',
      [
        { name: 'customerName', value: '' },
        { name: 'authKey', value: '' },
      ],
    ]);
  });

  it('opens an address without a site id as the chat page', async () => {
    const { script, windows, vendor } = setup({
      address: 'https://support.example.test/comm100/chat?plan=general',
    });
    await vendor.open();
    expect(script.loads).toEqual([]);
    expect(windows.opened[0]?.url).toBe('https://support.example.test/comm100/chat?plan=general');
  });
});
