import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    await waitFor(() => expect(cards()).toEqual(['Daily 1', 'Daily 2', 'Daily 3']));
    expect(screen.queryByRole('button', { name: /More promotions/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Bonus' }));
    await waitFor(() => expect(cards()).toHaveLength(10));
  });

  it("selects the tapped tab at once; its panel's cards follow after the next paint", async () => {
    await show([category(1, 'Bonus', 4), category(2, 'Daily', 3)]);
    const daily = screen.getByRole('tab', { name: 'Daily' });
    fireEvent.click(daily);
    // The tap's frame: the tab is selected, the panel still the last one's, and says it is busy.
    expect(daily).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Bonus' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Bonus' })).toHaveAttribute('aria-busy', 'true');
    expect(cards()).toHaveLength(4);
    // The next: the panel is the tab's.
    const panel = await screen.findByRole('tabpanel', { name: 'Daily' });
    expect(panel).not.toHaveAttribute('aria-busy');
    expect(cards()).toEqual(['Daily 1', 'Daily 2', 'Daily 3']);
    expect(daily).toHaveAttribute('aria-controls', panel.id);
  });

  it('shows the last tab tapped when taps come faster than frames', async () => {
    await show([category(1, 'Bonus', 4), category(2, 'Daily', 3), category(3, 'Weekly', 2)]);
    fireEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Weekly' }));
    await screen.findByRole('tabpanel', { name: 'Weekly' });
    expect(cards()).toEqual(['Weekly 1', 'Weekly 2']);
    // The first tap's late switch never lands on top of the second.
    await new Promise((done) => setTimeout(done, 150));
    expect(screen.getByRole('tabpanel', { name: 'Weekly' })).toBeInTheDocument();
  });
});
