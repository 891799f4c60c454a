/**
 * npm run gen        writes src/config/tenant.gen.ts, src/config/validateTenant.gen.js and
 *                    src/config/widgetDefaults.gen.ts
 * npm run gen:check  regenerates in memory and fails when a committed file differs
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { format } from 'prettier';
import { createAjv } from '../operators/toolkit/createAjv.ts';
import { ROOT_SCHEMA, SCHEMA_DIR } from '../operators/toolkit/schemaFiles.ts';
import { widgetDefaultsTable, widgetSlotSchema } from '../operators/toolkit/widgetDefaults.ts';

const BANNER =
  'Generated from schemas/ by `npm run gen`. DO NOT EDIT: change the schema and run `npm run gen`.';
const TYPES_FILE = 'src/config/tenant.gen.ts';
const VALIDATOR_FILE = 'src/config/validateTenant.gen.js';
const VALIDATOR_TYPES_FILE = 'src/config/validateTenant.gen.d.ts';
const WIDGET_DEFAULTS_FILE = 'src/config/widgetDefaults.gen.ts';

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);
const FIELD_MAPS = new Set(['properties', 'patternProperties']);

/**
 * The titles operators read ("Brand colour") label fields: one on a property, or beside a `$ref`.
 * json-schema-to-typescript would name a type after each, so they are dropped before it runs;
 * the generated types keep the names of the schemas' own titles (TenantTheme, MenuEntry, ...).
 */
export function stripFieldTitles(schema: unknown, field = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => stripFieldTitles(s));
  if (schema === null || typeof schema !== 'object') return schema;
  const labelled = field || '$ref' in schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'title' && labelled) continue;
    if (key === 'const' || key === 'enum' || key === 'default' || key === 'examples')
      out[key] = value;
    else if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object')
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, stripFieldTitles(v, FIELD_MAPS.has(key))]),
      );
    else out[key] = stripFieldTitles(value);
  }
  return out;
}

/** Reads a schema file for json-schema-to-typescript's $ref resolver, field titles dropped. */
function readStripped(file: { url: string }): string {
  const path = file.url.startsWith('file:') ? fileURLToPath(file.url) : decodeURI(file.url);
  return JSON.stringify(stripFieldTitles(JSON.parse(readFileSync(path, 'utf8'))));
}

async function generateTypes(): Promise<string> {
  const root = stripFieldTitles(JSON.parse(readFileSync(ROOT_SCHEMA, 'utf8'))) as Parameters<
    typeof compile
  >[0];
  const ts = await compile(root, 'TenantConfig', {
    cwd: resolve(SCHEMA_DIR),
    bannerComment: `/* eslint-disable */\n/**\n * ${BANNER}\n */`,
    additionalProperties: false,
    strictIndexSignatures: true,
    unreachableDefinitions: false,
    format: false,
    $refOptions: { resolve: { http: false, file: { read: readStripped } } },
  });
  return format(ts, {
    parser: 'typescript',
    filepath: TYPES_FILE,
    printWidth: 100,
    singleQuote: true,
  });
}

/**
 * Ajv standalone output still require()s a few runtime helpers (ucs2length, ajv-formats).
 * Rewrite them to ESM imports so the browser bundle and Node both load the module.
 */
function toEsm(code: string): string {
  const imports: string[] = [];
  let n = 0;
  const out = code.replace(
    /require\(("[^"]+")\)(\.default)?/g,
    (_m, spec: string, dflt?: string) => {
      const name = `__dep${n++}`;
      const path = JSON.parse(spec) as string;
      const withExt = path.startsWith('ajv/') && !path.endsWith('.js') ? `${path}.js` : path;
      imports.push(`import ${name} from ${JSON.stringify(withExt)};`);
      return dflt ? `(${name}.default ?? ${name})` : name;
    },
  );
  return `${imports.join('\n')}\n${out}`;
}

/** Drops docs keywords at schema positions only (a property may itself be called "default"). */
function stripDocs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripDocs);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'description' || key === 'title' || key === 'default') continue;
    if (key === 'const' || key === 'enum') out[key] = value;
    else if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object')
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripDocs(v)]));
    else out[key] = stripDocs(value);
  }
  return out;
}

