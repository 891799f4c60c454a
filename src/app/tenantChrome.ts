import type { TenantConfig } from '../config/tenant.gen';
import type { Environment } from '../platform/environment';

/** The tenant's theme as CSS custom properties (names match src/ui/base.css). */
export function themeVariables(theme: TenantConfig['theme']): Record<string, string> {
  const vars: Record<string, string> = {
    '--primary': theme.primary,
    '--on-primary': theme.onPrimary,
    '--background': theme.background,
    '--surface': theme.surface,
    '--text': theme.text,
  };
  if (theme.textMuted) vars['--text-muted'] = theme.textMuted;
  if (theme.accent) vars['--accent'] = theme.accent;
  if (theme.danger) vars['--danger'] = theme.danger;
  return vars;
}

/** spec 2: the merchant's installable-app manifest, served by the API (CSP manifest-src 'self'). */
export function manifestHref(merchantCode: string): string {
  return `/wps/system/manifest.json?${new URLSearchParams({ merchantCode })}`;
}

/**
 * Title, colours and splash image of the merchant, applied once the tenant is known, before the
 * first render.
 */
export function applyTenantChrome(tenant: TenantConfig, env: Environment): void {
  env.setThemeVariables(themeVariables(tenant.theme));
  env.setDocumentTitle(tenant.displayName);
  env.setThemeColor(tenant.manifest.theme_color);
  env.setSplashImage(tenant.template.splash);
}

/**
 * Icons and manifest of the merchant, linked once the first screen is up: nothing on screen
 * shows them, and their requests (the manifest and the icons it names) would compete with the
 * first screen's (decision 0007).
 */
export function linkTenantIcons(tenant: TenantConfig, env: Environment): void {
  env.setLinkIcon('icon', tenant.template.favicon);
  env.setLinkIcon('apple-touch-icon', tenant.template.apple_touch_icon);
  // template.pwa (default true): the site may be installed as a web app.
  if (tenant.template.pwa !== false) env.setManifestLink(manifestHref(tenant.merchantCode));
}
