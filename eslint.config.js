// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The floors of ARCHITECTURE.md as zones (import-x/no-restricted-paths, decision 0010):
 *   main, sw → app → features → api, ui, i18n → config, platform.
 * Imports only go down; the service worker (src/sw) is an entry beside main that reaches only
 * config and platform (the push pieces it shares with features/push sit there). A feature
 * reaches another only through its index.ts (or lazy.ts, from a lazy chunk: decision 0003);
 * inside a feature any relative import is fine. src/testing, demo-api and every testing/ folder
 * are for tests and stories only. Zones resolve each import to its file, so a nested file
 * (`../../auth/AuthStore` from `auth/social/line/` or `games/x/`) is held like a top-level one.
 */
const ROOT = import.meta.dirname;
const FEATURES = readdirSync(join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const src = (...names) => names.map((name) => `./src/${name}`);
const floorZones = [
  {
    target: './src/platform',
    from: src('main.tsx', 'sw', 'app', 'features', 'api', 'ui', 'i18n', 'config'),
    message: 'platform is the bottom floor: it imports nothing of the app.',
  },
  {
    target: './src/config',
    from: src('main.tsx', 'sw', 'app', 'features', 'api', 'ui', 'i18n'),
    message: 'config may import only platform.',
  },
  {
    target: './src/api',
    from: src('main.tsx', 'sw', 'app', 'features', 'ui', 'i18n'),
    message: 'api may import only config and platform.',
  },
  {
    target: './src/i18n',
    from: src('main.tsx', 'sw', 'app', 'features', 'api', 'ui'),
    message: 'i18n may import only config and platform.',
  },
  {
    target: './src/ui',
    from: src('main.tsx', 'sw', 'app', 'features', 'api'),
    message: 'ui may import only i18n, config and platform.',
  },
  {
    target: './src/features',
    from: src('main.tsx', 'sw', 'app'),
    message: 'features never import the app.',
  },
  {
    target: './src/app',
    from: src('main.tsx', 'sw'),
    message: 'Nothing imports main or the worker.',
  },
  {
    target: './src/sw',
    from: src('main.tsx', 'app', 'features', 'api', 'ui', 'i18n'),
    message:
      'The service worker reaches only config and platform (shared push pieces: config/pushConfig, platform/pushMessage).',
  },
  ...FEATURES.map((feature) => ({
    target: [`./src/features/!(${feature})/**`, './src/app', './src/main.tsx'],
    from: `./src/features/${feature}`,
    except: ['./index.ts', './lazy.ts'],
    message: `Reach ${feature} only through its index.ts (or lazy.ts, from a lazy chunk).`,
  })),
];
/** Product code (not tests, stories or their helpers) never imports test helpers or the demo API. */
const TEST_SIDE = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'src/testing/**', 'src/**/testing/**'];
const testOnlyZones = [
  {
    target: './src',
    // src/**/testing/** covers src/testing too.
    from: ['./src/**/testing/**', './demo-api/**'],
    message: 'src/testing, testing/ folders and demo-api are for tests and stories only.',
  },
];
/**
 * The operators' home (ARCHITECTURE.md, Tools for operators): the tenant toolkit is used by the
 * build, the CLIs, the dev studio and the team server, and imports none of them; the studio's
 * browser part reaches the toolkit only for its pure tables (the form's tabs, the field summary);
 * the app never imports the operators' tools.
 */
const operatorZones = [
  {
    target: './operators/toolkit',
    from: ['./operators/studio', './scripts', './demo-api'],
    message: 'The tenant toolkit imports nothing of the studio, the scripts or the demo API.',
  },
  {
    target: './operators/studio/browser',
    from: ['./operators/toolkit'],
    except: ['./groups.ts', './fieldSummary.ts', './jsonPointer.ts'],
    message: "Browser code reaches only the toolkit's pure tables; ask the server for the rest.",
  },
];
const appZone = {
  target: './src',
  from: ['./operators', './scripts'],
  message: "The app never imports the operators' tools or the scripts.",
};
const zones = (list) => ({
  'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: list }],
});

/** Packages a floor may not import: React stays out of api, config, platform and stores. */
const REACT = [
  'react',
  'react-dom',
  'react-dom/*',
  'mobx-react-lite',
  'react-intl',
  'react-router-dom',
];
const noReact = {
  files: ['src/platform/**', 'src/config/**', 'src/api/**', 'src/features/**/*Store.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: REACT,
            message: 'No React on this floor or in a store (ARCHITECTURE.md, Floors).',
          },
        ],
      },
    ],
  },
};
const floors = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      // A value import cycle runs modules before their imports are ready. Type-only imports are
      // erased, so they never count; a dynamic import() is a value import too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: zones([...floorZones, appZone]) },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_SIDE,
    rules: zones([...floorZones, ...testOnlyZones, appZone]),
  },
  noReact,
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-floor',
      'dist-*',
      'test-results-*',
      'storybook-static',
      'test-results',
      'playwright-report',
      '.bench',
      'src/config/*.gen.*',
      '.storybook/public',
      // Fixtures that must fail lint (scripts/lint-zones.test.ts lints them itself).
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (STYLE.md).' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'operators/studio/browser/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...floors,
  {
    // The studio's browser part (docs/studio.md) sits above the app: it reaches the checkers and
    // the files through its server's /__studio/ calls, never by importing Node code.
    files: ['operators/studio/browser/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^node:|^(?:\\.\\./)+(?:scripts|demo-api|src|server)(?:/|$)',
              message:
                'The studio is browser code: ask its server (/__studio/) instead of importing scripts, demo-api, the app or the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['operators/**/*.{ts,tsx}'],
    rules: zones(operatorZones),
  },
  {
    files: ['**/*.stories.tsx', '.storybook/**', '*.config.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
