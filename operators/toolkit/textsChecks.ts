/**
 * The rules of a tenant's `texts` part (docs/tenants.md, "Merchant texts") that JSON Schema cannot
 * say: each text parses as ICU with the parser react-intl runs, an override takes the same values
 * as the product message it replaces, ids are catalogue ids or merchant ids, languages are the
 * merchant's, and every merchant id is both named and defined.
 */
import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { icuErrorText } from './icuError.ts';
import productMessages from '../../src/i18n/messages/en.json';
import { closestName } from './didYouMean.ts';
import type { Issue } from './issues.ts';
import { error, warning } from './issues.ts';
import { childPointer } from './jsonPointer.ts';
import { asArray, asRecord, getPath } from './narrow.ts';

/** The ids a merchant may invent: `merchant.` and a name. */
export const MERCHANT_ID = /^merchant\.[A-Za-z][A-Za-z0-9_.-]*$/;

/** Message id → the product's English message: the ids of the catalogues and their values. */
export type Catalogue = Readonly<Record<string, string>>;

const PRODUCT: Catalogue = productMessages as Catalogue;

/** How a message uses a value: what the caller must pass for it to format. */
type ValueKind = 'value' | 'plural' | 'selectordinal' | 'select' | 'tag';

const KIND_WORDS: Readonly<Record<ValueKind, string>> = {
  value: 'a plain value',
  plural: 'a plural',
  selectordinal: 'a selectordinal',
  select: 'a select',
  tag: 'a tag',
};

type Parsed = { ok: true; values: ReadonlyMap<string, ValueKind> } | { ok: false; error: string };

function collect(elements: readonly MessageFormatElement[], into: Map<string, ValueKind>): void {
  for (const element of elements) {
    if (isLiteralElement(element) || isPoundElement(element)) continue;
    if (isTagElement(element)) {
      into.set(`<${element.value}>`, 'tag');
      collect(element.children, into);
      continue;
    }
    const name = `{${element.value}}`;
    if (isPluralElement(element)) {
      into.set(name, element.pluralType === 'ordinal' ? 'selectordinal' : 'plural');
    } else if (isSelectElement(element)) {
      into.set(name, 'select');
    } else if (!into.has(name)) {
      into.set(name, 'value');
    }
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) collect(option.value, into);
    }
  }
}

/** Parses like react-intl does in the browser; errors read `MALFORMED_ARGUMENT at 1:8`. */
function parseMessage(message: string): Parsed {
  try {
    const values = new Map<string, ValueKind>();
    collect(parse(message), values);
    return { ok: true, values };
  } catch (thrown) {
    return { ok: false, error: icuErrorText(thrown) };
  }
}

/** What differs between the values the product message takes and those the override takes. */
function valueDifferences(
  product: ReadonlyMap<string, ValueKind>,
  override: ReadonlyMap<string, ValueKind>,
): string[] {
  const out: string[] = [];
  for (const [name, kind] of product) {
    const theirs = override.get(name);
    if (theirs === undefined) out.push(`${name} is missing`);
    else if (theirs !== kind && (kind !== 'value' || theirs !== 'value')) {
      out.push(`${name} is ${KIND_WORDS[kind]} in the product message, ${KIND_WORDS[theirs]} here`);
    }
  }
  for (const name of override.keys()) {
    if (!product.has(name)) out.push(`${name} is not a value the product passes`);
  }
  return out;
}

/** A place in the tenant that names a message id: its pointer and the id. */
export interface TextReference {
  pointer: string;
  id: string;
}

/** The template's texts, each of which may be a sentence or name a merchant text. */
const TEMPLATE_TEXTS = ['app_desc', 'login_prompt_text'] as const;

/**
 * Every field that names a message id: menu entries' labels (always an id), and the template's
 * texts when they name a merchant text (`merchant.…`; otherwise they are the sentence itself),
 * in template and in languages.texts. No widget has a title or label prop that names a message.
 */
export function textReferences(tenant: unknown): TextReference[] {
  const out: TextReference[] = [];
  (asArray(getPath(tenant, 'menu')) ?? []).forEach((entry, i) => {
    const label = getPath(entry, 'label');
    if (typeof label === 'string') out.push({ pointer: `/menu/${i}/label`, id: label });
  });
  const merchantText = (pointer: string, value: unknown) => {
    if (typeof value === 'string' && MERCHANT_ID.test(value.trim())) {
      out.push({ pointer, id: value.trim() });
    }
  };
  for (const key of TEMPLATE_TEXTS) {
    merchantText(`/template/${key}`, getPath(tenant, 'template', key));
  }
  for (const [language, texts] of Object.entries(
    asRecord(getPath(tenant, 'languages', 'texts')) ?? {},
  )) {
    for (const key of TEMPLATE_TEXTS) {
      merchantText(
        childPointer(childPointer('/languages/texts', language), key),
        getPath(texts, key),
      );
    }
  }
  return out;
}

function languagesOf(tenant: unknown): { supported: string[]; fallback: string | undefined } {
  const supported = (asArray(getPath(tenant, 'languages', 'supported')) ?? []).filter(
    (l): l is string => typeof l === 'string',
  );
  const fallback = getPath(tenant, 'languages', 'default');
  return { supported, fallback: typeof fallback === 'string' ? fallback : undefined };
}

/** One of the merchant's languages without a text the merchant defined, and what shows instead. */
export interface MissingText {
  id: string;
  language: string;
  /** The default language whose merchant text shows instead, or 'product' for the catalogue. */
  shows: string;
}

