import { InventoryMessages, Messages } from '@mise/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  apiIngredient,
  apiInventoryItem,
  chooseOption,
  ownerThroughApi,
  signInWithOutlet,
} from './fixtures';

/** The table rows of the list (antd draws the header in its own table). */
const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('ingredients: page through seeded rows, add one, search it, and the overview ticks the recipe step', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  for (let i = 1; i <= 11; i++) await apiIngredient(owner, `Seed ${String(i).padStart(2, '0')}`);
  await signInWithOutlet(page, owner);

  await page.getByRole('navigation').getByRole('link', { name: 'Ingredients' }).click();
  await expect(page).toHaveURL(/\/ingredients$/);
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  for (const title of [
    'Ingredient',
    'Unit',
    'Remaining Stock',
    'Average Price Per Unit (RM)',
    'Recent Purchase Date',
  ]) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }

  // 11 rows: page 1 of 2 at 10 rows, by creation; then 20 rows show them all.
  await expect(page.getByTestId('pager-status')).toHaveText('Showing page 1 of 2');
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).first()).toContainText('SEED 01');
  await expect(bodyRows(page).first()).toContainText('N/A');
  await expect(bodyRows(page).first()).toContainText('RM 0.0000');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('pager-status')).toHaveText('Showing page 2 of 2');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('SEED 11');
  await page.getByRole('combobox', { name: Messages.paging.rowsToDisplay }).click();
  await chooseOption(page, '20');
  await expect(page.getByTestId('pager-status')).toHaveText('Showing page 1 of 1');
  await expect(bodyRows(page)).toHaveCount(11);

  // Add: a blank name is refused under the field; then BASIL in grams.
  await page.getByRole('button', { name: 'Add Ingredient Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Ingredient Item' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(InventoryMessages.ingredient.nameBlank)).toBeVisible();
  await dialog.getByLabel('Ingredient Name').fill('basil');
  // the unit list is virtual and opens scrolled to the chosen 'Unit (unit)': filter it first
  await dialog.getByLabel('Unit').fill('Gram');
  await chooseOption(page, 'Gram (g)', dialog.getByLabel('Unit'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ingredient added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The name is unique whatever its case: the server's message.
  await page.getByRole('button', { name: 'Add Ingredient Item' }).click();
  await dialog.getByLabel('Ingredient Name').fill('Basil');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A validation refusal shows in the form (by the field it names), not in the error modal.
  await expect(dialog.getByText(InventoryMessages.ingredient.nameTaken)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Search (Enter runs it at once).
  const search = page.getByRole('textbox', { name: 'Search Ingredient' });
  await search.fill('bas');
  await search.press('Enter');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('BASIL');
  await expect(bodyRows(page).first().getByRole('cell', { name: 'g', exact: true })).toBeVisible();
  await search.fill('no such thing');
  await search.press('Enter');
  await expect(page.getByText(Messages.empty.noItemsFound)).toBeVisible();

  // The outlet now has an ingredient: the overview's recipe step is done.
  await page.getByRole('navigation').getByRole('link', { name: 'Overview' }).click();
  const steps = page.getByLabel('Get started').getByRole('list', { name: 'Steps' });
  await expect(page.getByTestId('checklist-count')).toHaveText('1 of 4 done');
  await expect(steps.getByRole('listitem').nth(1)).not.toContainText('To do');
  await expect(steps.getByRole('listitem').nth(0)).toContainText('To do');
});

test('ingredients: delete is refused while an inventory item uses one, allowed otherwise', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  const flour = await apiIngredient(owner, 'Flour', 'kg');
  await apiIngredient(owner, 'Salt', 'g');
  await apiInventoryItem(owner, 'Flour 25kg bag', flour);
  await signInWithOutlet(page, owner);
  await page.goto('/ingredients');

  const flourRow = bodyRows(page).filter({ hasText: 'FLOUR' });
  await flourRow.getByRole('button', { name: 'Delete FLOUR' }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('FLOUR') });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const error = page.getByRole('dialog', { name: 'Something went wrong' });
  await expect(error).toContainText(InventoryMessages.ingredient.usedByInventoryItem);
  await error.getByRole('button', { name: 'Confirm' }).click();
  await expect(flourRow).toHaveCount(1);

  const saltRow = bodyRows(page).filter({ hasText: 'SALT' });
  await saltRow.getByRole('button', { name: 'Delete SALT' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('SALT') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Ingredient deleted successfully')).toBeVisible();
  await expect(saltRow).toHaveCount(0);
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('FLOUR');
});

test('ingredient detail: adjust with a reason, see stock and history change, edit and delete the adjustment', async ({
  page,
}) => {
  test.slow(); // three modal round trips, each waiting for the ledger's event (24 s alone, > 60 s under load)
  const owner = await ownerThroughApi();
  await apiIngredient(owner, 'Eggs', 'pcs');
  await signInWithOutlet(page, owner);
  await page.goto('/ingredients');
  await bodyRows(page).filter({ hasText: 'EGGS' }).click();
  await expect(page).toHaveURL(/\/ingredients\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'EGGS' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Ingredients' })).toBeVisible();
  const stock = page.getByTestId('remaining-stock');
  await expect(stock).toHaveText('0.0');
  const adjustments = page.getByRole('region', { name: 'Stock adjustments' });
  const history = page.getByRole('region', { name: 'Movement history' });
  for (const title of ['Date', 'Amount', 'Average Price (RM)', 'Total (RM)', 'Reason', 'Remarks']) {
    await expect(adjustments.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }

  // Add: 0 is refused under the field; 3 broken eggs are deducted as -3.
  await adjustments.getByRole('button', { name: 'Add Adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Stock Adjustment' });
  // The date picker offers today back to the server's earliest date, nothing later or earlier.
  const { adjustmentWindow } = await owner.gql<{
    adjustmentWindow: { today: string; earliestDate: string | null };
  }>('{ adjustmentWindow { today earliestDate } }');
  await dialog.getByLabel('Date').click();
  const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  const cell = (date: string) => calendar.locator(`td.ant-picker-cell[title="${date}"]`);
  const shift = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  await expect(cell(adjustmentWindow.today)).not.toHaveClass(/ant-picker-cell-disabled/);
  const tomorrow = shift(adjustmentWindow.today, 1);
  if (tomorrow.slice(0, 7) === adjustmentWindow.today.slice(0, 7)) {
    await expect(cell(tomorrow)).toHaveClass(/ant-picker-cell-disabled/);
  }
  if (adjustmentWindow.earliestDate) {
    // Step month by month towards the earliest date. Each step looks where the calendar is (a
    // click during the dropdown's animation can be lost, or land twice), steps back or forth, and
    // opens the dropdown again if it closed.
    const target = adjustmentWindow.earliestDate.slice(0, 7);
    const earliestInView = calendar.locator(
      `td.ant-picker-cell-in-view[title="${adjustmentWindow.earliestDate}"]`,
    );
    await expect(async () => {
      if (!(await calendar.isVisible())) await dialog.getByLabel('Date').click();
      const shown = await calendar
        .locator('td.ant-picker-cell-in-view')
        .first()
        .getAttribute('title', { timeout: 2_000 });
      if (shown && shown.slice(0, 7) !== target) {
        const step = shown.slice(0, 7) > target ? 'prev' : 'next';
        await calendar.locator(`.ant-picker-header-${step}-btn`).click({ timeout: 2_000 });
      }
      await expect(earliestInView).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(cell(adjustmentWindow.earliestDate)).not.toHaveClass(/ant-picker-cell-disabled/);
    await expect(cell(shift(adjustmentWindow.earliestDate, -1))).toHaveClass(
      /ant-picker-cell-disabled/,
    );
  }
  await page.keyboard.press('Escape');
  await dialog.getByLabel(/Amount to deduct/).fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(InventoryMessages.adjustment.amountZero)).toBeVisible();
  await dialog.getByLabel(/Amount to deduct/).fill('3');
  await chooseOption(page, 'Breakage', dialog.getByLabel('Reason'));
  await dialog.getByLabel('Remarks').fill('dropped tray');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stock adjusted successfully')).toBeVisible();
  await expect(stock).toHaveText('-3.0');
  const row = adjustments.locator('tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('-3.0');
  await expect(row).toContainText('Breakage');
  await expect(row).toContainText('dropped tray');
  const moves = history.locator('tr.ant-table-row');
  await expect(moves).toHaveCount(1);
  await expect(moves.first()).toContainText('Stock adjustment');
  await expect(moves.first()).toContainText('Breakage: dropped tray');
  await expect(moves.first()).toContainText('-3.0');

  // Edit: 1 egg, count correction.
  await row.getByRole('button', { name: 'Edit adjustment' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Stock Adjustment' });
  await expect(edit.getByLabel(/Amount to deduct/)).toHaveValue('3.0');
  await edit.getByLabel(/Amount to deduct/).fill('1');
  await chooseOption(page, 'Count correction', edit.getByLabel('Reason'));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stock adjustment updated successfully')).toBeVisible();
  await expect(stock).toHaveText('-1.0');
  await expect(row).toContainText('Count correction');
  await expect(moves.first()).toContainText('Count correction');
  await expect(moves.first()).toContainText('-1.0');

  // Delete: the stock is back to 0.
  await row.getByRole('button', { name: 'Delete adjustment' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Stock adjustment deleted successfully')).toBeVisible();
  await expect(stock).toHaveText('0.0');
  await expect(row).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Ingredients' }).click();
  await expect(page).toHaveURL(/\/ingredients$/);
});

test('ingredients on a phone: the table scrolls and the modal fits the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerThroughApi();
  await apiIngredient(owner, 'Rice', 'kg');
  await signInWithOutlet(page, owner);
  await page.goto('/ingredients');
  await expect(bodyRows(page)).toHaveCount(1);
  const scroller = page.locator('.ant-table-content').first();
  const overflow = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(overflow).toBe(true);
  const docWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(docWidth).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Add Ingredient Item' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Add Ingredient Item' });
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
