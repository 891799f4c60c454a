import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PromotionCategory } from '../../api/calls/promotions';
import { renderWithTenant } from '../../testing/renderWithTenant';
import { PromotionCategories } from './PromotionCategories';

const roots: Array<{ dispose(): void }> = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

function category(id: number, title: string, count: number): PromotionCategory {
  return {
    id,
    title,
    promotions: Array.from({ length: count }, (_, i) => ({
      id: id * 100 + i + 1,
      title: `${title} ${i + 1}`,
      image: '/m/brand/demo/banner-1.svg',
      linkage: `/m/activity?id=${id * 100 + i + 1}`,
    })),
  };
}

async function show(categories: PromotionCategory[]) {
  const { root } = await renderWithTenant(
    <PromotionCategories categories={categories} maxItems={10} />,
    { session: 'member', language: 'EN' },
  );
  roots.push(root);
}

const cards = () => screen.getAllByRole('link').map((a) => a.textContent);

describe('PromotionCategories', () => {
  it('shows a long category ten at a time, each press of More promotions adding ten', async () => {
    await show([category(1, 'Bonus', 24), category(2, 'Daily', 3)]);
    expect(cards()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'More promotions (14)' }));
    expect(cards()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'More promotions (4)' }));
    expect(cards()).toHaveLength(24);
    expect(screen.queryByRole('button', { name: /More promotions/ })).toBeNull();
  });

  it('starts each tab again at ten, and offers no more where all fit', async () => {
    await show([category(1, 'Bonus', 24), category(2, 'Daily', 3)]);
    fireEvent.click(screen.getByRole('button', { name: 'More promotions (14)' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    expect(cards()).toEqual(['Daily 1', 'Daily 2', 'Daily 3']);
    expect(screen.queryByRole('button', { name: /More promotions/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Bonus' }));
    expect(cards()).toHaveLength(10);
  });
});
