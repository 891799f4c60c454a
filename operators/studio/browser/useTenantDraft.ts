import { useCallback, useEffect, useRef, useState } from 'react';
import type { JsonObject } from './formSchema';
import { countChangedLines, studioApi } from './studioApi';
import type { DraftCheck } from './studioApi';

/** How long typing may pause before the draft is checked and the preview reloads. */
const CHECK_DEBOUNCE_MS = 400;

function randomDraftCode(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `studio-${[...bytes].map((b) => letters[b % letters.length]).join('')}`;
}

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; file: string; changedLines: number }
  | { kind: 'refused'; count: number }
  | { kind: 'failed'; message: string };

export interface TenantDraft {
  code: string | null;
  /**
   * How many files `open` has put in the form: each one (even the same merchant's again) is a new
   * start, so what was looked up for the one before (the team studio's open change request) is
   * looked up again.
   */
  opened: number;
  value: JsonObject | null;
  original: string;
  check: DraftCheck | null;
  /** Lines the saved file would differ by from the file on disk. */
  changedLines: number;
  draftCode: string;
  revision: number;
  /** The draft has schema errors: the preview still shows the last draft the app accepted. */
  previewBehind: boolean;
  save: SaveState;
  loadError: string | null;
  /** Opens a merchant's file; a merchant asked for later wins over this one, whichever answers first. */
  open(code: string): Promise<void>;
  edit(value: JsonObject): void;
  saveNow(): Promise<void>;
}

/**
 * One merchant being edited: its file on disk, the draft, the checker's verdict on the draft
 * (debounced), the preview's draft on the dev server, and saving.
 */
export function useTenantDraft(): TenantDraft {
  const [code, setCode] = useState<string | null>(null);
  const [value, setValue] = useState<JsonObject | null>(null);
  const [original, setOriginal] = useState('');
  const [check, setCheck] = useState<DraftCheck | null>(null);
  const [revision, setRevision] = useState(0);
  const [previewBehind, setPreviewBehind] = useState(false);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draftCode] = useState(randomDraftCode);
  const [opened, setOpened] = useState(0);
  const sequence = useRef(0);
  /** The latest `open`'s request: only its answer reaches the form. */
  const opening = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const runCheck = useCallback(
    async (forCode: string, draft: JsonObject) => {
      const mine = ++sequence.current;
      try {
        const result = await studioApi.check(forCode, draft, draftCode);
        // A slower answer to an older draft never replaces a newer one.
        if (mine !== sequence.current) return;
        setCheck(result);
        setPreviewBehind(result.preview === 'kept');
        if (result.preview === 'updated') setRevision((r) => r + 1);
      } catch (error) {
        if (mine === sequence.current) setLoadError(String(error));
      }
    },
    [draftCode],
  );

  const open = useCallback(
    async (next: string) => {
      clearTimeout(timer.current);
      // An earlier merchant's file still on its way is not wanted any more.
      opening.current?.abort();
      const mine = new AbortController();
      opening.current = mine;
      setLoadError(null);
      setSave({ kind: 'idle' });
      try {
        const file = await studioApi.read(next, mine.signal);
        const parsed = JSON.parse(file.text) as JsonObject;
        // A slower answer for a merchant asked for earlier never replaces the one asked for since.
        if (opening.current !== mine) return;
        // A check still waiting for a pause in typing was for the draft this file replaces.
        clearTimeout(timer.current);
        setCode(next);
        setOpened((n) => n + 1);
        setOriginal(file.text);
        setValue(parsed);
        setCheck(null);
        await runCheck(next, parsed);
      } catch (error) {
        if (opening.current !== mine) return;
        setLoadError(`tenants/${next}.json could not be opened: ${String(error)}`);
      }
    },
    [runCheck],
  );

  const edit = useCallback(
    (next: JsonObject) => {
      setValue(next);
      setSave({ kind: 'idle' });
      if (code === null) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void runCheck(code, next), CHECK_DEBOUNCE_MS);
    },
    [code, runCheck],
  );

  const saveNow = useCallback(async () => {
    if (code === null || value === null) return;
    // A check still waiting for the pause in typing runs now: the preview shows what is saved.
    clearTimeout(timer.current);
    void runCheck(code, value);
    setSave({ kind: 'saving' });
    try {
      const result = await studioApi.save(code, value);
      setCheck(result.check);
      if (!result.saved) {
        setSave({ kind: 'refused', count: result.check.errors.length });
        return;
      }
      setSave({
        kind: 'saved',
        file: result.check.file,
        changedLines: countChangedLines(original, result.check.text),
      });
      setOriginal(result.check.text);
    } catch (error) {
      setSave({ kind: 'failed', message: String(error) });
    }
  }, [code, value, original, runCheck]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      // Gone: no answer is wanted (and an aborted one is not an error to show).
      opening.current?.abort();
      opening.current = null;
    },
    [],
  );

  return {
    code,
    opened,
    value,
    original,
    check,
    changedLines: check ? countChangedLines(original, check.text) : 0,
    draftCode,
    revision,
    previewBehind,
    save,
    loadError,
    open,
    edit,
    saveNow,
  };
}
