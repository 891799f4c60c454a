import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CheckResult, FieldChanges } from './FieldChanges';
import { PhoneFrames } from './PhoneFrames';
import { PreviewLinks } from './PreviewLinks';
import { PublishReport } from './PublishReport';
import { VisualReview } from './VisualReview';
import { hrefs } from './route';
import { errorText, personName, STATE_WORDS, teamApi, when } from './teamApi';
import type { ApproveResult, ChangeComment, ChangeDetail, Session } from './teamApi';

export interface ReviewPageProps {
  session: Session;
  id: string;
}

const KIND_WORDS: Record<string, string> = {
  created: 'opened it',
  revised: 'revised the draft',
  comment: 'commented',
  'sent-back': 'sent it back',
  approved: 'approved and published it',
  'restore-of': 'restored an earlier version',
};

/** One change request: what changed, the checks, both phones, the decision, comments and links. */
export function ReviewPage({ session, id }: ReviewPageProps) {
  const [detail, setDetail] = useState<ChangeDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ApproveResult | null>(null);

  const reload = useCallback(
    () =>
      teamApi.change(id).then(
        (next) => {
          setDetail(next);
          setProblem(null);
        },
        (error: unknown) => setProblem(errorText(error)),
      ),
    [id],
  );

  useEffect(() => {
    // TeamApp keys this page by the change's id: a new id starts with empty state.
    void reload();
  }, [reload]);

  if (problem && !detail)
    return (
      <main className="team-page">
        <p className="banner" role="alert">
          This change request could not be read: {problem}
        </p>
        <p>
          <a href={hrefs.changes()}>All change requests</a>
        </p>
      </main>
    );
  if (!detail)
    return (
      <main className="team-page">
        <p className="muted">Loading…</p>
      </main>
    );

  const mine = detail.author.email === session.operator?.email;
  const published = detail.state === 'published';
  return (
    <main className="team-page review">
      <p className="crumbs">
        <a href={hrefs.changes(detail.merchant)}>Change requests for {detail.merchant}</a>
      </p>
      <h1>{detail.title}</h1>
      <p className="meta">
        <span className={`state state-${detail.state}`}>{STATE_WORDS[detail.state]}</span>{' '}
        {detail.merchant} · by {mine ? 'you' : personName(detail.author)} · started{' '}
        {when(detail.createdAt)}
        {detail.updatedAt !== detail.createdAt && <> · last changed {when(detail.updatedAt)}</>}
      </p>
      {!published && (
        <p>
          <button
            type="button"
            onClick={() => {
              const section = document.getElementById('decision-title');
              section?.scrollIntoView({ block: 'start' });
              document.getElementById('decision-comment')?.focus({ preventScroll: true });
            }}
          >
            Approve or send back ↓
          </button>
        </p>
      )}
      {problem && (
        <p className="banner" role="alert">
          Not up to date: {problem}
        </p>
      )}
      {detail.rebased && (
        <p className="note">
          The published file moved since this change was written; it is shown on top of the
          published version (the two did not touch the same lines).
        </p>
      )}

      <section aria-labelledby="what-title">
        <h2 id="what-title">What changes</h2>
        <FieldChanges summary={detail.summary} rawDiff={detail.rawDiff} />
      </section>

      <section aria-labelledby="check-title">
        <h2 id="check-title">Checks on the file as it would be published</h2>
        <CheckResult check={detail.check} />
      </section>

      <section aria-labelledby="phones-title">
        <h2 id="phones-title">The phone before and after</h2>
        <PhoneFrames
          label="Before and after"
          phones={[
            {
              label: published ? 'Before this change' : 'Published now',
              previewCode: detail.previews.before,
            },
            {
              label: published ? 'With this change (published)' : 'With this change',
              previewCode: detail.previews.after,
            },
          ]}
          missing={{
            'Published now': 'Nothing is published yet: a new merchant.',
            'Before this change': 'Nothing was published before: a new merchant.',
            'With this change': 'The app would not open this file (see the checks).',
          }}
        />
      </section>

      <section aria-labelledby="screens-title">
        <h2 id="screens-title">Every screen before and after</h2>
        <VisualReview id={detail.id} />
      </section>

      <Decision
        detail={detail}
        result={result}
        onResult={(next) => {
          setResult(next);
          void reload();
        }}
        onChanged={() => void reload()}
      />

      <Comments comments={detail.comments} id={detail.id} onAdded={() => void reload()} />

      <PreviewLinks
        id={detail.id}
        links={detail.links}
        closed={published}
        onChanged={() => void reload()}
      />
    </main>
  );
}

