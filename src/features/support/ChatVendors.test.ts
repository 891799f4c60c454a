import { describe, expect, it, vi } from 'vitest';
import { ChatVendors } from './ChatVendors';
import type { ChatEntry } from './supportEntries';
import type { ChatVendor } from './vendors/ChatVendor';

const entry = (id: string): ChatEntry => ({
  id,
  key: id,
  kind: 'TX-CHAT',
  name: id,
  address: `https://cs.example.test/${id}`,
  position: 0,
});
const MEMBER = { customerName: 'member1', authKey: 'key-1' };

function recordingVendor() {
  return {
    kind: 'TX-CHAT' as const,
    mode: 'link' as const,
    open: vi.fn(() => Promise.resolve()),
    setIdentity: vi.fn(),
    clear: vi.fn(),
    setLanguage: vi.fn(),
    dispose: vi.fn(),
  } satisfies ChatVendor;
}

function setup(save = vi.fn(() => Promise.resolve(true))) {
  const built: ReturnType<typeof recordingVendor>[] = [];
  const create = vi.fn(() => {
    const vendor = recordingVendor();
    built.push(vendor);
    return Promise.resolve(vendor);
  });
  return { vendors: new ChatVendors({ create, save }), create, save, built };
}

describe('the chat adapters of the entries opened so far', () => {
  it('builds one per entry and tells a late one the member and language already known', async () => {
    const { vendors, create, built } = setup();
    vendors.setIdentity(MEMBER);
    vendors.setLanguage('TH');
    const first = await vendors.obtain(entry('a'));
    expect(await vendors.obtain(entry('a'))).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(built[0]?.setIdentity).toHaveBeenCalledWith(MEMBER);
    expect(built[0]?.setLanguage).toHaveBeenCalledWith('TH');
  });

  it('clears every one at sign-out, and forgets the member for the next', async () => {
    const { vendors, built } = setup();
    vendors.setIdentity(MEMBER);
    await vendors.obtain(entry('a'));
    vendors.clear();
    await vendors.obtain(entry('b'));
    expect(built[0]?.clear).toHaveBeenCalledTimes(1);
    expect(built[1]?.setIdentity).not.toHaveBeenCalled();
  });

  it('saves the member under a key once, and again after a failure or a new key', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(true);
    const { vendors } = setup(save);
    await vendors.saveIdentity(MEMBER);
    await vendors.saveIdentity(MEMBER);
    await vendors.saveIdentity(MEMBER);
    expect(save).toHaveBeenCalledTimes(2);
    await vendors.saveIdentity({ ...MEMBER, authKey: 'key-2' });
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('saves a member who signs in while a chat is open', async () => {
    const { vendors, save } = setup();
    vendors.setIdentity(MEMBER);
    expect(save).not.toHaveBeenCalled();
    await vendors.obtain(entry('a'));
    vendors.setIdentity({ ...MEMBER, authKey: 'key-2' });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('builds afresh after a failed download or a drop, and disposes what comes after the end', async () => {
    const { vendors, create, built } = setup();
    create.mockRejectedValueOnce(new Error('chunk failed'));
    await expect(vendors.obtain(entry('a'))).rejects.toThrow('chunk failed');
    await vendors.obtain(entry('a'));
    vendors.drop('a');
    expect(built[0]?.dispose).toHaveBeenCalled();
    await vendors.obtain(entry('a'));
    expect(create).toHaveBeenCalledTimes(3);
    const late = vendors.obtain(entry('b'));
    vendors.dispose();
    await expect(late).rejects.toThrow(/disposed/);
    expect(built.every((vendor) => vendor.dispose.mock.calls.length > 0)).toBe(true);
  });
});
