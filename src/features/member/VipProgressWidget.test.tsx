import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerRankProgress } from '../../api/calls/vip';
import type { LanguageCode } from '../../i18n/languages';
import { renderWithTenant } from '../../testing/renderWithTenant';
import { tenantByCode } from '../../testing/tenants';
import { VipProgressView } from './VipProgressWidget';

const FORTY_PERCENT: PlayerRankProgress = {
  currentProgress: 0.4,
  playerRankProgress: {
    labelId: 1,
    labelName: 'VIP 1',
    completedConditions: 2,
    totalExpectedConditions: 5,
    nextLabelId: 2,
    nextLabelName: 'VIP 2',
  },
};

/** The demo merchant, offering Turkish, French, Bengali and Burmese too. */
function offering(language: LanguageCode) {
  const demo = tenantByCode('demo');
  const supported: [LanguageCode, ...LanguageCode[]] = [
    ...demo.languages.supported,
    'TR',
    'FR',
    'BN',
    'MY',
  ];
  return { tenantConfig: { ...demo, languages: { ...demo.languages, supported } }, language };
}

describe('the VIP progress percentage, as each language writes it', () => {
  it.each<[LanguageCode, RegExp]>([
    ['EN', /^40%$/],
    // The sign before the number in Turkish, after a no-break space in French (narrow in
    // newer ICU data).
    ['TR', /^%40$/],
    ['FR', /^40[\u00a0\u202f]%$/],
    // Bengali and Burmese write their own digits.
    ['BN', /^৪০%$/],
    ['MY', /^၄၀%$/],
  ])('in %s it reads %s, on the page and to a screen reader', async (language, shown) => {
    await renderWithTenant(<VipProgressView progress={FORTY_PERCENT} />, offering(language));
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar.getAttribute('aria-valuetext')).toMatch(shown);
    const head = bar.previousElementSibling;
    expect(head?.querySelector('.vip-progress-percent')?.textContent).toMatch(shown);
  });
});
