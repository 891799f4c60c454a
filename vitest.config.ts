import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pseudoLocalesPlugin } from './scripts/vite/messagesPlugin.ts';

/**
 * Test files that need no DOM run in Node: building a jsdom window per file cost more than the
 * tests themselves (docs/testing.md). A file here that starts to need the DOM fails with
 * "document is not defined": move its folder to DOM_FILES, or the file to DOM_EXCEPTIONS.
 */
const NODE_FILES = [
  'demo-api/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/tenants/**/*.test.ts',
  'operators/**/*.test.ts',
  'src/api/**/*.test.ts',
  'src/config/**/*.test.ts',
  'src/sw/**/*.test.ts',
];
/** Files under NODE_FILES' folders that need the DOM after all. */
const DOM_EXCEPTIONS = ['scripts/lib/contactSheet.test.ts'];
const DOM_FILES = ['src/**/*.test.{ts,tsx}', 'operators/**/*.test.tsx', ...DOM_EXCEPTIONS];

/**
 * Vitest's default on a 2-core machine is one worker (cores - 1); two keep both cores busy and
 * measured faster there (docs/testing.md). VITEST_MAX_WORKERS overrides it.
 */
const MAX_WORKERS = Number(process.env.VITEST_MAX_WORKERS) || 2;

export default defineConfig({
  // The pseudo-locale catalogues are the build's (src/i18n/loadMessages.ts).
  plugins: [react(), pseudoLocalesPlugin()],
  test: {
    restoreMocks: true,
    testTimeout: 20000,
    maxWorkers: MAX_WORKERS,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // jest-dom's matchers and Testing Library's cleanup: DOM files only (in Node files,
          // importing them cost more than half a second a file and did nothing).
          setupFiles: ['./src/testing/setup.ts'],
          include: DOM_FILES,
          exclude: [
            ...configDefaults.exclude,
            ...NODE_FILES.filter((glob) => glob.startsWith('src/')),
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_FILES,
          exclude: [...configDefaults.exclude, ...DOM_EXCEPTIONS],
        },
      },
    ],
  },
});
