import './ui/base.css';
import './ui/fonts.css';
import { boot } from './app/boot';
import { isPreviewPage } from './config/tenantHost';
import { afterFirstScreenShown, whenIdleAfterPaint } from './platform/afterPaint';
import { createBrowserPlatform } from './platform/platform';
import { hideSplash } from './platform/splash';
import { takeAvifProbe, takeEarlyCalls, takeEarlyTenant } from './platform/startHints';

const container = document.getElementById('root');
if (container) {
  void boot({
    platform: createBrowserPlatform(window, { avif: takeAvifProbe(window) }),
    container,
    base: import.meta.env.BASE_URL,
    // A preview build, or a page the team studio's server marked as a preview.
    previewBuild: import.meta.env.VITE_PREVIEW_BUILD === 'true' || isPreviewPage(document),
    hideSplash: () => hideSplash(document),
    firstScreenShown: (fn) => afterFirstScreenShown(window, fn),
    afterPaint: (fn) => whenIdleAfterPaint(window, fn),
    earlyTenant: takeEarlyTenant(window),
    earlyCalls: takeEarlyCalls(window),
  });
}
