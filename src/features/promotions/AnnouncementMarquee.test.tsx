import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../api/calls/promotions';
import { renderWithTenant } from '../../testing/renderWithTenant';
import { AnnouncementMarquee } from './AnnouncementMarquee';
import { dotWindow } from './BannerCarousel';

const roots: Array<{ dispose(): void }> = [];
afterEach(() => {
  vi.unstubAllGlobals();
  for (const root of roots.splice(0)) root.dispose();
});

const announcements: Announcement[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  type: 'MARQUEE',
  category: 'GENERAL',
  title: `News ${i + 1}`,
  content: 'Text',
  image: null,
  publishTime: 0,
  sort: i + 1,
}));

async function show() {
  const { root } = await renderWithTenant(
    <AnnouncementMarquee announcements={announcements} speedPxPerSecond={60} />,
    { session: 'member', language: 'EN' },
  );
  roots.push(root);
}

const titles = () =>
  screen.queryAllByRole('button', { name: /^News \d+/ }).map((b) => b.textContent?.split(':')[0]);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `News ${from + i}`);

function stillMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe("a big merchant's marquee", () => {
  it('runs ten announcements at a time, the next ten when the last has gone by', async () => {
    stillMotion(false);
    await show();
    expect(titles()).toEqual(range(1, 10));
    // The track's run ends (jsdom has no AnimationEvent: React listens for the prefixed name).
    const ended = () => {
      const track = document.querySelector('.marquee-track')!;
      fireEvent(track, new Event('webkitAnimationIteration', { bubbles: true }));
    };
    ended();
    expect(titles()).toEqual(range(11, 20));
    ended();
    expect(titles()).toEqual(range(21, 25));
    // Then from the start again.
    ended();
    expect(titles()).toEqual(range(1, 10));
  });

  it('with reduced motion, the strip gets the next ten as its end nears', async () => {
    stillMotion(true);
    let near: () => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          near = () =>
            this.callback(
              [{ isIntersecting: true, target } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        disconnect() {
          near = () => undefined;
        }
      },
    );
    await show();
    expect(titles()).toEqual(range(1, 10));
    act(() => near());
    expect(titles()).toEqual(range(1, 20));
    act(() => near());
    expect(titles()).toEqual(range(1, 25));
    expect(document.querySelector('.marquee-more')).toBeNull();
  });
});

describe("a big merchant's carousel dots", () => {
  it('shows at most seven, around the slide shown', () => {
    expect(dotWindow(0, 40)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dotWindow(20, 40)).toEqual([17, 18, 19, 20, 21, 22, 23]);
    expect(dotWindow(39, 40)).toEqual([33, 34, 35, 36, 37, 38, 39]);
    expect(dotWindow(3, 5)).toEqual([0, 1, 2, 3, 4]);
  });
});
