import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorList } from './ErrorList';
import type { JsonObject } from './formSchema';
import { GROUPS, groupOfPointer } from '../../toolkit/groups';
import { NewMerchantDialog } from './NewMerchantDialog';
import { PhonePreview } from './PhonePreview';
import { studioApi } from './studioApi';
import { TenantForm } from './TenantForm';
import type { LabelActions } from './MessageLabelWidget';
import { createMerchantText, textPointer } from './textRows';
import { TextsTab } from './TextsTab';
import type { TextsFocus } from './TextsTab';
import { loadProductTexts, useProductTexts } from './useProductTexts';
import { useTenantDraft } from './useTenantDraft';
import type { SaveState, TenantDraft } from './useTenantDraft';

function saveText(save: SaveState, changedLines: number): string {
  switch (save.kind) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved ${save.file} (${save.changedLines} line${save.changedLines === 1 ? '' : 's'} changed)`;
    case 'refused':
      return `Not saved: ${save.count} error${save.count === 1 ? '' : 's'} to fix first`;
    case 'failed':
      return `Not saved: ${save.message}`;
    default:
      return changedLines === 0
        ? 'No unsaved changes'
        : changedLines === 1
          ? 'Unsaved: 1 line differs from the file'
          : `Unsaved: ${changedLines} lines differ from the file`;
  }
}

function languagesOf(value: JsonObject | null): { supported: string[]; fallback: string } {
  const languages = value?.languages as { supported?: unknown; default?: unknown } | undefined;
  const supported = Array.isArray(languages?.supported)
    ? languages.supported.filter((l): l is string => typeof l === 'string')
    : [];
  const fallback = typeof languages?.default === 'string' ? languages.default : 'EN';
  return { supported: supported.length > 0 ? supported : [fallback], fallback };
}

export interface StudioProps {
  /**
   * The team server's studio (team/TeamApp.tsx): saving submits the draft for review instead of
   * writing the file, and merchants are created by a developer, not here. A merchant's fields are
   * read-only until `submit` calls `ready` with its code (it knows where editing starts).
   */
  team?: { submit: (draft: TenantDraft, ready: (code: string) => void) => ReactNode };
}

/** The tenant studio: pick or create a merchant, edit it in forms, watch the phone, save. */
export function Studio({ team }: StudioProps = {}) {
  const [schema, setSchema] = useState<JsonObject | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [tab, setTab] = useState(GROUPS[0]!.id);
  const [creating, setCreating] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [pickedLanguage, setPickedLanguage] = useState<string | null>(null);
  const [textsFocus, setTextsFocus] = useState<TextsFocus | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const draft = useTenantDraft();
  const { open, edit } = draft;
  // The team studio: the merchant whose fields can be edited; another merchant, or a file opened
  // again, waits for its own lookup.
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const [fieldsOf, setFieldsOf] = useState(draft.opened);
  if (draft.opened !== fieldsOf) {
    setFieldsOf(draft.opened);
    setReadyFor(null);
  }
  const locked = team !== undefined && readyFor !== draft.code;
  const { supported, fallback } = languagesOf(draft.value);
  // The phone and the Texts tab show one language: the one picked in either.
  const language =
    pickedLanguage !== null && supported.includes(pickedLanguage) ? pickedLanguage : fallback;
  const product = useProductTexts(tab === 'texts' ? supported : null);
  const latest = useRef(draft.value);
  useEffect(() => {
    latest.current = draft.value;
  }, [draft.value]);

  useEffect(() => {
    const wanted = new URLSearchParams(location.search).get('tenant');
    // A start that is no longer the page's (React's development double start) opens nothing.
    let live = true;
    Promise.all([studioApi.schema(), studioApi.codes()])
      .then(([bundled, list]) => {
        if (!live) return;
        setSchema(bundled);
        setCodes(list);
        const first = wanted && list.includes(wanted) ? wanted : (list[0] ?? null);
        if (first) void open(first);
      })
      .catch((error: unknown) => {
        if (live) setStartError(String(error));
      });
    return () => {
      live = false;
    };
  }, [open]);

  const pickMerchant = useCallback(
    (code: string) => {
      if (draft.changedLines > 0 && !confirm('Drop the unsaved changes to this merchant?')) return;
      history.replaceState(null, '', `?tenant=${code}`);
      void open(code);
    },
    [draft.changedLines, open],
  );

  const created = async (code: string) => {
    setCreating(false);
    setCodes(await studioApi.codes());
    history.replaceState(null, '', `?tenant=${code}`);
    await open(code);
  };

  const showText = useCallback((pointer: string) => {
    setTab('texts');
    setTextsFocus((f) => ({ pointer, seq: (f?.seq ?? 0) + 1 }));
  }, []);

  const labelActions: LabelActions = {
    showText: (id) => showText(textPointer(id, fallback)),
    createMerchantText: (index) => {
      setActionError(null);
      const menu = latest.current?.menu;
      const entry: unknown = Array.isArray(menu) ? menu[index] : undefined;
      const label = (entry as { label?: unknown } | undefined)?.label;
      // The entry's product text in the default language starts the merchant's text.
      Promise.all([loadProductTexts(fallback), loadProductTexts('EN')])
        .then(([own, english]) => {
          const id = typeof label === 'string' ? label : '';
          const text = Object.hasOwn(own.messages, id)
            ? own.messages[id]
            : Object.hasOwn(english.messages, id)
              ? english.messages[id]
              : undefined;
          const current = latest.current;
          const made = current && createMerchantText(current, index, fallback, text);
          if (!made) return;
          edit(made.value);
          showText(textPointer(made.id, fallback));
        })
        .catch((error: unknown) =>
          setActionError(
            `No merchant text made: the product's texts did not load (${String(error)})`,
          ),
        );
    },
  };

  const showField = (groupId: string, fieldId: string, pointer: string) => {
    if (groupId === 'texts') {
      showText(pointer);
      return;
    }
    setTab(groupId);
    requestAnimationFrame(() => {
      const field = document.getElementById(fieldId);
      field?.scrollIntoView({ block: 'center' });
      field?.focus();
    });
  };

  const errors = draft.check?.errors ?? [];
  const group = GROUPS.find((g) => g.id === tab) ?? GROUPS[0]!;
  const saveState = draft.save;

  return (
    <div className="studio">
      <header className="topbar">
        <h1>Tenant studio</h1>
        <label className="merchant-pick" htmlFor="merchant-pick">
          Merchant
        </label>
        <select
          id="merchant-pick"
          value={draft.code ?? ''}
          onChange={(e) => pickMerchant(e.target.value)}
        >
          {codes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {team ? (
          team.submit(draft, setReadyFor)
        ) : (
          <>
            <button type="button" onClick={() => setCreating(true)}>
              New merchant…
            </button>
            <p className="save-state" role="status">
              {draft.code ? saveText(saveState, draft.changedLines) : ''}
            </p>
            <button
              type="button"
              className="primary"
              disabled={draft.code === null || saveState.kind === 'saving'}
              onClick={() => void draft.saveNow()}
            >
              Save
            </button>
          </>
        )}
      </header>
      {(startError ?? draft.loadError ?? actionError) && (
        <p className="banner" role="alert">
          {startError ?? draft.loadError ?? actionError}
        </p>
      )}
      <nav className="tabs" aria-label="Sections">
        {GROUPS.map((g) => {
          const count = errors.filter((e) => groupOfPointer(e.pointer).id === g.id).length;
          return (
            <button
              key={g.id}
              type="button"
              aria-current={g.id === tab ? 'page' : undefined}
              onClick={() => {
                setTab(g.id);
                setTextsFocus(null);
              }}
            >
              {g.label}
              {count > 0 && (
                <span className="badge" aria-label={`${count} errors`}>
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </nav>
      <main className="editor">
        {schema && draft.value && draft.code ? (
          <>
            {draft.check && <ErrorList check={draft.check} onShow={showField} />}
            <fieldset className="editor-fields" disabled={locked}>
              {group.id === 'texts' ? (
                product.error ? (
                  <p className="banner" role="alert">
                    {product.error}
                  </p>
                ) : (
                  <TextsTab
                    key={draft.code}
                    value={draft.value}
                    supported={supported}
                    defaultLanguage={fallback}
                    language={language}
                    onLanguage={setPickedLanguage}
                    catalogues={product.catalogues}
                    rtl={product.rtl}
                    errors={errors}
                    warnings={draft.check?.warnings ?? []}
                    onChange={edit}
                    focus={textsFocus}
                  />
                )
              ) : (
                <TenantForm
                  key={`${draft.code}/${group.id}`}
                  schema={schema}
                  group={group}
                  value={draft.value}
                  existing
                  errors={errors}
                  onChange={edit}
                  labelActions={labelActions}
                />
              )}
            </fieldset>
          </>
        ) : (
          <p className="muted">Loading…</p>
        )}
      </main>
      {draft.code && draft.revision > 0 && (
        <PhonePreview
          draftCode={draft.draftCode}
          revision={draft.revision}
          behind={draft.previewBehind}
          languages={supported}
          language={language}
          onLanguage={setPickedLanguage}
        />
      )}
      {creating && (
        <NewMerchantDialog onCreated={(c) => void created(c)} onCancel={() => setCreating(false)} />
      )}
    </div>
  );
}
