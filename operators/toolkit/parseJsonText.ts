import { parseTree, printParseErrorCode, visit } from 'jsonc-parser';
import type { Node, ParseError } from 'jsonc-parser';
import { pointerOf } from './jsonPointer.ts';

export type ParsedJson =
  { ok: true; value: unknown } | { ok: false; offset: number; message: string };

/** What to say for each parse error; the close-bracket ones depend on the enclosing bracket. */
const MESSAGES: Readonly<Record<string, string>> = {
  InvalidSymbol: 'unexpected {found}',
  InvalidNumberFormat: 'invalid number {found}',
  PropertyNameExpected: 'expected a property name in double quotes (found {found})',
  ValueExpected: 'expected a value (found {found})',
  ColonExpected: "expected ':' after the property name (found {found})",
  EndOfFileExpected: 'unexpected {found} after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'unterminated string: a string must end with " on the line it starts',
  UnexpectedEndOfNumber: 'invalid number {found}',
  InvalidUnicode: 'invalid \\u escape in string',
  InvalidEscapeCharacter: 'invalid escape sequence in string',
  InvalidCharacter: 'control character in string: write it as an escape such as \\n or \\t',
};

/** The innermost bracket open at `offset`, skipping strings. */
function enclosingBracket(text: string, offset: number): '{' | '[' | undefined {
  const stack: Array<'{' | '['> = [];
  for (let i = 0; i < offset && i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      for (i++; i < offset && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    } else if (ch === '{' || ch === '[') stack.push(ch);
    else if (ch === '}' || ch === ']') stack.pop();
  }
  return stack[stack.length - 1];
}

function describeFound(text: string, error: ParseError): string {
  const token = text.slice(error.offset, error.offset + Math.max(error.length, 1)).trim();
  if (error.offset >= text.length || token === '') return 'the end of the file';
  const shown = token.length > 20 ? `${token.slice(0, 17)}...` : token;
  return `'${shown}'`;
}

function describeError(text: string, error: ParseError): { offset: number; message: string } {
  const code = printParseErrorCode(error.error);
  const found = describeFound(text, error);
  const before = text.slice(0, error.offset).trimEnd();
  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && before.endsWith(',')) {
    const next = text[error.offset];
    if (next === '}' || next === ']') {
      return {
        offset: before.length - 1,
        message: `trailing comma before '${next}' is not allowed`,
      };
    }
  }
  if (text.trim() === '') return { offset: 0, message: 'the file is empty' };
  if (
    code === 'CommaExpected' ||
    code === 'CloseBraceExpected' ||
    code === 'CloseBracketExpected'
  ) {
    const close = enclosingBracket(text, error.offset) === '[' ? ']' : '}';
    return { offset: error.offset, message: `expected ',' or '${close}' (found ${found})` };
  }
  let message = (MESSAGES[code] ?? 'syntax error at {found}').replace('{found}', found);
  if (code === 'InvalidSymbol' && /^'[A-Za-z_]/.test(found)) {
    message += ': strings and property names need double quotes';
  }
  return { offset: error.offset, message };
}

/** A byte order mark becomes a space, so offsets still match the file. */
function withoutBom(text: string): string {
  return text.startsWith('\uFEFF') ? ` ${text.slice(1)}` : text;
}

/**
 * Parses strict JSON (no comments, no trailing commas). Valid files take the fast path; only a
 * broken one is parsed again to say where and what is wrong.
 */
export function parseJsonText(input: string): ParsedJson {
  const text = withoutBom(input);
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    const errors: ParseError[] = [];
    parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
    const first = errors[0];
    if (first) {
      const { offset, message } = describeError(text, first);
      return { ok: false, offset, message: `invalid JSON: ${message}` };
    }
    const message = e instanceof Error ? e.message : String(e);
    const offset = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
    return { ok: false, offset, message: `invalid JSON: ${message}` };
  }
}

/** The syntax tree with offsets, built only when a finding has to be placed. */
export function parseJsonTree(input: string): Node | undefined {
  return parseTree(withoutBom(input), [], { disallowComments: true, allowTrailingComma: false });
}

/** Keys written twice in one object: JSON keeps only the last, silently. */
export function findDuplicateKeys(input: string): Array<{ pointer: string; firstOffset: number }> {
  const found: Array<{ pointer: string; firstOffset: number }> = [];
  const objects: Array<Map<string, number>> = [];
  visit(
    withoutBom(input),
    {
      onObjectBegin: () => void objects.push(new Map()),
      onObjectEnd: () => void objects.pop(),
      onObjectProperty: (key, offset, _length, _line, _col, pathOf) => {
        const keys = objects[objects.length - 1];
        const first = keys?.get(key);
        if (first === undefined) keys?.set(key, offset);
        else found.push({ pointer: pointerOf([...pathOf(), key]), firstOffset: first });
      },
    },
    { disallowComments: true },
  );
  return found;
}