/**
 * For each text of `texts`, each language of languages.supported it has no text in (a merchant id
 * missing its default language is an error, reported by checkTexts, and left out here).
 */
export function missingTexts(tenant: unknown, catalogue: Catalogue = PRODUCT): MissingText[] {
  const texts = asRecord(getPath(tenant, 'texts')) ?? {};
  const { supported, fallback } = languagesOf(tenant);
  const out: MissingText[] = [];
  for (const [id, value] of Object.entries(texts)) {
    const byLanguage = asRecord(value);
    if (!byLanguage) continue;
    const merchantOnly = MERCHANT_ID.test(id);
    if (!merchantOnly && !Object.hasOwn(catalogue, id)) continue;
    if (merchantOnly && (fallback === undefined || !Object.hasOwn(byLanguage, fallback))) continue;
    for (const language of supported) {
      if (Object.hasOwn(byLanguage, language)) continue;
      out.push({ id, language, shows: merchantOnly ? (fallback ?? 'product') : 'product' });
    }
  }
  return out;
}

/** "members reading UR see the VI text" / "... the product's text". */
export function missingTextEffect(missing: MissingText): string {
  const shown = missing.shows === 'product' ? "the product's text" : `the ${missing.shows} text`;
  return `members reading ${missing.language} see ${shown}`;
}

function checkId(id: string, catalogue: Catalogue): string | undefined {
  if (Object.hasOwn(catalogue, id) || MERCHANT_ID.test(id)) return undefined;
  if (id.startsWith('merchant.')) {
    return `"${id}" is not a merchant text id: after "merchant." comes a letter, then letters, digits, '_', '.' or '-'`;
  }
  const suggestion = closestName(id, Object.keys(catalogue));
  const hint = suggestion !== undefined ? ` (did you mean "${suggestion}"?)` : '';
  return `unknown message id "${id}"${hint}: not in the product's catalogues, and the merchant's own texts take ids starting with "merchant."`;
}

/**
 * Errors and warnings about `texts`, and about the fields that name a merchant id. The catalogue
 * is the product's English one unless a test passes its own.
 */
export function checkTexts(tenant: unknown, catalogue: Catalogue = PRODUCT): Issue[] {
  const texts = asRecord(getPath(tenant, 'texts')) ?? {};
  const { supported, fallback } = languagesOf(tenant);
  const list = `languages.supported (${supported.join(', ')})`;
  const productValues = new Map<string, Parsed>();
  const issues: Issue[] = [];

  for (const [id, value] of Object.entries(texts)) {
    const textPointer = childPointer('/texts', id);
    const idProblem = checkId(id, catalogue);
    if (idProblem !== undefined) issues.push(error(textPointer, idProblem, 'key'));
    const byLanguage = asRecord(value);
    if (!byLanguage) continue;
    const productMessage = catalogue[id];
    for (const [language, message] of Object.entries(byLanguage)) {
      const pointer = childPointer(textPointer, language);
      if (supported.length > 0 && !supported.includes(language)) {
        issues.push(
          error(
            pointer,
            `the ${language} text is never shown: "${language}" is not in ${list}`,
            'key',
          ),
        );
      }
      if (typeof message !== 'string') continue;
      const parsed = parseMessage(message);
      if (!parsed.ok) {
        issues.push(
          error(pointer, `the ${language} text is not a valid ICU message: ${parsed.error}`),
        );
        continue;
      }
      if (productMessage === undefined) continue;
      let product = productValues.get(id);
      if (!product) productValues.set(id, (product = parseMessage(productMessage)));
      if (!product.ok) continue;
      const differences = valueDifferences(product.values, parsed.values);
      if (differences.length > 0) {
        issues.push(
          error(
            pointer,
            `the ${language} text must take the values of the product message ${JSON.stringify(productMessage)}: ${differences.join('; ')}`,
          ),
        );
      }
    }
    if (MERCHANT_ID.test(id) && fallback !== undefined && !Object.hasOwn(byLanguage, fallback)) {
      issues.push(
        error(
          textPointer,
          `"${id}" has no ${fallback} text, the default language: members reading a language it lacks would see the bare id`,
        ),
      );
    }
  }

  if (getPath(tenant, 'textsLanguages') !== undefined) {
    issues.push(
      warning(
        '/textsLanguages',
        'textsLanguages is written when the file is published, from texts: the value here is replaced; leave it out',
        'key',
      ),
    );
  }

  const references = textReferences(tenant);
  const named = new Set(references.map((r) => r.id));
  const defined = Object.keys(texts).filter((id) => MERCHANT_ID.test(id));
  for (const id of defined) {
    if (!named.has(id)) {
      issues.push(
        error(
          childPointer('/texts', id),
          `merchant text "${id}" is named nowhere: use it as a menu entry's label or a template text (template.app_desc, login_prompt_text), or remove it`,
          'key',
        ),
      );
    }
  }
  for (const { pointer, id } of references) {
    if (!MERCHANT_ID.test(id) || Object.hasOwn(texts, id)) continue;
    const suggestion = closestName(id, defined);
    const hint =
      suggestion !== undefined
        ? `did you mean "${suggestion}"?`
        : `add it under texts, at least in ${fallback ?? 'the default language'}`;
    issues.push(error(pointer, `merchant text "${id}" is defined in no language (${hint})`));
  }

  for (const missing of missingTexts(tenant, catalogue)) {
    issues.push(
      warning(
        childPointer('/texts', missing.id),
        `no ${missing.language} text for "${missing.id}": ${missingTextEffect(missing)}`,
      ),
    );
  }
  return issues;
}
