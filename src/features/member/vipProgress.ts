import type { PlayerRankProgress } from '../../api/calls/vip';

export interface VipProgressView {
  /** 0..1 (spec 5: 1 when the member has no label). */
  value: number;
  label: string | null;
  next: string | null;
  completed: number;
  total: number;
}

/** What the VIP progress bar shows for MCSFE_getPlayerRankProgress's answer. */
export function vipProgressView(progress: PlayerRankProgress): VipProgressView {
  const p = progress.playerRankProgress;
  const value = p.labelId == null ? 1 : Math.min(1, Math.max(0, progress.currentProgress));
  return {
    value,
    label: p.labelName,
    next: p.nextLabelName,
    completed: p.completedConditions,
    total: p.totalExpectedConditions,
  };
}
