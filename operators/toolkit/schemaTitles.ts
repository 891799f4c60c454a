import { isSchemaObject } from './inlineSchema.ts';
import type { Json } from './inlineSchema.ts';

/**
 * What keeps a schema from speaking to an operator: a field with no title, a title that is only
 * its JSON key or reads like code ("currencySymbol", "h5_logo", "GEETEST3"), or a description
 * that sends the reader to a spec section ("spec 5") instead of saying the rule.
 */
export interface TitleProblem {
  /** Where, as properties/.../key in the schema. */
  at: string;
  problem: string;
}

const SPEC_REFERENCE = /\bspec(?:ification)?\s+(?:section\s+)?\d/i;

/** A title shaped like an identifier: camelCase, snake_case, or capitals glued to digits. */
export function looksLikeKey(title: string): boolean {
  if (/\s/.test(title)) return false;
  return /[a-z][A-Z]/.test(title) || /[_$]/.test(title) || /^[A-Z0-9]+\d$/.test(title);
}

/** Every problem in a schema (bundled or one file), depth first. */
export function titleProblems(schema: Json): TitleProblem[] {
  const out: TitleProblem[] = [];
  const walk = (node: Json, at: string, key?: string): void => {
    if (Array.isArray(node)) {
      node.forEach((n, i) => walk(n, `${at}/${i}`));
      return;
    }
    if (!isSchemaObject(node)) return;
    if (key !== undefined) {
      const title = node.title;
      if (typeof title !== 'string' || title.trim() === '')
        out.push({ at, problem: 'has no title' });
      else if (title === key) out.push({ at, problem: `is titled by its key "${key}"` });
      else if (looksLikeKey(title)) out.push({ at, problem: `has a title like a key: "${title}"` });
    }
    if (typeof node.description === 'string' && SPEC_REFERENCE.test(node.description))
      out.push({ at, problem: `sends the reader to a spec section: "${node.description}"` });
    for (const [name, value] of Object.entries(node)) {
      if (name === 'enum' || name === 'const' || name === 'default' || name === 'examples')
        continue;
      if ((name === 'properties' || name === 'patternProperties') && isSchemaObject(value)) {
        for (const [child, schema] of Object.entries(value))
          walk(schema, `${at}/${name}/${child}`, child);
      } else walk(value, `${at}/${name}`);
    }
  };
  walk(schema, '');
  return out;
}
