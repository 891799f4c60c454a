import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const REPO = resolve(import.meta.dirname, '../..');

/**
 * The studio's own build (`npm run studio:build`), for the team server (`npm run studio:serve`),
 * which serves it as files under /m/studio/. The app's build never includes the studio, and the
 * dev server (`npm run studio`) serves the same page from source.
 */
// eslint-disable-next-line no-restricted-syntax -- Vite reads a config file's default export
export default defineConfig({
  root: resolve(REPO, 'studio'),
  base: '/m/studio/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: resolve(REPO, process.env.STUDIO_OUTDIR ?? 'dist-studio'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // One page for a few operators on a desktop: its size is not a first screen's.
    chunkSizeWarningLimit: 1500,
  },
});
