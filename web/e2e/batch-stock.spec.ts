import { BatchMessages } from '@mise/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  apiIngredient,
  chooseOption,
  ownerThroughApi,
  signInWithOutlet,
  type ApiOwner,
} from './fixtures';

/** The table rows of a list (antd draws the header in its own table). */
const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/**
 * A batch item SAMBAL through the API: 2 kg of chilli at RM 3.50 a kg per batch (batch cost
 * RM 7.00), 10 portions a batch (portion cost RM 0.70), par level 25 portions. Waits until
 * inventory knows it (the batch item projection), so production can use it.
 */
async function apiSambal(owner: ApiOwner): Promise<string> {
  const chilli = await apiIngredient(owner, 'Chilli', 'kg');
  const { createBatchItem } = await owner.gql<{ createBatchItem: { id: string } }>(
    'mutation ($input: CreateBatchItemInput!) { createBatchItem(input: $input) { id } }',
    { input: { name: 'Sambal', portionSize: '10', parLevel: '25' } },
  );
  const id = createBatchItem.id;
  const { addBatchIngredient } = await owner.gql<{
    addBatchIngredient: { complete: boolean; batchCost: string };
  }>(
    `mutation ($id: ID!, $input: BatchIngredientInput!) {
      addBatchIngredient(batchItemId: $id, input: $input) { complete batchCost }
    }`,
    { id, input: { ingredientId: chilli, amount: '2', defaultUnitCost: '3.5' } },
  );
  expect(addBatchIngredient).toEqual({ complete: true, batchCost: '7.0000' });
  await expect
    .poll(
      () =>
        owner
          .gql<{ batchStockLevel: { parLevel: string | null } }>(
            'query ($id: ID!) { batchStockLevel(batchItemId: $id) { parLevel } }',
            { id },
          )
          .then(
            (data) => Number(data.batchStockLevel.parLevel),
            (error: Error) => error.message,
          ),
      { timeout: 15_000 },
    )
    .toBe(25);
  return id;
}

