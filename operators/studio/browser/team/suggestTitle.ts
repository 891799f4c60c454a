import { fieldSummary, summaryTitle } from '../../../toolkit/fieldSummary';

/**
 * A change request's first title, from the field summary of the published file and the draft
 * ("Brand colour, Menu order"); the operator edits it before submitting.
 */
export function suggestTitle(publishedText: string, draft: Record<string, unknown>): string {
  try {
    return summaryTitle(fieldSummary(publishedText, JSON.stringify(draft)));
  } catch {
    // A published file that is not JSON: the operator names the change.
    return '';
  }
}
