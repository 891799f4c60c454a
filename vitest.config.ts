import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
