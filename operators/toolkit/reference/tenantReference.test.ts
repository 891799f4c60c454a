import { describe, expect, it } from 'vitest';
import { bundleTenantSchema } from '../bundleSchema.ts';
import { KeyReaders, readSources } from './keyReaders.ts';
import { listKeys } from './schemaKeys.ts';
import { renderReference } from './tenantReference.ts';

const schema = bundleTenantSchema();
const readers = new KeyReaders(readSources());

function row(markdown: string, path: string): string[] {
  const line = markdown.split('\n').find((l) => l.startsWith(`| \`${path}\``));
  if (!line) throw new Error(`no row for ${path}`);
  return line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

describe('the tenant reference', () => {
  const markdown = renderReference(
    schema,
    [
      {
        code: 'demo',
        value: { theme: { primary: '#0b6bcb' }, widgets: [{ type: 'menuGrid', columns: 4 }] },
      },
    ],
    readers,
  );

  it('lists every key of the schema, nested and per widget type', () => {
    const paths = listKeys(schema).map((k) => k.path);
    expect(paths).toEqual(
      expect.arrayContaining(['theme.primary', 'menu[].type', 'widgets[menuGrid].columns']),
    );
    for (const path of paths) expect(markdown).toContain(`| \`${path}\``);
  });

  it('gives a key its type, allowed values, example, default and reader', () => {
    expect(row(markdown, 'theme.primary')).toEqual([
      '`theme.primary` \\*',
      'Brand colour',
      'colour',
      '',
      '`#rgb`, `#rrggbb`, `#rrggbbaa`',
      '`"#0b6bcb"` (demo)',
      'Brand colour: buttons, active tabs, links.',
      '',
      '`app/tenantChrome.ts`',
    ]);
    const columns = row(markdown, 'widgets[menuGrid].columns');
    expect(columns.slice(1, 6)).toEqual(['Entries per row', 'integer', '`4`', '3–5', '`4` (demo)']);
    expect(columns[8]).toBe('`features/menu/MenuGridWidget.tsx`');
  });

  it('names the flags a description serves', () => {
    expect(row(markdown, 'flags.FIREBASECREATEACC3')[7]).toBe('`SSOMANUALREG3`');
    expect(row(markdown, 'captcha.geetestId')[7]).toBe('`GEETEST3`');
  });

  it('heads each part with its label in the studio and its key', () => {
    expect(markdown).toContain('### Theme colours: `theme` \\*');
    expect(markdown).toContain('### Menu: `menu` \\*');
  });
});
