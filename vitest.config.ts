import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pseudoLocalesPlugin } from './scripts/vite/messagesPlugin.ts';

export default defineConfig({
  // The pseudo-locale catalogues are the build's (src/i18n/loadMessages.ts).
  plugins: [react(), pseudoLocalesPlugin()],
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'studio/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'demo-api/**/*.test.ts',
      'tests/tenants/**/*.test.ts',
    ],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    testTimeout: 20000,
  },
});
