import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { demoApiPlugin } from './demo-api/vitePlugin.ts';
import { compressPlugin } from './scripts/vite/compressPlugin.ts';
import { foldRuntimePlugin } from './scripts/vite/foldRuntimePlugin.ts';
import { defaultMessagesPlugin } from './scripts/vite/defaultMessagesPlugin.ts';
import { messagesPlugin, pseudoLocalesPlugin } from './scripts/vite/messagesPlugin.ts';
import { pwaPlugins } from './scripts/vite/pwaPlugins.ts';
import { startPlugin } from './scripts/vite/startPlugin.ts';
import { chunkGroupsPlugin, productGroups } from './scripts/vite/chunkGroups.ts';
import { tenantsPlugin } from './scripts/vite/tenantsPlugin.ts';
import { studioPlugin } from './operators/studio/server/studioPlugin.ts';

/** The framework's chunk, which also takes rolldown's helpers in (decision 0014). */
const FRAMEWORK_CHUNK = 'framework';
/** The framework modules of the start: React, React Router, MobX, react-intl (decision 0007). */
// The full ICU parser is not: only a merchant whose texts need it downloads it (src/i18n/icuParser.ts).
const FRAMEWORK =
  /^(?!.*(icu-skeleton-parser|icu-messageformat-parser[\\/]index\.js)).*[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|tslib)[\\/]/;

/** The first screens' lazy code in a few route-group chunks (decision 0008). */
const chunkGroups = chunkGroupsPlugin(productGroups);

// One build serves every merchant; the app lives under /m (spec 2).
export default defineConfig({
  base: '/m/',
  // The tenant studio (docs/studio.md) is dev-server only; it comes before tenantsPlugin so its
  // unsaved drafts are served for the studio's phone preview.
  plugins: [
    react(),
    pseudoLocalesPlugin(),
    messagesPlugin(),
    defaultMessagesPlugin(),
    studioPlugin(),
    tenantsPlugin(),
    demoApiPlugin(),
    // rolldown's helpers into the framework's file (one request fewer), before the loader's map.
    foldRuntimePlugin({ host: FRAMEWORK_CHUNK }),
    // Before the worker's plugins: they hash and precache index.html with its loader tag.
    startPlugin(),
    chunkGroups.plugin,
    ...pwaPlugins(),
    compressPlugin(),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    // No source maps in the build: served, they hand out the whole source of every merchant's
    // site (docs/serving.md). `npx vite build --sourcemap hidden` writes them for a debugging
    // session; nginx answers 404 for any .map under /m/ all the same.
    sourcemap: false,
    assetsInlineLimit: 0,
    // index.html preloads the entry's static imports (one request level, not four). Lazy chunks
    // carry no JS preload lists (about 1.6 KB gzip of the initial JS, decision 0004), only
    // their CSS; the start loader preloads the first screen's chunks instead
    // (docs/decisions/0007-start-loader.md).
    // One stylesheet for the whole app (about 5 KB gzip), linked by index.html: no CSS request
    // per lazy chunk on the first screen, nothing restyles when a widget's code arrives.
    cssCodeSplit: false,
    rolldownOptions: {
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        codeSplitting: {
          // The framework the entry needs as one chunk, not a level of small shared ones; the
          // rest of the entry's static graph as the entry itself (no small shared chunks beside
          // it); then the first screens' lazy code per route group (decision 0008).
          groups: [
            { name: FRAMEWORK_CHUNK, test: FRAMEWORK },
            { name: 'index', tags: ['$initial'] },
            // Each group names its whole closure itself; a module it leaves out (the services'
            // shared calls) must not be pulled in behind a module it holds.
            { name: chunkGroups.name, includeDependenciesRecursively: false },
          ],
        },
      },
    },
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
});
