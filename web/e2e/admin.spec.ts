import { expect, test, type Page } from '@playwright/test';
import { grantAdmin, newOwner, ownerThroughApi, signInThroughIdp } from './fixtures';

/**
 * Finds an outlet's row in the admin list. The list holds every outlet of the test database, by
 * outlet number (newest last), so it looks from the last page backwards, a page at a time, with
 * the pager's Last page and Previous page buttons.
 */
async function findOutletRow(page: Page, outletName: string) {
  const settled = async () => {
    await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
    await expect(page.locator('.ant-table-tbody .mise-admin-row').first()).toBeVisible();
  };
  await settled();
  const last = page.getByRole('button', { name: 'Last page' });
  if (await last.isEnabled()) await last.click();
  await expect(page.getByTestId('pager-status')).toHaveText(/^Showing page (\d+) of \1$/);
  const row = page.getByRole('row').filter({ hasText: outletName });
  for (let tries = 0; tries < 20; tries++) {
    await settled();
    if ((await row.count()) > 0) return row;
    await page.getByRole('button', { name: 'Previous page' }).click();
  }
  throw new Error(`${outletName} is not in the admin list`);
}

test('an admin changes to another owner’s outlet and proceeds to it', async ({ browser }) => {
  test.setTimeout(120_000); // a walk through the pages of every outlet in the database
  // Owner A with an outlet of their own; and the future admin, an owner with an outlet too.
  const [ownerA, admin] = await Promise.all([
    ownerThroughApi(newOwner('amir')),
    ownerThroughApi(newOwner('admin')),
  ]);
  const outletA = { name: ownerA.outletName };
  const adminOutlet = { name: admin.outletName };

  // An operator makes them admin; signing in again lands on /admin.
  grantAdmin(admin.email);
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signInThroughIdp(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Change Outlet' })).toBeVisible();
  await expect(page.getByTestId('outlet-name')).toHaveText(`Outlet: ${adminOutlet.name}`);
  await expect(page.getByTestId('selected-outlet')).toHaveText(adminOutlet.name);

  // 20 rows a page by default; 10, 20, 40, 60 or 100 to choose from; the pager starts on page 1.
  const sizes = page.getByRole('combobox', { name: 'Rows to display' });
  await expect(page.locator('.mise-pager .ant-select')).toContainText('20');
  await expect(page.getByTestId('pager-status')).toHaveText(/^Showing page 1 of \d+$/);
  await expect(page.getByRole('button', { name: 'First page' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await sizes.click();
  const dropdown = page.locator('.ant-select-dropdown');
  for (const size of [10, 20, 40, 60, 100]) {
    await expect(dropdown.getByTitle(String(size), { exact: true })).toBeAttached();
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

  await ctx.close();
});
