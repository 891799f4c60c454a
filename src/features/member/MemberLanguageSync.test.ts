import { describe, expect, it } from 'vitest';
import { createTenantRoot } from '../../testing/createTenantRoot';
import type { SessionChoice } from '../../testing/demoSession';
import { directFetch } from '../../testing/directFetch';
import { MemberLanguageSync } from './MemberLanguageSync';

async function syncing(session: SessionChoice) {
  const posted: unknown[] = [];
  const { root } = await createTenantRoot({
    tenant: 'vn-lotto',
    session,
    start: false,
    connect: (api, origin) => {
      const fetch = directFetch(api.app, origin);
      return async (input, init) => {
        if (String(input).endsWith('/wps/member/language'))
          posted.push(JSON.parse(String(init?.body)));
        return fetch(input, init);
      };
    },
  });
  const sync = new MemberLanguageSync(root);
  sync.start();
  return { root, sync, posted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('member language sync (spec 4)', () => {
  it('sends a member’s new language, not the one at start', async () => {
    const { root, posted } = await syncing('member');
    await settle();
    expect(posted).toEqual([]);
    await root.locale.setLanguage('EN');
    await settle();
    expect(posted).toEqual([{ language: 'EN', merchantCode: 'vn-lotto' }]);
  });

  it('not for type 4 members, nor visitors', async () => {
    const visitor = await syncing('visitor');
    await visitor.root.locale.setLanguage('EN');
    const type4 = await syncing('member');
    type4.root.session.update({ type: 4 });
    await type4.root.locale.setLanguage('EN');
    await settle();
    expect(visitor.posted).toEqual([]);
    expect(type4.posted).toEqual([]);
  });
});
