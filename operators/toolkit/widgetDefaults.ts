import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SCHEMA_DIR } from './schemaFiles.ts';

const WIDGETS_SCHEMA = join(SCHEMA_DIR, 'widgets.schema.json');
const DEFS_SCHEMA = join(SCHEMA_DIR, 'defs.schema.json');

interface PropSchema {
  default?: unknown;
}
interface WidgetFragment {
  properties?: Record<string, PropSchema | undefined> & { type?: { const?: unknown } };
}

/** Each widget type's fragment (schemas/widgets/<type>.schema.json), in the schema's order. */
export function widgetFragments(): Array<{ type: string; file: string; fragment: WidgetFragment }> {
  const widgets = JSON.parse(readFileSync(WIDGETS_SCHEMA, 'utf8')) as {
    items: { oneOf: Array<{ $ref: string }> };
  };
  return widgets.items.oneOf.map(({ $ref }) => {
    const file = join(dirname(WIDGETS_SCHEMA), $ref);
    const fragment = JSON.parse(readFileSync(file, 'utf8')) as WidgetFragment;
    const type = fragment.properties?.type?.const;
    if (typeof type !== 'string') throw new Error(`${file}: properties.type.const not found`);
    return { type, file, fragment };
  });
}

/**
 * Each widget type's prop defaults, from the `default` of its fragment's properties: a default
 * is written once, in the schema, and the widgets read it from the generated table. Not Ajv's
 * useDefaults: the tenant is validated after the first paint, and the types keep props optional.
 */
export function widgetDefaultsTable(): Array<[string, Record<string, unknown>]> {
  return widgetFragments().flatMap(({ type, fragment }) => {
    const defaults = Object.entries(fragment.properties ?? {}).flatMap(([key, prop]) =>
      key !== 'type' && prop && 'default' in prop ? [[key, prop.default] as const] : [],
    );
    return defaults.length > 0
      ? [[type, Object.fromEntries(defaults)] as [string, Record<string, unknown>]]
      : [];
  });
}

/** The slot a widget mounts in when its entry names none (defs.schema.json widgetSlot). */
export function widgetSlotSchema(): { description?: string; default?: unknown } {
  const defs = JSON.parse(readFileSync(DEFS_SCHEMA, 'utf8')) as {
    $defs: { widgetSlot: { description?: string; default?: unknown } };
  };
  return defs.$defs.widgetSlot;
}
