import type { PlayerRankProgress } from '../../src/api/calls/vip.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { clubLabelFor } from '../members.ts';
import type { MemberRecord } from '../seed.ts';
import { seededRandom } from './seeded.ts';

/**
 * MCSFE_getPlayerRankProgress for one member: conditions towards the next VIP label, seeded by
 * merchant and member so the bar is stable. No label: progress 1 (spec 5); top label: complete.
 */
export function rankProgress(tenant: TenantConfig, member: MemberRecord): PlayerRankProgress {
  // The label as member info reports it (the tenant's current name for it).
  const label = clubLabelFor(tenant, member);
  if (!label) {
    return {
      currentProgress: 1,
      playerRankProgress: {
        labelId: null,
        labelName: null,
        completedConditions: 0,
        totalExpectedConditions: 0,
        nextLabelId: null,
        nextLabelName: null,
      },
    };
  }
  const next = (tenant.vipLabels ?? [])
    .filter((l) => l.rankLevel > label.rankLevel)
    .sort((a, b) => a.rankLevel - b.rankLevel)[0];
  const random = seededRandom(`${tenant.merchantCode}:rank:${member.id}`);
  const total = random.int(3, 6);
  const completed = next ? random.int(1, total - 1) : total;
  return {
    currentProgress: completed / total,
    playerRankProgress: {
      labelId: label.labelId,
      labelName: label.labelName,
      completedConditions: completed,
      totalExpectedConditions: total,
      nextLabelId: next?.labelId ?? null,
      nextLabelName: next?.labelName ?? null,
    },
  };
}
