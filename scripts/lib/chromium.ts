/**
 * Debian's Chromium (never a downloaded browser, TOOLCHAIN.md) and the flags that keep it off
 * the network and repeatable: used by the e2e tests, the bench and the screenshots.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same Chromium's Blink without the browser's window
 * (no tab strip, no address bar), the headless Chromium Playwright itself runs by default. The
 * e2e suite's pages run in it where it is installed: a fifth less CPU than the full browser on
 * two cores (docs/testing.md). It answers `Notification.permission` with "denied" and never asks,
 * so the tests of the push prompt keep the full browser (NOTIFICATIONS_TAG).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The tag of an e2e test of the push prompt. Where the headless shell runs the suite, these tests
 * run in the full Chromium, project `phone-notifications` (playwright.config.ts).
 */
export const NOTIFICATIONS_TAG = '@notifications';

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

/**
 * The features Playwright turns off in Chromium (its chromiumSwitches, 1.65), mirrored: Chromium
 * keeps only the last `--disable-features` of a command line, so one of ours must carry Playwright's
 * too. tests/e2e/chromium-flags.spec.ts fails when Playwright's list gains a name this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Full headless Chromium gives every window the address bar's popup, two pages of its own
 * (chrome://omnibox-popup.top-chrome) loaded at once and never shown: two renderers more per
 * test page, about an eighth of the e2e suite's CPU on two cores (docs/testing.md).
 */
const UNSHOWN_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** CHROMIUM_FLAGS for a browser Playwright launches (the e2e tests, the screenshots). */
export const PLAYWRIGHT_CHROMIUM_FLAGS: readonly string[] = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_FEATURES].join(',')}`,
];
