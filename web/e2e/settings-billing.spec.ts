import { expect, test, type Page } from '@playwright/test';
import { Messages } from '@mise/domain';
import { signInWithOutlet } from './fixtures';

/** The add-on form's dialog and its fields. */
function billingForm(page: Page, title: 'Add billing' | 'Edit billing') {
  const dialog = page.getByRole('dialog', { name: title });
  return {
    dialog,
    name: dialog.getByLabel('Name', { exact: true }),
    amount: dialog.getByLabel('Amount', { exact: true }),
    // antd draws its own radio buttons over the hidden inputs: click the option's text.
    choose: async (option: string) => {
      await dialog.getByText(option, { exact: true }).click();
      await expect(dialog.getByRole('radio', { name: option })).toBeChecked();
    },
    save: () => dialog.getByRole('button', { name: 'Save' }).click(),
  };
}

test('an owner adds, edits and deletes a billing add-on', async ({ page }) => {
  test.slow(); // three round trips through the form, each checked after a reload
  await signInWithOutlet(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=billing$/);
  await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();
  await expect(page.getByText(Messages.empty.noDataFound)).toBeVisible();

  // Add: the rules first.
  await page.getByRole('button', { name: 'Add billing' }).click();
  const add = billingForm(page, 'Add billing');
  await expect(add.dialog.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  await add.save();
  await expect(add.dialog.getByText(Messages.billing.nameRequired)).toBeVisible();

  await add.name.fill('Service charge');
  await add.amount.fill('0');
  await add.save();
  await expect(add.dialog.getByText(Messages.billing.nameRequired)).toHaveCount(0);
  await expect(add.dialog.getByText(Messages.billing.amountInvalid)).toBeVisible();

  await add.choose('Percentage');
  await add.amount.fill('150');
  await add.save();
  await expect(add.dialog.getByText(Messages.billing.percentageInvalid)).toBeVisible();

  await add.amount.fill('10');
  await add.save();
  await expect(page.getByText(Messages.billing.added)).toBeVisible();
  await expect(add.dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Service charge/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: '10.00%' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '+', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Percentage' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Enabled' })).toBeVisible();

  // Edit: a flat RM 5.50 deduction.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = billingForm(page, 'Edit billing');
  await expect(edit.name).toHaveValue('Service charge');
  await edit.choose('- Deducts');
  await edit.choose('Number');
  await edit.amount.fill('5.50');
  await edit.save();
  await expect(page.getByText(Messages.billing.updated)).toBeVisible();
  await expect(row.getByRole('cell', { name: 'RM 5.50' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '-', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Number' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'RM 5.50' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '-', exact: true })).toBeVisible();

  // Delete, after confirming.
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('Service charge') });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(Messages.billing.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(Messages.empty.noDataFound)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Billing', selected: true })).toBeVisible();
  await expect(page.getByText(Messages.empty.noDataFound)).toBeVisible();
  await expect(page.getByRole('row', { name: /Service charge/ })).toHaveCount(0);
});
