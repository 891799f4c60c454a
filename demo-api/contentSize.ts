/**
 * How much content a merchant has: the demo merchants as they are (1x), ten or thirty times as
 * much (10x, 30x: the bench's curve), or a real large merchant (large: 150 vendor cards, 40
 * banners, 200 announcements, 100 promotions, 60 customer-service entries). A browser names it
 * with the cookie `demoSize` (set from `?size=` on the app's own address by the dev and preview
 * servers, or by GET /__demo/size?size=), a client with the header `X-Demo-Size`; a request naming
 * none gets the demo API's default (1x; Storybook's toolbar changes it). Browser-safe.
 */

export const CONTENT_SIZES = ['1x', '10x', '30x', 'large'] as const;
export type ContentSize = (typeof CONTENT_SIZES)[number];

export const CONTENT_SIZE_COOKIE = 'demoSize';
export const CONTENT_SIZE_HEADER = 'X-Demo-Size';
export const CONTENT_SIZE_QUERY = 'size';

/** What a large merchant has (the figures QA and the bench were given). */
export interface ContentCounts {
  vendorCards: number;
  banners: number;
  announcements: number;
  promotions: number;
  customerService: number;
}

export const LARGE_MERCHANT: ContentCounts = {
  vendorCards: 150,
  banners: 40,
  announcements: 200,
  promotions: 100,
  customerService: 60,
};

/** How a size grows a list the merchant has `base` items of (at least one item stays one). */
export function sizedCount(size: ContentSize, kind: keyof ContentCounts, base: number): number {
  if (size === 'large') return Math.max(base, LARGE_MERCHANT[kind]);
  const times = size === '10x' ? 10 : size === '30x' ? 30 : 1;
  return base * times;
}

export function isContentSize(value: unknown): value is ContentSize {
  return CONTENT_SIZES.some((size) => size === value);
}

/** Reads a size a person typed: `large`, `10x`, `30x`, `1x` (any case); anything else: null. */
export function parseContentSize(value: string | null | undefined): ContentSize | null {
  const size = value?.trim().toLowerCase();
  return isContentSize(size) ? size : null;
}

function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** The size a request names (header first, then cookie), else `fallback`. */
export function contentSizeOf(request: Request, fallback: ContentSize): ContentSize {
  return (
    parseContentSize(request.headers.get(CONTENT_SIZE_HEADER)) ??
    parseContentSize(cookieValue(request.headers.get('cookie') ?? '', CONTENT_SIZE_COOKIE)) ??
    fallback
  );
}

/**
 * The Set-Cookie value that makes a browser ask for `size` from now on (1x: the cookie is
 * dropped). Session cookie, whole site: the page's calls, through nginx too.
 */
export function contentSizeCookie(size: ContentSize): string {
  return size === '1x'
    ? `${CONTENT_SIZE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${CONTENT_SIZE_COOKIE}=${size}; Path=/; SameSite=Lax`;
}
