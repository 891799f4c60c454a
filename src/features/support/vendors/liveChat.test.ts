import { describe, expect, it } from 'vitest';
import { createMemoryGlobals } from '../../../platform/pageGlobals';
import type { MemoryGlobals } from '../../../platform/pageGlobals';
import type { LiveChatWidgetApi } from './liveChat';
import { createLiveChat, LIVECHAT_SCRIPT, liveChatIds } from './liveChat';
import { recordingWindows, vendorDeps } from './testing/testVendorDeps';

const ADDRESS = 'https://chat.example.test/livechat/?license=12345678&group=2';
const MEMBER = { customerName: 'member1', authKey: 'k3y-1234' };

/** tracking.js as far as the adapter sees it: drains the stub's queue, then takes calls. */
function fakeTrackingJs(globals: MemoryGlobals) {
  const calls: unknown[][] = [];
  const loads: string[] = [];
  let fail = false;
  return {
    calls,
    loads,
    failNext: () => (fail = true),
    methods: () => calls.filter((c) => c[0] === 'call').map((c) => c[1]),
    async loadScript(src: string) {
      loads.push(src);
      if (fail) {
        fail = false;
        throw new Error('blocked');
      }
      const widget = globals.get('LiveChatWidget') as LiveChatWidgetApi;
      widget._h = (kind, args) => void calls.push([kind, ...args]);
      widget.init = () => void calls.push(['init']);
      for (const [kind, args] of widget._q.splice(0)) calls.push([kind, ...args]);
    },
  };
}

function setup(address = ADDRESS) {
  const globals = createMemoryGlobals();
  const script = fakeTrackingJs(globals);
  const windows = recordingWindows();
  const vendor = createLiveChat(
    vendorDeps('LIVECHAT', address, { globals, loadScript: script.loadScript, windows }),
  );
  return { globals, script, windows, vendor };
}

describe('LiveChat ids in the decoded address', () => {
  it('reads license and group', () => {
    expect(liveChatIds(ADDRESS)).toEqual({ license: 12345678, group: 2 });
    expect(liveChatIds('https://c.test/?license=9')).toEqual({ license: 9, group: null });
  });

  it('has none without a numeric license', () => {
    expect(liveChatIds('https://chat.example.test/livechat/general')).toBeNull();
    expect(liveChatIds('https://c.test/?license=abc')).toBeNull();
  });
});

describe('the LiveChat adapter', () => {
  it('sets the license, loads tracking.js once and maximizes', async () => {
    const { globals, script, vendor } = setup();
    await vendor.open();
    await vendor.open();
    expect(globals.get('__lc')).toMatchObject({ license: 12345678, group: 2 });
    expect(script.loads).toEqual([LIVECHAT_SCRIPT]);
    expect(script.methods().filter((m) => m === 'maximize')).toHaveLength(2);
  });

  it('gives the member name and auth key before the chat shows', async () => {
    const { script, vendor } = setup();
    vendor.setIdentity(MEMBER);
    await vendor.open();
    const calls = script.calls.filter((c) => c[0] === 'call').map((c) => c.slice(1));
    expect(calls).toContainEqual(['set_customer_name', 'member1']);
    expect(calls).toContainEqual(['update_session_variables', { authKey: 'k3y-1234' }]);
    expect(calls.at(-1)).toEqual(['maximize']);
  });

  it('tells a member who signs in while it is open', async () => {
    const { script, vendor } = setup();
    await vendor.open();
    vendor.setIdentity(MEMBER);
    expect(script.methods().at(-2)).toBe('set_customer_name');
  });

  it('empties the session and destroys the widget at sign-out; the next open starts anew', async () => {
    const { script, vendor } = setup();
    vendor.setIdentity(MEMBER);
    await vendor.open();
    vendor.clear();
    const afterClear = script.calls.slice(-2);
    expect(afterClear).toEqual([
      ['call', 'set_session_variables', {}],
      ['call', 'destroy'],
    ]);
    const mark = script.calls.length;
    await vendor.open();
    // A fresh widget, without the member who left.
    expect(script.calls.slice(mark)).toEqual([
      ['init'],
      ['call', 'update_session_variables', { language: 'EN' }],
      ['call', 'maximize'],
    ]);
  });

  it('follows a language change with a session variable', async () => {
    const { script, vendor } = setup();
    await vendor.open();
    vendor.setLanguage?.('TH');
    expect(script.calls.at(-1)).toEqual(['call', 'update_session_variables', { language: 'TH' }]);
  });

  it('tries the script again after it failed to load', async () => {
    const { script, vendor } = setup();
    script.failNext();
    await expect(vendor.open()).rejects.toThrow('blocked');
    await vendor.open();
    expect(script.loads).toEqual([LIVECHAT_SCRIPT, LIVECHAT_SCRIPT]);
  });

  it('opens an address without a license as the chat page', async () => {
    const { script, windows, vendor } = setup('https://chat.example.test/livechat/general');
    vendor.setIdentity(MEMBER);
    await vendor.open();
    expect(script.loads).toEqual([]);
    expect(windows.opened[0]?.url).toBe(
      'https://chat.example.test/livechat/general?authKey=k3y-1234',
    );
  });
});
