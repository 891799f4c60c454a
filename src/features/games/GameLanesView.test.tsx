import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTenant } from '../../testing/renderWithTenant';
import type { CardView, LaneView } from './catalogueView';
import { GameLanesView } from './GameLanesView';

/** An IntersectionObserver the test drives: `near()` tells every observed target it is near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static near(): void {
    for (const observer of [...FakeObserver.all]) {
      if (observer.targets.length === 0) continue;
      const entries = observer.targets.map(
        (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const roots: Array<{ dispose(): void }> = [];
beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const root of roots.splice(0)) root.dispose();
});

const card = (n: number): CardView => ({
  key: `SLOTS:${n}`,
  name: `Studio ${n}`,
  image: `/img/${n}.svg`,
  gameCount: n,
  play: `/launchGame?vendor=V${n}`,
  trial: null,
});

function lane(display: 'GRID' | 'ROW', cards: number): LaneView {
  return {
    key: display === 'GRID' ? 'SLOTS' : 'LIVE',
    title: display === 'GRID' ? 'Slots' : 'Live',
    display,
    page: null,
    categories: [
      {
        key: display,
        title: `${display} games`,
        ordinal: 100,
        cards: Array.from({ length: cards }, (_, i) => card(i + 1)),
      },
    ],
    matches: [],
  };
}

async function show(lanes: LaneView[]) {
  const { root } = await renderWithTenant(
    <GameLanesView lanes={lanes} status="ready" onRetry={() => undefined} />,
    { session: 'member', language: 'EN' },
  );
  roots.push(root);
}

const cardsIn = (name: string) =>
  within(screen.getByRole('region', { name })).queryAllByRole('link', { name: /^Studio \d+/ });

describe('a big lane', () => {
  it('makes its first cards, keeps the space of the rest, and makes more as they come near', async () => {
    await show([lane('GRID', 60), lane('ROW', 30)]);
    expect(cardsIn('Slots')).toHaveLength(4);
    expect(cardsIn('Live')).toHaveLength(4);
    const spaces = [...document.querySelectorAll<HTMLElement>('[data-rest]')];
    expect(spaces.map((space) => space.dataset.rest)).toEqual(['56', '26']);
    // Hidden from assistive technology: a list of the cards made, not of empty boxes.
    expect(spaces.every((space) => space.getAttribute('aria-hidden') === 'true')).toBe(true);
    // The grid's space: its remaining rows (28 of two cards); the strip's: 26 cards' width.
    expect(spaces[0]?.style.getPropertyValue('--rows')).toBe('28');
    expect(spaces[1]?.style.getPropertyValue('--rest')).toBe('26');

    act(() => FakeObserver.near());
    expect(cardsIn('Slots')).toHaveLength(12);
    expect(cardsIn('Live')).toHaveLength(8);
    // Until the end: nothing is left to keep space for.
    for (let i = 0; i < 20; i++) act(() => FakeObserver.near());
    expect(cardsIn('Slots')).toHaveLength(60);
    expect(cardsIn('Live')).toHaveLength(30);
    expect(document.querySelectorAll('[data-rest]')).toHaveLength(0);
  });

  it("a small merchant's categories are made whole at once, with no kept space", async () => {
    await show([lane('GRID', 3), lane('ROW', 2)]);
    expect(cardsIn('Slots')).toHaveLength(3);
    expect(cardsIn('Live')).toHaveLength(2);
    expect(document.querySelectorAll('[data-rest]')).toHaveLength(0);
    expect(FakeObserver.all).toHaveLength(0);
  });

  it('a tap paints the card pressed, and the launch page comes in the frame after', async () => {
    function Where() {
      const { pathname, search } = useLocation();
      return <output data-testid="where">{pathname + search}</output>;
    }
    const { root } = await renderWithTenant(
      <>
        <GameLanesView lanes={[lane('GRID', 2)]} status="ready" onRetry={() => undefined} />
        <Where />
      </>,
      { session: 'member', language: 'EN' },
    );
    roots.push(root);
    const where = screen.getByTestId('where');
    const before = where.textContent;
    const play = screen.getByRole('link', { name: /Studio 1/ });
    expect(play).toHaveAttribute('href', expect.stringContaining('/launchGame?vendor=V1'));
    // A click that opens a new tab is the browser's: nothing pressed, no navigation here.
    fireEvent.click(play, { ctrlKey: true });
    expect(play).not.toHaveClass('game-card-opening');
    fireEvent.click(play);
    expect(play).toHaveClass('game-card-opening');
    expect(where).toHaveTextContent(before ?? '');
    await vi.waitFor(() => expect(where).toHaveTextContent('/launchGame?vendor=V1'));
  });
});
