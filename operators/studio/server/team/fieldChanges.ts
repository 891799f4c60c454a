import { fieldSummary } from '../../../toolkit/fieldSummary.ts';
import type { FieldChange } from '../../../toolkit/fieldSummary.ts';

export type { FieldChange };

/**
 * A change in operator words (operators/toolkit/fieldSummary.ts) for the review page and history
 * compare; a text that is not JSON (a developer's broken commit) gives no field list, the raw diff
 * still shows it.
 */
export function fieldChanges(before: string, after: string): FieldChange[] {
  try {
    return fieldSummary(before, after);
  } catch {
    return [];
  }
}
