import type { TenantConfig, TenantManifest } from '../src/config/tenant.gen.ts';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose?: 'any maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: TenantManifest['display'];
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  related_applications: NonNullable<TenantManifest['related_applications']>;
  prefer_related_applications: boolean;
}

const ICON_SIZES = ['192', '256', '384', '512'] as const;

/** The installable-app manifest of one merchant (GET /wps/system/manifest.json). */
export function buildWebManifest(tenant: TenantConfig): WebAppManifest {
  const { manifest } = tenant;
  return {
    id: `/m/?merchant=${encodeURIComponent(tenant.merchantCode)}`,
    name: manifest.name,
    short_name: manifest.short_name,
    start_url: '/m/home',
    scope: '/m/',
    display: manifest.display,
    theme_color: manifest.theme_color,
    background_color: manifest.background_color ?? tenant.theme.background,
    icons: ICON_SIZES.map((size) => ({
      src: manifest.icons[size],
      sizes: `${size}x${size}`,
      type: 'image/png',
      // The largest icon doubles as the maskable one (Android adaptive icons).
      ...(size === '512' ? { purpose: 'any maskable' as const } : {}),
    })),
    related_applications: manifest.related_applications ?? [],
    prefer_related_applications: manifest.prefer_related_applications ?? false,
  };
}
