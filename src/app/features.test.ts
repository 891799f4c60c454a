import { describe, expect, it } from 'vitest';
import widgetsSchema from '../../schemas/widgets.schema.json';
import { features } from './features';

/** The widget types a tenant file may name: the type enum of schemas/widgets.schema.json. */
const schemaTypes: readonly string[] = widgetsSchema.items.properties.type.enum;
const offered = features.flatMap((feature) =>
  Object.entries(feature.widgets ?? {}).map(([type, load]) => ({
    type,
    load,
    owner: feature.name,
  })),
);

describe('the widget registry against the schema', () => {
  it('has a component, offered by some feature, for every widget type a tenant file may name', async () => {
    const registered = offered.map((widget) => widget.type);
    for (const type of schemaTypes) expect(registered, type).toContain(type);
    for (const { type, load, owner } of offered) {
      // The lazy component a tenant's entry mounts: its module loads and exports it.
      const component = await (load as () => Promise<unknown>)();
      expect(component, `${owner}: ${type}`).toBeTruthy();
    }
  });

  it('registers no widget type the schema does not name', () => {
    const unknown = offered.filter((widget) => !schemaTypes.includes(widget.type));
    expect(unknown.map((widget) => `${widget.owner}: ${widget.type}`)).toEqual([]);
  });
});
