import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { TenantTexts } from '../config/tenant.gen';
import type { LanguageCode } from './languages';
import type { PseudoLocale } from './pseudoLocales';
import type { Messages } from './withFallback';

/**
 * The merchant's own wording (tenant file `texts`, docs/i18n.md "Merchant texts"), merged into the
 * messages react-intl gets. The texts arrive with the tenant file: no request of their own. This
 * module is in the initial JS, so it stays small: plain text and `{argument}`s are turned into
 * message ASTs here; plural, select, formats and tags need the ICU parser, which the build leaves
 * out (messagesPlugin) and which is downloaded only for a merchant that uses them, in parallel with
 * the catalogue.
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
  texts: TenantTexts | undefined;
  language: LanguageCode;
  tenantDefault: LanguageCode;
  /** QA's pseudo-locale: the merchant's texts are rewritten as the catalogue's are. */
  pseudo?: PseudoLocale | null;
}

/**
 * The catalogue's messages with the merchant's texts over them. Compiling starts at once, so a
 * parser download runs in parallel with the catalogue's, never after it.
 */
export async function withMerchantTexts(
  messages: Promise<Messages>,
  { texts, language, tenantDefault, pseudo }: MerchantTextsInput,
): Promise<Messages> {
  const picked = texts ? pickMerchantTexts(texts, language, tenantDefault) : {};
  if (Object.keys(picked).length === 0) return messages;
  const localize = pseudo ? import('./pseudoLocalize') : null;
  const [catalogue, compiled] = await Promise.all([messages, compile(picked)]);
  if (localize) {
    const { pseudoLocalize } = await localize;
    for (const id of Object.keys(compiled)) {
      compiled[id] = pseudoLocalize(compiled[id] ?? [], pseudo as PseudoLocale);
    }
  }
  // A catalogue is all strings (dev, tests) or all ASTs (build); react-intl takes either per id.
  return { ...catalogue, ...compiled } as Messages;
}
