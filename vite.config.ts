import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { demoApiPlugin } from './demo-api/vitePlugin.ts';
import { gzipPlugin } from './scripts/vite/gzipPlugin.ts';
import { messagesPlugin, pseudoLocalesPlugin } from './scripts/vite/messagesPlugin.ts';
import { pwaPlugins } from './scripts/vite/pwaPlugins.ts';
import { tenantsPlugin } from './scripts/vite/tenantsPlugin.ts';
import { studioPlugin } from './scripts/studio/studioPlugin.ts';

// One build serves every merchant; the app lives under /m (spec 2).
export default defineConfig({
  base: '/m/',
  // The tenant studio (docs/studio.md) is dev-server only; it comes before tenantsPlugin so its
  // unsaved drafts are served for the studio's phone preview.
  plugins: [
    react(),
    pseudoLocalesPlugin(),
    messagesPlugin(),
    studioPlugin(),
    tenantsPlugin(),
    demoApiPlugin(),
    ...pwaPlugins(),
    gzipPlugin(),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // No JS preload lists for lazy chunks: every dynamic import in the start code carried the
    // file names of its chunk's whole static graph (about 1.6 KB gzip of the initial JS with
    // the member pages in). A lazy chunk's imports are fetched as the browser parses it; its
    // CSS is still loaded with it (docs/decisions/0004-no-js-preload-lists.md).
    modulePreload: false,
  },
});
