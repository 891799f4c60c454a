import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
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
  /**
   * Where editing this merchant starts is known (the operator's open change request, or the
   * published file): the studio makes its fields editable (Studio.tsx, `team.submit`).
   */
  onReady: (code: string) => void;
}

type Sent = { kind: 'idle' } | { kind: 'sent'; change: ChangeSummary; revised: boolean };

/** What this operator has open for the merchant: where the editor starts. */
type Lookup =
  | { kind: 'checking' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; mine: ChangeSummary | null };

/** The operator's own change request for the merchant that is not published yet, with its file. */
async function openChangeOf(
  code: string,
  email: string,
): Promise<{ change: ChangeSummary; after: JsonObject } | null> {
  const changes = await teamApi.changes(code);
  const open = changes.find(
    (c) => c.merchant === code && c.author.email === email && c.state !== 'published',
  );
  if (!open) return null;
  const detail = await teamApi.change(open.id);
  return { change: open, after: JSON.parse(detail.after) as JsonObject };
}

/**
 * The team studio's Save: the draft becomes a change request for a reviewer (its title prefilled
 * from the field summary). An operator's own open change request for the merchant is where the
 * editor starts (its whole proposed file), and saving again revises it. Until that is known the
 * merchant's fields stay read-only (`onReady`), so nothing typed is replaced when it comes in; a
 * lookup that fails says so and offers Retry. Each file the editor opens (`draft.opened`, the same
 * merchant's again too) is looked up anew.
 */
export function SubmitForReview({ draft, session, onReady }: SubmitForReviewProps) {
  const me = session.operator?.email ?? '';
  const [lookup, setLookup] = useState<Lookup>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<Sent>({ kind: 'idle' });
  const { code, opened } = draft;
  const [shownFor, setShownFor] = useState(opened);
  if (opened !== shownFor) {
    // Another merchant (or its file opened again): nothing is known until its own lookup answers.
    setShownFor(opened);
    setLookup({ kind: 'checking' });
    setSent({ kind: 'idle' });
  }
  const status = useRef<HTMLParagraphElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  /** The file whose check the operator retried: keyboard focus follows that check. */
  const retriedFor = useRef<number | null>(null);

  const settle = useEffectEvent(
    (
      forOpened: number,
      forCode: string,
      found: { change: ChangeSummary; after: JsonObject } | null,
    ) => {
      // An answer for a file the form no longer holds changes nothing.
      if (forOpened !== draft.opened) return;
      // The whole proposed file: a revision keeps every other edit the change request holds.
      if (found) draft.edit(found.after);
      setLookup({ kind: 'done', mine: found?.change ?? null });
      onReady(forCode);
    },
  );
  const fail = useEffectEvent((forOpened: number, error: unknown) => {
    if (forOpened === draft.opened) setLookup({ kind: 'failed', message: errorText(error) });
  });

  useEffect(() => {
    if (code === null) return;
    let live = true;
    openChangeOf(code, me)
      .then((found) => {
        // A late answer for a merchant no longer shown (or an earlier attempt) changes nothing.
        if (live) settle(opened, code, found);
      })
      .catch((error: unknown) => {
        if (live) fail(opened, error);
      });
    return () => {
      live = false;
    };
  }, [code, opened, me, attempt]);

  // Retry goes away while the check runs: a keyboard's focus goes to the line that says what is
  // happening, and back to Retry if the check fails again. Focus the operator has moved elsewhere
  // stays where it is; when the form opens it stays on the line, which now says where editing
  // starts.
  useLayoutEffect(() => {
    if (retriedFor.current !== opened) return;
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (lookup.kind === 'checking' && lost) status.current?.focus();
    else if (lookup.kind === 'failed' && lost) retry.current?.focus();
    else if (lookup.kind === 'done') retriedFor.current = null;
  }, [lookup.kind, opened]);

  const mine = sent.kind === 'sent' ? sent.change : lookup.kind === 'done' ? lookup.mine : null;
  const errors = draft.check?.errors.length ?? 0;
  const unchanged = draft.changedLines === 0;
  const why =
    code === null
      ? 'Pick a merchant first'
      : errors > 0
        ? `Fix ${errors} error${errors === 1 ? '' : 's'} first`
        : lookup.kind === 'failed'
          ? 'Retry the check first'
          : lookup.kind === 'checking'
            ? 'Still checking for your open change request'
            : unchanged && !mine
              ? 'Nothing changed yet'
              : null;

  const said =
    sent.kind === 'sent' ? (
      <>
        {sent.revised ? 'Revised' : 'Submitted'}:{' '}
        <a href={hrefs.change(sent.change.id)}>{sent.change.title}</a> (
        {STATE_WORDS[sent.change.state].toLowerCase()}, waiting for a reviewer)
      </>
    ) : code === null ? (
      ''
    ) : lookup.kind === 'checking' ? (
      'Checking for your open change request…'
    ) : mine ? (
      <>
        Continuing your change request <a href={hrefs.change(mine.id)}>{mine.title}</a> (
        {STATE_WORDS[mine.state].toLowerCase()}); submitting again revises it
      </>
    ) : unchanged ? (
      'No changes to the published file'
    ) : (
      `Draft: ${draft.changedLines} line${draft.changedLines === 1 ? '' : 's'} differ${draft.changedLines === 1 ? 's' : ''} from the published file`
    );

  return (
    <>
      {code !== null && lookup.kind === 'failed' ? (
        <>
          <p className="save-state problem" role="alert">
            Could not check for your open change request: {lookup.message}. The fields stay
            read-only until the check works.
          </p>
          <button
            ref={retry}
            type="button"
            onClick={() => {
              retriedFor.current = opened;
              setLookup({ kind: 'checking' });
              setAttempt((n) => n + 1);
            }}
          >
            Retry
          </button>
        </>
      ) : (
        <p ref={status} className="save-state" role="status" tabIndex={-1}>
          {said}
        </p>
      )}
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
