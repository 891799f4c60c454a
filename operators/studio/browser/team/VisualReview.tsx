import { useEffect, useState } from 'react';
import { errorText, teamApi } from './teamApi';
import type { ChangedScreen, ScreensView } from './teamApi';

/** How often the page asks whether the comparison has finished. */
export const POLL_MS = 2000;
const IMAGE_WIDTH = 220;
/**
 * A phone screen's shape (390x844, the shots' viewport) until the picture is in: a lazy picture
 * needs a height to be known to be off screen, and a taller full-page shot takes its own.
 */
const PHONE_SHAPE = 'auto 390 / 844';

function percent(ratio: number): string {
  const value = ratio * 100;
  if (value === 0) return '0%';
  return value < 0.01 ? 'under 0.01%' : `${value < 1 ? value.toFixed(2) : value.toFixed(1)}%`;
}

function Shot({ src, label, diff }: { src: string; label: string; diff?: boolean }) {
  return (
    <figure style={{ margin: 0 }}>
      <figcaption className="muted">{label}</figcaption>
      <a href={src} target="_blank" rel="noreferrer">
        <img
          src={src}
          alt={label}
          width={IMAGE_WIDTH}
          // A recolour changes every screen: a hundred pictures fetched at once held the page's
          // own calls (Approve) behind them on the browser's six connections to this server.
          loading="lazy"
          decoding="async"
          style={{
            display: 'block',
            height: 'auto',
            aspectRatio: PHONE_SHAPE,
            border: `1px solid ${diff ? '#dc2626' : '#9ca3af'}`,
          }}
        />
      </a>
    </figure>
  );
}

function Screen({ screen }: { screen: ChangedScreen }) {
  const title = `${screen.screen} · ${screen.language} · ${screen.width} px`;
  return (
    <li style={{ margin: '12px 0', listStyle: 'none' }}>
      <h4 style={{ margin: '0 0 6px' }}>
        {title}{' '}
        <span className="muted">
          {screen.status === 'changed'
            ? `${percent(screen.ratio)} of pixels changed`
            : screen.status === 'new'
              ? 'new: only with this change'
              : 'gone with this change'}
        </span>
      </h4>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {screen.before && <Shot src={screen.before} label="Published now" />}
        {screen.after && <Shot src={screen.after} label="With this change" />}
        {screen.diff && <Shot src={screen.diff} label="Difference (red)" diff />}
      </div>
    </li>
  );
}

/**
 * Every screen of the merchant before and after the change (docs/qa.md): one click runs the
 * comparison on the server (a minute or more), then the screens that look different, by
 * language, each as published, with the change and the difference; the unchanged are counted.
 */
export function VisualReview({ id }: { id: string }) {
  const [view, setView] = useState<ScreensView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const running = view?.state === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => {
      teamApi.screens(id).then(setView, (error: unknown) => setProblem(errorText(error)));
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [id, running, view]);

  const start = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setView(await teamApi.compareScreens(id));
    } catch (error) {
      setProblem(`Not compared: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const screens = view?.screens ?? [];
  const languages = [...new Set(screens.map((s) => s.language))];
  const counts = view?.counts;
  return (
    <div className="visual-review">
      <p className="muted">
        The merchant&apos;s pages and dialogs as a visitor, a member and a VIP member, in each of
        its languages, photographed on the published file and on this change, compared pixel by
        pixel.
      </p>
      <p>
        <button type="button" disabled={busy || running} onClick={() => void start()}>
          {running
            ? 'Comparing every screen…'
            : view?.state === 'done'
              ? 'Compare again'
              : 'Compare every screen'}
        </button>
      </p>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      {running && (
        <p role="status">
          Photographing {view.languages?.length ?? 0} language(s) before and after: this takes a
          minute or more.
        </p>
      )}
      {view?.state === 'failed' && (
        <p className="problem" role="alert">
          The comparison failed: {view.error}
        </p>
      )}
      {view?.state === 'done' && counts && (
        <>
          <p role="status">
            {counts.changed === 0 && counts.new === 0 && counts.removed === 0
              ? `No screen looks different (${counts.same} compared).`
              : `${counts.changed} screen(s) look different, ${counts.same} unchanged` +
                (counts.new ? `, ${counts.new} new` : '') +
                (counts.removed ? `, ${counts.removed} gone` : '') +
                '.'}
            {view.ms !== undefined && ` Took ${Math.round(view.ms / 1000)} s.`}
          </p>
          {languages.map((language) => (
            <section key={language} aria-label={`Screens in ${language}`}>
              <h3>{language}</h3>
              <ul style={{ padding: 0 }}>
                {screens
                  .filter((s) => s.language === language)
                  .map((s) => (
                    <Screen key={s.file} screen={s} />
                  ))}
              </ul>
            </section>
          ))}
          {view.failures && view.failures.length > 0 && (
            <p className="muted">
              Not photographed: {view.failures.map((f) => `${f.side} ${f.unit}`).join('; ')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
