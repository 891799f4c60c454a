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

// jsdom has <dialog> but none of its methods (jsdom/jsdom#3294): open and close as a browser
// does for what the tests see (the open attribute, focus left to the caller, `close` fired).
// Tests only: the app uses the browser's own.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (!this.isConnected)
        throw new DOMException('The dialog is not connected', 'InvalidStateError');
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}
