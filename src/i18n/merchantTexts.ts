import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { TenantConfig, TenantTexts } from '../config/tenant.gen';
import type { LanguageCode } from './languages';
import type { PseudoLocale } from './pseudoLocales';
import type { Messages } from './withFallback';

/**
 * The merchant's own wording (tenant file `texts`, docs/i18n.md "Merchant texts"), merged into the
 * messages react-intl gets. Published, the texts come as one small file per language
 * (src/i18n/textsFiles.ts), requested beside the catalogue; in tests, stories and the studio's
 * preview they are still in the tenant file. This module is a chunk of its own, downloaded only for
 * a merchant with texts: plain text and `{argument}`s are turned into message ASTs here; plural,
 * select, formats and tags need the ICU parser, which the build leaves out (messagesPlugin) and
 * which is downloaded only for a merchant that uses them, in parallel with the catalogue.
 */

const MERCHANT_ID = /^merchant\./;

/** The text a member in `language` sees for each id: theirs; for a merchant id, the default's. */
export function pickMerchantTexts(
  texts: TenantTexts,
  language: LanguageCode,
  tenantDefault: LanguageCode,
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const id of Object.keys(texts)) {
    const byLanguage = texts[id] ?? {};
    // An override the merchant lacks in this language leaves the product's text (the catalogue);
    // a merchant id has no product text: the default language's, else any the merchant wrote.
    const text =
      byLanguage[language] ??
      (MERCHANT_ID.test(id)
        ? (byLanguage[tenantDefault] ?? Object.values(byLanguage).find(Boolean))
        : undefined);
    if (text) picked[id] = text;
  }
  return picked;
}

const ARGUMENT = /\{\s*([\p{L}\p{N}_]+)\s*\}/u;

/**
 * A message of plain text and `{argument}`s as its AST (what the parser would give, without
 * locations); undefined when it needs the parser: `'` quoting, tags, plural, select, formats.
 */
export function compileSimple(text: string): MessageFormatElement[] | undefined {
  if (/'['{}<>#|]|</.test(text)) return undefined;
  const elements: MessageFormatElement[] = [];
  // split with one capture group: literal, argument, literal, argument, … literal.
  const parts = text.split(new RegExp(ARGUMENT.source, 'gu'));
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    if (i % 2 === 1) elements.push({ type: 1, value: part });
    else if (/[{}]/.test(part)) return undefined;
    else if (part) elements.push({ type: 0, value: part });
  }
  return elements;
}

type Compiled = Record<string, MessageFormatElement[]>;

async function compile(texts: Record<string, string>): Promise<Compiled> {
  const compiled: Compiled = {};
  const rest: [string, string][] = [];
  for (const [id, text] of Object.entries(texts)) {
    const ast = compileSimple(text);
    if (ast) compiled[id] = ast;
    else rest.push([id, text]);
  }
  if (rest.length === 0) return compiled;
  const { parse } = await import('./icuParser');
  for (const [id, text] of rest) {
    // `npm run tenants` refuses a text that does not parse; one that got through anyway leaves
    // the product's text (or the menu's fallback) instead of an error on the member's screen.
    try {
      compiled[id] = parse(text);
    } catch {
      continue;
    }
  }
  return compiled;
}

export interface MerchantTextsInput {
  /** The tenant file's own `texts` (tests, stories, the studio's preview). */
  texts?: TenantTexts | undefined;
  /** Else the published file of the member's language, already requested (textsFiles.ts). */
  file?: Promise<Response>;
  language: LanguageCode;
  tenantDefault: LanguageCode;
  /** QA's pseudo-locale: the merchant's texts are rewritten as the catalogue's are. */
  pseudo?: PseudoLocale | null;
}

/**
 * The published file's texts. One that cannot be read leaves the product's texts (and the menu's
 * fallback labels): the member's screen still works, in the product's words.
 */
async function readFile(file: Promise<Response>): Promise<Record<string, string>> {
  try {
    const response = await file;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const json: unknown = await response.json();
    if (typeof json !== 'object' || json === null || Array.isArray(json))
      throw new Error('not an object');
    return Object.fromEntries(
      Object.entries(json).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch (error) {
    console.warn('merchant texts not loaded', error);
    return {};
  }
}

/**
 * The catalogue's messages with the merchant's texts over them. Compiling starts as soon as the
 * texts are in, so a parser download runs in parallel with the catalogue's, never after it.
 */
export async function withMerchantTexts(
  messages: Promise<Messages>,
  { texts, file, language, tenantDefault, pseudo }: MerchantTextsInput,
): Promise<Messages> {
  const compiled = (
    texts
      ? Promise.resolve(pickMerchantTexts(texts, language, tenantDefault))
      : file
        ? readFile(file)
        : Promise.resolve({})
  ).then(compile);
  const localize = pseudo ? import('./pseudoLocalize') : null;
  const [catalogue, merchant] = await Promise.all([messages, compiled]);
  if (Object.keys(merchant).length === 0) return catalogue;
  if (localize) {
    const { pseudoLocalize } = await localize;
    for (const id of Object.keys(merchant)) {
      merchant[id] = pseudoLocalize(merchant[id] ?? [], pseudo as PseudoLocale);
    }
  }
  // A catalogue is all strings (dev, tests) or all ASTs (build); react-intl takes either per id.
  return { ...catalogue, ...merchant } as Messages;
}

/** withMerchantTexts for the locale store, in as few bytes of the initial JS as it takes to call. */
export function withTenantTexts(
  messages: Promise<Messages>,
  tenant: Pick<TenantConfig, 'texts' | 'languages'>,
  language: LanguageCode,
  file: Promise<Response> | undefined,
  pseudo?: PseudoLocale,
): Promise<Messages> {
  const tenantDefault = tenant.languages.default;
  return withMerchantTexts(messages, {
    texts: tenant.texts,
    file,
    language,
    tenantDefault,
    pseudo,
  });
}
