// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  featureModules,
  largestPreloadsFirst,
  loaderSource,
  startMap,
  startModules,
  tenantLanguages,
} from './startPlugin.ts';
import type { ChunkFacts } from './startPlugin.ts';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  facadeModuleId: null,
  isEntry: false,
  imports: [],
  css: [],
  ...facts,
});

describe("the start loader's map", () => {
  const chunks = [
    chunk('assets/index-A.js', { isEntry: true, imports: ['assets/framework-B.js'] }),
    chunk('assets/framework-B.js'),
    chunk('assets/en-C.js', { facadeModuleId: '/app/src/i18n/messages/en.json' }),
    chunk('assets/vi-D.js', { facadeModuleId: '/app/src/i18n/messages/vi.json' }),
    chunk('assets/ko-E.js', { facadeModuleId: '/app/src/i18n/messages/ko.json' }),
    chunk('assets/Bar-F.js', {
      facadeModuleId: '/app/src/features/download/DownloadBarWidget.tsx',
      imports: ['assets/framework-B.js', 'assets/lazy-G.js'],
    }),
    chunk('assets/lazy-G.js'),
  ];
  const modules = {
    widgets: new Map([['downloadBar', '/app/src/features/download/DownloadBarWidget']]),
    routes: new Map<string, string>(),
  };

  it("names each widget's chunk and its static imports, less what the entry loads", () => {
    const map = startMap(chunks, modules, { base: '/m/', previewBuild: false });
    expect(map.widgets).toEqual({ downloadBar: ['Bar-F.js', 'lazy-G.js'] });
  });

  it('maps English and the languages the tenants offer', () => {
    const map = startMap(chunks, modules, { base: '/m/', previewBuild: false }, new Set(['VI']));
    expect(map.languages).toEqual({ EN: ['en-C.js'], VI: ['vi-D.js'] });
  });

  it('reads the widgets, the login page and the languages from the sources', () => {
    const found = featureModules(process.cwd());
    expect(found.widgets.get('downloadBar')).toMatch(/features\/download\/DownloadBarWidget$/);
    expect(found.routes.get('/login')).toMatch(/features\/auth\/LoginPage$/);
    // Declared in feature.ts (eager features) rather than index.ts.
    expect(found.widgets.get('installPrompt')).toMatch(/features\/pwa\/InstallPromptWidget$/);
    expect(tenantLanguages(process.cwd())).toContain('UR');
  });

  it('makes one minified script that calls the loader with its map', async () => {
    const map = startMap(chunks, modules, { base: '/m/', previewBuild: false });
    const source = await loaderSource(map);
    expect(source).toContain('Bar-F.js');
    expect(() => new Function(source)).not.toThrow();
  });
});

describe('the files preloaded before the tenant file', () => {
  it('finds a module inside a group chunk and maps every first screen and the home', () => {
    const chunks = [
      chunk('assets/index-A.js', { isEntry: true }),
      chunk('assets/boot-B.js', {
        moduleIds: ['/app/src/api/client.ts', '/app/src/features/header/AppHeader.tsx'],
      }),
      chunk('assets/home-C.js', {
        moduleIds: ['/app/src/features/menu/MenuGridWidget.tsx'],
        imports: ['assets/boot-B.js'],
      }),
    ];
    const modules = {
      widgets: new Map([
        ['appHeader', '/app/src/features/header/AppHeader'],
        ['menuGrid', '/app/src/features/menu/MenuGridWidget'],
      ]),
      routes: new Map<string, string>(),
    };
    const map = startMap(chunks, modules, { base: '/m/', previewBuild: false }, null, {
      any: ['/app/src/api/client'],
      home: ['/app/src/features/menu/MenuGridWidget'],
    });
    expect(map.start).toEqual(['boot-B.js']);
    expect(map.texts).toEqual([]);
    expect(map.home).toEqual(['home-C.js', 'boot-B.js']);
    // The header's files are preloaded on every first screen anyway: no entry of its own.
    expect(map.widgets).toEqual({ menuGrid: ['home-C.js', 'boot-B.js'] });
    // A widget only ever on the home: the home's list covers it.
    const homeOnly = startMap(chunks, modules, { base: '/m/', previewBuild: false }, null, {
      any: ['/app/src/api/client'],
      home: ['/app/src/features/menu/MenuGridWidget'],
      homeOnly: ['menuGrid'],
    });
    expect(homeOnly.widgets).toEqual({});
  });

  it("puts only the tenants' home-slot widgets in the home list", () => {
    const root = process.cwd();
    const start = startModules(root, featureModules(root));
    expect(start.home.some((m) => m.endsWith('features/menu/MenuGridWidget'))).toBe(true);
    expect(start.home.some((m) => m.endsWith('features/header/AppHeader'))).toBe(false);
    // The boot group on every route; the API client (and the home page) only with the home.
    expect(start.any.some((m) => m.endsWith('src/features/pwa/runtime'))).toBe(true);
    expect(start.any.some((m) => m.endsWith('src/api/client'))).toBe(false);
    expect(start.home.some((m) => m.endsWith('src/api/client'))).toBe(true);
    expect(start.home.some((m) => m.endsWith('src/app/HomePage'))).toBe(true);
    expect(start.texts?.map((m) => m.slice(root.length))).toEqual(['/src/i18n/merchantTexts']);
  });
});

describe("the page's module preloads", () => {
  it('come first in its head, after the charset, the largest first', () => {
    const html = [
      '<head>',
      '<meta charset="UTF-8" />',
      '<title>x</title>',
      '<link rel="modulepreload" crossorigin href="/m/assets/runtime-A.js">',
      '<link rel="modulepreload" crossorigin href="/m/assets/framework-B.js">',
      '<link rel="stylesheet" crossorigin href="/m/assets/style-C.css">',
      '</head>',
    ].join('\n');
    const sizes = new Map([
      ['/m/assets/runtime-A.js', 600],
      ['/m/assets/framework-B.js', 330_000],
    ]);
    expect(largestPreloadsFirst(html, sizes).split('\n')).toEqual([
      '<head>',
      '<meta charset="UTF-8" />',
      '<link rel="modulepreload" crossorigin href="/m/assets/framework-B.js">',
      '<link rel="modulepreload" crossorigin href="/m/assets/runtime-A.js">',
      '<title>x</title>',
      '<link rel="stylesheet" crossorigin href="/m/assets/style-C.css">',
      '</head>',
    ]);
  });
});
