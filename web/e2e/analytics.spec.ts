import { expect, test, type Page } from '@playwright/test';
import {
  apiIngredient,
  apiMenuItem,
  newOwner,
  ownerThroughApi,
  signInWithOutlet,
} from './fixtures';
import { apiConfirmExpense, apiExpense, apiExpenseItem } from './expenses-fixtures';

/** The browser's today (Asia/Kuala_Lumpur, as the outlet's). */
const klToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** "1,234.5" as the screen shows a quantity (1 decimal). */
const qty = (x: string) =>
  Number(x).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

interface Usage {
  opening: string;
  purchased: string;
  used: string;
  closing: string;
}

/**
 * A new owner through the API: FLOUR (kg) bought by a confirmed expense (10 × 1 kg at RM 4),
 * a menu item BREAD (RM 12.50, 0.2 kg of flour) sold twice, a batch item DOUGH (2 kg of flour a
 * batch, 10 portions) produced once, all today. Waits until inventory's ledger has the purchase,
 * the sale's usage and the production.
 */
async function seed(label: string) {
  const owner = await ownerThroughApi(newOwner(label));
  const today = klToday();
  const flour = await apiIngredient(owner, 'Flour', 'kg');
  const expense = await apiExpense(owner, {
    expenseNumber: 'INV-AN-1',
    supplierName: 'Mill Co',
    expenseDate: today,
  });
  await apiExpenseItem(owner, expense, {
    name: 'Flour 1kg',
    ingredient: 'Flour',
    unit: 'kg',
    amount: '1',
    quantity: '10',
    unitPrice: '4',
  });
  await apiConfirmExpense(owner, expense);
  const bread = await apiMenuItem(owner, 'Bread', 'Bakery', {
    price: '12.50',
    ingredientId: flour,
    amount: '0.2',
    unitCost: '4',
  });
  const { createBatchItem } = await owner.gql<{ createBatchItem: { id: string } }>(
    'mutation ($input: CreateBatchItemInput!) { createBatchItem(input: $input) { id } }',
    { input: { name: 'Dough', portionSize: '10' } },
  );
  const dough = createBatchItem.id;
  await owner.gql(
    'mutation ($id: ID!, $input: BatchIngredientInput!) { addBatchIngredient(batchItemId: $id, input: $input) { id } }',
    { id: dough, input: { ingredientId: flour, amount: '2', defaultUnitCost: '4' } },
  );
  // inventory learns of the batch item (its projection) before production can use it
  await expect
    .poll(
      () =>
        owner
          .gql('query ($id: ID!) { batchStockLevel(batchItemId: $id) { batchItemId } }', {
            id: dough,
          })
          .then(
            () => 'known',
            (e: Error) => e.message,
          ),
      { timeout: 15_000 },
    )
    .toBe('known');
  await owner.gql('mutation ($date: String!) { createBatchStock(date: $date) { id } }', {
    date: today,
  });
  await owner.gql(
    'mutation ($input: CreateBatchStockInInput!) { createBatchStockIn(input: $input) { id } }',
    { input: { date: today, batchItemId: dough, quantity: '1' } },
  );
  await owner.gql('mutation ($input: SaleInput!) { createSale(input: $input) { id } }', {
    input: { saleDate: today, items: [{ menuItemId: bread, quantity: '2' }] },
  });
  const usage = () =>
    owner
      .gql<{ ingredientUsage: Usage }>(
        `query ($id: ID!, $from: String!, $to: String!) {
          ingredientUsage(ingredientId: $id, from: $from, to: $to) { opening purchased used closing }
        }`,
        { id: flour, from: `${today.slice(0, 8)}01`, to: nextDay(today) },
      )
      .then((d) => d.ingredientUsage);
  // the purchase (finance), the sale's usage (sales) and the production reach the ledger
  await expect
    .poll(
      async () => {
        const u = await usage();
        return [Number(u.purchased), Number(u.used)];
      },
      { timeout: 30_000 },
    )
    .toEqual([10, 2.4]);
  return { owner, usage };
}

/** Types a name in the search panel, sends it (Enter) and adds the result from its group. */
async function addFromSearch(page: Page, text: string, group: string, name: RegExp) {
  const search = page.getByLabel('Search', { exact: true });
  await search.getByLabel('Search items').fill(text);
  await search.getByLabel('Search items').press('Enter');
  await search.getByRole('group', { name: group }).getByRole('button', { name }).click();
}

async function selectAll(page: Page) {
  await addFromSearch(page, 'flour', 'Ingredient', /^Add flour$/i);
  await addFromSearch(page, 'bread', 'Menu', /^Add bread$/i);
  await addFromSearch(page, 'dough', 'Batch', /^Add dough$/i);
}

/**
 * Issue 25 §2: /analytics with one ingredient (bought by a confirmed expense), one menu item
 * with a recipe (sold) and one batch item (produced) selected shows the numbers the ledger
 * gives: the ingredient's closing = opening + purchased − used.
 */
