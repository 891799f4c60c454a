import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export const PHONE_WIDTHS = [320, 390, 430] as const;
const PHONE_HEIGHT = 844;
const STAGE_MARGIN = 84;
export const SESSIONS = ['visitor', 'member1', 'agent1', 'vip1'] as const;
type Session = (typeof SESSIONS)[number];
type Route = 'home' | 'login';
/** The app's session key in session storage (src/features/auth/SessionStore.ts). */
const APP_SESSION_KEY = 'sessionInfo';

export interface PhonePreviewProps {
  /** The draft's code on the dev server: /m/tenants/<draftCode>.json serves the unsaved draft. */
  draftCode: string;
  /** Goes up each time the server holds a newer draft: the frame reloads (the studio does not). */
  revision: number;
  /** The draft has schema errors, so the frame still shows the last draft the app accepted. */
  behind: boolean;
  languages: readonly string[];
  /** The language shown, one of `languages`: the studio's, which the Texts tab picks too. */
  language: string;
  onLanguage: (language: string) => void;
}

/** The address the frame opens: the app on the draft, as README's ?tenant= and token say. */
export function previewUrl(
  draftCode: string,
  route: Route,
  language: string,
  session: Session,
  revision: number,
): string {
  const query = new URLSearchParams({ tenant: draftCode, lang: language });
  if (session !== 'visitor') query.set('token', `demo-token.${draftCode}.${session}`);
  query.set('studioRevision', String(revision));
  return `/m/${route}?${query.toString()}`;
}

/** The app in a phone-sized frame beside the form, on the draft being edited. */
export function PhonePreview({
  draftCode,
  revision,
  behind,
  languages,
  language,
  onLanguage,
}: PhonePreviewProps) {
  const [route, setRoute] = useState<Route>('home');
  const [width, setWidth] = useState<number>(390);
  const [session, setSession] = useState<Session>('visitor');
  const [scale, setScale] = useState(1);
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    // The phone keeps its real size inside the frame (390x844 CSS pixels) and is drawn smaller
    // when the studio window is short.
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { height, width: room } = entry.contentRect;
      // Room for the phone's bezel and the size line under it.
      setScale(Math.min(1, (height - STAGE_MARGIN) / PHONE_HEIGHT, (room - 20) / width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  const src = previewUrl(draftCode, route, language, session, revision);
  useLayoutEffect(() => {
    // A visitor has no session: the frame shares this tab's session storage, so drop the app's
    // before the frame's app starts (it reads the session only after its tenant file arrives).
    if (session === 'visitor') sessionStorage.removeItem(APP_SESSION_KEY);
  }, [session, src]);

  return (
    <section className="preview" aria-label="Phone preview">
      <div className="preview-controls">
        <div className="segmented" role="group" aria-label="Page">
          {(['home', 'login'] as const).map((r) => (
            <button key={r} type="button" aria-pressed={route === r} onClick={() => setRoute(r)}>
              /m/{r}
            </button>
          ))}
        </div>
        <div className="segmented" role="group" aria-label="Phone width">
          {PHONE_WIDTHS.map((w) => (
            <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
              {w}
            </button>
          ))}
        </div>
        <label htmlFor="preview-language">Language</label>
        <select id="preview-language" value={language} onChange={(e) => onLanguage(e.target.value)}>
          {languages.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
        <label htmlFor="preview-session">Session</label>
        <select
          id="preview-session"
          value={session}
          onChange={(e) => setSession(e.target.value as Session)}
        >
          {SESSIONS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </div>
      <div className="phone-stage" ref={stage}>
        <div
          className="phone"
          style={{
            width: width * scale,
            height: PHONE_HEIGHT * scale,
          }}
        >
          <iframe
            title="Phone preview"
            src={src}
            width={width}
            height={PHONE_HEIGHT}
            style={{ transform: `scale(${scale})` }}
          />
        </div>
        {behind && (
          <p className="preview-behind" role="note">
            Showing the last draft without schema errors
          </p>
        )}
        <p className="phone-size">
          {width}×{PHONE_HEIGHT}
          {scale < 1 ? ` shown at ${Math.round(scale * 100)}%` : ''}
        </p>
      </div>
    </section>
  );
}
