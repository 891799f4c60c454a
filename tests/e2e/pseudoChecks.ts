/**
 * What the pseudo-locale walk (pseudo-locale.spec.ts) looks for on a screen. Each function runs
 * in the page (page.evaluate) and returns one line per finding; an empty list is a pass.
 * Kept self-contained: Playwright serialises each function on its own.
 */

export interface TextOptions {
  /** Plain words allowed on screen, with why (brand names, demo data); lower case. */
  allowedWords: readonly string[];
  /** Texts that are data, taken out before looking for words: tenant file, server answers. */
  allowedTexts: readonly string[];
  /** Android's padding words, which en-XA adds to every message. */
  paddingWords: readonly string[];
}

/**
 * en-XA: every visible text node (and every placeholder, aria-label, alt and title) that holds a
 * plain English word is a message that did not go through react-intl, or a hard-coded text.
 */
export function untranslatedTexts({
  allowedWords,
  allowedTexts,
  paddingWords,
}: TextOptions): string[] {
  const allowed = new Set([...allowedWords, ...paddingWords].map((w) => w.toLowerCase()));
  // Longest first, so "Demo Casino app" goes before "Demo Casino".
  const data = allowedTexts.filter((t) => t.length >= 2).sort((a, b) => b.length - a.length);
  const plainWords = (text: string) => {
    let rest = text;
    for (const piece of data) if (rest.includes(piece)) rest = rest.split(piece).join(' ');
    return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !allowed.has(w.toLowerCase()));
  };
  const found: string[] = [];
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const cls = el.classList.length ? `.${[...el.classList].join('.')}` : '';
    return `<${el.tagName.toLowerCase()}${id}${cls}>`;
  };
  const visible = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    el.getClientRects().length > 0;

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
    if (!visible(parent)) continue;
    const words = plainWords(text);
    if (words.length) found.push(`text ${JSON.stringify(text)} in ${describe(parent)}`);
  }
  for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [alt], [title]')) {
    if (!visible(el) && !(el instanceof HTMLImageElement)) continue;
    for (const name of ['placeholder', 'aria-label', 'alt', 'title']) {
      const value = el.getAttribute(name)?.trim();
      if (value && plainWords(value).length) {
        found.push(`${name} ${JSON.stringify(value)} on ${describe(el)}`);
      }
    }
  }
  return found;
}

/**
 * Text that does not fit: an element that clips its text (overflow hidden or clip, or an
 * ellipsis) narrower than that text, and text that sticks out of its box or off the screen.
 * Scroll containers (game lanes) and carousels' slides off to the side are not findings.
 */
