/**
 * A tenant file's change in an operator's words, field by field, with the studio's tab and the
 * form's label for each field: "Theme & brand > Brand colour: #7c3aed -> #0ea5e9",
 * "Menu: VIP benefits moved from 3rd to 1st", "Widgets: Banner carousel added".
 *
 * Pure (no node: imports): the studio's browser part imports it, and so do the team server (review
 * page, history compare) and the publish step (commit messages).
 *
 * Labels are the schema's `title`s. By default the schema is the one in schemas/, bundled from
 * static JSON imports (tenantSchemaJson.ts), and menu entries are named by their label message in
 * English (src/i18n/messages/en.json); both can be passed in instead (SummaryOptions).
 *
 * Lists of objects are matched by their identity key (a menu entry's `key`, a widget's `id` or
 * `type`, a VIP label's `labelId`, a download link's `resourceType`, a name ...), and lists of
 * values by the values themselves, so a reorder reads as the moves it made, not as a change of
 * every position. Objects are followed down to their leaves; an object added or removed whole is
 * one change. Long values are shortened in the middle.
 */
import { GROUPS } from './groups.ts';
import { isSchemaObject } from './inlineSchema.ts';
import type { Json, SchemaObject } from './inlineSchema.ts';
import { pointerOf } from './jsonPointer.ts';
import { tenantSchema } from './tenantSchemaJson.ts';

/** The bundled tenant schema the labels come from (schemas/, as imported): for the studio's form. */
export { tenantSchema };
import englishMessages from '../../src/i18n/messages/en.json';

export type FieldChangeKind = 'changed' | 'added' | 'removed' | 'moved';

export interface FieldChange {
  /** The studio tab that holds the field, e.g. "Theme & brand". */
  tab: string;
  /** The field's label in the form (titles below the tab joined by " > "), e.g. "Brand colour". */
  label: string;
  /** JSON pointer of the field: in the new file, or in the old one for what was removed. */
  pointer: string;
  kind: FieldChangeKind;
  /**
   * The old value as shown (shortened); for a list item removed, its name ("Banner carousel");
   * for a move, the old position ("3rd").
   */
  before?: string;
  /** The new value as shown; for a list item added, its name; for a move, the new place ("1st"). */
  after?: string;
  /** One line for a person: "Theme & brand > Brand colour: #7c3aed -> #0ea5e9". */
  text: string;
}

export interface SummaryOptions {
  /** The bundled tenant schema (bundleTenantSchema()); default: schemas/ as imported. */
  schema?: SchemaObject;
  /** Messages by id, to name menu entries by their label; default: the English catalogue. */
  messages?: Readonly<Record<string, string>>;
}

/** Longest value shown whole; longer ones keep their start and end. */
export const MAX_VALUE_LENGTH = 48;
/** Longest list or object shown whole (its parts are shortened first). */
const LONG_VALUE_LENGTH = 96;

/** The 28 language codes of schemas/defs.schema.json, by their English names. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  CN: 'Chinese (Simplified)',
  EN: 'English',
  ES: 'Spanish',
  HI: 'Hindi',
  ID: 'Indonesian',
  JA: 'Japanese',
  KM: 'Khmer',
  KO: 'Korean',
  MY: 'Burmese',
  TA: 'Tamil',
  TH: 'Thai',
  TW: 'Chinese (Traditional)',
  VI: 'Vietnamese',
  TY: 'Tahitian',
  UR: 'Urdu',
  PT: 'Portuguese',
  'PT-BR': 'Portuguese (Brazil)',
  MS: 'Malay',
  BN: 'Bengali',
  TR: 'Turkish',
  FR: 'French',
  NE: 'Nepali',
  'UR-LA': 'Urdu (Latin script)',
  TE: 'Telugu',
  RU: 'Russian',
  SW: 'Swahili',
  KK: 'Kazakh',
  LO: 'Lao',
};

/** Keys that say which item of a list an object is, best first. */
const IDENTITY_KEYS = ['key', 'id', 'labelId', 'resourceType', 'type', 'name', 'platform'];

type Segment = string | number;

interface Place {
  tab: string;
  /** Title of the top-level key, the label when nothing below it is named. */
  topTitle: string;
  /** Titles below the tab. */
  parts: readonly string[];
  segments: readonly Segment[];
}

interface Context {
  schema: SchemaObject;
  messages: Readonly<Record<string, string>>;
  out: FieldChange[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]))
    );
  }
  return false;
}

/** "intervalSeconds" -> "Interval seconds", "h5_logo" -> "H5 logo": for keys with no title. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : key;
}

/** A title that is a person's words, not a generated type's name ('TenantTheme'). */
function humanTitle(node: Json | undefined): string | undefined {
  if (!isSchemaObject(node) || typeof node.title !== 'string') return undefined;
  const title = node.title;
  return /\s/.test(title) || !/[a-z][A-Z]/.test(title) ? title : undefined;
}

