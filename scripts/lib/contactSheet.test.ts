import { describe, expect, it } from 'vitest';
import { contactSheetHtml, TILE_WIDTH } from './contactSheet.ts';

describe('a contact sheet page', () => {
  it('has the title and one captioned tile per screen, in order, at the phone width', () => {
    const html = contactSheetHtml('demo (en-XA)', [
      { caption: '/m/home', src: 'data:image/png;base64,AAA' },
      { caption: '/m/login', src: 'data:image/png;base64,BBB' },
    ]);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('demo (en-XA)');
    expect([...doc.querySelectorAll('figcaption')].map((c) => c.textContent)).toEqual([
      '/m/home',
      '/m/login',
    ]);
    const images = [...doc.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      'data:image/png;base64,AAA',
      'data:image/png;base64,BBB',
    ]);
    expect(images.every((img) => img.getAttribute('width') === String(TILE_WIDTH))).toBe(true);
  });

  it('escapes what it is given', () => {
    const html = contactSheetHtml('<b>x</b>', [{ caption: '/m/a?b=1&c="2"', src: 'x' }]);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('<b>x</b>');
    expect(doc.querySelector('figcaption')?.textContent).toBe('/m/a?b=1&c="2"');
  });
});
