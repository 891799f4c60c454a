import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SettleArea, SettleHold, SettleSlot, useSettled } from './SettleGate';

/** A widget whose first data is in when `ready` says so. */
function Widget({ name, ready }: { name: string; ready: boolean }) {
  useSettled(ready);
  return <p>{name}</p>;
}

/** The area with a timer the test fires by hand. */
function renderArea(children: ReactNode, maxWaitMs = 3000) {
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const setTimer = (fn: () => void, ms: number) => {
    const timer = { fn, ms };
    timers.push(timer);
    return () => void timers.splice(timers.indexOf(timer), 1);
  };
  const view = render(
    <SettleArea maxWaitMs={maxWaitMs} setTimer={setTimer} aria-labelledby="t">
      {children}
    </SettleArea>,
  );
  return { ...view, timers, setTimer };
}

const slotOf = (name: string) => screen.getByText(name).closest('.settle-slot') as HTMLElement;
const seen = (name: string) => slotOf(name).style.visibility !== 'hidden';
/** Lets the area's once-per-commit decision (a microtask) and React's updates run. */
const settle = () => act(async () => undefined);

describe('SettleArea', () => {
  it('shows slots top down: a slot waits for every slot above it', async () => {
    const slots = (topReady: boolean) => (
      <>
        <SettleSlot index={0}>
          <Widget name="top" ready={topReady} />
        </SettleSlot>
        <SettleSlot index={1}>
          <Widget name="below" ready />
        </SettleSlot>
      </>
    );
    const { rerender, setTimer } = renderArea(slots(false));
    await settle();
    expect(seen('top')).toBe(false);
    expect(seen('below')).toBe(false);
    rerender(
      <SettleArea maxWaitMs={3000} setTimer={setTimer} aria-labelledby="t">
        {slots(true)}
      </SettleArea>,
    );
    await settle();
    expect(seen('top')).toBe(true);
    expect(seen('below')).toBe(true);
  });

  it('a ready slot above does not show a slot below that waits, whatever order they report in', async () => {
    // The banner's list can be in before the first render: its slot reports ready first.
    renderArea(
      <>
        <SettleSlot index={0}>
          <Widget name="banner" ready />
        </SettleSlot>
        <SettleSlot index={1}>
          <Widget name="menu" ready={false} />
        </SettleSlot>
        <SettleSlot index={2}>
          <Widget name="lanes" ready />
        </SettleSlot>
      </>,
    );
    await settle();
    expect(seen('banner')).toBe(true);
    expect(seen('menu')).toBe(false);
    expect(seen('lanes')).toBe(false);
    expect(screen.getByRole('region', { hidden: true })).toHaveAttribute('aria-busy', 'true');
  });

  it('holds the slot of a widget whose code is still coming (SettleHold)', async () => {
    let release: () => void = () => undefined;
    const coming = new Promise<void>((resolve) => (release = resolve));
    let loaded = false;
    void coming.then(() => (loaded = true));
    function Lazy() {
      if (!loaded) throw coming;
      return <Widget name="late" ready />;
    }
    renderArea(
      <>
        <SettleSlot index={0}>
          <Widget name="first" ready />
        </SettleSlot>
        <SettleSlot index={1}>
          <Suspense fallback={<SettleHold />}>
            <Lazy />
          </Suspense>
        </SettleSlot>
        <SettleSlot index={2}>
          <Widget name="last" ready />
        </SettleSlot>
      </>,
    );
    await settle();
    expect(seen('first')).toBe(true);
    expect(seen('last')).toBe(false);
    await act(async () => release());
    await settle();
    expect(seen('late')).toBe(true);
    expect(seen('last')).toBe(true);
  });

  it('shows everything after the longest wait, and is no longer busy', async () => {
    const { timers } = renderArea(
      <SettleSlot index={0}>
        <Widget name="slow" ready={false} />
      </SettleSlot>,
      3000,
    );
    await settle();
    expect(seen('slow')).toBe(false);
    expect(timers.map((t) => t.ms)).toEqual([3000]);
    act(() => timers[0]?.fn());
    await settle();
    expect(seen('slow')).toBe(true);
    expect(screen.getByRole('region', { hidden: true })).toHaveAttribute('aria-busy', 'false');
  });
});