function isLanguageEnum(node: Json | undefined): boolean {
  return isSchemaObject(node) && Array.isArray(node.enum) && node.enum.includes('UR-LA');
}

/** 1 -> "1st", 2 -> "2nd", 3 -> "3rd", 11 -> "11th", 22 -> "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A value cut in the middle when long: the start and the end of a URL say most. */
export function shorten(text: string, max = MAX_VALUE_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ');
  if (flat.length <= max) return flat;
  const tail = Math.floor((max - 1) / 3);
  return `${flat.slice(0, max - 1 - tail)}…${flat.slice(flat.length - tail)}`;
}

/**
 * A value as an operator reads it: strings bare, switches on/off, languages by name, lists of
 * values joined, an object as its fields' labels and values ("Client id: 123…").
 */
export function formatValue(value: unknown, schema?: Json): string {
  if (value === undefined) return '';
  if (typeof value === 'string') {
    if (value === '') return '(empty)';
    if (isLanguageEnum(schema) && value in LANGUAGE_NAMES) return LANGUAGE_NAMES[value]!;
    return shorten(value);
  }
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number' || value === null) return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    if (value.every((v) => typeof v !== 'object' || v === null)) {
      const items = isSchemaObject(schema) ? schema.items : undefined;
      return shorten(value.map((v) => formatValue(v, items)).join(', '), LONG_VALUE_LENGTH);
    }
    return value.length === 1 ? '1 item' : `${value.length} items`;
  }
  if (isPlainObject(value)) {
    const fields = Object.entries(value).map(([key, v]) => {
      const child = childSchema(schema, key);
      const label = keyPart(schema, key, child);
      const shown = isPlainObject(v) ? `${Object.keys(v).length} fields` : formatValue(v, child);
      return `${label}: ${shown}`;
    });
    return shorten(fields.join('; ') || '(empty)', LONG_VALUE_LENGTH);
  }
  return shorten(JSON.stringify(value));
}

function childSchema(node: Json | undefined, key: string): Json | undefined {
  if (!isSchemaObject(node)) return undefined;
  if (isSchemaObject(node.properties) && key in node.properties) return node.properties[key];
  if (isSchemaObject(node.patternProperties)) {
    for (const [pattern, child] of Object.entries(node.patternProperties)) {
      if (new RegExp(pattern, 'u').test(key)) return child;
    }
  }
  return undefined;
}

function isPatternKey(node: Json | undefined, key: string): boolean {
  return (
    isSchemaObject(node) &&
    !(isSchemaObject(node.properties) && key in node.properties) &&
    isSchemaObject(node.patternProperties)
  );
}

/** The schema of one list item: for widgets, the option its `type` picks. */
function itemSchema(list: Json | undefined, item: unknown): Json | undefined {
  if (!isSchemaObject(list)) return undefined;
  const items = list.items;
  if (!isSchemaObject(items)) return undefined;
  if (Array.isArray(items.oneOf) && isPlainObject(item)) {
    const option = items.oneOf.find((o) => {
      const type = isSchemaObject(o) ? childSchema(o, 'type') : undefined;
      return isSchemaObject(type) && type.const === item.type;
    });
    if (option !== undefined) return option;
  }
  return items;
}

/**
 * What a list item is called: a menu entry by its label in English ("VIP benefits"), a widget by
 * its type's title ("Banner carousel"), others by their name, a value by itself ("Thai").
 */
export function itemName(
  item: unknown,
  schema?: Json,
  messages: Readonly<Record<string, string>> = englishMessages,
): string {
  if (!isPlainObject(item)) return formatValue(item, schema);
  const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string) : '');
  const label = text('label');
  if (label && typeof messages[label] === 'string') return messages[label];
  if (text('key') && text('type')) return `${text('key')} (${text('type')})`;
  const title = humanTitle(schema);
  if (title && text('type')) return title;
  const named = ['name', 'labelName', 'resourceType', 'platform', 'title', 'key', 'id']
    .map(text)
    .find(Boolean);
  if (named) return shorten(named);
  if (text('type')) return humanizeKey(text('type'));
  if (typeof item.labelId === 'number') return `label ${item.labelId}`;
  return shorten(JSON.stringify(item));
}

function identityOf(item: unknown): string | undefined {
  if (!isPlainObject(item)) return `=${JSON.stringify(item)}`;
  for (const key of IDENTITY_KEYS) {
    const value = item[key];
    if (typeof value === 'string' || typeof value === 'number') return `${key}=${value}`;
  }
  return undefined;
}

