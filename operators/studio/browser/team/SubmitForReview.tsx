import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { JsonObject } from '../formSchema';
import { StudioCallError } from '../studioApi';
import type { TenantDraft } from '../useTenantDraft';
import { Dialog } from './Dialog';
import { hrefs } from './route';
import { suggestTitle } from './suggestTitle';
import { errorText, STATE_WORDS, teamApi } from './teamApi';
import type { ChangeSummary, Session } from './teamApi';

export interface SubmitForReviewProps {
  draft: TenantDraft;
  session: Session;
}

type Sent = { kind: 'idle' } | { kind: 'sent'; change: ChangeSummary; revised: boolean };

/**
 * The team studio's Save: the draft becomes a change request for a reviewer (its title prefilled
 * from the field summary). An operator's own open change request for the merchant is where the
 * editor starts, and saving again revises it.
 */
export function SubmitForReview({ draft, session }: SubmitForReviewProps) {
  const me = session.operator?.email ?? '';
  const [mine, setMine] = useState<ChangeSummary | null>(null);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<Sent>({ kind: 'idle' });
  const loadedFor = useRef<string | null>(null);
  const { code, edit } = draft;

  useEffect(() => {
    // Once per merchant: continue from this operator's change request when one is not published.
    if (code === null || loadedFor.current === code) return;
    loadedFor.current = code;
    setMine(null);
    setSent({ kind: 'idle' });
    let live = true;
    teamApi
      .changes(code)
      .then(async (changes) => {
        const open = changes.find(
          (c) => c.merchant === code && c.author.email === me && c.state !== 'published',
        );
        if (!open || !live) return;
        const detail = await teamApi.change(open.id);
        if (!live) return;
        setMine(open);
        edit(JSON.parse(detail.after) as JsonObject);
      })
      .catch(() => {
        // The editor still works from the published file; the list page shows the error.
      });
    return () => {
      live = false;
    };
  }, [code, edit, me]);

  const errors = draft.check?.errors.length ?? 0;
  const unchanged = draft.changedLines === 0;
  const why =
    code === null
      ? 'Pick a merchant first'
      : errors > 0
        ? `Fix ${errors} error${errors === 1 ? '' : 's'} first`
        : unchanged && !mine
          ? 'Nothing changed yet'
          : null;

  const status =
    sent.kind === 'sent' ? (
      <>
        {sent.revised ? 'Revised' : 'Submitted'}:{' '}
        <a href={hrefs.change(sent.change.id)}>{sent.change.title}</a> (
        {STATE_WORDS[sent.change.state].toLowerCase()}, waiting for a reviewer)
      </>
    ) : mine ? (
      <>
        Continuing your change request <a href={hrefs.change(mine.id)}>{mine.title}</a> (
        {STATE_WORDS[mine.state].toLowerCase()}); submitting again revises it
      </>
    ) : code === null ? (
      ''
    ) : unchanged ? (
      'No changes to the published file'
    ) : (
      `Draft: ${draft.changedLines} line${draft.changedLines === 1 ? '' : 's'} differ${draft.changedLines === 1 ? 's' : ''} from the published file`
    );

  return (
    <>
      <p className="save-state" role="status">
        {status}
      </p>
      {why && (
        <span id="submit-why" className="muted">
          {why}
        </span>
      )}
      <button
        type="button"
        className="primary"
        disabled={why !== null}
        aria-describedby={why ? 'submit-why' : undefined}
        onClick={() => setAsking(true)}
      >
        Submit for review
      </button>
      {asking && draft.code && draft.value && (
        <SubmitDialog
          code={draft.code}
          value={draft.value}
          original={draft.original}
          existing={mine}
          onClose={() => setAsking(false)}
          onSent={(change) => {
            setAsking(false);
            setSent({ kind: 'sent', change, revised: mine?.id === change.id });
            setMine(change);
          }}
        />
      )}
    </>
  );
}

/** The errors of a draft the server refused (its answer carries the checker's result). */
function refusedCount(error: unknown): number {
  if (!(error instanceof StudioCallError)) return 0;
  const check = error.body.check as { errors?: unknown } | undefined;
  return Array.isArray(check?.errors) ? check.errors.length : 0;
}

interface SubmitDialogProps {
  code: string;
  value: JsonObject;
  original: string;
  existing: ChangeSummary | null;
  onClose: () => void;
  onSent: (change: ChangeSummary) => void;
}

function SubmitDialog({ code, value, original, existing, onClose, onSent }: SubmitDialogProps) {
  const [title, setTitle] = useState(() => existing?.title ?? suggestTitle(original, value));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const result = await teamApi.submit(code, value, title.trim(), existing?.id);
      if (result.saved) return onSent(result.change);
      const count = result.check.errors.length;
      setProblem(`Not submitted: ${count} error${count === 1 ? '' : 's'} to fix first`);
      setBusy(false);
    } catch (error) {
      const count = refusedCount(error);
      setProblem(
        count > 0
          ? `Not submitted: ${count} error${count === 1 ? '' : 's'} to fix first`
          : `Not submitted: ${errorText(error)}`,
      );
      setBusy(false);
    }
  };

  return (
    <Dialog title={existing ? 'Revise your change request' : 'Submit for review'} onClose={onClose}>
      <form className="dialog-form" onSubmit={(e) => void submit(e)}>
        <p className="muted">
          A reviewer sees every field you changed and both phones, then publishes it or sends it
          back. Nothing is live until then.
        </p>
        <label>
          Title
          <input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            maxLength={200}
            aria-describedby="submit-title-help"
            data-autofocus
          />
        </label>
        <small id="submit-title-help">
          What the change is for; the reviewer and the history read it.
        </small>
        {problem && (
          <p className="problem" role="alert">
            {problem}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={busy || title.trim() === ''}>
            {existing ? 'Submit the revision' : 'Submit for review'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
