import { TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { PseudoLocale } from './pseudoLocales';

/**
 * Android's pseudo-locales, made from the English catalogue's ICU ASTs (docs/i18n.md,
 * "Pseudo-locales"). Only literal text changes: arguments, `#`, plural and select keys and tag
 * names stay as they are, so every message formats with the values the code passes.
 *
 * - en-XA: every letter accented, the message about 40 % longer (padding words), bracketed:
 *   `Log in` → `[Ļöĝ îñ one]`. Text that is not bracketed and accented was not translated.
 * - ar-XB: the English words, each forced right to left (RLO … PDF between right-to-left marks):
 *   the page runs as Arabic would, with readable (mirrored) English.
 */

const ACCENTS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ...'abcdefghijklmnopqrstuvwxyz'.split('').map((c, i) => [c, 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž'[i]]),
    ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c, i) => [c, 'ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'[i]]),
  ].filter((pair): pair is [string, string] => pair[1] !== undefined),
);

/** Android pads with number words; QA reads them as "this much longer". */
export const PADDING_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
] as const;

/** How much longer en-XA makes each message: German and Burmese run 30-40 % over English. */
export const EXPANSION = 0.4;

const RLM = '\u200f';
const RLO = '\u202e';
const PDF = '\u202c';

export function accent(text: string): string {
  return Array.from(text, (c) => ACCENTS[c] ?? c).join('');
}

/** Each word forced right to left, spaces and punctuation between words left to the bidi rules. */
export function forceRtl(text: string): string {
  return text.replace(/[^\s]+/g, (word) => `${RLM}${RLO}${word}${PDF}${RLM}`);
}

/** " one two …" adding at least `extra` characters. */
export function padding(extra: number): string {
  let text = '';
  for (let i = 0; text.length < extra; i++) text += ` ${PADDING_WORDS[i % PADDING_WORDS.length]}`;
  return text;
}

/** Characters a reader sees, roughly: literal text, the longest branch, a few per argument. */
function visibleLength(elements: readonly MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        length += element.value.length;
        break;
      case TYPE.tag:
        length += visibleLength(element.children);
        break;
      case TYPE.plural:
      case TYPE.select:
        length += Math.max(0, ...Object.values(element.options).map((o) => visibleLength(o.value)));
        break;
      default:
        length += 4;
    }
  }
  return length;
}

function mapLiterals(
  elements: readonly MessageFormatElement[],
  change: (text: string) => string,
): MessageFormatElement[] {
  return elements.map((element): MessageFormatElement => {
    switch (element.type) {
      case TYPE.literal:
        return { type: TYPE.literal, value: change(element.value) };
      case TYPE.tag:
        return { ...element, children: mapLiterals(element.children, change) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { value: mapLiterals(option.value, change) },
            ]),
          ),
        };
      default:
        return element;
    }
  });
}

/** Drops parser locations: they point into the English text, not this one. */
function withoutLocations(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return JSON.parse(
    JSON.stringify(elements, (key, value: unknown) => (key === 'location' ? undefined : value)),
  ) as MessageFormatElement[];
}

/** One English message (as an AST) in a pseudo-locale. An empty message stays empty. */
export function pseudoLocalize(
  message: readonly MessageFormatElement[],
  locale: PseudoLocale,
): MessageFormatElement[] {
  const elements = withoutLocations(message);
  if (elements.length === 0) return elements;
  if (locale === 'AR-XB') return mapLiterals(elements, forceRtl);
  const extra = padding(Math.ceil(visibleLength(elements) * EXPANSION));
  return [
    { type: TYPE.literal, value: '[' },
    ...mapLiterals(elements, accent),
    { type: TYPE.literal, value: `${extra}]` },
  ];
}

/** The whole English catalogue in a pseudo-locale. */
export function pseudoCatalogue(
  english: Readonly<Record<string, readonly MessageFormatElement[]>>,
  locale: PseudoLocale,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => [id, pseudoLocalize(message, locale)]),
  );
}
