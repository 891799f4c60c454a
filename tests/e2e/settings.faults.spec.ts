import { expect, test } from './fixtures';

test.describe('the domain route (GET /wps/system/domainRoute)', () => {
  test("the domain-not-available popup lists this page on the merchant's other domains", async ({
    page,
    faults,
  }) => {
    await faults.set({ domainNotAvailable: true });
    const route = page.waitForResponse((r) => r.url().includes('/wps/system/domainRoute'));
    await page.goto('/m/login?tenant=demo');
    const answer = (await (await route).json()) as {
      value: { domainList: { domainName: string }[] };
    };
    const dialog = page.getByRole('alertdialog', { name: 'Domain not available' });
    const others = dialog.getByRole('navigation', { name: 'Other addresses of this site' });
    const first = answer.value.domainList[0]!.domainName;
    await expect(others.getByRole('link').first()).toHaveAttribute(
      'href',
      `${first}/m/login?tenant=demo`,
    );
    await expect(others.getByRole('link')).toHaveCount(answer.value.domainList.length);
  });
});
