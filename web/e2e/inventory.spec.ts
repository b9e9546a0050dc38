import { InventoryMessages, Messages } from '@mise/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  apiIngredient,
  apiInventoryItem,
  chooseOption,
  ownerThroughApi,
  signInWithOutlet,
} from './fixtures';

const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('inventory: sorted by name, paged, add with the ingredient autocomplete, search and delete', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  const chicken = await apiIngredient(owner, 'Chicken', 'kg');
  await apiIngredient(owner, 'Chili', 'g');
  await apiIngredient(owner, 'Onion', 'kg');
  // Created in reverse order: the grid lists them by name, ascending.
  for (let i = 11; i >= 1; i--) {
    await apiInventoryItem(owner, `Supplier item ${String(i).padStart(2, '0')}`, chicken);
  }
  await signInWithOutlet(page, owner);

  await page.getByRole('navigation').getByRole('link', { name: 'Inventory' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible();
  await expect(page.getByText(InventoryMessages.inventoryItem.pageDescription)).toBeVisible();
  for (const title of [
    'Inventory',
    'Ingredient',
    'Average Purchase Quantity',
    'Average Unit Price (RM)',
  ]) {
    await expect(page.getByRole('columnheader', { name: title })).toBeVisible();
  }

  // 11 items: page 1 of 2 at 10 rows; at 40 rows all of them, by name ascending.
  await expect(page.getByTestId('pager-status')).toHaveText('Showing page 1 of 2');
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).first()).toContainText('CHICKEN');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('pager-status')).toHaveText('Showing page 2 of 2');
  await expect(bodyRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'First page' }).click();
  await expect(page.getByTestId('pager-status')).toHaveText('Showing page 1 of 2');
  await page.getByRole('combobox', { name: Messages.paging.rowsToDisplay }).click();
  await chooseOption(page, '40');
  await expect(page.getByTestId('pager-status')).toHaveText('Showing page 1 of 1');
  await expect(bodyRows(page)).toHaveCount(11);
  const names = await bodyRows(page).locator('td:first-child').allInnerTexts();
  expect(names).toEqual(
    Array.from({ length: 11 }, (_, i) => `SUPPLIER ITEM ${String(i + 1).padStart(2, '0')}`),
  );

  // Add: no ingredient is refused under the field; typing finds ingredients by part of the name.
  await page.getByRole('button', { name: 'Add Inventory Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory Item' });
  await dialog.getByLabel('Inventory Name').fill('chili padi 1kg');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(InventoryMessages.inventoryItem.ingredientBlank)).toBeVisible();
  await dialog.getByLabel('Ingredient').fill('chi');
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(options.getByTitle('CHICKEN (kg)')).toBeVisible();
  await expect(options.getByTitle('CHILI (g)')).toBeVisible();
  await expect(options.getByTitle('ONION (kg)')).toHaveCount(0);
  await chooseOption(page, 'CHILI (g)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Inventory item added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const search = page.getByRole('textbox', { name: 'Search Inventory' });
  await search.fill('padi');
  await search.press('Enter');
  await expect(bodyRows(page)).toHaveCount(1);
  const row = bodyRows(page).first();
  await expect(row).toContainText('CHILI PADI 1KG');
  await expect(row.getByRole('cell', { name: 'CHILI', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '-', exact: true })).toHaveCount(2);

  await row.getByRole('button', { name: 'Delete CHILI PADI 1KG' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('CHILI PADI 1KG') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Inventory item deleted successfully')).toBeVisible();
  await expect(page.getByText(Messages.empty.noItemsFound)).toBeVisible();
});

test('inventory on a phone: the table scrolls and the add modal fits the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerThroughApi();
  const rice = await apiIngredient(owner, 'Rice', 'kg');
  await apiInventoryItem(owner, 'Rice 10kg sack', rice);
  await signInWithOutlet(page, owner);
  await page.goto('/inventory');
  await expect(bodyRows(page)).toHaveCount(1);
  const docWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(docWidth).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Add Inventory Item' }).click();
  const box = await page
    .locator('.ant-modal')
    .filter({ hasText: 'Add Inventory Item' })
    .boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
