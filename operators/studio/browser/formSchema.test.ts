import { describe, expect, it } from 'vitest';
import { errorSchemaFor, groupSchema, mergeGroup, uiSchemaFor } from './formSchema';
import { GROUPS, groupOfPointer } from '../../toolkit/groups';
import tenantSchema from '../../../schemas/tenant.schema.json';

describe('the studio tabs', () => {
  it('give every key of the tenant schema exactly one tab', () => {
    const keys = Object.keys(tenantSchema.properties).sort();
    const grouped = GROUPS.flatMap((g) => g.keys).sort();
    expect(grouped).toEqual(keys);
  });

  it('send a pointer to the tab of its top-level key', () => {
    expect(groupOfPointer('/theme/primary').id).toBe('theme');
    expect(groupOfPointer('/menu/3/type').id).toBe('menu');
    expect(groupOfPointer('/domains/0').id).toBe('merchant');
    expect(groupOfPointer('').id).toBe('merchant');
  });
});

describe('errorSchemaFor', () => {
  it('puts each message at its field, list items by index', () => {
    const errors = errorSchemaFor(
      [
        { pointer: '/theme/primary', message: 'bad colour' },
        { pointer: '/menu/3/type', message: 'unknown type' },
        { pointer: '/menu/3/type', message: 'second' },
        { pointer: '/domains/0', message: 'taken' },
      ],
      ['theme', 'menu'],
    );
    expect(errors).toEqual({
      theme: { primary: { __errors: ['bad colour'] } },
      menu: { 3: { type: { __errors: ['unknown type', 'second'] } } },
    });
  });
});

describe('mergeGroup', () => {
  it('keeps the file order, drops cleared keys and appends new ones', () => {
    const value = { $schema: 's', theme: { a: 1 }, menu: [], push: { b: 2 } };
    const merged = mergeGroup(value, ['theme', 'push', 'tracking'], {
      theme: { a: 2 },
      tracking: { c: 3 },
    });
    expect(Object.keys(merged)).toEqual(['$schema', 'theme', 'menu', 'tracking']);
    expect(merged.theme).toEqual({ a: 2 });
  });
});

describe('uiSchemaFor', () => {
  const bundled = {
    properties: {
      theme: {
        title: 'Theme colours',
        'x-typeName': 'TenantTheme',
        type: 'object',
        properties: {
          primary: {
            title: 'Brand colour',
            type: 'string',
            pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
          },
        },
      },
      menu: {
        type: 'array',
        items: {
          title: 'MenuEntry',
          type: 'object',
          properties: { key: { title: 'Entry key', type: 'string' } },
        },
      },
    },
  };

  it('gives colours the picker, lists their move arrows, and every field its key', () => {
    const schema = groupSchema(bundled, { id: 'x', label: 'x', keys: ['theme', 'menu'] });
    const ui = uiSchemaFor(schema, { existing: true });
    expect(ui.theme).toEqual({
      'ui:fieldKey': 'theme',
      primary: { 'ui:widget': 'hexColor', 'ui:fieldKey': 'primary' },
    });
    expect(ui.menu['ui:options']).toEqual({ orderable: true });
    expect(ui.menu['ui:fieldKey']).toBe('menu');
    expect(ui.menu.items.key).toEqual({ 'ui:fieldKey': 'key' });
    expect(ui.merchantCode).toEqual({ 'ui:readonly': true });
    // The file's bookkeeping, written by the tools, never an operator's field.
    for (const key of ['$schema', 'schemaVersion', 'textsLanguages']) {
      expect(ui[key]).toEqual({ 'ui:widget': 'hidden' });
    }
    expect(
      uiSchemaFor({ properties: { on: { type: 'boolean' } } }, { existing: false }).on,
    ).toEqual({
      'ui:widget': 'select',
      'ui:placeholder': 'not set (default)',
      'ui:fieldKey': 'on',
    });
  });

  it("keeps a field's title as its label, and drops a type's name", () => {
    const schema = groupSchema(bundled, { id: 'x', label: 'x', keys: ['theme', 'menu'] });
    const theme = schema.properties?.theme as Record<string, unknown>;
    expect(theme.title).toBe('Theme colours');
    expect(theme).not.toHaveProperty('x-typeName');
    expect((theme.properties as Record<string, { title: string }>).primary!.title).toBe(
      'Brand colour',
    );
    const menu = schema.properties?.menu as { items: Record<string, unknown> };
    expect(menu.items).not.toHaveProperty('title');
  });
});

describe('itemSummary', () => {
  it('names a list item as the review does', async () => {
    const { itemSummary } = await import('./ItemTitleTemplate');
    expect(itemSummary({ key: 'vip-benefit', type: 'VIP_BENEFIT', label: 'menu.vipBenefit' })).toBe(
      'VIP benefits',
    );
    expect(itemSummary({ key: 'club', type: 'LINK', label: 'menu.club' })).toBe('club (LINK)');
    expect(itemSummary({ type: 'menuGrid', columns: 4 })).toBe('Menu grid');
    expect(itemSummary({ type: 'bannerCarousel' }, { title: 'Banner carousel' })).toBe(
      'Banner carousel',
    );
    expect(itemSummary({ resourceType: 'Android', url: 'https://x' })).toBe('Android');
    expect(itemSummary({ labelId: 3, labelName: 'Gold', rankLevel: 3 })).toBe('Gold');
    expect(itemSummary('m.example.com')).toBeUndefined();
    expect(itemSummary({})).toBeUndefined();
  });
});
