import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Banner } from '../../api/calls/promotions';
import { prefersReducedMotion } from '../../platform/motion';
import { watchOnScreen } from '../../platform/onScreen';
import { promotionArgMessages, promotionMessages } from './messages';

export interface BannerCarouselProps {
  /** null while loading: the box keeps its size, so nothing moves when they come. */
  banners: readonly Banner[] | null;
  intervalSeconds: number;
  aspectRatio: string;
  dir: 'ltr' | 'rtl';
  onOpen: (banner: Banner) => void;
  /** Runs `fn` every `ms` until the returned stop is called (the root's clock). */
  every: (fn: () => void, ms: number) => () => void;
  /**
   * False until the first screen is on screen: only the first banner is shown, and the other
   * slides' images and the carousel library download after it (decision 0011). Default true.
   */
  enhance?: boolean;
}

/** Slides either side of the one shown whose image is in the page (a big merchant has 40). */
const NEAR_SLIDES = 1;
/** Dots shown at most: a window around the slide shown when there are more slides. */
const MAX_DOTS = 7;

/** Slides between two indexes of a looping carousel of `count`. */
function loopDistance(a: number, b: number, count: number): number {
  const d = Math.abs(a - b) % count;
  return Math.min(d, count - d);
}

/** The dots' window: MAX_DOTS indexes around `selected`, within 0..count-1. */
export function dotWindow(selected: number, count: number): number[] {
  const size = Math.min(count, MAX_DOTS);
  const start = Math.max(0, Math.min(selected - Math.floor(size / 2), count - size));
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * The home carousel. It works without its library (a native scroll-snap strip a finger can
 * swipe); the carousel library (embla, downloaded after the first paint) adds looping, the
 * timer and the dots. If it cannot be downloaded the strip stays.
 */
export function BannerCarousel({
  banners,
  intervalSeconds,
  aspectRatio,
  dir,
  onOpen,
  every,
  enhance = true,
}: BannerCarouselProps) {
  const intl = useIntl();
  const viewport = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(0);
  const [goTo, setGoTo] = useState<((index: number) => void) | null>(null);
  const count = banners?.length ?? 0;

  useEffect(() => {
    const node = viewport.current;
    if (count < 2 || !node || !enhance) return;
    let cancelled = false;
    let stop = () => {};
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        const embla = EmblaCarousel(node, { loop: true, direction: dir });
        // With reduced motion nothing turns by itself (the member swipes, or taps a dot, and the
        // banner is there at once). Otherwise the timer runs while the carousel is on the screen
        // and no finger is on it. Off the screen (the member scrolled down to the games) a turn
        // would be a second and a half of frames no one sees, every few seconds: on a cheap
        // phone, the taps down the page wait behind them.
        const still = prefersReducedMotion();
        let onScreen = true;
        let held = false;
        let pause: () => void = () => undefined;
        const sync = () => {
          pause();
          pause =
            onScreen && !held && !still
              ? every(() => embla.scrollNext(), intervalSeconds * 1000)
              : () => undefined;
        };
        sync();
        embla.on('pointerDown', () => {
          held = true;
          sync();
        });
        embla.on('pointerUp', () => {
          held = false;
          sync();
        });
        const unwatch = watchOnScreen(node, (now) => {
          if (now === onScreen) return;
          onScreen = now;
          sync();
        });
        embla.on('select', () => setSelected(embla.selectedScrollSnap()));
        setGoTo(() => (index: number) => embla.scrollTo(index, still));
        setEnhanced(true);
        stop = () => {
          unwatch();
          pause();
          embla.destroy();
        };
      })
      .catch(() => undefined); // the native strip stays
    return () => {
      cancelled = true;
      stop();
      setEnhanced(false);
      setGoTo(null);
    };
  }, [count, intervalSeconds, dir, every, enhance]);

  return (
    <section
      className="banners"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(promotionMessages.banners)}
    >
      <div
        ref={viewport}
        className={`banners-viewport${enhanced ? ' is-enhanced' : ''}`}
        style={{ aspectRatio }}
      >
        <div className="banners-track">
          {(banners ?? []).map((banner, index) => {
            // The first always; with the library, the slides next to the one shown (the rest
            // are empty boxes of the same size until they come near); without it, the first few
            // of the strip a finger swipes.
            const drawn =
              index === 0 ||
              (enhance &&
                (enhanced
                  ? loopDistance(index, selected, count) <= NEAR_SLIDES
                  : index <= NEAR_SLIDES + 1));
            return (
              <button
                key={banner.id}
                type="button"
                className="banner-slide"
                data-linkage={banner.linkageType}
                aria-label={drawn ? undefined : banner.title}
                onClick={() => onOpen(banner)}
              >
                {drawn && (
                  <img
                    src={banner.image}
                    alt={banner.title}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    // The first is the home's largest paint, loaded before the first render
                    // (decision 0011): painted in the first frame, not a frame after it.
                    decoding={index === 0 ? 'sync' : 'async'}
                  />
                )}
              </button>
            );
          })}
        </div>
      </div>
      {count >= 2 && (
        // The dots' row is there from the start, unseen until the library drives them: it
        // arrives after the first paint and must not push the page down (CLS).
        <div
          className="banners-dots"
          style={enhanced && goTo ? undefined : { visibility: 'hidden' }}
        >
          {dotWindow(selected, count).map((index) => (
            <button
              key={banners?.[index]?.id ?? index}
              type="button"
              className="banners-dot"
              aria-label={intl.formatMessage(promotionArgMessages.slide, { n: index + 1 })}
              aria-current={index === selected}
              onClick={() => goTo?.(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