async function generateValidator(): Promise<string> {
  // The browser needs only the first error to name the problem, and no operator docs:
  // allErrors off and descriptions stripped keep the boot-time validator small.
  const { ajv, rootId } = createAjv({
    allErrors: false,
    code: { source: true, esm: true, lines: false, optimize: true },
    transformSchema: stripDocs,
  });
  const code = standaloneCode(ajv, { validateTenant: rootId });
  const body = `// @ts-nocheck\n/* eslint-disable */\n// ${BANNER}\n${toEsm(code)}`;
  return format(body, {
    parser: 'babel',
    filepath: VALIDATOR_FILE,
    printWidth: 100,
    singleQuote: true,
  });
}

const VALIDATOR_TYPES = `// ${BANNER}
import type { ErrorObject } from 'ajv';
import type { TenantConfig } from './tenant.gen';

export declare const validateTenant: ((data: unknown) => data is TenantConfig) & {
  errors?: ErrorObject[] | null;
};
`;

/** bannerCarousel, intervalSeconds → DEFAULT_BANNER_CAROUSEL_INTERVAL_SECONDS */
export function defaultConstName(type: string, prop: string): string {
  const upper = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  return `DEFAULT_${upper(type)}_${upper(prop)}`;
}

async function generateWidgetDefaults(): Promise<string> {
  const table = widgetDefaultsTable();
  const consts = table.flatMap(([type, defaults]) =>
    Object.entries(defaults).map(
      ([prop, value]) =>
        `/** ${type}.${prop} when the tenant leaves it out. */\nexport const ${defaultConstName(type, prop)} = ${JSON.stringify(value)};`,
    ),
  );
  const rows = table.map(
    ([type, defaults]) =>
      `  ${type}: { ${Object.keys(defaults)
        .map((prop) => `${prop}: ${defaultConstName(type, prop)}`)
        .join(', ')} },`,
  );
  const ts = `/* eslint-disable */
/**
 * ${BANNER}
 *
 * What a widget prop the tenant file leaves out means: the \`default\` of each prop in
 * schemas/widgets/<type>.schema.json. Widgets read \`config.prop ?? DEFAULT_TYPE_PROP\`: one
 * constant each, so the bundler inlines the value into the widget's own chunk.
 */
import type { WidgetConfig } from './tenant.gen';

type WidgetProps<T extends WidgetConfig['type']> = Omit<Extract<WidgetConfig, { type: T }>, 'type'>;

/** The slot a widget mounts in when its entry names none. */
export const DEFAULT_WIDGET_SLOT = ${JSON.stringify(widgetSlotSchema().default)} satisfies WidgetConfig['slot'];

${consts.join('\n\n')}

/** The same defaults by widget type, checked against each widget's props. */
export const WIDGET_DEFAULTS = {
${rows.join('\n')}
} as const satisfies { readonly [T in WidgetConfig['type']]?: Partial<WidgetProps<T>> };
`;
  return format(ts, {
    parser: 'typescript',
    filepath: WIDGET_DEFAULTS_FILE,
    printWidth: 100,
    singleQuote: true,
  });
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const outputs: Array<[string, string]> = [
    [TYPES_FILE, await generateTypes()],
    [VALIDATOR_FILE, await generateValidator()],
    [VALIDATOR_TYPES_FILE, VALIDATOR_TYPES],
    [WIDGET_DEFAULTS_FILE, await generateWidgetDefaults()],
  ];
  const stale: string[] = [];
  for (const [file, text] of outputs) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current === text) continue;
    if (check) stale.push(file);
    else writeFileSync(file, text);
  }
  if (stale.length > 0) {
    console.error(
      `generated code is out of sync with schemas/: ${stale.join(', ')}\nRun \`npm run gen\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(
    check ? 'generated files are up to date' : `wrote ${outputs.map(([f]) => f).join(', ')}`,
  );
}

await main();
