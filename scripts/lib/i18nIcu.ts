import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { icuErrorText } from '../../operators/toolkit/icuError.ts';

export type IcuResult =
  { ok: true; placeholders: ReadonlySet<string> } | { ok: false; error: string };

/** The argument names and rich-text tags (as `<b>`) a message expects its caller to supply. */
function collect(elements: readonly MessageFormatElement[], into: Set<string>): void {
  for (const element of elements) {
    if (isLiteralElement(element) || isPoundElement(element)) continue;
    if (isTagElement(element)) {
      into.add(`<${element.value}>`);
      collect(element.children, into);
      continue;
    }
    into.add(`{${element.value}}`);
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) collect(option.value, into);
    }
  }
}

/**
 * Parses a message with the parser react-intl runs in the browser, so a message that passes
 * here formats there. Errors read like `MISSING_OTHER_CLAUSE at 1:20`.
 */
export function parseIcu(message: string): IcuResult {
  try {
    const placeholders = new Set<string>();
    collect(parse(message), placeholders);
    return { ok: true, placeholders };
  } catch (error) {
    return { ok: false, error: icuErrorText(error) };
  }
}
