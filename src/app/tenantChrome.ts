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

/** Title, icons and colours of the merchant, applied before the first render. */
export function applyTenantChrome(tenant: TenantConfig, env: Environment): void {
  env.setThemeVariables(themeVariables(tenant.theme));
  env.setDocumentTitle(tenant.displayName);
  env.setLinkIcon('icon', tenant.template.favicon);
  env.setLinkIcon('apple-touch-icon', tenant.template.apple_touch_icon);
}
