import { LANGUAGES } from '../../src/i18n/languages.ts';
import type { LanguageCode } from '../../src/i18n/languages.ts';
import { resolveSpecKeys, specKeyTargets } from '../../src/i18n/specKeys.ts';
import { isTranslated } from '../../src/i18n/withFallback.ts';
/** Catalogue files as written: message strings by id. */
type Messages = Record<string, string>;
import { parseIcu } from './i18nIcu.ts';

/** One message as `formatjs extract --extract-source-location` prints it. */
export interface ExtractedMessage {
  defaultMessage?: string;
  description?: string;
  file?: string;
  line?: number;
  col?: number;
}

export type Extracted = Readonly<Record<string, ExtractedMessage>>;

export interface Catalogue {
  code: LanguageCode;
  /** Path shown in messages, e.g. src/i18n/messages/vi.json. */
  file: string;
  messages: Readonly<Record<string, unknown>>;
}

export interface Problem {
  /** file or file:line:col */
  where: string;
  message: string;
}

export interface CheckResult {
  problems: Problem[];
  /** Per language other than EN, the ids that show English (absent, empty or placeholder). */
  missing: { code: LanguageCode; ids: string[] }[];
}

export const WRITE_HINT = 'run `npm run i18n:check -- --write`';
export const PRUNE_HINT = 'delete it, or run `npm run i18n:check -- --prune`';

export function catalogueFileName(code: LanguageCode): string {
  return `${code.toLowerCase()}.json`;
}

export function codeOfFileName(name: string): LanguageCode | undefined {
  return LANGUAGES.find((code) => catalogueFileName(code) === name);
}

function sourceOf(id: string, extracted: Extracted): string {
  const m = extracted[id];
  return m?.file ? `${m.file}:${m.line ?? 0}:${(m.col ?? 0) + 1}` : 'src';
}

/** English as the code declares it, ids sorted; problems when a declaration cannot be used. */
export function englishFromCode(extracted: Extracted): { english: Messages; problems: Problem[] } {
  const english: Messages = {};
  const problems: Problem[] = [];
  for (const id of Object.keys(extracted).sort()) {
    const text = extracted[id]?.defaultMessage;
    const where = sourceOf(id, extracted);
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push({
        where,
        message: `"${id}" has no defaultMessage: English comes from the code`,
      });
      continue;
    }
    const icu = parseIcu(text);
    if (!icu.ok) problems.push({ where, message: `"${id}": invalid ICU message (${icu.error})` });
    english[id] = text;
  }
  return { english, problems };
}

function checkEnglishCatalogue(
  catalogue: Catalogue,
  english: Messages,
  extracted: Extracted,
): Problem[] {
  const problems: Problem[] = [];
  for (const [id, text] of Object.entries(english)) {
    const actual = catalogue.messages[id];
    if (actual === undefined) {
      problems.push({
        where: catalogue.file,
        message: `lacks "${id}" (declared at ${sourceOf(id, extracted)}): ${WRITE_HINT}`,
      });
    } else if (actual !== text) {
      problems.push({
        where: catalogue.file,
        message: `"${id}" reads ${JSON.stringify(actual)} but the code says ${JSON.stringify(text)}: ${WRITE_HINT}`,
      });
    }
  }
  return problems;
}

function checkEntries(catalogue: Catalogue, english: Messages): Problem[] {
  const problems: Problem[] = [];
  const isEnglish = catalogue.code === 'EN';
  for (const [id, value] of Object.entries(resolveSpecKeys(catalogue.messages))) {
    const where = catalogue.file;
    if (!Object.hasOwn(english, id)) {
      const hint = isEnglish ? WRITE_HINT : PRUNE_HINT;
      problems.push({ where, message: `"${id}" is no longer in the code (stale): ${hint}` });
      continue;
    }
    if (isEnglish) continue; // compared with the code as a whole above
    if (typeof value !== 'string') {
      problems.push({ where, message: `"${id}" must be a string (got ${typeof value})` });
      continue;
    }
    if (typeof value !== 'string' || !isTranslated(id, value)) continue;
    const icu = parseIcu(value);
    if (!icu.ok) {
      problems.push({ where, message: `"${id}": invalid ICU message (${icu.error})` });
      continue;
    }
    const source = parseIcu(english[id] ?? '');
    if (!source.ok) continue;
    const unknown = [...icu.placeholders].filter((p) => !source.placeholders.has(p));
    if (unknown.length > 0) {
      problems.push({
        where,
        message: `"${id}" uses ${unknown.join(', ')}, which English does not: the code never supplies it`,
      });
    }
  }
  return problems;
}

/**
 * Everything `npm run i18n:check` decides, without the file system: English must equal the
 * code, no catalogue may keep an id the code dropped or hold a message react-intl cannot
 * format; other languages' gaps are reported, not failed.
 */
export function checkCatalogues(
  extracted: Extracted,
  catalogues: readonly Catalogue[],
): CheckResult {
  const { english, problems } = englishFromCode(extracted);
  const missing: CheckResult['missing'] = [];
  for (const code of LANGUAGES) {
    const catalogue = catalogues.find((c) => c.code === code);
    if (!catalogue) continue;
    if (code === 'EN') problems.push(...checkEnglishCatalogue(catalogue, english, extracted));
    problems.push(...checkEntries(catalogue, english));
    if (code !== 'EN') {
      const ids = Object.keys(english).filter((id) => !isTranslated(id, catalogue.messages[id]));
      missing.push({ code, ids });
    }
  }
  return { problems, missing };
}

/** The catalogue without ids the code no longer declares, order kept. */
export function pruneStale(
  messages: Readonly<Record<string, unknown>>,
  english: Messages,
): { kept: Record<string, unknown>; removed: string[] } {
  const kept: Record<string, unknown> = {};
  const removed: string[] = [];
  for (const [id, value] of Object.entries(messages)) {
    if (Object.hasOwn(english, id) || specKeyTargets(id).length > 0) kept[id] = value;
    else removed.push(id);
  }
  return { kept, removed };
}
