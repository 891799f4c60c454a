import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { demoApiPlugin } from './demo-api/vitePlugin.ts';
import { messagesPlugin } from './scripts/vite/messagesPlugin.ts';
import { pwaPlugins } from './scripts/vite/pwaPlugins.ts';
import { tenantsPlugin } from './scripts/vite/tenantsPlugin.ts';

// One build serves every merchant; the app lives under /m (spec 2).
export default defineConfig({
  base: '/m/',
  plugins: [react(), messagesPlugin(), tenantsPlugin(), demoApiPlugin(), ...pwaPlugins()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
  },
});
