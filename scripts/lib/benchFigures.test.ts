import { describe, expect, it } from 'vitest';
import { inlineScripts } from '../serve/csp.ts';

describe('the initial JS of a page', () => {
  it("counts the page's inline scripts, not its external ones", () => {
    const html =
      '<head><script>(function(m,w){})({},window);</script>' +
      '<script type="module" crossorigin src="/m/assets/index-A.js"></script>' +
      '<script src="/m/x.js"></script></head>';
    expect(inlineScripts(html)).toEqual(['(function(m,w){})({},window);']);
  });
});
