import { describe, expect, it } from 'vitest';
import type { SessionChoice } from '../testing/demoSession';
import { createTenantRoot } from '../testing/createTenantRoot';
import { recordingConnect } from '../testing/directFetch';
import { refreshOnHomeEntry } from './homeEntry';

/** A root recording the paths it fetched. */
async function recordingRoot(session: SessionChoice) {
  const fetched: string[] = [];
  const { root } = await createTenantRoot({
    session,
    start: false,
    connect: recordingConnect(fetched),
  });
  const count = (part: string) => fetched.filter((path) => path.includes(part)).length;
  return { root, count };
}

describe('entering /m/home (spec 2)', () => {
  it("asks the member's unread inbox and deposit settings again on each entry", async () => {
    const { root, count } = await recordingRoot('member');
    await refreshOnHomeEntry(root.auth);
    const deposit = count('deposit');
    const inbox = count('inbox');
    expect(deposit).toBeGreaterThan(0);
    expect(inbox).toBeGreaterThan(0);
    await refreshOnHomeEntry(root.auth);
    expect(count('deposit')).toBe(deposit + 1);
    expect(count('inbox')).toBe(inbox + 1);
  });

  it('asks nothing for a visitor, and settles quietly', async () => {
    const { root, count } = await recordingRoot('visitor');
    await expect(refreshOnHomeEntry(root.auth)).resolves.toBeUndefined();
    expect(count('deposit') + count('inbox')).toBe(0);
  });
});
