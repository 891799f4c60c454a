import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { demoApiPlugin } from './demo-api/vitePlugin.ts';
import { messagesPlugin } from './scripts/vite/messagesPlugin.ts';
import { pwaPlugins } from './scripts/vite/pwaPlugins.ts';
import { startPlugin } from './scripts/vite/startPlugin.ts';
import { tenantsPlugin } from './scripts/vite/tenantsPlugin.ts';

// One build serves every merchant; the app lives under /m (spec 2).
export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    messagesPlugin(),
    tenantsPlugin(),
    demoApiPlugin(),
    // Before the worker's plugins: they hash and precache index.html with its loader tag.
    startPlugin(),
    ...pwaPlugins(),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // index.html preloads the entry's static imports (one request level, not four). Lazy chunks
    // carry no JS preload lists (about 1.6 KB gzip of the initial JS, decision 0004), only
    // their CSS; the start loader preloads the first screen's chunks instead
    // (docs/decisions/0005-start-loader.md).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
});
