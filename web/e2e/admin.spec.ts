import { expect, test, type Page } from '@playwright/test';
import { grantAdmin, newOwner, signInThroughIdp, signUpWithOutlet } from './fixtures';

/**
 * Finds an outlet's row in the admin list. The list holds every outlet of the test database, by
 * outlet number (newest last), so it looks from the last page backwards, a page at a time.
 */
async function findOutletRow(page: Page, outletName: string) {
  const pager = page.locator('.ant-table-pagination');
  const settled = async () => {
    await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
    await expect(page.locator('.ant-table-tbody .mise-admin-row').first()).toBeVisible();
  };
  await settled();
  await pager.locator('.ant-pagination-item').last().click();
  const row = page.getByRole('row').filter({ hasText: outletName });
  for (let tries = 0; tries < 20; tries++) {
    await settled();
    if ((await row.count()) > 0) return row;
    await pager.getByTitle('Previous Page').click();
  }
  throw new Error(`${outletName} is not in the admin list`);
}

test('an admin changes to another owner’s outlet and proceeds to it', async ({ browser }) => {
  test.setTimeout(180_000); // three sign-ins and a walk through the pages
  const a = await browser.newContext();
  const setup = await browser.newContext();
  const admin = newOwner('admin');
  // Owner A with an outlet of their own; and the future admin, an owner with an outlet too.
  const [{ owner: ownerA, outlet: outletA }, { outlet: adminOutlet }] = await Promise.all([
    signUpWithOutlet(await a.newPage(), newOwner('amir')),
    signUpWithOutlet(await setup.newPage(), admin),
  ]);

  // An operator makes them admin; signing in again lands on /admin.
  grantAdmin(admin.email);
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signInThroughIdp(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Change Outlet' })).toBeVisible();
  await expect(page.getByTestId('outlet-name')).toHaveText(`Outlet: ${adminOutlet.name}`);
  await expect(page.getByTestId('selected-outlet')).toHaveText(adminOutlet.name);

  // 20 rows a page by default; 10, 20, 40, 60 or 100 to choose from.
  const sizes = page.locator('.ant-table-pagination').getByRole('combobox');
  await expect(page.locator('.ant-table-pagination').getByText('20 / page')).toBeVisible();
  await sizes.click();
  for (const size of [10, 20, 40, 60, 100]) {
    await expect(page.getByRole('option', { name: `${size} / page` })).toBeAttached();
  }
  await sizes.press('Escape');

  // A's row: owner, e-mail, phone, not an admin, not current.
  const row = await findOutletRow(page, outletA.name);
  await expect(row).toContainText(ownerA.name);
  await expect(row).toContainText(ownerA.email);
  await expect(row).toContainText('+60123456789');
  await expect(row.getByText('No', { exact: true })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Current outlet' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Change to this outlet' }).click();
  // The header follows the switch at once; the toast comes once the screens are reloaded.
  await expect(page.getByTestId('outlet-name')).toHaveText(`Outlet: ${outletA.name}`);
  await expect(page.getByText(`Switched to ${outletA.name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('selected-outlet')).toHaveText(outletA.name);
  // The list stays on its page; the tick has moved to A's row.
  await expect(row.getByRole('img', { name: 'Current outlet' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Change to this outlet' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Proceed to currently selected outlet' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('outlet-name')).toHaveText(`Outlet: ${outletA.name}`);
  await page.reload();
  await expect(page.getByTestId('outlet-name')).toHaveText(`Outlet: ${outletA.name}`);

  await Promise.all([a.close(), setup.close(), ctx.close()]);
});
