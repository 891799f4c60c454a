import { GROUPS } from '../../../toolkit/groups';
import type { DraftCheck } from '../studioApi';
import type { FieldChange } from './teamApi';

/** The tabs in the form's order; a tab the form does not know goes last. */
function byTab(changes: FieldChange[]): [string, FieldChange[]][] {
  const tabs = new Map<string, FieldChange[]>();
  for (const change of changes) {
    const list = tabs.get(change.tab) ?? [];
    list.push(change);
    tabs.set(change.tab, list);
  }
  const rank = (tab: string) => {
    const index = GROUPS.findIndex((g) => g.label === tab);
    return index === -1 ? GROUPS.length : index;
  };
  return [...tabs].sort(([a], [b]) => rank(a) - rank(b));
}

/** "Theme & brand > Brand colour: a -> b" under the heading Theme & brand reads "Brand colour: ...". */
function withoutTab(change: FieldChange): string {
  const prefix = `${change.tab} > `;
  return change.text.startsWith(prefix) ? change.text.slice(prefix.length) : change.text;
}

export interface FieldChangesProps {
  summary: FieldChange[];
  rawDiff: string;
  /** What to say when no field changed. */
  empty?: string;
}

/** What changed, field by field in the form's words and grouped by its tabs; the raw diff a click away. */
export function FieldChanges({ summary, rawDiff, empty = 'No field changed.' }: FieldChangesProps) {
  return (
    <div className="field-changes">
      {summary.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        byTab(summary).map(([tab, changes]) => (
          <section key={tab} aria-label={tab}>
            <h3>{tab}</h3>
            <ul>
              {changes.map((change) => (
                <li key={`${change.pointer}/${change.kind}/${change.text}`} className={change.kind}>
                  <span className="kind">{change.kind}</span> {withoutTab(change)}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <details className="raw-diff">
        <summary>Raw JSON diff</summary>
        <pre>
          {rawDiff.split('\n').map((line, i) => (
            <span
              // The diff's lines never move: the index is their identity.
              key={i}
              className={
                line.startsWith('+') && !line.startsWith('+++')
                  ? 'added'
                  : line.startsWith('-') && !line.startsWith('---')
                    ? 'removed'
                    : line.startsWith('@@')
                      ? 'hunk'
                      : undefined
              }
            >
              {line}
              {'\n'}
            </span>
          ))}
        </pre>
      </details>
    </div>
  );
}

/** The checker's verdict on a file, in `npm run tenants`'s own lines. */
export function CheckResult({ check }: { check: DraftCheck }) {
  const all = [
    ...check.errors.map((m) => ({ m, kind: 'error' as const })),
    ...check.warnings.map((m) => ({ m, kind: 'warning' as const })),
  ].sort((a, b) => a.m.line - b.m.line || a.m.col - b.m.col);
  const counts = `${check.errors.length} error${check.errors.length === 1 ? '' : 's'}, ${check.warnings.length} warning${check.warnings.length === 1 ? '' : 's'}`;
  return (
    <div className={`check-result ${check.errors.length > 0 ? 'failing' : 'passing'}`}>
      <p>
        <strong>{check.errors.length === 0 ? '✓ Passes the checks' : '✗ Fails the checks'}</strong>{' '}
        ({counts}, the same as <code>npm run tenants</code>, other merchants&apos; files included)
      </p>
      {all.length > 0 && (
        <ul>
          {all.map(({ m, kind }) => (
            <li key={`${kind}${m.line}:${m.col}${m.pointer}${m.message}`} className={kind}>
              <code>
                {check.file}:{m.line}:{m.col} {m.pointer}:
              </code>{' '}
              {kind === 'warning' ? 'warning: ' : ''}
              {m.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
