import { GROUPS } from '../groups.ts';
import type { KeyReaders } from './keyReaders.ts';
import { listKeys, valuesAt } from './schemaKeys.ts';
import type { KeyEntry, SchemaNode } from './schemaKeys.ts';

export const REFERENCE_FILE = 'docs/tenant-reference.md';

const BANNER = `<!-- Generated from schemas/ by \`npm run docs:tenants\`. DO NOT EDIT: change the schema (its descriptions) and run \`npm run docs:tenants\`. -->`;

export interface NamedTenant {
  code: string;
  value: unknown;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function code(text: string): string {
  return `\`${text}\``;
}

function typeOf(schema: SchemaNode): string {
  if ('const' in schema) return `const ${JSON.stringify(schema.const)}`;
  if (Array.isArray(schema.enum)) return 'enum';
  const type = schema.type;
  if (type === 'array') {
    const items = schema.items as SchemaNode | undefined;
    if (items && Array.isArray(items.oneOf)) return 'array of widgets';
    return `array of ${items ? typeOf(items) : 'any'}`;
  }
  if (typeof type === 'string') {
    if (schema.pattern === '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$') return 'colour';
    return type;
  }
  if (Array.isArray(type)) return type.join(' or ');
  return 'object';
}

function allowedOf(schema: SchemaNode): string {
  const parts: string[] = [];
  if (typeof schema.keyPattern === 'string') parts.push(`keys match ${code(schema.keyPattern)}`);
  if (Array.isArray(schema.enum)) parts.push(schema.enum.map((v) => code(String(v))).join(', '));
  const items = schema.items as SchemaNode | undefined;
  if (items && Array.isArray(items.enum))
    parts.push(`each: ${items.enum.map((v) => code(String(v))).join(', ')}`);
  if (typeof schema.pattern === 'string' && typeOf(schema) !== 'colour')
    parts.push(`pattern ${code(schema.pattern)}`);
  if (typeOf(schema) === 'colour') parts.push('`#rgb`, `#rrggbb`, `#rrggbbaa`');
  const range = (min: string, max: string, unit: string) => {
    const lo = schema[min];
    const hi = schema[max];
    if (typeof lo === 'number' && typeof hi === 'number') parts.push(`${lo}–${hi}${unit}`);
    else if (typeof lo === 'number') parts.push(`≥ ${lo}${unit}`);
    else if (typeof hi === 'number') parts.push(`≤ ${hi}${unit}`);
  };
  range('minimum', 'maximum', '');
  range('minLength', 'maxLength', ' characters');
  range('minItems', 'maxItems', ' items');
  if (schema.uniqueItems === true) parts.push('unique items');
  return parts.join('; ');
}

/** A default from the schema, else the description's own "Default ..." sentence. */
function defaultOf(schema: SchemaNode): string {
  if ('default' in schema) return code(JSON.stringify(schema.default));
  const description = typeof schema.description === 'string' ? schema.description : '';
  const match = /\bDefault(?:s to|:)?\s+([^.;]+(?:\.\d[^.;]*)?)/.exec(description);
  return match ? match[1]!.trim() : '';
}

/** The flags a description says the key serves or depends on. */
function servesOf(schema: SchemaNode): string {
  const description = typeof schema.description === 'string' ? schema.description : '';
  const found = new Set<string>();
  for (const m of description.matchAll(/\b[A-Z]{3,}[A-Z0-9]*3\b/g)) found.add(code(m[0]));
  return [...found].join(', ');
}

/** The label the studio's form shows for the key (the schema's title). */
function titleOf(schema: SchemaNode): string {
  return typeof schema.title === 'string' ? schema.title : '';
}

function exampleOf(entry: KeyEntry, tenants: readonly NamedTenant[]): string {
  for (const tenant of tenants) {
    const values = valuesAt(tenant.value, entry.segments, entry.widgetType).filter(
      (v) => v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v)),
    );
    const first = values[0];
    if (first === undefined) continue;
    const text = JSON.stringify(first);
    if (Array.isArray(first) && first.some((v) => typeof v === 'object')) return `(${tenant.code})`;
    const shown = text.length > 48 ? `${text.slice(0, 45)}…` : text;
    return `${code(shown)} (${tenant.code})`;
  }
  return '';
}

function readersText(entry: KeyEntry, readers: KeyReaders): string {
  const all = readers.readersOf(entry.segments, entry.ownerTitle, entry.widgetType);
  const app = all.filter((f) => !f.startsWith('demo-api/'));
  const server = all.filter((f) => f.startsWith('demo-api/'));
  if (app.length === 0 && server.length > 0)
    return `server side (${server.slice(0, 2).map(code).join(', ')})`;
  const files = app;
  if (files.length === 0) return 'with its parent';
  const shown = files.slice(0, 4).map((f) => code(f));
  return files.length > 4 ? `${shown.join(', ')} +${files.length - 4}` : shown.join(', ');
}

/**
 * docs/tenant-reference.md: every key of the tenant file from the schema, with its type, default,
 * allowed values, an example from the tenant files, what it serves and which code reads it.
 */
export function renderReference(
  root: SchemaNode,
  tenants: readonly NamedTenant[],
  readers: KeyReaders,
): string {
  const keys = listKeys(root);
  const lines: string[] = [
    BANNER,
    '',
    '# Tenant file reference',
    '',
    'Every key of `tenants/<merchantCode>.json`, generated from `schemas/` (the labels and descriptions',
    "are the schema's own titles and descriptions). **Label** is what the studio's form calls the key;",
    '**Type** and **Allowed** come from the schema; **Default** from the schema or its description;',
    '**Example** is the first demo tenant that sets the key; **Serves** lists the feature flags the',
    'description names; **Read by** lists the files under `src/` that read the',
    'key (found by scanning the code: `tenant.<key>`, then `.child` in the files that read the parent',
    "or import its generated type; a widget's props in its `WidgetComponent<'type'>`). \"with its",
    'parent" means no file names the key itself: the value is passed on whole with its parent (to a',
    'provider\'s SDK, say); "server side" means only the platform (here the demo API) reads it.',
    'Required keys are marked **\\***.',
    '',
    'Edit tenants in the studio (`npm run studio`, docs/studio.md) or by hand, then `npm run tenants`.',
    '',
  ];
  for (const group of GROUPS) {
    const tops = group.keys.filter((k) => keys.some((e) => e.path === k));
    if (tops.length === 0) continue;
    lines.push(`## ${group.label}`, '');
    for (const top of tops) {
      const topEntry = keys.find((e) => e.path === top)!;
      const description =
        typeof topEntry.schema.description === 'string' ? topEntry.schema.description : '';
      const heading = [titleOf(topEntry.schema), code(top)].filter(Boolean).join(': ');
      lines.push(`### ${heading}${topEntry.required ? ' \\*' : ''}`, '', description, '');
      lines.push(
        '| Key | Label | Type | Default | Allowed | Example | What it does | Serves | Read by |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      );
      for (const entry of keys.filter((e) => e.path === top || e.segments[0] === top)) {
        const schema = entry.schema;
        const what = entry.path === top ? '' : ((schema.description as string | undefined) ?? '');
        lines.push(
          `| ${[
            `${code(entry.path)}${entry.required ? ' \\*' : ''}`,
            titleOf(schema),
            typeOf(schema),
            defaultOf(schema),
            allowedOf(schema),
            exampleOf(entry, tenants),
            what,
            servesOf(schema),
            readersText(entry, readers),
          ]
            .map(cell)
            .join(' | ')} |`,
        );
      }
      lines.push('');
    }
  }
  return `${lines.join('\n')}\n`;
}
