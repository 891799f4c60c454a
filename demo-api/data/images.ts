import type { Context } from 'hono';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';

/** Formats an image-aware call may ask for (spec 5 image-format rule). */
export type ImageExt = 'webp' | 'avif';

/** Where the demo serves generated images; the platform's image CDN in production. */
export const DEMO_IMAGES_PATH = '/__demo/images';

/**
 * The ext an image-aware call carries: the `ext` query (what the client adds), else an `ext`
 * field in the body. Anything but webp or avif means the original format.
 */
export function requestExt(
  c: Context,
  body: Readonly<Record<string, unknown>> = {},
): ImageExt | null {
  const asked = c.req.query('ext') ?? body.ext;
  return asked === 'webp' || asked === 'avif' ? asked : null;
}

/**
 * A generated image of one merchant, e.g. /__demo/images/demo/slots-spin-forge.webp. The
 * extension echoes the requested format; the demo always answers an SVG drawing.
 */
export function demoImageUrl(tenant: TenantConfig, slug: string, ext: ImageExt | null): string {
  return `${DEMO_IMAGES_PATH}/${encodeURIComponent(tenant.merchantCode)}/${slug}.${ext ?? 'svg'}`;
}

/**
 * One of the merchant's banner pictures in public/brand/<code>/ (banner-1..3.webp), rasters as a
 * merchant uploads them: drawn from the banner-N.svg beside them by scripts/brand-pictures.ts.
 */
export function brandBanner(tenant: TenantConfig, index: number): string {
  return `/m/brand/${encodeURIComponent(tenant.merchantCode)}/banner-${(index % 3) + 1}.webp`;
}

/** Turns a display name into the slug used in image paths. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The drawing behind every demo image: the slug as a label on the merchant's colours. */
export function demoImageSvg(tenant: TenantConfig, slug: string): string {
  const label = escapeXml(slug.replace(/-/g, ' ').toUpperCase().slice(0, 28));
  const { primary, onPrimary } = tenant.theme;
  const accent = tenant.theme.accent ?? onPrimary;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">',
    `<rect width="320" height="200" rx="16" fill="${escapeXml(primary)}"/>`,
    `<circle cx="270" cy="40" r="60" fill="${escapeXml(accent)}" opacity="0.35"/>`,
    `<text x="24" y="170" font-family="sans-serif" font-size="20" font-weight="700" fill="${escapeXml(onPrimary)}">${label}</text>`,
    '</svg>',
  ].join('');
}
