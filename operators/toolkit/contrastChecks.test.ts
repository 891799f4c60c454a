import { describe, expect, it } from 'vitest';
import { checkContrast, contrastRatio, formatRatio, themeContrast } from './contrastChecks.ts';

const GOOD_THEME = {
  primary: '#0b6bcb',
  onPrimary: '#ffffff',
  background: '#f4f6fa',
  surface: '#ffffff',
  text: '#111827',
};

describe('contrastRatio (WCAG 2)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b6bcb', '#0b6bcb')).toBeCloseTo(1, 5);
  });

  it('matches the known ratio of #777777 on white, 4.48:1, and never rounds it up to a pass', () => {
    const ratio = contrastRatio('#777777', '#ffffff') ?? 0;
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(formatRatio(ratio)).toBe('4.47:1');
  });

  it('paints a translucent text colour over its background', () => {
    // Black at 128/255 over white is #7f7f7f.
    expect(contrastRatio('#00000080', '#ffffff')).toBeCloseTo(
      contrastRatio('#7f7f7f', '#ffffff') ?? 0,
      5,
    );
  });
});

describe('checkContrast', () => {
  it('passes a readable theme', () => {
    expect(checkContrast({ theme: GOOD_THEME })).toEqual([]);
    expect(themeContrast(GOOD_THEME).every((pair) => pair.ok)).toBe(true);
  });

  it('points a failing text pair at the text colour, with its ratio', () => {
    const issues = checkContrast({ theme: { ...GOOD_THEME, onPrimary: '#8ab4f8' } });
    expect(issues).toEqual([
      {
        severity: 'error',
        pointer: '/theme/onPrimary',
        at: 'value',
        message:
          'contrast of onPrimary on primary is 2.50:1, below the 4.5:1 WCAG AA asks for text: buttons, download bar, active tabs',
      },
    ]);
  });

  it('points at the accent when the app’s dark ink on it is unreadable', () => {
    const issues = checkContrast({ theme: { ...GOOD_THEME, accent: '#4a3b00' } });
    expect(issues.map((i) => i.pointer)).toEqual(['/theme/accent']);
  });

  it('asks 3:1 of icons on tinted tiles', () => {
    const icons = themeContrast(GOOD_THEME).find((p) => p.where.includes('menu icons'));
    expect(icons).toMatchObject({ min: 3, tint: { colour: 'primary', percent: 12 } });
  });

  it('reads the login form’s unselected tabs on their text-tinted track', () => {
    // #686f7c reads 4.67:1 on the page and 5.05:1 on white, but 4.39:1 on the tabs' track.
    const issues = checkContrast({ theme: { ...GOOD_THEME, textMuted: '#686f7c' } });
    expect(issues).toEqual([
      expect.objectContaining({
        pointer: '/theme/textMuted',
        message: expect.stringContaining(
          'contrast of textMuted on text 7 % over surface is 4.39:1',
        ) as unknown,
      }),
    ]);
  });

  it('points at the theme when the failing colour is the app’s default', () => {
    const issues = checkContrast({ theme: { ...GOOD_THEME, surface: '#f2a0a0' } });
    expect(issues.find((i) => i.message.includes('danger on surface'))).toMatchObject({
      pointer: '/theme',
      message: expect.stringContaining('(danger not set: default #c62828)'),
    });
  });

  it('leaves malformed colours to the schema', () => {
    expect(checkContrast({ theme: { ...GOOD_THEME, primary: 'blue' } })).toEqual([]);
  });
});