export function overflowingTexts(): string[] {
  const found = new Set<string>();
  const describe = (el: Element) => {
    const cls = el.classList.length ? `.${[...el.classList].join('.')}` : '';
    const text = (el.textContent ?? '').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${cls}> ${JSON.stringify(text)}`;
  };
  const clips = (style: CSSStyleDeclaration, axis: 'x' | 'y') => {
    const value = axis === 'x' ? style.overflowX : style.overflowY;
    return value === 'hidden' || value === 'clip';
  };
  const scrolls = (style: CSSStyleDeclaration) =>
    [style.overflowX, style.overflowY].some((v) => v === 'auto' || v === 'scroll');
  const width = document.documentElement.clientWidth;

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // Moving text (the announcement marquee) runs through its clipped box on purpose; it is
    // paused while scrolled off the screen, still mid-run.
    let moving = false;
    for (let el: Element | null = parent; el && !moving; el = el.parentElement) {
      moving = el
        .getAnimations()
        .some((a) => a.playState === 'running' || a.playState === 'paused');
    }
    if (moving) continue;

    // The text's own element cuts it short (ellipsis, or overflow hidden narrower than the text).
    for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.display === 'contents') continue;
      if (scrolls(style)) break;
      const html = el as HTMLElement;
      // Text for screen readers only (.visually-hidden: 1 px, clipped on purpose).
      if (style.position === 'absolute' && (html.clientWidth <= 4 || style.clip !== 'auto')) break;
      if (
        (clips(style, 'x') || style.textOverflow === 'ellipsis') &&
        html.scrollWidth > html.clientWidth + 1
      ) {
        found.add(
          `clipped: ${describe(el)} needs ${html.scrollWidth}px, has ${html.clientWidth}px`,
        );
      }
      if (clips(style, 'y') && html.scrollHeight > html.clientHeight + 1) {
        const room = el.getBoundingClientRect();
        // A carousel's slides beside the viewport are hidden, not clipped: only text the box cuts.
        if (box.top < room.bottom - 1 && box.bottom > room.bottom + 1) {
          found.add(
            `clipped: ${describe(el)} is ${html.scrollHeight}px high, shows ${html.clientHeight}px`,
          );
        }
      }
      // The first block box around the text must hold it.
      if (el === parent || style.display !== 'inline') {
        const room = el.getBoundingClientRect();
        const inside = box.left >= room.left - 1 && box.right <= room.right + 1;
        const partlyIn = box.right > room.left && box.left < room.right;
        if (!inside && partlyIn && !clips(style, 'x')) {
          found.add(`sticks out: ${describe(parent)} of ${describe(el)}`);
        }
        break;
      }
    }
    let scroller = false;
    for (let el: Element | null = parent; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (scrolls(style) && el !== document.documentElement && el !== document.body)
        scroller = true;
      if (clips(style, 'x') && el !== parent) {
        const room = el.getBoundingClientRect();
        const partlyIn = box.right > room.left + 1 && box.left < room.right - 1;
        const cut = box.left < room.left - 1 || box.right > room.right + 1;
        if (partlyIn && cut)
          found.add(`cut by its container: ${describe(parent)} in ${describe(el)}`);
        break;
      }
    }
    if (!scroller && (box.right > width + 1 || box.left < -1)) {
      found.add(
        `off the screen: ${describe(parent)} (${Math.round(box.left)}..${Math.round(box.right)} of ${width})`,
      );
    }
  }
  return [...found];
}

/**
 * ar-XB: what stays left to right in a right-to-left page.
 * - CSS rules that apply to something on screen and set a physical side on one side only
 *   (margin-left without the same margin-right, padding, border, left/right, text-align and
 *   float left/right, object-position): they should be logical (margin-inline-start ...), or be
 *   undone for [dir='rtl'] by a later rule.
 * - Elements laid out against the page's direction: a row whose first item is on the left.
 * - The banner carousel: its first slide must be the rightmost, and fully in view.
 */
export function leftToRightLeftovers(): string[] {
  const found = new Set<string>();
  const PAIRS: Array<[string, string]> = [
    ['margin-left', 'margin-right'],
    ['padding-left', 'padding-right'],
    ['border-left-width', 'border-right-width'],
    ['left', 'right'],
    ['border-top-left-radius', 'border-top-right-radius'],
    ['border-bottom-left-radius', 'border-bottom-right-radius'],
  ];
  const rules: CSSStyleRule[] = [];
  const collect = (list: CSSRuleList) => {
    for (const rule of list) {
      if (rule instanceof CSSStyleRule) rules.push(rule);
      if (rule instanceof CSSMediaRule && matchMedia(rule.conditionText).matches) {
        collect(rule.cssRules);
      } else if (rule instanceof CSSSupportsRule || rule instanceof CSSLayerBlockRule) {
        collect(rule.cssRules);
      }
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      collect(sheet.cssRules);
    } catch {
      // A cross-origin sheet (none in the app) cannot be read.
    }
  }
  const onScreen = (selector: string) => {
    try {
      return [...document.querySelectorAll(selector)].some(
        (el) => el.closest('[dir="ltr"]') === null && el.getClientRects().length > 0,
      );
    } catch {
      return false;
    }
  };
  for (const rule of rules) {
    const style = rule.style;
    const problems: string[] = [];
    for (const [left, right] of PAIRS) {
      const a = style.getPropertyValue(left);
      const b = style.getPropertyValue(right);
      if (a === b) continue;
      // left: 50% with translateX(-50%) centres: the same in both directions.
      if (left === 'left' && a === '50%' && !b && /translate(X)?\(-50%/.test(style.transform)) {
        continue;
      }
      problems.push(`${left}: ${a || 'unset'}; ${right}: ${b || 'unset'}`);
    }
    for (const name of ['text-align', 'float', 'clear']) {
      if (/^(left|right)$/.test(style.getPropertyValue(name))) {
        problems.push(`${name}: ${style.getPropertyValue(name)}`);
      }
    }
    if (/\b(left|right)\b/.test(style.getPropertyValue('object-position'))) {
      problems.push(`object-position: ${style.getPropertyValue('object-position')}`);
    }
    if (!problems.length || /\[dir=["']?rtl|:dir\(rtl\)/.test(rule.selectorText)) continue;
    // Undone for right to left by a rule of its own: [dir='rtl'] <selector>.
    const undone = rules.some(
      (other) =>
        /\[dir=["']?rtl|:dir\(rtl\)/.test(other.selectorText) &&
        other.selectorText.includes(rule.selectorText),
    );
    if (!undone && onScreen(rule.selectorText)) {
      found.add(`physical CSS: ${rule.selectorText} { ${problems.join('; ')} }`);
    }
  }

  // Arrows drawn as text that Unicode does not mirror.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (parent?.checkVisibility() && /[←→⇐⇒⟵⟶▶◀►◄➔➜]/.test(text)) {
      found.add(
        `unmirrored arrow ${JSON.stringify(text.trim())} in <${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')}>`,
      );
    }
  }

  // The carousel runs right to left: a banner fills its viewport, and the next is on its left.
  for (const viewport of document.querySelectorAll('.banners-viewport.is-enhanced')) {
    const room = viewport.getBoundingClientRect();
    const slides = [...viewport.querySelectorAll('.banner-slide')].map((s) =>
      s.getBoundingClientRect(),
    );
    const shown = slides.findIndex(
      (r) => r.left >= room.left - 1 && r.right <= room.right + 1 && r.width > 0,
    );
    const next = slides[shown + 1];
    if (shown < 0) found.add('carousel: no banner fills its viewport');
    else if (next && next.left < room.right - 1 && next.right > room.left + 1) {
      found.add('carousel: two banners share the viewport');
    } else if (next && next.left >= room.right - 1) {
      found.add('carousel: the next banner is on the right (left-to-right order)');
    }
  }
  return [...found];
}

