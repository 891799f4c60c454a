/**
 * Debian's Chromium (never a downloaded browser, TOOLCHAIN.md) and the flags that keep it off
 * the network and repeatable: used by the e2e tests, the bench and the screenshots.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
