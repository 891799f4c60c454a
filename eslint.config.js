// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/**
 * The floors of ARCHITECTURE.md: main → app → features → api, ui, i18n → config, platform.
 * Imports only go down; a feature reaches another only through its index.ts.
 */
const elements = [
  { type: 'main', pattern: 'src/main.tsx', mode: 'full' },
  { type: 'app', pattern: 'src/app/**', mode: 'full' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'api', pattern: 'src/api/**', mode: 'full' },
  { type: 'ui', pattern: 'src/ui/**', mode: 'full' },
  { type: 'i18n', pattern: 'src/i18n/**', mode: 'full' },
  { type: 'config', pattern: 'src/config/**', mode: 'full' },
  { type: 'platform', pattern: 'src/platform/**', mode: 'full' },
  { type: 'sw', pattern: 'src/sw/**', mode: 'full' },
  { type: 'testing', pattern: 'src/testing/**', mode: 'full' },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-floor',
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "ExportDefaultDeclaration", message: 'Use named exports (STYLE.md).' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*'],
      'import/resolver': { typescript: true, node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} must not import ${dependency.type} (floors: main → app → features → api, ui, i18n → config, platform)',
          rules: [
            { from: 'main', allow: ['app', 'config', 'platform', 'i18n', 'ui'] },
            { from: 'app', allow: ['app', 'feature', 'api', 'ui', 'i18n', 'config', 'platform'] },
            { from: 'feature', allow: ['feature', 'api', 'ui', 'i18n', 'config', 'platform'] },
            { from: 'api', allow: ['api', 'config', 'platform'] },
            { from: 'ui', allow: ['ui', 'i18n', 'config', 'platform'] },
            { from: 'i18n', allow: ['i18n', 'config', 'platform'] },
            { from: 'config', allow: ['config', 'platform'] },
            { from: 'platform', allow: ['platform'] },
            { from: 'sw', allow: ['sw', 'config', 'platform'] },
            { from: 'testing', allow: ['app', 'feature', 'api', 'ui', 'i18n', 'config', 'platform', 'testing'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              target: ['feature'],
              disallow: ['**'],
            },
            {
              target: ['feature'],
              allow: ['index.ts'],
            },
          ],
        },
      ],
    },
  },
  {
    // api, config, platform and stores import no React (ARCHITECTURE.md, Floors).
    files: ['src/api/**', 'src/config/**', 'src/platform/**', 'src/**/*Store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react-dom/*', 'mobx-react-lite'], message: 'No React below the feature floor or in stores.' }] },
      ],
    },
  },
  {
    files: ['**/*.stories.tsx', '.storybook/**', '*.config.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
