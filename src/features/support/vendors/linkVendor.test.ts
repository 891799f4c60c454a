import { describe, expect, it } from 'vitest';
import { createLinkVendor, linkAddress } from './linkVendor';
import { recordingWindows, vendorDeps } from './testing/testVendorDeps';

const MEMBER = { customerName: 'member1', authKey: 'k3y-1234' };

describe('the chat page address', () => {
  it("adds a member's auth key as authKey, and nothing for a visitor", () => {
    expect(linkAddress('https://cs.example.test/tx/?queue=pay', MEMBER, 'EN')).toBe(
      'https://cs.example.test/tx/?queue=pay&authKey=k3y-1234',
    );
    expect(linkAddress('https://cs.example.test/tx/?queue=pay', null, 'EN')).toBe(
      'https://cs.example.test/tx/?queue=pay',
    );
  });

  it("fills the operator's placeholders, URL-encoded, instead", () => {
    const address = 'https://cs.example.test/c?k={authKey}&n={customerName}&l={language}';
    expect(linkAddress(address, { customerName: 'Ana Lí', authKey: 'a&b' }, 'PT-BR')).toBe(
      'https://cs.example.test/c?k=a%26b&n=Ana%20L%C3%AD&l=PT-BR',
    );
    expect(linkAddress(address, null, 'EN')).toBe('https://cs.example.test/c?k=&n=&l=EN');
  });

  it('adds no key to the platform chat, whose address is made for the member', () => {
    expect(
      linkAddress('https://m.example.test/cbs/chat?member=7', MEMBER, 'EN', { addAuthKey: false }),
    ).toBe('https://m.example.test/cbs/chat?member=7');
  });

  it('refuses anything but https', () => {
    expect(() => linkAddress('http://cs.example.test/', MEMBER, 'EN')).toThrow(/https/);
    expect(() => linkAddress('javascript:alert(1)', null, 'EN')).toThrow();
  });
});

describe('a link vendor (TX-CHAT)', () => {
  it('opens the chat page in a window cut off from the app before the page loads', async () => {
    const windows = recordingWindows();
    const vendor = createLinkVendor(
      vendorDeps('TX-CHAT', 'https://cs.example.test/tx/', { windows }),
      { addAuthKey: true },
    );
    vendor.setIdentity(MEMBER);
    await vendor.open();
    expect(windows.opened).toHaveLength(1);
    // window.open never sees the chat address: about:blank (ours to change), its opener cut,
    // then the chat, so the chat page never holds a reference to the app's tab.
    expect(windows.opened[0]).toMatchObject({ asked: 'about:blank', name: '_blank' });
    expect(windows.opened[0]?.sent).toEqual([
      { url: 'https://cs.example.test/tx/?authKey=k3y-1234', opener: null },
    ]);
    expect(windows.opened[0]?.popup.opener).toBeNull();
    expect(windows.assigned).toEqual([]);
  });

  it('brings the same window back on a second tap while it is open', async () => {
    const windows = recordingWindows();
    const vendor = createLinkVendor(
      vendorDeps('TX-CHAT', 'https://cs.example.test/tx/', { windows }),
      { addAuthKey: true },
    );
    await vendor.open();
    await vendor.open();
    expect(windows.opened).toHaveLength(1);
    expect(windows.opened[0]?.popup.focused).toBe(1);
    windows.opened[0]?.popup.close();
    await vendor.open();
    expect(windows.opened).toHaveLength(2);
    expect(windows.opened[1]?.url).toBe('https://cs.example.test/tx/');
  });

  it('opens the chat in this tab, never in a window that keeps its opener', async () => {
    const windows = recordingWindows();
    const open = windows.open;
    // A browser where the opener cannot be cut.
    windows.open = (url, name, features) => {
      const popup = open(url, name, features);
      if (popup) Object.defineProperty(popup, 'opener', { get: () => 'the app', set: () => {} });
      return popup;
    };
    const vendor = createLinkVendor(
      vendorDeps('AICAN', 'https://help.example.test/aican/', { windows }),
      { addAuthKey: true },
    );
    await vendor.open();
    expect(windows.opened[0]?.sent).toEqual([]);
    expect(windows.opened[0]?.popup.closed).toBe(true);
    expect(windows.assigned).toEqual(['https://help.example.test/aican/']);
  });

  it('opens it in this tab when the browser blocks the window', async () => {
    const windows = recordingWindows();
    windows.block = true;
    const vendor = createLinkVendor(
      vendorDeps('AICAN', 'https://help.example.test/aican/', { windows }),
      { addAuthKey: true },
    );
    await vendor.open();
    expect(windows.assigned).toEqual(['https://help.example.test/aican/']);
  });

  it('closes the window opened with the key at sign-out, and opens the next without it', async () => {
    const windows = recordingWindows();
    const vendor = createLinkVendor(
      vendorDeps('MIDUOKE', 'https://kf.example.test/Web/im.aspx?_=t&accountid=4', { windows }),
      { addAuthKey: true },
    );
    vendor.setIdentity(MEMBER);
    await vendor.open();
    vendor.clear();
    expect(windows.opened[0]?.popup.closed).toBe(true);
    await vendor.open();
    expect(windows.opened[1]?.url).toBe('https://kf.example.test/Web/im.aspx?_=t&accountid=4');
  });

  it('cannot open without a browser window', async () => {
    const vendor = createLinkVendor(vendorDeps('TX-CHAT', 'https://cs.example.test/'), {
      addAuthKey: true,
    });
    await expect(vendor.open()).rejects.toThrow(/window/);
  });
});
