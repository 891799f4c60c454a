import { useEffect, useState } from 'react';
import { studioApi } from '../studioApi';
import { go, hrefs } from './route';
import { errorText, personName, STATE_WORDS, teamApi, when } from './teamApi';
import type { ChangeSummary, Session } from './teamApi';

type Filter = 'all' | 'mine' | 'review';

export interface ChangesPageProps {
  session: Session;
  /** Only this merchant's changes (#/changes?merchant=<code>). */
  merchant: string | null;
}

/** The change requests of the operator's merchants: all, the operator's own, those to review. */
export function ChangesPage({ session, merchant }: ChangesPageProps) {
  const me = session.operator!;
  const mayReview = me.role !== 'editor';
  const [filter, setFilter] = useState<Filter>(mayReview ? 'review' : 'mine');
  const [codes, setCodes] = useState<string[]>([]);
  const [changes, setChanges] = useState<ChangeSummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    studioApi.codes().then(setCodes, () => setCodes([]));
  }, []);

  useEffect(() => {
    // TeamApp keys this page by the merchant: a new merchant starts with empty state.
    let live = true;
    teamApi.changes(merchant ?? undefined).then(
      (list) => live && setChanges(list),
      (error: unknown) => live && setProblem(errorText(error)),
    );
    return () => {
      live = false;
    };
  }, [merchant]);

  const shown = (changes ?? [])
    .filter((c) => !merchant || c.merchant === merchant)
    .filter((c) =>
      filter === 'mine'
        ? c.author.email === me.email
        : filter === 'review'
          ? c.state === 'open' && c.author.email !== me.email
          : true,
    )
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

  const filters: [Filter, string][] = [
    ...(mayReview ? ([['review', 'To review']] as [Filter, string][]) : []),
    ['mine', 'Mine'],
    ['all', 'All'],
  ];

  return (
    <main className="team-page">
      <h1>Change requests{merchant ? ` for ${merchant}` : ''}</h1>
      <div className="toolbar">
        <div className="segmented" role="group" aria-label="Show">
          {filters.map(([id, words]) => (
            <button
              key={id}
              type="button"
              aria-pressed={filter === id}
              onClick={() => setFilter(id)}
            >
              {words}
            </button>
          ))}
        </div>
        <label htmlFor="changes-merchant">Merchant</label>
        <select
          id="changes-merchant"
          value={merchant ?? ''}
          onChange={(e) => go(hrefs.changes(e.target.value || null))}
        >
          <option value="">All my merchants</option>
          {codes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      {problem && (
        <p className="banner" role="alert">
          The changes could not be read: {problem}
        </p>
      )}
      {changes === null && !problem && <p className="muted">Loading…</p>}
      {changes !== null && shown.length === 0 && (
        <p className="muted">
          {filter === 'review'
            ? 'Nothing waits for your review.'
            : filter === 'mine'
              ? 'You have no change requests here. Edit a merchant and submit it for review.'
              : 'No change requests.'}
        </p>
      )}
      {shown.length > 0 && (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">Change</th>
              <th scope="col">Merchant</th>
              <th scope="col">Author</th>
              <th scope="col">State</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((c) => (
              <tr key={c.id}>
                <td>
                  <a href={hrefs.change(c.id)}>{c.title}</a>
                </td>
                <td>{c.merchant}</td>
                <td>{c.author.email === me.email ? 'you' : personName(c.author)}</td>
                <td>
                  <span className={`state state-${c.state}`}>{STATE_WORDS[c.state]}</span>
                </td>
                <td>{when(c.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