async function outletToday(owner: ApiOwner): Promise<string> {
  const { adjustmentWindow } = await owner.gql<{ adjustmentWindow: { today: string } }>(
    '{ adjustmentWindow { today } }',
  );
  return adjustmentWindow.today;
}

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('batch stock: record production on the calendar, adjust in portions, see remaining stock and the prep list', async ({
  page,
}) => {
  test.slow(); // a long journey: three screens and a dozen saves
  const owner = await ownerThroughApi();
  const sambal = await apiSambal(owner);
  const today = await outletToday(owner);
  await signInWithOutlet(page, owner);

  // Production: today is selected and has no record yet.
  await page.goto('/batch-production');
  await expect(page.getByRole('tab', { name: 'Production', selected: true })).toBeVisible();
  const calendar = page.getByRole('table', { name: 'Production calendar' });
  const todayCell = calendar.getByRole('button', { name: longDate(today) });
  await expect(todayCell).toHaveAttribute('aria-pressed', 'true');
  await expect(todayCell).toHaveAttribute('aria-current', 'date');
  const day = page.getByRole('region', { name: 'Batch stock of the day' });
  await expect(day).toContainText(longDate(today));
  await expect(day.getByText('No batch stock on this day')).toBeVisible();

  // Add Stock creates the day; then a stock-in, with the spec's messages first.
  await day.getByRole('button', { name: 'Add Stock' }).click();
  await expect(page.getByText('Batch stock added')).toBeVisible();
  const stockIns = day.getByRole('region', { name: 'Stock-ins' });
  await stockIns.getByRole('button', { name: 'Add Stock-in' }).click();
  await stockIns.getByLabel('Quantity').fill('');
  await stockIns.getByRole('button', { name: 'Save' }).click();
  await expect(stockIns.getByText(BatchMessages.stockIn.selectItem)).toBeVisible();
  await expect(stockIns.getByText(BatchMessages.stockIn.quantityBlank)).toBeVisible();
  await stockIns.getByLabel('Quantity').fill('0');
  await stockIns.getByRole('button', { name: 'Save' }).click();
  await expect(stockIns.getByText(BatchMessages.stockIn.quantityZero)).toBeVisible();
  await chooseOption(page, 'SAMBAL (v1)', stockIns.getByLabel('Batch Item'));
  await stockIns.getByLabel('Quantity').fill('2');
  await stockIns.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stock-in added')).toBeVisible();
  const row = stockIns.locator('tr.ant-table-row').filter({ hasText: 'SAMBAL (v1)' });
  await expect(row).toContainText('2.0');
  await expect(row).toContainText('RM 7.0000');
  await expect(row).toContainText('RM 14.00');
  await expect(day.getByTestId('day-total')).toHaveText('RM 14.00');
  // The calendar shows the day's total batch cost.
  await expect(todayCell).toContainText('RM 14.00');

  // The same version twice on a day: the server's message.
  await stockIns.getByRole('button', { name: 'Add Stock-in' }).click();
  await chooseOption(page, 'SAMBAL (v1)', stockIns.getByLabel('Batch Item'));
  await stockIns.getByRole('button', { name: 'Save' }).click();
  // A validation refusal shows by the row being edited, not in the error modal.
  await expect(stockIns.getByText(BatchMessages.stockIn.duplicate)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toHaveCount(0);
  await stockIns.getByRole('button', { name: 'Cancel' }).click();
  await expect(stockIns.locator('tr.ant-table-row')).toHaveCount(1);

  // Remaining stock: 2 batches = 20 portions, 5 short of the par level.
  await page.getByRole('tab', { name: 'Remaining' }).click();
  await expect(page).toHaveURL(/\/batch-stock$/);
  for (const title of [
    'Batch Item',
    'Version',
    'Stock',
    'Portions',
    'Portion Cost (RM)',
    'Par Level',
    'Make Today',
  ]) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  const sambalRow = bodyRows(page).filter({ hasText: 'SAMBAL' });
  await expect(sambalRow.getByRole('cell')).toHaveText([
    'SAMBAL',
    '1',
    '2.0',
    '20.0',
    'RM 0.7000',
    '25.0',
    '5.0',
  ]);

  // Adjust 5 portions: half a batch at RM 7.00 a batch.
  await sambalRow.click();
  await expect(page).toHaveURL(new RegExp(`/batch-stock/adjustment/${sambal}$`));
  await expect(page.getByRole('heading', { name: 'SAMBAL (v1)' })).toBeVisible();
  await expect(page.getByTestId('stock-units')).toHaveText('2.0');
  await expect(page.getByTestId('stock-portions')).toHaveText('20.0');
  const adjustments = page.getByRole('region', { name: 'Batch stock adjustments' });
  for (const title of [
    'Date',
    'Amount (stock)',
    'Amount (portion)',
    'Batch Cost (RM)',
    'Portion Cost (RM)',
    'Total (RM)',
    'Remarks',
  ]) {
    await expect(adjustments.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  await expect(adjustments.getByText('No adjustments')).toBeVisible();
  await adjustments.getByRole('button', { name: 'Add Adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Batch Stock Adjustment' });
  await dialog.getByText('Portion', { exact: true }).click();
  await dialog.getByLabel('Amount').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(BatchMessages.adjustment.amountZero)).toBeVisible();
  // Whatever is typed is a deduction; the minus button flips the sign.
  await dialog.getByLabel('Amount').fill('5');
  await expect(dialog.getByLabel('Amount')).toHaveValue(/^-5/);
  await dialog.getByRole('button', { name: 'Minus' }).click();
  await expect(dialog.getByLabel('Amount')).toHaveValue(/^5/);
  await dialog.getByRole('button', { name: 'Minus' }).click();
  await expect(dialog.getByLabel('Amount')).toHaveValue(/^-5/);
  await dialog.getByLabel('Remarks').fill('spilled');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Batch stock adjusted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const adjustment = adjustments.locator('tr.ant-table-row');
  await expect(adjustment).toHaveCount(1);
  await expect(adjustment.getByRole('cell')).toHaveText([
    longDate(today),
    '-0.5',
    '-5.0',
    'RM 7.0000',
    'RM 0.7000',
    '-RM 3.50',
    'spilled',
    '',
  ]);
  await expect(page.getByTestId('stock-units')).toHaveText('1.5');
  await expect(page.getByTestId('stock-portions')).toHaveText('15.0');

  // Back to the remaining stock: the prep list says to make 10 portions today.
  await page.getByRole('link', { name: 'Back to Remaining Stock' }).click();
  await expect(page).toHaveURL(/\/batch-stock$/);
  await expect(sambalRow.getByRole('cell').nth(3)).toHaveText('15.0');
  await page.getByText('Prep list', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Make today' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(sambalRow.getByRole('cell').nth(6)).toHaveText('10.0');
});

test('batch stock on a phone: the calendar fits the screen, the prep list is empty without par levels', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerThroughApi();
  await signInWithOutlet(page, owner);
  await page.goto('/batch-production');
  const calendar = page.getByRole('table', { name: 'Production calendar' });
  await expect(calendar).toBeVisible();
  const box = await calendar.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const docWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(docWidth).toBeLessThanOrEqual(390);
  await expect(page.getByText('No batch stock on this day')).toBeVisible();

  await page.goto('/batch-stock');
  await expect(page.getByText(BatchMessages.item.noItems)).toBeVisible();
  await page.getByText('Prep list', { exact: true }).click();
  await expect(page.getByText(/Nothing to make today/)).toBeVisible();
  // Both came from the server, not from a failed request.
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toHaveCount(0);
});
