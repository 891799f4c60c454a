import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Most DOM files share one window per worker (vitest.config.ts). Each starts from a blank page, as
// in a window of its own: what an earlier file left in <head> and <body> (a splash, a manifest
// link, a title), on <html>, in storage and cookies, its address and fake timers are gone before
// this file's code runs.
if (typeof document !== 'undefined') {
  vi.useRealTimers();
  document.head.replaceChildren();
  document.body.replaceChildren();
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  // A cookie is removed on the path it was set for: every folder of the address left.
  const parts = location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of paths)
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
  }
  history.replaceState(null, '', '/');
}

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
