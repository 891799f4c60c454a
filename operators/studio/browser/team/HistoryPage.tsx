import { useEffect, useState } from 'react';
import { studioApi } from '../studioApi';
import { Dialog } from './Dialog';
import { FieldChanges } from './FieldChanges';
import { PhoneFrames } from './PhoneFrames';
import { go, hrefs } from './route';
import { errorText, personName, teamApi, when } from './teamApi';
import type { Comparison, Version } from './teamApi';

const short = (commit: string) => commit.slice(0, 7);
const firstLine = (text: string) => text.split('\n')[0] ?? '';

function versionName(version: Version, index: number): string {
  return `${index === 0 ? 'published now' : 'version'} of ${when(version.date)} (${short(version.commit)})`;
}

/** A merchant's published versions from git: who, when, what, approver; compare, preview, restore. */
export function HistoryPage({ merchant }: { merchant: string | null }) {
  const [codes, setCodes] = useState<string[]>([]);
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [comparison, setComparison] = useState<
    { from: Version; to: Version; result: Comparison } | { error: string } | null
  >(null);
  const [preview, setPreview] = useState<{
    version: Version;
    phones: { label: string; previewCode: string | null }[];
  } | null>(null);
  const [restoring, setRestoring] = useState<Version | null>(null);

  useEffect(() => {
    studioApi.codes().then(
      (list) => {
        setCodes(list);
        if (!merchant && list[0]) location.replace(hrefs.history(list[0]));
      },
      (error: unknown) => setProblem(errorText(error)),
    );
  }, [merchant]);

  useEffect(() => {
    if (!merchant) return;
    // TeamApp keys this page by the merchant: a new merchant starts with empty state.
    let live = true;
    teamApi.history(merchant).then(
      (list) => live && setVersions(list),
      (error: unknown) => live && setProblem(errorText(error)),
    );
    return () => {
      live = false;
    };
  }, [merchant]);

  const list = versions ?? [];
  const indexOf = (commit: string) => list.findIndex((v) => v.commit === commit);

  const toggle = (commit: string) =>
    setPicked((now) =>
      now.includes(commit) ? now.filter((c) => c !== commit) : [...now, commit].slice(-2),
    );

  const compare = async () => {
    if (!merchant || picked.length !== 2) return;
    // Older to newer, whichever was picked first.
    const [from, to] = [...picked]
      .sort((a, b) => indexOf(b) - indexOf(a))
      .map((c) => list[indexOf(c)]!);
    try {
      const result = await teamApi.compare(merchant, from!.commit, to!.commit);
      setComparison({ from: from!, to: to!, result });
    } catch (error) {
      setComparison({ error: errorText(error) });
    }
  };

  const showPreview = async (version: Version) => {
    if (!merchant) return;
    try {
      const index = indexOf(version.commit);
      const texts = [version, ...(index === 0 ? [] : [list[0]!])];
      const phones = await Promise.all(
        texts.map(async (v, i) => {
          const { text, previewCode } = await teamApi.version(merchant, v.commit);
          return {
            label: i === 0 ? `Version of ${when(v.date)}` : 'Published now',
            previewCode: previewCode ?? (await teamApi.preview(merchant, text)),
          };
        }),
      );
      setPreview({ version, phones });
    } catch (error) {
      setProblem(`No preview: ${errorText(error)}`);
    }
  };

  return (
    <main className="team-page">
      <h1>History{merchant ? ` of ${merchant}` : ''}</h1>
      <div className="toolbar">
        <label htmlFor="history-merchant">Merchant</label>
        <select
          id="history-merchant"
          value={merchant ?? ''}
          onChange={(e) => go(hrefs.history(e.target.value))}
        >
          {codes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <button type="button" disabled={picked.length !== 2} onClick={() => void compare()}>
          Compare the two picked
        </button>
        <span className="muted" id="pick-help">
          {picked.length === 2
            ? 'Two versions picked'
            : `Pick two versions to compare (${picked.length} of 2)`}
        </span>
      </div>
      {problem && (
        <p className="banner" role="alert">
          {problem}
        </p>
      )}
      {merchant && versions === null && !problem && <p className="muted">Loading…</p>}
      {versions && versions.length === 0 && (
        <p className="muted">No published version of {merchant} yet.</p>
      )}
      {list.length > 0 && (
        <table className="list history">
          <thead>
            <tr>
              <th scope="col">Compare</th>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Who</th>
              <th scope="col">Approved by</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((v, i) => (
              <tr key={v.commit} aria-current={preview?.version.commit === v.commit || undefined}>
                <td>
                  <input
                    type="checkbox"
                    checked={picked.includes(v.commit)}
                    onChange={() => toggle(v.commit)}
                    aria-label={`Pick the ${versionName(v, i)} to compare`}
                  />
                </td>
                <td>
                  <time dateTime={v.date}>{when(v.date)}</time>
                  {i === 0 && <span className="state state-published">Published now</span>}
                </td>
                <td>
                  {firstLine(v.summary)}{' '}
                  {v.change && (
                    <a href={hrefs.change(v.change)} className="muted">
                      review
                    </a>
                  )}
                </td>
                <td>{personName(v.author)}</td>
                <td>{v.approver ? personName(v.approver) : <span className="muted">—</span>}</td>
                <td>
                  <div className="row-actions">
                    <button
                      type="button"
                      onClick={() => void showPreview(v)}
                      aria-label={`Preview the ${versionName(v, i)}`}
                    >
                      Preview
                    </button>
                    {i > 0 && (
                      <button
                        type="button"
                        onClick={() => setRestoring(v)}
                        aria-label={`Restore the ${versionName(v, i)}`}
                      >
                        Restore this version
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {comparison && 'error' in comparison && (
        <p className="banner" role="alert">
          Not compared: {comparison.error}
        </p>
      )}
      {comparison && 'result' in comparison && (
        <section aria-labelledby="compare-title">
          <h2 id="compare-title">
            From {when(comparison.from.date)} ({short(comparison.from.commit)}) to{' '}
            {when(comparison.to.date)} ({short(comparison.to.commit)})
          </h2>
          <FieldChanges
            summary={comparison.result.summary}
            rawDiff={comparison.result.rawDiff}
            empty="The two versions have the same fields."
          />
        </section>
      )}
      {preview && (
        <section aria-labelledby="preview-title">
          <h2 id="preview-title">Preview of {when(preview.version.date)} (nothing restored)</h2>
          <PhoneFrames label="Version preview" phones={preview.phones} />
        </section>
      )}
      {restoring && merchant && (
        <RestoreDialog merchant={merchant} version={restoring} onClose={() => setRestoring(null)} />
      )}
    </main>
  );
}

function RestoreDialog({
  merchant,
  version,
  onClose,
}: {
  merchant: string;
  version: Version;
  onClose: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      const change = await teamApi.restore(merchant, version.commit);
      go(hrefs.change(change.id));
    } catch (error) {
      setProblem(`Not restored: ${errorText(error)}`);
      setBusy(false);
    }
  };
  return (
    <Dialog title="Restore this version?" onClose={onClose}>
      <p>
        {merchant} as it was on {when(version.date)} ({firstLine(version.summary)}) becomes a new
        change request. It goes live only when a reviewer approves it.
      </p>
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => void restore()}
          data-autofocus
        >
          Open a change request
        </button>
      </div>
    </Dialog>
  );
}
