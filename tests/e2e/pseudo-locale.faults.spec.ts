import type { FaultBody } from './fixtures';
import { expect, test } from './fixtures';
import type { Screen } from './pseudoWalk';
import { LOCALES, walk } from './pseudoWalk';

/** The pseudo-locale walk (pseudo-locale.spec.ts) over the screens a demo fault brings up. */

const FAULT_SCREENS: Array<[fault: FaultBody, screen: Screen]> = [
  [{ maintenance: true }, { name: 'maintenance', path: '/login' }],
  [{ regionRestricted: true }, { name: 'access denied', path: '/home', member: true }],
  [
    { domainNotAvailable: true },
    {
      name: 'domain popup',
      path: '/login',
      then: async (page) => {
        await expect(page.getByRole('alertdialog')).toBeVisible();
      },
    },
  ],
];

for (const { lang } of LOCALES) {
  test(`${lang}: status screens`, async ({ page, faults }) => {
    for (const [fault, screen] of FAULT_SCREENS) {
      const before = async () => {
        await faults.clear();
        await faults.set(fault);
      };
      await walk(page, lang, [{ ...screen, before }]);
    }
  });
}
