import { memo, useEffect, useMemo, useState } from 'react';
import { fieldIdOf } from './ErrorList';
import type { JsonObject } from './formSchema';
import type { CheckMessage } from './studioApi';
import {
  missingLanguages,
  SCREENS,
  setText,
  textOfPointer,
  textPointer,
  textRows,
  textsOf,
  textUses,
} from './textRows';
import type { TextRow } from './textRows';

/** A place in the tab to open and focus: a text's row or one of its fields. */
export interface TextsFocus {
  pointer: string;
  /** Goes up with each request, so asking twice for the same field focuses it again. */
  seq: number;
}

export interface TextsTabProps {
  value: JsonObject;
  /** languages.supported, in the file's order. */
  supported: readonly string[];
  defaultLanguage: string;
  /** The language the phone shows; its product text is shown beside the English one. */
  language: string;
  onLanguage: (language: string) => void;
  /** The product's catalogues by language code (EN first of all). */
  catalogues: Readonly<Record<string, Readonly<Record<string, string>>>>;
  rtl: ReadonlySet<string>;
  errors: readonly CheckMessage[];
  warnings: readonly CheckMessage[];
  onChange: (value: JsonObject) => void;
  focus?: TextsFocus | null;
}

interface Note {
  kind: 'error' | 'warning';
  message: string;
}

/** What the checker said about one text: each field's messages, and the row's own. */
interface RowNotes {
  fields: Record<string, Note[]>;
  row: Note[];
}

/**
 * The checker's messages by text: one at /texts/<id>/<language> goes under that field; one at
 * /texts/<id> under the row, except the warning for a language the text lacks ("no CN text for
 * ...", textsChecks.ts), which goes under that language's empty field.
 */
function notesByText(
  errors: readonly CheckMessage[],
  warnings: readonly CheckMessage[],
  supported: readonly string[],
): Map<string, RowNotes> {
  const out = new Map<string, RowNotes>();
  const add = (m: CheckMessage, kind: Note['kind']) => {
    const at = textOfPointer(m.pointer);
    if (!at) return;
    const notes = out.get(at.id) ?? { fields: {}, row: [] };
    out.set(at.id, notes);
    const missing = /^no (\S+) text for /.exec(m.message)?.[1];
    const language =
      at.language ?? (kind === 'warning' && missing && supported.includes(missing) ? missing : '');
    const note = { kind, message: m.message };
    if (language) (notes.fields[language] ??= []).push(note);
    else notes.row.push(note);
  };
  errors.forEach((m) => add(m, 'error'));
  warnings.forEach((m) => add(m, 'warning'));
  return out;
}

const NO_NOTES: RowNotes = { fields: {}, row: [] };

interface RowProps {
  row: TextRow;
  supported: readonly string[];
  defaultLanguage: string;
  language: string;
  catalogues: TextsTabProps['catalogues'];
  rtl: ReadonlySet<string>;
  notes: RowNotes;
  usedBy: readonly string[] | undefined;
  onText: (id: string, language: string, text: string) => void;
}

