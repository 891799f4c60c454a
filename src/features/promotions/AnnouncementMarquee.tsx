import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Announcement } from '../../api/calls/promotions';
import { prefersReducedMotion } from '../../platform/motion';
import { watchLaidOut } from '../../platform/laidOut';
import { watchOnScreen } from '../../platform/onScreen';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { promotionMessages } from './messages';

export interface AnnouncementMarqueeProps {
  announcements: readonly Announcement[];
  /** spec 9: 60 px/s by default. */
  speedPxPerSecond: number;
}

/**
 * Announcements on the track at a time. A big merchant's 200 are not laid out at once: the
 * moving marquee runs them a page at a time, the next page when the last has gone by; with
 * reduced motion (a strip the member scrolls) the next page comes as its end nears.
 */
export const MARQUEE_PAGE = 10;

/**
 * spec 2 and 9: the announcements scroll across at a steady speed (px/s, whatever their length);
 * a tap opens the one tapped. With reduced motion they do not move.
 */
export function AnnouncementMarquee({ announcements, speedPxPerSecond }: AnnouncementMarqueeProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLSpanElement>(null);
  // The box's and the track's widths once laid out; null until then (or with nothing to run).
  const [run, setRun] = useState<{ from: number; width: number } | null>(null);
  // From the right edge until the last word has left: (box + text) at the given speed.
  const seconds = run ? (run.from + run.width) / speedPxPerSecond : 0;
  const [open, setOpen] = useState<Announcement | null>(null);
  const [still] = useState(prefersReducedMotion);
  // Moving: the page on the track. Still: how many pages are on the strip.
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(announcements.length / MARQUEE_PAGE));
  const current = page % pages;
  const shown = still
    ? announcements.slice(0, (page + 1) * MARQUEE_PAGE)
    : announcements.slice(current * MARQUEE_PAGE, (current + 1) * MARQUEE_PAGE);
  const more = still && shown.length < announcements.length;

  // The run is measured once the browser has laid the track out, and again when its size or the
  // box's changes (a turned phone, a late font). Not in the commit that puts the track in:
  // reading a size there lays out the whole home in that task and renders the marquee a second
  // time in it, the longest task of a member's first second on a cheap phone. Until measured the
  // track is not shown (promotions.css); its run starts past the box's edge, out of sight anyway.
  useEffect(() => {
    const boxNode = box.current;
    const trackNode = track.current;
    if (!boxNode || !trackNode) return;
    return watchLaidOut([boxNode, trackNode], () => {
      const width = trackNode.scrollWidth;
      const from = boxNode.clientWidth;
      setRun((previous) => {
        if (width <= 0) return null;
        if (previous?.from === from && previous.width === width) return previous;
        return { from, width };
      });
    });
    // The still strip's width grows page by page; the moving track's page is a new element.
  }, [announcements, current, still]);

  // Off the screen (the member scrolled down to the games), the moving track stops where it is:
  // the browser would go on producing its frames, which costs a cheap phone's taps and battery.
  const [inView, setInView] = useState(true);
  const hasAnnouncements = announcements.length > 0;
  useEffect(() => {
    const node = box.current;
    if (still || !node) return;
    return watchOnScreen(node, setInView);
  }, [still, hasAnnouncements]);

  useEffect(() => {
    const node = end.current;
    if (!more || !node) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setPage((n) => n + 1);
      },
      { root: box.current, rootMargin: '0px 100%' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, page]);

  if (announcements.length === 0) return null;
  return (
    <section className="marquee" aria-label={intl.formatMessage(promotionMessages.announcements)}>
      <svg className="marquee-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M3 10v4h3l6 4V6L6 10H3zM16 8.5a4 4 0 010 7M18.5 6a7.5 7.5 0 010 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div ref={box} className="marquee-box">
        <div
          ref={track}
          // A new page starts a new run from the right edge.
          key={still ? 'strip' : current}
          className={`marquee-track${run ? ' is-moving' : ''}${run && !inView ? ' is-paused' : ''}`}
          onAnimationIteration={
            !still && pages > 1 ? () => setPage((n) => (n + 1) % pages) : undefined
          }
          style={
            run
              ? ({
                  '--marquee-from': `${run.from}px`,
                  animationDuration: `${seconds}s`,
                } as React.CSSProperties)
              : undefined
          }
          data-seconds={run ? seconds.toFixed(2) : undefined}
        >
          {shown.map((item) => (
            <button
              key={item.id}
              type="button"
              className="marquee-item"
              onClick={() => setOpen(item)}
            >
              {item.title}: {item.content}
            </button>
          ))}
          {more && <span ref={end} className="marquee-more" aria-hidden="true" />}
        </div>
      </div>
      <Modal
        open={open !== null}
        title={open?.title}
        onDismiss={() => setOpen(null)}
        actions={
          <Button onClick={() => setOpen(null)}>
            <FormattedMessage {...promotionMessages.close} />
          </Button>
        }
      >
        <p className="marquee-content">{open?.content}</p>
      </Modal>
    </section>
  );
}
