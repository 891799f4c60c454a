import { describe, expect, it } from 'vitest';
import type { PlayerRankProgress } from '../../api/calls/vip';
import { vipProgressView } from './vipProgress';

const progress = (patch: Partial<PlayerRankProgress['playerRankProgress']>, current = 0.4) => ({
  currentProgress: current,
  playerRankProgress: {
    labelId: 1,
    labelName: 'Bronze',
    completedConditions: 2,
    totalExpectedConditions: 5,
    nextLabelId: 2,
    nextLabelName: 'Silver',
    ...patch,
  },
});

describe('VIP progress', () => {
  it('shows the progress towards the next label', () => {
    expect(vipProgressView(progress({}))).toEqual({
      value: 0.4,
      label: 'Bronze',
      next: 'Silver',
      completed: 2,
      total: 5,
    });
  });

  it('is 1 when the member has no label id (spec 5)', () => {
    expect(vipProgressView(progress({ labelId: null, labelName: null }, 0)).value).toBe(1);
  });

  it('stays within 0..1', () => {
    expect(vipProgressView(progress({}, 1.7)).value).toBe(1);
    expect(vipProgressView(progress({}, -1)).value).toBe(0);
  });
});
