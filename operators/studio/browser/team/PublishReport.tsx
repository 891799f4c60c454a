import { hrefs } from './route';
import type { ApproveResult, StepName } from './teamApi';

export const STEP_WORDS: Record<StepName, string> = {
  check: 'Check the file',
  commit: 'Record it in the history',
  files: "Write the merchant's files on the site",
  nginx: 'Web server configuration',
};

function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** What approving did: each publish step with ✓ or ✗ and its time; a failure's step and why. */
export function PublishReport({ result, merchant }: { result: ApproveResult; merchant: string }) {
  return (
    <div
      className={`publish-report ${result.published ? 'published' : 'refused'}`}
      role={result.published ? 'status' : 'alert'}
    >
      {result.published ? (
        <p>
          <strong>Published in {seconds(result.ms)}.</strong> Members see it on their next page
          load. <a href={hrefs.history(merchant)}>History of {merchant}</a>
        </p>
      ) : (
        <p>
          <strong>
            Not published
            {result.step ? `: the step “${STEP_WORDS[result.step]}” failed` : ''}.
          </strong>{' '}
          {result.error} Nothing of this change is live and it stays open.
        </p>
      )}
      {result.steps.length > 0 && (
        <ol className="steps" aria-label="Publish steps">
          {result.steps.map((s) => (
            <li key={s.step} className={s.ok ? 'ok' : 'failed'}>
              <span aria-hidden="true">{s.ok ? '✓' : '✗'}</span>{' '}
              <span className="visually-hidden">{s.ok ? 'done: ' : 'failed: '}</span>
              {STEP_WORDS[s.step] ?? s.step} <span className="muted">{seconds(s.ms)}</span>
              {s.error && <div className="step-error">{s.error}</div>}
            </li>
          ))}
        </ol>
      )}
      {!result.published && result.conflict && (
        <div className="conflict">
          <p>
            <strong>What to do:</strong> the published file and this change touch the same lines, so
            the studio will not pick one. Compare the two below, then send this change back (or, as
            its author, open the merchant in the editor, make the change again on top of the
            published version and submit). Nothing is lost: both stay in the history.
          </p>
          <div className="side-by-side">
            <figure>
              <figcaption>Published now</figcaption>
              <pre tabIndex={0}>{result.conflict.published}</pre>
            </figure>
            <figure>
              <figcaption>This change</figcaption>
              <pre tabIndex={0}>{result.conflict.draft}</pre>
            </figure>
          </div>
        </div>
      )}
    </div>
  );
}