/** Identities made unique by their occurrence: two banner carousels are type=…#0 and #1. */
function identities(list: readonly unknown[]): Array<string | undefined> {
  const seen = new Map<string, number>();
  return list.map((item) => {
    const id = identityOf(item);
    if (id === undefined) return undefined;
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    return `${id}#${n}`;
  });
}

/** The longest common subsequence of two id lists (the items that kept their order). */
function keptInOrder(before: readonly string[], after: readonly string[]): Set<string> {
  const rows = before.length;
  const cols = after.length;
  const table: number[][] = Array.from({ length: rows + 1 }, () => Array<number>(cols + 1).fill(0));
  for (let i = rows - 1; i >= 0; i--)
    for (let j = cols - 1; j >= 0; j--)
      table[i]![j] =
        before[i] === after[j]
          ? table[i + 1]![j + 1]! + 1
          : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    if (before[i] === after[j]) {
      kept.add(before[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! > table[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

function dedupeAdjacent(parts: readonly string[]): string[] {
  return parts.filter((p, i) => i === 0 || p !== parts[i - 1]);
}

function push(
  ctx: Context,
  place: Place,
  kind: FieldChangeKind,
  what: string,
  values: { before?: string; after?: string },
): void {
  const parts = place.parts.length > 0 ? place.parts : [place.topTitle];
  const prefix = dedupeAdjacent([place.tab, ...parts]).join(' > ');
  ctx.out.push({
    tab: place.tab,
    label: parts.join(' > '),
    pointer: pointerOf(place.segments),
    kind,
    ...values,
    text: `${prefix}: ${what}`,
  });
}

function diffValue(
  ctx: Context,
  before: unknown,
  after: unknown,
  schema: Json | undefined,
  place: Place,
): void {
  if (before === undefined && after === undefined) return;
  if (before === undefined) {
    const shown = formatValue(after, schema);
    const what = isPlainObject(after) ? `added (${shown})` : `set to ${shown}`;
    push(ctx, place, 'added', what, { after: shown });
    return;
  }
  if (after === undefined) {
    const shown = formatValue(before, schema);
    push(ctx, place, 'removed', `removed (was ${shown})`, { before: shown });
    return;
  }
  if (sameJson(before, after)) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    diffList(ctx, before, after, schema, place);
    return;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    diffObject(ctx, before, after, schema, place);
    return;
  }
  const was = formatValue(before, schema);
  const now = formatValue(after, schema);
  push(ctx, place, 'changed', `${was} -> ${now}`, { before: was, after: now });
}

function orderedKeys(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  schema: Json | undefined,
): string[] {
  const present = new Set([...Object.keys(after), ...Object.keys(before)]);
  const declared =
    isSchemaObject(schema) && isSchemaObject(schema.properties)
      ? Object.keys(schema.properties).filter((k) => present.has(k))
      : [];
  return [...new Set([...declared, ...present])];
}

function keyPart(parent: Json | undefined, key: string, child: Json | undefined): string {
  if (isPatternKey(parent, key)) {
    // A key the operator chose (a language's texts, a white-label value): the key says it.
    return LANGUAGE_NAMES[key] ?? key;
  }
  return humanTitle(child) ?? humanizeKey(key);
}

function diffObject(
  ctx: Context,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  schema: Json | undefined,
  place: Place,
): void {
  for (const key of orderedKeys(before, after, schema)) {
    const child = childSchema(schema, key);
    diffValue(ctx, before[key], after[key], child, {
      ...place,
      parts: [...place.parts, keyPart(schema, key, child)],
      segments: [...place.segments, key],
    });
  }
}

function diffList(
  ctx: Context,
  before: readonly unknown[],
  after: readonly unknown[],
  schema: Json | undefined,
  place: Place,
): void {
  const beforeIds = identities(before);
  const afterIds = identities(after);
  const name = (item: unknown) => itemName(item, itemSchema(schema, item), ctx.messages);
  const itemPlace = (index: number, item: unknown): Place => ({
    ...place,
    parts: [...place.parts, name(item)],
    segments: [...place.segments, index],
  });
  const atIndex = (index: number): Place => ({
    ...place,
    segments: [...place.segments, index],
  });

  if (beforeIds.includes(undefined) || afterIds.includes(undefined)) {
    // Items with nothing to tell them apart: compare position by position.
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length; i++) {
      const was = before[i];
      const now = after[i];
      if (was === undefined) {
        push(ctx, atIndex(i), 'added', `${name(now)} added`, { after: name(now) });
      } else if (now === undefined) {
        push(ctx, atIndex(i), 'removed', `${name(was)} removed`, { before: name(was) });
      } else {
        diffValue(ctx, was, now, itemSchema(schema, now), itemPlace(i, now));
      }
    }
    return;
  }

  const ids = (list: Array<string | undefined>) => list as string[];
  const afterIndex = new Map(ids(afterIds).map((id, i) => [id, i]));
  const beforeIndex = new Map(ids(beforeIds).map((id, i) => [id, i]));
  const common = (list: string[], other: Map<string, number>) => list.filter((id) => other.has(id));
  const kept = keptInOrder(common(ids(beforeIds), afterIndex), common(ids(afterIds), beforeIndex));

  ids(beforeIds).forEach((id, i) => {
    if (afterIndex.has(id)) return;
    const shown = name(before[i]);
    push(ctx, atIndex(i), 'removed', `${shown} removed`, { before: shown });
  });
  ids(afterIds).forEach((id, j) => {
    const now = after[j];
    const i = beforeIndex.get(id);
    if (i === undefined) {
      const shown = name(now);
      push(ctx, atIndex(j), 'added', `${shown} added`, { after: shown });
      return;
    }
    if (!kept.has(id)) {
      const from = ordinal(i + 1);
      const to = ordinal(j + 1);
      push(ctx, atIndex(j), 'moved', `${name(now)} moved from ${from} to ${to}`, {
        before: from,
        after: to,
      });
    }
    diffValue(ctx, before[i], now, itemSchema(schema, now), itemPlace(j, now));
  });
}

function topPlace(schema: SchemaObject, key: string): { place: Place; order: number } {
  const groupIndex = GROUPS.findIndex((g) => g.keys.includes(key));
  const group = GROUPS[groupIndex] ?? GROUPS[0]!;
  const node = childSchema(schema, key);
  const title = humanTitle(node) ?? humanizeKey(key);
  // The tab already says it: "Menu", or the tab's own key (theme in Theme & brand).
  const named = key !== group.id && title !== group.label;
  return {
    place: { tab: group.label, topTitle: title, parts: named ? [title] : [], segments: [key] },
    order: groupIndex < 0 ? GROUPS.length * 100 : groupIndex * 100 + group.keys.indexOf(key),
  };
}

/** The field changes from one parsed tenant file to another (undefined: no file). */
export function fieldChanges(
  before: unknown,
  after: unknown,
  options: SummaryOptions = {},
): FieldChange[] {
  const ctx: Context = {
    schema: options.schema ?? tenantSchema(),
    messages: options.messages ?? englishMessages,
    out: [],
  };
  const root = (value: unknown) => (isPlainObject(value) ? value : {});
  const b = root(before);
  const a = root(after);
  const tops = [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .map((key) => ({ key, ...topPlace(ctx.schema, key) }))
    .sort((x, y) => x.order - y.order);
  for (const { key, place } of tops)
    diffValue(ctx, b[key], a[key], childSchema(ctx.schema, key), place);
  return ctx.out;
}

function parseFile(text: string, which: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`the ${which} file is not JSON: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The field changes between two texts of a tenant file. An empty text is no file: a file created
 * from nothing lists each of its top-level fields as set. Text that is not JSON throws.
 */
export function fieldSummary(
  beforeText: string,
  afterText: string,
  options: SummaryOptions = {},
): FieldChange[] {
  return fieldChanges(parseFile(beforeText, 'old'), parseFile(afterText, 'new'), options);
}

const TITLE_LENGTH = 72;

/**
 * A short first line for a commit or a change request: "demo: Brand colour, Menu order".
 * Names each changed field once (its first label part; "<list> order" for moves); a new or
 * deleted file says so; too many names end in "and N more".
 */
export function summaryTitle(changes: readonly FieldChange[], merchant?: string): string {
  const lead = merchant ? `${merchant}: ` : '';
  if (changes.length === 0) return `${lead}no field changed`;
  const code = changes.find((c) => c.pointer === '/merchantCode');
  const whole = changes.every((c) => c.pointer.split('/').length === 2);
  if (whole && code?.kind === 'added' && changes.every((c) => c.kind === 'added'))
    return `${lead}new merchant`;
  if (whole && code?.kind === 'removed' && changes.every((c) => c.kind === 'removed'))
    return `${lead}merchant deleted`;
  const names: string[] = [];
  for (const change of changes) {
    const first = change.label.split(' > ')[0] ?? change.label;
    const name = change.kind === 'moved' ? `${first} order` : first;
    if (!names.includes(name)) names.push(name);
  }
  let shown = names.length;
  const line = (n: number) =>
    `${lead}${names.slice(0, n).join(', ')}${n < names.length ? ` and ${names.length - n} more` : ''}`;
  while (shown > 1 && line(shown).length > TITLE_LENGTH) shown--;
  return line(shown);
}

/** One line per change, for a commit message's body or a plain-text review. */
export function formatSummary(changes: readonly FieldChange[]): string {
  return changes.map((c) => c.text).join('\n');
}
