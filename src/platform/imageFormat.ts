export type ImageFormat = 'avif' | 'webp';

const IOS_VERSION = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)[_.](\d+)/;

/** The iOS version in a user agent, or null when it is not iOS (iPadOS as a Mac counts as not). */
export function iosVersion(userAgent: string): { major: number; minor: number } | null {
  const match = IOS_VERSION.exec(userAgent);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]) };
}

/**
 * spec 5, image format: iOS below 14 gets none; iOS 16.4 or later avif if supported, else webp;
 * others avif if supported, else webp. (The two last branches agree today; they stay apart as
 * the spec names them.)
 */
export function imageFormatFor(userAgent: string, supportsAvif: boolean): ImageFormat | null {
  const ios = iosVersion(userAgent);
  if (ios && ios.major < 14) return null;
  if (ios && (ios.major > 16 || (ios.major === 16 && ios.minor >= 4)))
    return supportsAvif ? 'avif' : 'webp';
  return supportsAvif ? 'avif' : 'webp';
}

export interface ImageFormatSource {
  /** The format for image-aware calls now: webp until the AVIF probe has answered. */
  current(): ImageFormat | null;
  /** Settles once the probe has answered. */
  ready: Promise<void>;
}

/** Runs the AVIF probe once and keeps its answer for the page's lifetime. */
export function createImageFormatSource(
  userAgent: string,
  detectAvif: () => Promise<boolean>,
): ImageFormatSource {
  let supportsAvif = false;
  const ready = detectAvif().then(
    (yes) => void (supportsAvif = yes),
    () => undefined,
  );
  return { current: () => imageFormatFor(userAgent, supportsAvif), ready };
}