test('analytics shows the ledger numbers of an ingredient, a menu item and a batch item', async ({
  page,
}) => {
  const { owner, usage } = await seed('analytics');
  await signInWithOutlet(page, owner);
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('Discover sales trend and save cost')).toBeVisible();
  await expect(page.getByText('No menu items selected')).toBeVisible();
  await expect(page.getByText('No ingredients selected')).toBeVisible();

  // the search: nothing found, then the three kinds
  const search = page.getByLabel('Search', { exact: true });
  await search.getByLabel('Search items').fill('zzz-nothing');
  await search.getByLabel('Search items').press('Enter');
  await expect(search.getByText('No results')).toBeVisible();
  await selectAll(page);

  // the ingredient card: the ledger's figures, closing = opening + purchased − used
  const ledger = await usage();
  expect(Number(ledger.closing)).toBeCloseTo(
    Number(ledger.opening) + Number(ledger.purchased) - Number(ledger.used),
    6,
  );
  const ingredient = page.getByTestId('usage-card-ingredient');
  await expect(ingredient.getByTestId('opening')).toHaveText(`${qty(ledger.opening)} kg`);
  await expect(ingredient.getByTestId('purchased')).toHaveText(`${qty(ledger.purchased)} kg`);
  await expect(ingredient.getByTestId('used')).toHaveText(`${qty(ledger.used)} kg`);
  await expect(ingredient.getByTestId('closing')).toHaveText(`${qty(ledger.closing)} kg`);
  await expect(ingredient.getByTestId('closing')).toHaveText('7.6 kg');
  await ingredient.getByRole('tab', { name: 'Breakdown' }).click();
  await expect(ingredient.getByTestId('used-by-sold')).toHaveText('0.4 kg');
  await expect(ingredient.getByTestId('used-by-production')).toHaveText('2.0 kg');
  await expect(ingredient.getByText('Used by Stock Adjustment')).toBeVisible();

  // the menu item card
  const menu = page.getByTestId('usage-card-menu');
  await expect(menu.getByTestId('menu-sold')).toHaveText('Sold 2 item(s)');
  await expect(menu.getByTestId('menu-sales-total')).toHaveText('RM 25.00');
  await menu.getByRole('tab', { name: 'Ingredient Usage' }).click();
  await expect(menu.getByTestId('menu-ingredients')).toContainText('0.4');

  // the batch card, in units and portions
  const batch = page.getByTestId('usage-card-batch');
  await expect(batch.getByTestId('batch-produced')).toHaveText('1.0 unit(s) · 10.0 portion(s)');
  await expect(batch.getByTestId('batch-closing')).toHaveText(/^1\.0 unit\(s\)/);

  // the overview and the doughnuts
  await expect(page.getByTestId('overview-nett')).toHaveText('RM 25.00');
  await expect(page.getByTestId('sales-overview-total')).toHaveText('RM 25.00');
  await expect(page.getByTestId('expenses-overview-total')).toHaveText('RM 40.00');
  await page.getByLabel('Sort Expenses Overview').click();
  await page.getByTitle('Highest (RM)').click();
  await expect(page.getByTestId('expenses-overview-list')).toContainText('RM 40.00');

  // the trend: three lines, a legend item toggles, the axis follows the mode
  const trend = page.getByLabel('Trend Analysis');
  await expect(trend.getByTestId('trend-chart')).toHaveAttribute('data-axis', 'Quantity');
  await trend.getByText('Price', { exact: true }).click();
  await expect(trend.getByTestId('trend-chart')).toHaveAttribute('data-axis', 'Price (RM)');
  await trend.getByRole('button', { name: /^Show flour$/i }).click();
  await expect(trend.getByRole('button', { name: /^Show flour$/i })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await trend.getByRole('button', { name: /^Remove bread$/i }).click();
  await expect(page.getByText('No menu items selected')).toBeVisible();

  // Clear all selection, then a new range clears everything
  await page.getByLabel('Batch Usage').getByRole('button', { name: 'Clear all selection' }).click();
  await expect(page.getByText('No batch items selected')).toBeVisible();
  await expect(page.getByTestId('usage-card-ingredient')).toBeVisible();
  await page.getByText('Yearly', { exact: true }).click();
  await expect(page.getByText('No ingredients selected')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the analytics panels stack and fit the screen', async ({ page }) => {
    const { owner } = await seed('analytics-phone');
    await signInWithOutlet(page, owner);
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
    await selectAll(page);
    await expect(page.getByTestId('usage-card-ingredient').getByTestId('closing')).toHaveText(
      '7.6 kg',
    );
    await expect(page.getByTestId('expenses-overview-total')).toHaveText('RM 40.00');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const search = await page.getByLabel('Search', { exact: true }).boundingBox();
    const trend = await page.getByLabel('Trend Analysis').boundingBox();
    expect(trend!.x).toBe(search!.x);
    expect(trend!.y).toBeGreaterThan(search!.y);
    const modes = await page.getByLabel('Date range').boundingBox();
    expect(modes!.width).toBeGreaterThan(300);
  });
});
