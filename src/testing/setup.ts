import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  if (typeof document === 'undefined') return;
  // What a test platform's environment applied to <html> (language, dir, theme) ends with the test.
  const html = document.documentElement;
  html.removeAttribute('lang');
  html.removeAttribute('dir');
  html.removeAttribute('style');
});
