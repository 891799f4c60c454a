import { useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Announcement } from '../../api/calls/promotions';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { promotionMessages } from './messages';

export interface AnnouncementMarqueeProps {
  announcements: readonly Announcement[];
  /** spec 9: 60 px/s by default. */
  speedPxPerSecond: number;
}

/**
 * spec 2 and 9: the announcements scroll across at a steady speed (px/s, whatever their length);
 * a tap opens the one tapped. With reduced motion they do not move.
 */
export function AnnouncementMarquee({ announcements, speedPxPerSecond }: AnnouncementMarqueeProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [timing, setTiming] = useState<{ from: number; seconds: number } | null>(null);
  const [open, setOpen] = useState<Announcement | null>(null);

  useLayoutEffect(() => {
    const width = track.current?.scrollWidth ?? 0;
    const from = box.current?.clientWidth ?? 0;
    // From the right edge until the last word has left: (box + text) at the given speed.
    setTiming(width > 0 ? { from, seconds: (from + width) / speedPxPerSecond } : null);
  }, [announcements, speedPxPerSecond]);

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
          className={`marquee-track${timing ? ' is-moving' : ''}`}
          style={
            timing
              ? ({
                  '--marquee-from': `${timing.from}px`,
                  animationDuration: `${timing.seconds}s`,
                } as React.CSSProperties)
              : undefined
          }
          data-seconds={timing?.seconds.toFixed(2)}
        >
          {announcements.map((item) => (
            <button
              key={item.id}
              type="button"
              className="marquee-item"
              onClick={() => setOpen(item)}
            >
              {item.title}: {item.content}
            </button>
          ))}
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
