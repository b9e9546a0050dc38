import { expect, test } from '@playwright/test';
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

/** A new owner with the four checklist steps done through the API: 2 × RM 12.50 sold, RM 120 spent. */
async function seedReport(label: string) {
  const owner = await ownerThroughApi(newOwner(label));
  const today = klToday();
  const beef = await apiIngredient(owner, 'Beef', 'kg');
  const noodles = await apiMenuItem(owner, 'Beef Noodles', 'Mains', {
    price: '12.50',
    ingredientId: beef,
    amount: '0.2',
    unitCost: '10',
  });
  const expense = await apiExpense(owner, {
    expenseNumber: 'INV-REPORT-1',
    supplierName: 'Fresh Farm',
    expenseDate: today,
  });
  await apiExpenseItem(owner, expense, {
    name: 'Rice 1kg',
    ingredient: 'Rice',
    unit: 'kg',
    amount: '1',
    quantity: '10',
    unitPrice: '12',
  });
  await apiConfirmExpense(owner, expense);
  await owner.gql('mutation ($input: SaleInput!) { createSale(input: $input) { id } }', {
    input: { saleDate: today, items: [{ menuItemId: noodles, quantity: '2' }] },
  });

  return { owner, noodles };
}

/**
 * Issue 25: a new owner completes the checklist through the API (a menu item with its recipe, an
 * expense, a sale) and sees the report behind it with the right totals, the profitability
 * quadrants (and the standard split with the classic names), and opens the menu item from them.
 */
test('a new owner who completed the checklist sees the report with the right totals', async ({
  page,
}) => {
  const { owner, noodles } = await seedReport('report');
  await signInWithOutlet(page, owner);
  await expect(page.getByText('4 of 4 done')).toBeVisible({ timeout: 30_000 });
  const report = page.getByLabel('Report');
  await expect(report.getByTestId('total-expenses')).toHaveText('RM 120.00');
  await expect(report.getByTestId('total-sales')).toHaveText('RM 25.00');
  await expect(report.getByTestId('total-nett-sales')).toHaveText('RM 25.00');
  await expect(report.getByTestId('food-cost')).toHaveText(/%$/);
  await expect(report.getByTestId('expense-sale-chart')).toBeVisible();
  await expect(report.getByTestId('date-filter-range')).toBeVisible();

  const profit = page.getByLabel('Food Profitability');
  await expect(profit.getByTestId('profitability-chart')).toBeVisible();
  const star = profit.getByTestId('quadrant-POPULAR_PROFITABLE');
  await expect(star).toContainText('Popular profitable');
  await expect(star.getByRole('link', { name: /beef noodles/i })).toBeVisible();
  await profit.getByRole('switch', { name: 'Standard menu-engineering split' }).click();
  await expect(star).toContainText('Popular profitable (Star)');
  await expect(profit.getByTestId('quadrant-UNPOPULAR_UNPROFITABLE')).toContainText(
    'Unpopular unprofitable (Dog)',
  );

  await star.getByRole('link', { name: /beef noodles/i }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${noodles}$`));
});

test('the report waits for the four checklist steps', async ({ page }) => {
  await signInWithOutlet(page, await ownerThroughApi(newOwner('noreport')));
  await expect(page.getByText('0 of 4 done')).toBeVisible();
  await expect(page.getByLabel('Report')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the report cards stack', async ({ page }) => {
    const { owner } = await seedReport('phone');
    await signInWithOutlet(page, owner);
    const report = page.getByLabel('Report');
    await expect(report.getByTestId('total-sales')).toHaveText('RM 25.00', { timeout: 30_000 });
    const boxes = await Promise.all(
      ['total-expenses', 'total-sales', 'total-nett-sales', 'food-cost'].map(async (id) =>
        report.getByTestId(id).locator('xpath=..').boundingBox(),
      ),
    );
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.x).toBe(boxes[0]!.x);
      expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);
    }
    await expect(page.getByTestId('profitability-chart')).toBeVisible();
  });
});
