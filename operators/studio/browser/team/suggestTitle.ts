import { GROUPS, groupOfPointer } from '../../../toolkit/groups';

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A change request's first title: the tabs whose fields changed ("Theme & brand and Menu"), from
 * the published file's text and the draft. The operator edits it before submitting.
 */
export function suggestTitle(publishedText: string, draft: Record<string, unknown>): string {
  let published: Record<string, unknown> = {};
  try {
    published = JSON.parse(publishedText) as Record<string, unknown>;
  } catch {
    // A published file that does not parse: every key counts as changed.
  }
  const keys = new Set([...Object.keys(published), ...Object.keys(draft)]);
  const tabs = new Set<string>();
  for (const key of keys) {
    if (!same(published[key], draft[key])) tabs.add(groupOfPointer(`/${key}`).label);
  }
  const ordered = GROUPS.map((g) => g.label).filter((label) => tabs.has(label));
  if (ordered.length === 0) return 'No change';
  const list =
    ordered.length === 1
      ? ordered[0]!
      : `${ordered.slice(0, -1).join(', ')} and ${ordered[ordered.length - 1]!}`;
  return `Change ${list}`;
}
