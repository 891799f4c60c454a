import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * The product build drops the English `defaultMessage` of every message the code declares
 * (`defineMessages`, `<FormattedMessage>`, `formatMessage({ id, defaultMessage })`): the build's
 * catalogues are complete (messagesPlugin fills each language's gaps with English), so the
 * text would only be shipped twice, once in the catalogue and once in the code
 * (decision 0012). A message keeps its id; `npm run i18n:check` fails on an id the English
 * catalogue lacks, so react-intl always finds its text.
 *
 * Product build only: the dev server, tests and Storybook keep the English (stories read it).
 */
export const DEFAULT_MESSAGES_PLUGIN = 'mobile-web:strip-default-messages';

const SOURCE = /[\\/]src[\\/].*\.[cm]?[jt]sx?$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function keyName(property: Node): string | null {
  if (property.type !== 'Property' || property.computed === true) return null;
  const key = property.key;
  if (!isNode(key)) return null;
  if (key.type === 'Identifier') return typeof key.name === 'string' ? key.name : null;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : null;
}

/** A string written out: 'text', "text" or `text` without a ${}. */
function isPlainString(value: unknown): boolean {
  if (!isNode(value)) return false;
  if (value.type === 'Literal') return typeof value.value === 'string';
  return (
    value.type === 'TemplateLiteral' &&
    Array.isArray(value.expressions) &&
    value.expressions.length === 0
  );
}

/** The `defaultMessage` properties of message descriptors: objects with a written-out id. */
function descriptorDefaults(program: unknown): Array<{ from: number; to: number }> {
  const cuts: Array<{ from: number; to: number }> = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === 'ObjectExpression' && Array.isArray(value.properties)) {
      const properties = value.properties.filter(isNode);
      const named = (name: string) => properties.findIndex((p) => keyName(p) === name);
      const id = properties[named('id')];
      const index = named('defaultMessage');
      const message = properties[index];
      if (id && message && isPlainString(id.value) && isPlainString(message.value)) {
        const next = properties[index + 1];
        const previous = properties[index - 1];
        // With the comma that separates it from its neighbour.
        if (next) cuts.push({ from: message.start, to: next.start });
        else if (previous) cuts.push({ from: previous.end, to: message.end });
      }
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(child);
    }
  };
  visit(program);
  return cuts;
}

/** `code` without its descriptors' English; null when it has none. */
export function withoutDefaultMessages(
  code: string,
  program: unknown,
  file: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const cuts = descriptorDefaults(program);
  if (cuts.length === 0) return null;
  const edited = new MagicString(code);
  for (const { from, to } of cuts) edited.remove(from, to);
  return { code: edited.toString(), map: edited.generateMap({ hires: true, source: file }) };
}

export function defaultMessagesPlugin(): Plugin {
  return {
    name: DEFAULT_MESSAGES_PLUGIN,
    apply: 'build',
    // After TypeScript and JSX are compiled: `<FormattedMessage>` is an object by then.
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || !code.includes('defaultMessage')) return null;
      return withoutDefaultMessages(code, this.parse(code), file);
    },
  };
}
