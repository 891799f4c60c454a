import { useEffect, useLayoutEffect, useRef, useState } from 'react';

const PHONE_WIDTH = 390;
const PHONE_HEIGHT = 844;
/** The phone's bezel and the label above it. */
const BEZEL = 24;
/** The app's session key in session storage (src/api/sessionToken.ts). */
const APP_SESSION_KEY = 'sessionInfo';

type Page = 'home' | 'login';
type Visit = 'visitor' | 'member';

/** The app on a preview tenant, as the dev studio's frame opens it (README: ?tenant=, ?token=). */
export function frameUrl(previewCode: string, page: Page, visit: Visit): string {
  const query = new URLSearchParams({ tenant: previewCode });
  if (visit === 'member') query.set('token', `demo-token.${previewCode}.member1`);
  return `/m/${page}?${query.toString()}`;
}

export interface PhoneFramesProps {
  /** Side by side, left to right: what each phone shows (a preview tenant's code). */
  phones: { label: string; previewCode: string | null }[];
  /** What a phone with no preview code says instead, by its label. */
  missing?: Record<string, string>;
  /** The name of the group of phones, for screen readers. */
  label: string;
}

/**
 * Phones side by side at 390x844 CSS pixels, drawn smaller to fit the column (the app inside
 * keeps its real size), on /m/home or /m/login, as a visitor or as the demo member.
 */
export function PhoneFrames({ phones, label, missing }: PhoneFramesProps) {
  const [page, setPage] = useState<Page>('home');
  const [visit, setVisit] = useState<Visit>('visitor');
  const [scale, setScale] = useState(1);
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = stage.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const each = entry.contentRect.width / phones.length - BEZEL;
      // The whole phone in the window under the page's bar and the switchers.
      const tall = window.innerHeight - 190;
      setScale(Math.max(0.3, Math.min(1, each / PHONE_WIDTH, tall / PHONE_HEIGHT)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [phones.length]);

  const sources = phones.map((p) => (p.previewCode ? frameUrl(p.previewCode, page, visit) : null));
  const key = sources.join(' ');
  useLayoutEffect(() => {
    // A visitor has no session: the frames share this tab's session storage, so drop the app's
    // before they start (the app reads it only after its tenant file arrives).
    if (visit === 'visitor') sessionStorage.removeItem(APP_SESSION_KEY);
  }, [visit, key]);

  return (
    <section className="phone-frames" aria-label={label}>
      <div className="preview-controls">
        <div className="segmented" role="group" aria-label="Page">
          {(['home', 'login'] as const).map((p) => (
            <button key={p} type="button" aria-pressed={page === p} onClick={() => setPage(p)}>
              /m/{p}
            </button>
          ))}
        </div>
        <div className="segmented" role="group" aria-label="Session">
          {(['visitor', 'member'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={visit === v} onClick={() => setVisit(v)}>
              {v === 'visitor' ? 'Visitor' : 'Member'}
            </button>
          ))}
        </div>
        <span className="muted">
          {PHONE_WIDTH}×{PHONE_HEIGHT}
          {scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ''}
        </span>
      </div>
      <div className="phone-row" ref={stage}>
        {phones.map((phone, i) => (
          <figure key={phone.label} className="phone-cell">
            <figcaption>{phone.label}</figcaption>
            <div
              className="phone"
              style={{ width: PHONE_WIDTH * scale, height: PHONE_HEIGHT * scale }}
            >
              {sources[i] ? (
                <iframe
                  title={`Phone: ${phone.label}`}
                  src={sources[i]!}
                  width={PHONE_WIDTH}
                  height={PHONE_HEIGHT}
                  style={{ transform: `scale(${scale})` }}
                />
              ) : (
                <p className="phone-missing">{missing?.[phone.label] ?? 'No preview'}</p>
              )}
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