/**
 * Lines that collide, and headings whose letters are cut: for scripts that reach far above and
 * below the line (Nastaliq, Thai, Myanmar) and swash past their letters' advance (Nastaliq).
 * - Two lines of one text block whose ink overlaps: the first line's descenders run into the
 *   second's ascenders (a line height too small for the script, src/ui/fonts.css).
 * - A heading whose ink leaves its own box, or the viewport: a swash cut at the screen's edge.
 * The ink of each line is its text measured by a canvas in the element's font (TextMetrics'
 * actualBoundingBox*), placed on the line's box from Range.getClientRects; the box's top is the
 * baseline less the font's ascent (fontBoundingBoxAscent).
 */
export function inkCollisions(): string[] {
  const found = new Set<string>();
  const describe = (el: Element) => {
    const cls = el.classList.length ? `.${[...el.classList].join('.')}` : '';
    const text = (el.textContent ?? '').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${cls}> ${JSON.stringify(text)}`;
  };
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return ['no canvas to measure ink with'];
  const ctx = context;
  interface Ink {
    top: number;
    bottom: number;
    left: number;
    right: number;
  }
  const blockOf = (el: Element): Element => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const display = getComputedStyle(e).display;
      if (display !== 'inline' && display !== 'contents') return e;
    }
    return document.body;
  };
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  /** One entry per line box a text node has a piece in: the piece's text and its box. */
  const linesOf = (node: Text) => {
    const text = node.data;
    const lines: Array<{ text: string; box: DOMRect }> = [];
    const range = document.createRange();
    let start = -1;
    let top = NaN;
    const close = (end: number) => {
      if (start < 0) return;
      range.setStart(node, start);
      range.setEnd(node, end);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      const piece = text.slice(start, end).trim();
      if (piece && rects.length) {
        const left = Math.min(...rects.map((r) => r.left));
        const right = Math.max(...rects.map((r) => r.right));
        const first = rects[0] as DOMRect;
        lines.push({ text: piece, box: new DOMRect(left, first.top, right - left, first.height) });
      }
      start = -1;
    };
    for (const { index, segment } of segmenter.segment(text)) {
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const rect = [...range.getClientRects()].find((r) => r.width > 0);
      if (!rect) continue; // a collapsed space, or a break
      if (start >= 0 && Math.abs(rect.top - top) > 1) close(index);
      if (start < 0) {
        start = index;
        top = rect.top;
      }
    }
    close(text.length);
    return lines;
  };
  const inkOf = (el: Element, line: { text: string; box: DOMRect }): Ink & { baseline: number } => {
    const style = getComputedStyle(el);
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    ctx.direction = style.direction === 'rtl' ? 'rtl' : 'ltr';
    ctx.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
    ctx.textAlign = 'left';
    const m = ctx.measureText(line.text);
    const baseline = line.box.top + m.fontBoundingBoxAscent;
    return {
      baseline,
      top: baseline - m.actualBoundingBoxAscent,
      bottom: baseline + m.actualBoundingBoxDescent,
      left: line.box.left - m.actualBoundingBoxLeft,
      right: line.box.left + m.actualBoundingBoxRight,
    };
  };

  // Each block's lines (every text piece of the block in one line box joined), top to bottom.
  const blocks = new Map<Element, Map<number, Ink>>();
  const headings = new Map<Element, Ink[]>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    // Text for screen readers only (.visually-hidden) is never drawn.
    if (parent.closest('.visually-hidden')) continue;
    const block = blockOf(parent);
    const heading = parent.closest('h1, h2, h3, h4, h5, h6, [role="heading"]');
    let lines = blocks.get(block);
    if (!lines) blocks.set(block, (lines = new Map()));
    for (const line of linesOf(node as Text)) {
      const { baseline, ...ink } = inkOf(parent, line);
      // Pieces of one line box (text around a link or a bold word) share its baseline.
      const same = [...lines.keys()].find((b) => Math.abs(b - baseline) <= 2);
      const entry = same === undefined ? undefined : lines.get(same);
      if (entry) {
        entry.top = Math.min(entry.top, ink.top);
        entry.bottom = Math.max(entry.bottom, ink.bottom);
        entry.left = Math.min(entry.left, ink.left);
        entry.right = Math.max(entry.right, ink.right);
      } else lines.set(baseline, { ...ink });
      if (heading) headings.set(heading, [...(headings.get(heading) ?? []), ink]);
    }
  }
  for (const [block, lines] of blocks) {
    const sorted = [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, ink]) => ink);
    for (let i = 1; i < sorted.length; i += 1) {
      const above = sorted[i - 1] as Ink;
      const below = sorted[i] as Ink;
      const across = Math.min(above.right, below.right) - Math.max(above.left, below.left);
      const into = above.bottom - below.top;
      if (across > 0 && into > 0.5) {
        found.add(`lines overlap by ${into.toFixed(1)}px: ${describe(block)}`);
      }
    }
  }
  const width = document.documentElement.clientWidth;
  for (const [heading, inks] of headings) {
    const box = heading.getBoundingClientRect();
    for (const ink of inks) {
      const out = [
        box.left - ink.left,
        ink.right - box.right,
        box.top - ink.top,
        ink.bottom - box.bottom,
      ];
      // Under 1.5 px (anti-aliasing, a Latin accent's overhang) is not a cut.
      if (out.some((d) => d > 1.5)) {
        const [l, r, t, b] = out.map((d) => Math.max(0, d).toFixed(1));
        found.add(
          `heading ink outside its box (left ${l}, right ${r}, top ${t}, bottom ${b} px): ${describe(heading)}`,
        );
      }
      if (ink.left < -0.5 || ink.right > width + 0.5) {
        found.add(
          `heading ink off the screen (${Math.round(ink.left)}..${Math.round(ink.right)} of ${width}): ${describe(heading)}`,
        );
      }
    }
  }
  return [...found];
}