function NoteList({ id, notes }: { id: string; notes: readonly Note[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="text-notes" id={id}>
      {notes.map((n) => (
        <li key={`${n.kind}${n.message}`} className={n.kind}>
          {n.kind === 'warning' ? 'warning: ' : ''}
          {n.message}
        </li>
      ))}
    </ul>
  );
}

/** One message: its id, the product's text, and the merchant's text in each language. */
const TextRowView = memo(function TextRowView({
  row,
  supported,
  defaultLanguage,
  language,
  catalogues,
  rtl,
  notes,
  usedBy,
  onText,
}: RowProps) {
  const headingId = `${fieldIdOf(textPointer(row.id))}-id`;
  const picked = language !== 'EN' ? catalogues[language]?.[row.id] : undefined;
  const merchantOnly = row.product === undefined;
  /** What a member reading `l` sees when the merchant has no text in it. */
  const shownWithout = (l: string): string =>
    merchantOnly
      ? l === defaultLanguage
        ? ''
        : (row.texts[defaultLanguage] ?? '')
      : (catalogues[l]?.[row.id] ?? row.product ?? '');
  return (
    <li className="text-row" aria-labelledby={headingId}>
      <div className="text-head">
        <code id={headingId} className="text-id">
          {row.id}
        </code>
        {usedBy && usedBy.length > 0 && <span className="muted">used by {usedBy.join(', ')}</span>}
      </div>
      {merchantOnly ? (
        <p className="text-product muted">The merchant&rsquo;s own text: no product text.</p>
      ) : (
        <p className="text-product">
          <span className="lang-tag">EN</span>
          <span>{row.product}</span>
          {picked !== undefined && (
            <>
              <span className="lang-tag">{language}</span>
              <span dir={rtl.has(language) ? 'rtl' : undefined}>{picked}</span>
            </>
          )}
        </p>
      )}
      <div className="text-fields">
        {supported.map((l) => {
          const pointer = textPointer(row.id, l);
          const fieldId = fieldIdOf(pointer);
          const fieldNotes = notes.fields[l] ?? [];
          const hasError = fieldNotes.some((n) => n.kind === 'error');
          return (
            <div key={l} className={`text-field${hasError ? ' has-error' : ''}`}>
              <label id={`${fieldId}-label`} htmlFor={fieldId}>
                {l}
                {l === defaultLanguage ? ' (default)' : ''}
              </label>
              <input
                id={fieldId}
                type="text"
                dir={rtl.has(l) ? 'rtl' : 'ltr'}
                value={row.texts[l] ?? ''}
                placeholder={shownWithout(l)}
                aria-labelledby={`${headingId} ${fieldId}-label`}
                aria-invalid={hasError || undefined}
                aria-describedby={fieldNotes.length > 0 ? `${fieldId}-notes` : undefined}
                onChange={(e) => onText(row.id, l, e.target.value)}
              />
              <NoteList id={`${fieldId}-notes`} notes={fieldNotes} />
            </div>
          );
        })}
      </div>
      <NoteList id={`${headingId}-notes`} notes={notes.row} />
    </li>
  );
});

function matches(row: TextRow, query: string, pickedCatalogue: Readonly<Record<string, string>>) {
  if (query === '') return true;
  const q = query.toLowerCase();
  return [
    row.id,
    row.product ?? '',
    pickedCatalogue[row.id] ?? '',
    ...Object.values(row.texts),
  ].some((text) => text.toLowerCase().includes(q));
}

/**
 * The Texts tab (docs/studio.md, "Texts"): every message the merchant's screens use, grouped by
 * screen, with the product's text and one field per language of the merchant; the checker's
 * messages under the fields; a filter for texts missing a language, and a search.
 */
export function TextsTab({
  value,
  supported,
  defaultLanguage,
  language,
  onLanguage,
  catalogues,
  rtl,
  errors,
  warnings,
  onChange,
  focus,
}: TextsTabProps) {
  const [query, setQuery] = useState('');
  const [missingOnly, setMissingOnly] = useState(false);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const english = catalogues.EN;
  // The texts the merchant had when the tab opened lead their screens (rows never move as one types).
  const [wordedFirst] = useState(() => new Set(Object.keys(textsOf(value))));
  const rows = useMemo(
    () => (english ? textRows(value, english, wordedFirst) : []),
    [value, english, wordedFirst],
  );
  const uses = useMemo(() => textUses(value), [value]);
  const notes = useMemo(
    () => notesByText(errors, warnings, supported),
    [errors, warnings, supported],
  );
  // What the checker says about the part as a whole (`texts`, the published `textsLanguages`).
  const general: Note[] = [
    ...errors.map((m) => ({ kind: 'error' as const, message: m.message, pointer: m.pointer })),
    ...warnings.map((m) => ({ kind: 'warning' as const, message: m.message, pointer: m.pointer })),
  ].filter((m) => m.pointer === '/texts' || /^\/textsLanguages(\/|$)/.test(m.pointer));
  const missingCount = rows.filter((r) => missingLanguages(r, supported).length > 0).length;
  const pickedCatalogue = catalogues[language] ?? {};
  const filtering = query !== '' || missingOnly;
  const shown = rows.filter(
    (r) =>
      matches(r, query.trim(), pickedCatalogue) &&
      (!missingOnly || missingLanguages(r, supported).length > 0),
  );

  const onText = useMemo(
    () => (id: string, l: string, text: string) => onChange(setText(value, id, l, text)),
    [onChange, value],
  );

  // A request to show a text (a click in the problems list, a menu label made a merchant text):
  // open its screen, let no search or filter hide it, then focus its field.
  const [handled, setHandled] = useState<number | null>(null);
  const [pendingFocus, setPendingFocus] = useState<{ fieldId: string; seq: number } | null>(null);
  if (focus && focus.seq !== handled) {
    setHandled(focus.seq);
    const at = textOfPointer(focus.pointer);
    if (at) {
      const row = rows.find((r) => r.id === at.id);
      setExpanded((e) => ({ ...e, [row?.screen ?? 'merchant']: true }));
      setQuery('');
      setMissingOnly(false);
      const l = at.language ?? supported[0];
      const pointer = l === undefined ? textPointer(at.id) : textPointer(at.id, l);
      setPendingFocus({ fieldId: fieldIdOf(pointer), seq: focus.seq });
    }
  }

  useEffect(() => {
    if (pendingFocus === null) return;
    const field = document.getElementById(pendingFocus.fieldId);
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus();
  }, [pendingFocus, english]);

  if (!english) return <p className="muted">Loading the product&rsquo;s texts…</p>;

  return (
    <section className="texts-tab" aria-label="Texts">
      <p className="field-description">
        The merchant&rsquo;s own words for any text its members see (<code>texts</code>): an empty
        field shows the product&rsquo;s text, or for a <code>merchant.</code> text the default
        language&rsquo;s ({defaultLanguage}). Each text is an ICU message, checked as{' '}
        <code>npm run tenants</code> checks it.
      </p>
      <NoteList id="texts-notes" notes={general} />
      <div className="texts-toolbar">
        <label htmlFor="texts-search">Search</label>
        <input
          id="texts-search"
          type="search"
          placeholder="id or text"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <label className="texts-missing">
          <input
            type="checkbox"
            checked={missingOnly}
            onChange={(e) => setMissingOnly(e.target.checked)}
          />
          Missing translations only ({missingCount})
        </label>
        <label htmlFor="texts-language">Phone language</label>
        <select id="texts-language" value={language} onChange={(e) => onLanguage(e.target.value)}>
          {supported.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </div>
      {shown.length === 0 && (
        <p className="muted">
          {missingOnly && query === ''
            ? 'Every text the merchant wrote is in all of its languages.'
            : 'No text matches.'}
        </p>
      )}
      {SCREENS.map((screen) => {
        const screenRows = shown.filter((r) => r.screen === screen.id);
        if (screenRows.length === 0) return null;
        const own = screenRows.filter((r) => Object.keys(r.texts).length > 0).length;
        const problems = screenRows.filter((r) =>
          Object.values(notes.get(r.id)?.fields ?? {})
            .flat()
            .concat(notes.get(r.id)?.row ?? [])
            .some((n) => n.kind === 'error'),
        ).length;
        const open = filtering || (expanded[screen.id] ?? (own > 0 || problems > 0));
        const listId = `texts-screen-${screen.id}`;
        return (
          <section key={screen.id} className="texts-screen" aria-labelledby={`${listId}-title`}>
            <h3>
              <button
                type="button"
                id={`${listId}-title`}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setExpanded((e) => ({ ...e, [screen.id]: !open }))}
              >
                <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                <span>{screen.label}</span>{' '}
                <span className="muted">
                  {`${screenRows.length} message${screenRows.length === 1 ? '' : 's'}`}
                  {own > 0 ? `, ${own} with the merchant's text` : ''}
                </span>
                {problems > 0 && (
                  <span className="badge" aria-label={`${problems} with errors`}>
                    {problems}
                  </span>
                )}
              </button>
            </h3>
            {open && (
              <ul className="text-rows" id={listId}>
                {screenRows.map((row) => (
                  <TextRowView
                    key={row.id}
                    row={row}
                    supported={supported}
                    defaultLanguage={defaultLanguage}
                    language={language}
                    catalogues={catalogues}
                    rtl={rtl}
                    notes={notes.get(row.id) ?? NO_NOTES}
                    usedBy={uses.get(row.id)}
                    onText={onText}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
