import { readdirSync, readFileSync } from 'node:fs';
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
 * Most DOM files share one window per worker (no isolation): a fresh process and jsdom window per
 * file cost more than the tests themselves (docs/testing.md: the DOM files 300 s isolated, 84 s
 * shared). src/testing/setup.ts gives each file a blank page. The files that type into the app
 * or build it whole (Testing Library's user-event, the app's root, the stories, the studio's
 * pages) keep a window of their own: shared, some of them failed in some orders, the typed text
 * in the input but not in the form's state, and that was not explained.
 */
const OWN_WINDOW = /user-event|userEvent|renderWithTenant|createTenantRoot|composeStories|stories/;
function filesNeedingOwnWindow(): string[] {
  return ['src', 'operators'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file}`)
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter(
        (file) =>
          (file.startsWith('operators/') && file.endsWith('.tsx')) ||
          OWN_WINDOW.test(readFileSync(file, 'utf8')),
      ),
  );
}
const OWN_WINDOW_FILES = filesNeedingOwnWindow();
const NODE_SRC_FILES = NODE_FILES.filter((glob) => glob.startsWith('src/'));

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
          isolate: false,
          // jest-dom's matchers and Testing Library's cleanup: DOM files only (in Node files,
          // importing them cost more than half a second a file and did nothing).
          setupFiles: ['./src/testing/setup.ts'],
          include: DOM_FILES,
          exclude: [...configDefaults.exclude, ...NODE_SRC_FILES, ...OWN_WINDOW_FILES],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-own-window',
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          include: OWN_WINDOW_FILES,
          exclude: [...configDefaults.exclude, ...NODE_SRC_FILES],
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