interface DecisionProps {
  detail: ChangeDetail;
  result: ApproveResult | null;
  onResult: (result: ApproveResult) => void;
  onChanged: () => void;
}

/** Approve (optional comment) or send back (comment required), or why this operator may not. */
function Decision({ detail, result, onResult, onChanged }: DecisionProps) {
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<'approve' | 'send-back' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  const why =
    detail.state === 'published'
      ? 'This change is published.'
      : !detail.canApprove
        ? (detail.whyNot ?? 'You may not approve this change.')
        : null;
  const errors = detail.check.errors.length;
  const approveWhy =
    why ??
    (errors > 0
      ? `The file fails the checks (${errors} error${errors === 1 ? '' : 's'}): send it back.`
      : null);

  const approve = async () => {
    setBusy('approve');
    setProblem(null);
    try {
      const next = await teamApi.approve(detail.id, comment);
      if (next.published) setComment('');
      onResult(next);
    } catch (error) {
      setProblem(`Not approved: ${errorText(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const sendBack = async () => {
    if (comment.trim() === '') {
      setProblem('Say what to change: sending back needs a comment.');
      box.current?.focus();
      return;
    }
    setBusy('send-back');
    setProblem(null);
    try {
      await teamApi.sendBack(detail.id, comment.trim());
      setComment('');
      onChanged();
    } catch (error) {
      setProblem(`Not sent back: ${errorText(error)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="decision-title" className="decision">
      <h2 id="decision-title">Decision</h2>
      {result && <PublishReport result={result} merchant={detail.merchant} />}
      {!result && detail.conflict && (
        <PublishReport
          result={{
            published: false,
            status: 409,
            error: 'The published file changed the same lines since this change was written.',
            steps: [],
            conflict: detail.conflict,
          }}
          merchant={detail.merchant}
        />
      )}
      {detail.state !== 'published' && !result?.published && (
        <>
          {!why && (
            <>
              <label htmlFor="decision-comment">Comment</label>
              <textarea
                id="decision-comment"
                ref={box}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                rows={3}
                aria-describedby="decision-help"
              />
              <p id="decision-help" className="muted">
                Optional when approving; sending back needs one (say what to change).
              </p>
            </>
          )}
          {why && (
            <p id="decision-why" className="why">
              {why}
            </p>
          )}
          {!why && approveWhy && (
            <p id="approve-why" className="why">
              {approveWhy}
            </p>
          )}
          {problem && (
            <p className="problem" role="alert">
              {problem}
            </p>
          )}
          <div className="actions">
            <button
              type="button"
              className="primary"
              disabled={approveWhy !== null || busy !== null}
              aria-describedby={why ? 'decision-why' : approveWhy ? 'approve-why' : undefined}
              onClick={() => void approve()}
            >
              {busy === 'approve' ? 'Publishing…' : 'Approve and publish'}
            </button>
            <button
              type="button"
              disabled={why !== null || busy !== null}
              aria-describedby={why ? 'decision-why' : undefined}
              onClick={() => void sendBack()}
            >
              {busy === 'send-back' ? 'Sending back…' : 'Send back'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function Comments({
  comments,
  id,
  onAdded,
}: {
  comments: ChangeComment[];
  id: string;
  onAdded: () => void;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setBusy(true);
    setProblem(null);
    try {
      await teamApi.comment(id, text.trim());
      setText('');
      onAdded();
    } catch (error) {
      setProblem(`Not added: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="comments-title">
      <h2 id="comments-title">Comments</h2>
      {comments.length === 0 ? (
        <p className="muted">No comments yet.</p>
      ) : (
        <ol className="comments">
          {comments.map((c, i) => (
            // The thread only grows: a comment's place is its identity.
            <li key={i} className={`comment comment-${c.kind}`}>
              <p className="meta">
                <strong>{personName(c.author)}</strong>{' '}
                {c.kind !== 'comment' && <span>{KIND_WORDS[c.kind] ?? c.kind}</span>} ·{' '}
                <time dateTime={c.at}>{when(c.at)}</time>
              </p>
              {c.text && <p>{c.text}</p>}
            </li>
          ))}
        </ol>
      )}
      <form className="comment-form" onSubmit={(e) => void add(e)}>
        <label htmlFor="new-comment">Add a comment</label>
        <textarea
          id="new-comment"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={2}
        />
        {problem && (
          <p className="problem" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" disabled={busy || text.trim() === ''}>
          Add comment
        </button>
      </form>
    </section>
  );
}
