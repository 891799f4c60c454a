import type { ErrorObject } from 'ajv';
import { closestName } from './didYouMean.ts';
import { listWords, showTypedValue, showValue } from './describeValue.ts';
import type { Issue } from './issues.ts';
import { error } from './issues.ts';
import { childPointer, isWithin } from './jsonPointer.ts';
import { isRecord } from './narrow.ts';
import { unknownWidgetTypeMessage } from './widgetRegistry.ts';

export interface FormatOptions {
  /** Keys renamed at the top level: old name → new name, so an old key gets the new name. */
  renamedKeys?: Readonly<Record<string, { to: string; since: number }>>;
}

/** Readable hints for the shared value types of schemas/defs.schema.json, instead of a regex. */
const DEF_HINTS = new Map(
  Object.entries({
    url: "an absolute https URL such as 'https://cdn.example.com/logo.png', or a path on the merchant's site starting with '/'",
    hostname:
      "a lower-case host name such as 'm.example.com', or '*.example.com' for every sub-domain (no scheme, port or path)",
    color: "a CSS colour written #rgb, #rrggbb or #rrggbbaa, e.g. '#0b6bcb'",
    version: "a version written x.y.z, e.g. '2.4.39'",
    httpsOrigin:
      "an https origin such as 'https://tg.example.com': 'https://', a lower-case host name and an optional port, no path",
    providerId:
      "an id as the provider issued it: letters, digits, '_', '.', ':' or '-' (no spaces, quotes or semicolons)",
    messageId: "a message id such as 'menu.vip': a letter, then letters, digits, '_', '.' or '-'",
  }),
);

/** Combinators whose own message only repeats what the errors inside them already say. */
const COMBINATORS = new Set(['oneOf', 'anyOf', 'allOf', 'if']);

const RELATIONS = new Map([
  ['minimum', 'at least'],
  ['maximum', 'at most'],
  ['exclusiveMinimum', 'more than'],
  ['exclusiveMaximum', 'less than'],
]);

function parent(e: ErrorObject): Record<string, unknown> {
  return isRecord(e.parentSchema) ? e.parentSchema : {};
}

