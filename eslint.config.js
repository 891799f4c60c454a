// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The floors of ARCHITECTURE.md: main → app → features → api, ui, i18n → config, platform.
 * Imports only go down; a feature reaches another only through its index.ts. Each floor lists
 * what it may not import, so a wrong import fails `npm run lint`.
 */
const REACT = [
  'react',
  'react-dom',
  'react-dom/*',
  'mobx-react-lite',
  'react-intl',
  'react-router-dom',
];
const floor = (files, folders, message, extra = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(folders.length
            ? [
                {
                  // Relative imports only: a package such as `firebase/app` is no floor.
                  regex: `^\\.{1,2}/(?:.*/)?(?:${folders.join('|')})(?:/|$)`,
                  message,
                },
              ]
            : []),
          ...extra,
        ],
      },
    ],
  },
});
const noReact = { group: REACT, message: 'No React on this floor (ARCHITECTURE.md, Floors).' };
const floors = [
  floor(
    ['src/platform/**'],
    ['app', 'features', 'api', 'ui', 'i18n', 'config'],
    'platform is the bottom floor: it imports nothing of the app.',
    [noReact],
  ),
  floor(
    ['src/config/**'],
    ['app', 'features', 'api', 'ui', 'i18n'],
    'config may import only platform.',
    [noReact],
  ),
  floor(
    ['src/api/**'],
    ['app', 'features', 'ui', 'i18n'],
    'api may import only config and platform.',
    [noReact],
  ),
  floor(
    ['src/i18n/**'],
    ['app', 'features', 'api', 'ui'],
    'i18n may import only config and platform.',
  ),
  floor(['src/ui/**'], ['app', 'features', 'api'], 'ui may import only i18n, config and platform.'),
  floor(['src/features/**'], ['app'], 'features never import the app.', [
    {
      // A feature's lazy.ts (decision 0003) is public to other features' lazy chunks.
      regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!lazy$).+|features/[^/]+/(?!lazy$).+',
      message: 'Reach another feature only through its index.ts (or lazy.ts, from a lazy chunk).',
    },
  ]),
  floor(['src/app/**'], [], '', [
    {
      // lazy.ts is a feature's second public face: what only the app's lazy chunks import
      // (decision 0003), so it never lands in the initial JS through index.ts.
      regex: 'features/[^/]+/(?!lazy$).+',
      message:
        'The app reaches features only through their index.ts (or lazy.ts, from a lazy chunk).',
    },
    { group: ['**/main'], message: 'Nothing imports main.' },
  ]),
  floor(['src/features/**/*Store.ts'], ['app'], 'Stores never import the app.', [
    noReact,
    {
      regex: '^\\.\\./(?!\\.\\.)[^/]+/.+|features/[^/]+/.+',
      message: 'Reach another feature only through its index.ts.',
    },
  ]),
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
    files: ['src/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...floors,
  {
    // The tenant studio (docs/studio.md) runs in the browser on the dev server. It sits above the
    // app: it reaches the checkers and the files through the dev server's /__studio/ calls.
    files: ['studio/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^node:|^(?:\\.\\./){2,}(?:scripts|demo-api|src)(?:/|$)',
              message:
                'The studio is browser code: ask the dev server (/__studio/) instead of importing scripts, demo-api or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.stories.tsx', '.storybook/**', '*.config.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
