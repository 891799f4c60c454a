import { childPointer, parsePointer } from '../../toolkit/jsonPointer';
import type { JsonObject } from './formSchema';

/**
 * The Texts tab's data (docs/studio.md, "Texts"): which screen each message belongs to, the rows
 * the tab lists, and the edits it makes to the draft's `texts` part (docs/tenants.md).
 */

/** The ids a merchant may invent (operators/toolkit/textsChecks.ts, MERCHANT_ID). */
export const MERCHANT_ID = /^merchant\.[A-Za-z][A-Za-z0-9_.-]*$/;

export interface Screen {
  id: string;
  label: string;
}

/** The screens in the tab's order; 'merchant' holds the merchant's own ids. */
export const SCREENS: readonly Screen[] = [
  { id: 'merchant', label: 'Merchant texts' },
  { id: 'login', label: 'Login' },
  { id: 'register', label: 'Register' },
  { id: 'home', label: 'Home' },
  { id: 'menu', label: 'Menu' },
  { id: 'download', label: 'Download' },
  { id: 'customerService', label: 'Customer service' },
  { id: 'dialogs', label: 'Dialogs' },
  { id: 'other', label: 'Other' },
];

/**
 * Message id prefixes (src/i18n/messages/en.json) → screen. The longest prefix that matches wins,
 * so `pwa.install.` (the download prompt) beats `pwa.` (the update and chunk dialogs).
 */
const PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['merchant.', 'merchant'],
  ['auth.', 'login'],
  ['social.', 'login'],
  ['captcha.', 'login'],
  ['nav.login', 'login'],
  ['register.', 'register'],
  ['nav.register', 'register'],
  ['page.agentRegister', 'register'],
  ['page.', 'home'],
  ['header.', 'home'],
  ['nav.', 'home'],
  ['game.', 'home'],
  ['promo.', 'home'],
  ['inbox.', 'home'],
  ['invite.', 'home'],
  ['vip.', 'home'],
  ['language.', 'home'],
  ['menu.', 'menu'],
  ['download.', 'download'],
  ['pwa.install.', 'download'],
  ['page.download', 'download'],
  ['support.', 'customerService'],
  ['notice.', 'dialogs'],
  ['push.', 'dialogs'],
  ['pwa.', 'dialogs'],
  ['status.', 'dialogs'],
  ['api.', 'dialogs'],
  ['tenant.', 'dialogs'],
  ['common.', 'dialogs'],
];

/** The screen a message id is shown on. */
export function screenOf(id: string): string {
  let best: readonly [string, string] | undefined;
  for (const entry of PREFIXES) {
    if (id.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1] ?? 'other';
}

/** A message's text per language code, as `texts` holds it. */
export type TextsByLanguage = Readonly<Record<string, string>>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The draft's `texts` part, each entry's languages that hold a string. */
export function textsOf(value: JsonObject | null): Record<string, TextsByLanguage> {
  const texts = value?.texts;
  if (!isObject(texts)) return {};
  const out: Record<string, TextsByLanguage> = {};
  for (const [id, byLanguage] of Object.entries(texts)) {
    if (!isObject(byLanguage)) continue;
    out[id] = Object.fromEntries(
      Object.entries(byLanguage).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  }
  return out;
}

/** The template's texts that may name a merchant text (operators/toolkit/textsChecks.ts). */
const TEMPLATE_TEXTS = ['app_desc', 'login_prompt_text'] as const;

/** The menu entries that name each message id as their label, by entry key. */
export function labelUses(value: JsonObject | null): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  const menu = Array.isArray(value?.menu) ? value.menu : [];
  menu.forEach((entry: unknown, index) => {
    if (!isObject(entry) || typeof entry.label !== 'string') return;
    const name = typeof entry.key === 'string' ? entry.key : `#${index + 1}`;
    uses.set(entry.label, [...(uses.get(entry.label) ?? []), name]);
  });
  return uses;
}

/**
 * Where the file names each message id, in an operator's words: "menu entry lotto-deals",
 * "template app_desc", "template app_desc (VI)" (the template's texts name `merchant.` ids only).
 */
export function textUses(value: JsonObject | null): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  const add = (id: string, where: string) => uses.set(id, [...(uses.get(id) ?? []), where]);
  for (const [id, entries] of labelUses(value))
    for (const key of entries) add(id, `menu entry ${key}`);
  const named = (text: unknown, where: string) => {
    if (typeof text === 'string' && MERCHANT_ID.test(text.trim())) add(text.trim(), where);
  };
  const template = isObject(value?.template) ? value.template : {};
  for (const key of TEMPLATE_TEXTS) named(template[key], `template ${key}`);
  const languages = isObject(value?.languages) ? value.languages : {};
  const byLanguage = isObject(languages.texts) ? languages.texts : {};
  for (const [language, texts] of Object.entries(byLanguage)) {
    if (!isObject(texts)) continue;
    for (const key of TEMPLATE_TEXTS) named(texts[key], `template ${key} (${language})`);
  }
  return uses;
}

