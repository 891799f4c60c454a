import type { ApiClient } from '../types';
import type { CallOptions } from './options';

/**
 * MCSFE_getPlayerRankProgress (member only). currentProgress is 0..1, completedConditions /
 * totalExpectedConditions; labelId is the member's current VIP label, null when the member has
 * none (spec 5: the progress is then 1). The next label is null at the top rank.
 */
export interface PlayerRankProgress {
  currentProgress: number;
  playerRankProgress: {
    labelId: number | null;
    labelName: string | null;
    completedConditions: number;
    totalExpectedConditions: number;
    nextLabelId: number | null;
    nextLabelName: string | null;
  };
}

export async function getPlayerRankProgress(
  api: ApiClient,
  options: CallOptions = {},
): Promise<PlayerRankProgress> {
  return api.relay<PlayerRankProgress>('MCSFE_getPlayerRankProgress', {}, options);
}
