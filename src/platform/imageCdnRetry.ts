/**
 * The merchant's image CDNs (tenant `imageCdns`, spec 3's image CDN list): origins that serve the
 * same images. An image on one of them that fails to load is asked again at the same path on the
 * next origin of the list, wrapping around, each origin once per image; only when none is left
 * does the page's own error handling run (a component's stand-in image, LazyImage's fallback).
 *
 * One listener for every image: `error` does not bubble, but a capture listener on the document
 * sees it before the image's own listeners (React's onError), and stops it while it tries again.
 */

/** What one image has been through: the address this module gave it and the origins tried. */
interface Attempt {
  readonly tried: Set<string>;
  src: string;
}

/** The list as https origins, unique, in order; anything else is left out. */
export function cdnOrigins(list: readonly string[] | undefined): string[] {
  const out: string[] = [];
  for (const entry of list ?? []) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'https:' && !out.includes(url.origin)) out.push(url.origin);
    } catch {
      // Not an address: the schema keeps these out of tenant files; nothing to try.
    }
  }
  return out;
}

/**
 * The address to ask after `failed` failed: the same path and query on the next origin of
 * `origins` after the failed one that is not in `tried`, wrapping around. Null when `failed` is
 * on none of the origins or every other origin has been tried.
 */
export function nextCdnAddress(
  failed: string,
  origins: readonly string[],
  tried: ReadonlySet<string> = new Set(),
): string | null {
  let url: URL;
  try {
    url = new URL(failed);
  } catch {
    return null;
  }
  const at = origins.indexOf(url.origin);
  if (at < 0) return null;
  for (let step = 1; step < origins.length; step++) {
    const origin = origins[(at + step) % origins.length]!;
    if (!tried.has(origin)) return origin + url.pathname + url.search + url.hash;
  }
  return null;
}

/** A srcset with each candidate on `from` moved to `to`; other candidates kept as written. */
export function moveSrcset(srcset: string, from: string, to: string): string {
  return srcset
    .split(',')
    .map((candidate) =>
      candidate.replace(/^(\s*)(\S+)/, (all, space: string, address: string) =>
        address.startsWith(`${from}/`) ? space + to + address.slice(from.length) : all,
      ),
    )
    .join(',');
}

/**
 * Listens on `doc` for images that fail on one of `origins()` and asks the next origin; images
 * that had already failed there when it starts are asked again at once. Returns the stop.
 */
export function installImageCdnRetry(
  origins: () => readonly string[],
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): () => void {
  if (!doc) return () => {};
  const attempts = new WeakMap<HTMLImageElement, Attempt>();

  /** True when it asked another origin for `img`. */
  const retry = (img: HTMLImageElement): boolean => {
    const list = origins();
    const failed = img.currentSrc || img.src;
    let origin: string;
    try {
      origin = new URL(failed).origin;
    } catch {
      return false;
    }
    if (!list.includes(origin)) return false;
    let attempt = attempts.get(img);
    // The page gave the image another address since: a new image, all origins open again.
    if (!attempt || attempt.src !== img.src) attempt = { tried: new Set(), src: img.src };
    attempts.set(img, attempt);
    attempt.tried.add(origin);
    const next = nextCdnAddress(failed, list, attempt.tried);
    if (!next) return false;
    const to = new URL(next).origin;
    // The browser picks from srcset (the img's, or a <picture>'s sources) before src: move the
    // candidates on the failed origin too, so the next pick is on the next origin as well.
    const sources = img.parentElement?.tagName === 'PICTURE' ? img.parentElement.children : [];
    for (const el of [...sources, img]) {
      const srcset = el.getAttribute('srcset');
      if (srcset) el.setAttribute('srcset', moveSrcset(srcset, origin, to));
    }
    img.src = next;
    attempt.src = img.src;
    return true;
  };

  const onError = (event: Event) => {
    const target = event.target as Element | null;
    if (target?.tagName !== 'IMG') return;
    // Retrying: the image's own error handlers wait for the last origin's answer.
    if (retry(target as HTMLImageElement)) event.stopImmediatePropagation();
  };
  doc.addEventListener('error', onError, true);
  // Images that failed before this started (the first screen's, before the services).
  for (const img of Array.from(doc.images)) {
    if (img.complete && img.naturalWidth === 0 && (img.currentSrc || img.src)) retry(img);
  }
  return () => doc.removeEventListener('error', onError, true);
}