function keysOf(value: unknown): string[] {
  return isRecord(value) ? Object.keys(value) : [];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function unknownKey(e: ErrorObject, key: string, options: FormatOptions): string {
  const renamed = options.renamedKeys ?? {};
  const rename = e.instancePath === '' && Object.hasOwn(renamed, key) ? renamed[key] : undefined;
  if (rename) {
    return `unknown key "${key}" (did you mean "${rename.to}"? "${key}" was renamed in schemaVersion ${rename.since})`;
  }
  const allowed = keysOf(parent(e).properties);
  const suggestion = closestName(key, allowed);
  if (suggestion !== undefined) return `unknown key "${key}" (did you mean "${suggestion}"?)`;
  const patterns = keysOf(parent(e).patternProperties);
  if (allowed.length > 0) return `unknown key "${key}" (allowed: ${allowed.join(', ')})`;
  if (patterns.length > 0) return `unknown key "${key}" (keys must match ${patterns.join(' or ')})`;
  return `unknown key "${key}" (this object takes no keys)`;
}

function patternMessage(e: ErrorObject): string {
  const def = /\$defs\/([^/]+)\/pattern$/.exec(e.schemaPath)?.[1];
  const hint = def === undefined ? undefined : DEF_HINTS.get(def);
  if (hint !== undefined) return `must be ${hint} (got ${showValue(e.data)})`;
  const description = parent(e).description;
  const pattern = String(e.params.pattern);
  const about = typeof description === 'string' ? `: ${description}` : '';
  return `must match ${pattern} (got ${showValue(e.data)})${about}`;
}

function typeNames(type: unknown): string[] {
  const names = Array.isArray(type) ? type.map(String) : String(type).split(',');
  return names.map((name) => (name === 'array' || name === 'object' ? `an ${name}` : name));
}

/** Message and pointer for one Ajv error. */
function formatOne(e: ErrorObject, options: FormatOptions): Issue {
  const at = e.instancePath;
  const p = e.params as Record<string, unknown>;
  const got = showValue(e.data);
  switch (e.keyword) {
    case 'required':
      return error(at, `must have required property '${String(p.missingProperty)}'`);
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      return error(childPointer(at, key), unknownKey(e, key, options), 'key');
    }
    case 'enum': {
      const allowed = Array.isArray(p.allowedValues) ? p.allowedValues.map(String) : [];
      return error(at, `must be one of ${allowed.join(', ')} (got ${got})`);
    }
    case 'const':
      return error(at, `must be ${JSON.stringify(p.allowedValue)} (got ${got})`);
    case 'type':
      return error(at, `must be ${listWords(typeNames(p.type))} (got ${showTypedValue(e.data)})`);
    case 'pattern':
      return error(at, patternMessage(e));
    case 'minLength':
      return error(
        at,
        `must be at least ${plural(Number(p.limit), 'character')} long (got ${got})`,
      );
    case 'maxLength': {
      const length = typeof e.data === 'string' ? e.data.length : 0;
      const limit = plural(Number(p.limit), 'character');
      return error(at, `must be at most ${limit} long (got ${plural(length, 'character')})`);
    }
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const relation = RELATIONS.get(e.keyword) ?? e.keyword;
      return error(at, `must be ${relation} ${String(p.limit)} (got ${got})`);
    }
    case 'minItems':
    case 'maxItems': {
      const count = Array.isArray(e.data) ? e.data.length : 0;
      const relation = e.keyword === 'minItems' ? 'at least' : 'at most';
      return error(at, `must have ${relation} ${plural(Number(p.limit), 'item')} (got ${count})`);
    }
    case 'uniqueItems': {
      const items = Array.isArray(e.data) ? e.data : [];
      const [i, j] = [Number(p.i), Number(p.j)];
      const later = Math.max(i, j);
      return error(
        childPointer(at, later),
        `duplicate item: same as ${childPointer(at, Math.min(i, j))} (got ${showValue(items[later])})`,
      );
    }
    case 'discriminator': {
      // The only discriminator in the schema picks a widget's props schema by its type.
      const tag = String(p.tag);
      const tagValue = p.tagValue;
      const properties = parent(e).properties;
      const tagSchema =
        isRecord(properties) && Object.hasOwn(properties, tag) ? properties[tag] : {};
      const values = isRecord(tagSchema) && Array.isArray(tagSchema.enum) ? tagSchema.enum : [];
      const types = values.map(String);
      if (p.error === 'mapping' && typeof tagValue === 'string') {
        return error(childPointer(at, tag), unknownWidgetTypeMessage(tagValue, types));
      }
      return error(at, `must have a "${tag}" naming the widget: ${types.join(', ')}`);
    }
    default:
      return error(at, e.message ?? `fails ${e.keyword}`);
  }
}

/** Drops errors that only echo others: combinators with errors inside, and discriminator fallout. */
function dropNoise(errors: readonly ErrorObject[]): ErrorObject[] {
  const unknownTags = new Set(
    errors
      .filter((e) => e.keyword === 'discriminator' && e.params.error === 'mapping')
      .map((e) => childPointer(e.instancePath, String(e.params.tag))),
  );
  return errors.filter((e, index) => {
    if (
      COMBINATORS.has(e.keyword) ||
      (e.keyword === 'discriminator' && e.params.error !== 'mapping')
    ) {
      return !errors.some(
        (o, j) =>
          j !== index && o.keyword !== e.keyword && isWithin(o.instancePath, e.instancePath),
      );
    }
    return !(e.keyword === 'enum' && unknownTags.has(e.instancePath));
  });
}

export function formatAjvErrors(
  errors: readonly ErrorObject[] | null | undefined,
  options: FormatOptions = {},
): Issue[] {
  const unique = new Map<string, Issue>();
  for (const e of dropNoise(errors ?? [])) {
    const issue = formatOne(e, options);
    const key = `${issue.pointer}\n${issue.message}`;
    if (!unique.has(key)) unique.set(key, issue);
  }
  return [...unique.values()];
}
