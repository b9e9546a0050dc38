import { expect, test, type Page } from '@playwright/test';
import { Messages } from '@mise/domain';
import { grantAdmin, newOwner, ownerThroughApi, signInWithOutlet } from './fixtures';

/** An owner signed in with an outlet, then made admin, on /settings > Admin. */
async function adminOnSettings(page: Page, section: 'analysis' | 'settings'): Promise<void> {
  const owner = await signInWithOutlet(page, await ownerThroughApi(newOwner('admin')));
  grantAdmin(owner.email);
  // A fresh load: the current user (now an admin) is fetched again.
  await page.goto(`/settings?tab=admin&section=${section}`);
  await expect(page.getByRole('tab', { name: 'Admin', exact: true, selected: true })).toBeVisible();
}

test('an owner who is not an admin has no Admin tab', async ({ page }) => {
  await signInWithOutlet(page);
  await page.goto('/settings?tab=admin');
  // an unknown tab falls back to the default one, Subscription
  await expect(page.getByRole('tab', { name: 'Subscription', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(page.getByText('Account Analysis')).toHaveCount(0);
});

test('an admin finds an outlet in the account analysis and deletes it', async ({ page }) => {
  test.slow(); // searches, filters and a delete, each waiting on the analysis
  // Another owner with an outlet of a unique name, set up through the API.
  const other = newOwner('analysed');
  const outletName = `Analysis ${other.name.split(' ')[1]}`;
  await ownerThroughApi(other, {
    name: outletName,
    address: '3 Jalan Bukit Bintang, Kuala Lumpur',
  });

  await adminOnSettings(page, 'analysis');
  await expect(page.getByRole('tab', { name: 'Account Analysis', selected: true })).toBeVisible();
  for (const card of ['total', 'active', 'inactive', 'unused', 'empty']) {
    await expect(page.getByTestId(`summary-${card}`)).toBeVisible();
  }
  await expect(page.getByTestId('summary-total')).toContainText(/Total\s*[1-9]\d*/);

  const search = page.getByLabel('Search outlets');
  const owners = page.getByTestId('analysis-owner');
  const outlets = page.getByTestId('analysis-outlet');
  const onlyTheirOutlet = async () => {
    await expect(outlets).toHaveCount(1);
    await expect(outlets).toContainText(outletName);
    await expect(outlets).toContainText('EMPTY');
    await expect(owners).toHaveCount(1);
    await expect(owners).toContainText(other.name);
    await expect(owners).toContainText(other.email);
    await expect(owners).toContainText('1 outlet');
  };

  await search.fill(outletName.toUpperCase());
  await onlyTheirOutlet();
  await search.fill(other.email);
  await onlyTheirOutlet();

  const filter = async (label: string) => {
    await page.getByRole('combobox', { name: 'Filter' }).click();
    // antd lists the options in its own dropdown (the accessible listbox holds only a few).
    await page.locator('.ant-select-dropdown').getByTitle(label, { exact: true }).click();
  };
  await filter('Empty');
  await onlyTheirOutlet();
  await filter('Active');
  await expect(page.getByText(Messages.admin.noOutletsFound)).toBeVisible();
  await expect(outlets).toHaveCount(0);
  await filter('All');
  await onlyTheirOutlet();

  await search.fill('zz-no-such-outlet-qx');
  await expect(page.getByText(Messages.admin.noOutletsFound)).toBeVisible();
  await expect(owners).toHaveCount(0);

  // Delete it, after confirming.
  await search.fill(outletName);
  await onlyTheirOutlet();
  await outlets.getByRole('button', { name: `Delete ${outletName}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Delete outlet ${outletName}?` });
  await expect(confirm).toContainText('This removes the outlet and all its records.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(/^Successfully deleted outlet and \d+ associated records$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await expect(page.getByText(Messages.admin.noOutletsFound)).toBeVisible();
  await expect(outlets).toHaveCount(0);
  await expect(search).toHaveValue(outletName);
});

test('an admin turns the 90 days checking off and on again; Change outlet goes to /admin', async ({
  page,
}) => {
  await adminOnSettings(page, 'settings');
  await expect(page.getByRole('tab', { name: 'Admin Settings', selected: true })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Enable 90 days checking' });
  await expect(toggle).toBeVisible();
  // The setting is platform-wide: start from whatever it is and put it back.
  const before = await toggle.isChecked();
  const notice = (on: boolean) => `90 days checking ${on ? 'enabled' : 'disabled'}`;

  await toggle.click();
  await expect(page.getByText(notice(!before))).toBeVisible();
  await expect(toggle).toBeChecked({ checked: !before });
  await page.reload();
  await expect(toggle).toBeChecked({ checked: !before });

  await toggle.click();
  await expect(page.getByText(notice(before))).toBeVisible();
  await expect(toggle).toBeChecked({ checked: before });
  await page.reload();
  await expect(toggle).toBeChecked({ checked: before });

  await page.getByRole('button', { name: 'Change outlet' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