export interface TextRow {
  id: string;
  screen: string;
  /** The product's English text; undefined for a merchant id (or an unknown id). */
  product: string | undefined;
  /** The merchant's text per language. */
  texts: TextsByLanguage;
}

/**
 * Every message the merchant's screens show: the product catalogue's ids, the merchant's own
 * ids (defined under texts, or named by a menu entry or the template and not defined yet), and any other id under
 * texts (the checker says what is wrong with it). The ids of `wordedFirst` (by default those the
 * merchant has texts for) lead their screen; the tab passes those of the file as it opened, so a
 * row never moves under the operator's typing.
 */
export function textRows(
  value: JsonObject | null,
  catalogue: Readonly<Record<string, string>>,
  wordedFirst: ReadonlySet<string> = new Set(Object.keys(textsOf(value))),
) {
  const texts = textsOf(value);
  const ids = new Set(Object.keys(catalogue));
  for (const id of Object.keys(texts)) ids.add(id);
  for (const id of textUses(value).keys()) if (MERCHANT_ID.test(id)) ids.add(id);
  const rows: TextRow[] = [...ids].map((id) => ({
    id,
    screen: screenOf(id),
    product: Object.hasOwn(catalogue, id) ? catalogue[id] : undefined,
    texts: texts[id] ?? {},
  }));
  const order = new Map(SCREENS.map((s, i) => [s.id, i]));
  const first = (row: TextRow) => (wordedFirst.has(row.id) ? 0 : 1);
  // By screen; in a screen, the ids of `wordedFirst` first; then merchant ids in file order, the
  // catalogue's in its own (grouped by feature).
  return rows.sort((a, b) => order.get(a.screen)! - order.get(b.screen)! || first(a) - first(b));
}

/**
 * The merchant's languages a row lacks while it has a text in another: members reading them see
 * the default language's merchant text (a merchant id) or the product's (an override).
 */
export function missingLanguages(row: TextRow, supported: readonly string[]): string[] {
  const present = supported.filter((l) => Object.hasOwn(row.texts, l));
  if (present.length === 0) return [];
  return supported.filter((l) => !Object.hasOwn(row.texts, l));
}

/**
 * The draft with one text set: an empty text removes that language, an id left with no language
 * is removed, and a `texts` part left empty goes too. New ids and languages go at the end, so the
 * saved file changes only where the operator typed.
 */
export function setText(value: JsonObject, id: string, language: string, text: string): JsonObject {
  const texts = isObject(value.texts) ? value.texts : {};
  const current = isObject(texts[id]) ? texts[id] : {};
  const byLanguage: JsonObject = { ...current };
  if (text === '') delete byLanguage[language];
  else byLanguage[language] = text;
  const nextTexts: JsonObject = { ...texts };
  if (Object.keys(byLanguage).length === 0) delete nextTexts[id];
  else nextTexts[id] = byLanguage;
  const next: JsonObject = { ...value };
  if (Object.keys(nextTexts).length === 0) delete next.texts;
  else next.texts = nextTexts;
  return next;
}

/** 'lotto-deals' → 'lottoDeals'; anything that is no name → 'entry'. */
export function camelCase(key: string): string {
  const words = key.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words
    .map((w, i) =>
      i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w[0]!.toUpperCase() + w.slice(1),
    )
    .join('');
  return /^[A-Za-z]/.test(joined) ? joined : `entry${joined}`;
}

/** `merchant.<camelCase of the entry key>`, numbered when the file already has that id anywhere. */
export function newMerchantId(value: JsonObject, entryKey: string): string {
  const taken = new Set([...Object.keys(textsOf(value)), ...textUses(value).keys()]);
  const base = `merchant.${camelCase(entryKey)}`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/**
 * A menu entry's label made into a merchant text in one step: a new merchant id, the label
 * naming it, and its default-language text starting from the product text the label showed.
 */
export function createMerchantText(
  value: JsonObject,
  menuIndex: number,
  defaultLanguage: string,
  productText: string | undefined,
): { value: JsonObject; id: string } | null {
  const menu = Array.isArray(value.menu) ? value.menu : [];
  const entry: unknown = menu[menuIndex];
  if (!isObject(entry)) return null;
  const id = newMerchantId(value, typeof entry.key === 'string' ? entry.key : 'entry');
  const nextMenu = menu.map((e: unknown, i) => (i === menuIndex ? { ...entry, label: id } : e));
  const texts = isObject(value.texts) ? value.texts : {};
  // Key order: `texts` keeps its place, or is added at the end of the file.
  const next: JsonObject = { ...value, menu: nextMenu };
  next.texts = { ...texts, [id]: { [defaultLanguage]: productText ?? '' } };
  return { value: next, id };
}

/** The JSON pointer of a text: /texts/<id>/<language>. */
export function textPointer(id: string, language?: string): string {
  const row = childPointer('/texts', id);
  return language === undefined ? row : childPointer(row, language);
}

/** The id and language a /texts/... pointer names. */
export function textOfPointer(pointer: string): { id: string; language?: string } | null {
  const [top, id, language] = parsePointer(pointer);
  if (top !== 'texts' || id === undefined) return null;
  return language === undefined ? { id } : { id, language };
}
