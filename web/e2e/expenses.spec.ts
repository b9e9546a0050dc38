import {
  addDays,
  addMonths,
  ExpenseMessages,
  isWithinEditWindow,
  lockDate,
  Messages,
  needsLockReminder,
  today,
} from '@mise/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiMenuItem,
  chooseOption,
  longDate,
  ownerThroughApi,
  signInWithOutlet,
  reopenUntil,
} from './fixtures';
import { apiConfirmExpense, apiExpense, apiExpenseItem } from './expenses-fixtures';
import { sentPurchaseOrder } from './procurement-fixtures';

const M = ExpenseMessages;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const details = (page: Page) => page.getByTestId('expense-details');
const cards = (page: Page) => page.getByTestId('expense-card');
const mainButton = (page: Page) => page.getByTestId('expense-main-action');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Fills the row being edited in a line table and saves it. */
async function saveLine(page: Page, table: Locator, fields: [string, string][]): Promise<void> {
  for (const [label, value] of fields) {
    await table.getByLabel(label, { exact: true }).fill(value);
  }
  await table.getByRole('button', { name: 'Save', exact: true }).click();
}

/** The dialog asking `question`, answered with its Delete button. */
async function answerDelete(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

test('expenses: an invoice typed with two new items and a new supplier, confirmed; the ingredients get their prices, a recipe their cost', async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  await signInWithOutlet(page, owner);

  await page.getByRole('navigation').getByRole('link', { name: 'Expenses' }).click();
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(page.getByText('Organize your invoices and receipts')).toBeVisible();
  await expect(page.getByTestId('expense-credits')).toHaveText(/^Credits: \d+$/);
  await expect(page.getByText(M.empty)).toBeVisible();
  await expect(page.getByText(M.nothingSelected)).toBeVisible();
  await expect(page.getByText('OR', { exact: true })).toBeVisible();

  // New Expense: Add Draft checks the spec's fields first.
  await page.getByRole('button', { name: 'New Expense' }).click();
  await expect(details(page)).toContainText('New Expense');
  await expect(page.getByTestId('automate-reason')).toHaveText(M.automateUnsaved);
  await expect(mainButton(page)).toHaveText('Add Draft');
  await mainButton(page).click();
  await expect(details(page).getByText(M.numberBlank)).toBeVisible();
  await expect(details(page).getByText(M.supplierBlank)).toBeVisible();

  await details(page).getByLabel('Expense No.').fill('INV-1001');
  await details(page).getByLabel('Supplier').fill('Kedai Segar Baru');
  await details(page).getByLabel('Paid Status').click();
  await chooseOption(page, 'Paid');
  await mainButton(page).click();
  await expect(toast(page, M.created)).toBeVisible();
  await expect(page).toHaveURL(/\/expenses\?expense=/);
  await expect(details(page).getByTestId('expense-state')).toHaveText('Draft');
  const card = cards(page).filter({ hasText: 'INV-1001' });
  await expect(card).toContainText('Invoice INV-1001');
  await expect(card).toContainText(/kedai segar baru/i);
  await expect(card).toContainText(longDate(today()));
  await expect(mainButton(page)).toHaveText('Confirm Draft');

  // Confirm needs a line.
  await mainButton(page).click();
  await expect(details(page).getByTestId('form-problem')).toContainText(M.noLines);

  // Two items with names inventory does not know yet; a misc line.
  const items = details(page).locator('.ant-table').nth(0);
  await details(page).getByRole('button', { name: 'Add Item' }).click();
  await saveLine(page, details(page), [
    ['Inventory', 'Beef 1kg'],
    ['Ingredient', 'Beef'],
    ['Unit', 'kg'],
    ['Unit Amount', '1'],
    ['Quantity', '2'],
    ['Unit Price', '30'],
  ]);
  await expect(toast(page, M.itemSaved)).toBeVisible();
  await expect(items.getByRole('row', { name: /BEEF 1KG/ })).toContainText('RM 60.00');

  await details(page).getByRole('button', { name: 'Add Item' }).click();
  await saveLine(page, details(page), [
    ['Inventory', 'Onion 500g'],
    ['Ingredient', 'Onion'],
    ['Unit', 'kg'],
    ['Unit Amount', '0.5'],
    ['Quantity', '4'],
    ['Unit Price', '2.50'],
  ]);
  await expect(items.getByRole('row', { name: /ONION 500G/ })).toContainText('RM 10.00');

  await details(page).getByRole('button', { name: 'Add Miscellaneous' }).click();
  await saveLine(page, details(page), [
    ['Miscellaneous', 'Delivery'],
    ['Total', '5'],
  ]);
  await expect(toast(page, M.miscSaved)).toBeVisible();
  await expect(page.getByTestId('grand-total')).toHaveText('RM 75.00');
  await expect(card).toContainText('RM 75.00');

  await mainButton(page).click();
  await expect(toast(page, M.confirmed)).toBeVisible();
  await expect(details(page).getByTestId('expense-state')).toHaveText('Confirmed');
  await expect(card).toContainText('Confirmed');
  await expect(mainButton(page)).toHaveText('Edit Details');
  await expect(details(page).getByLabel('Expense No.')).toBeDisabled();
  await expect(details(page).getByRole('button', { name: 'Add Item' })).toBeDisabled();

  // The new supplier exists, upper-cased.
  const { suppliers } = await owner.gql<{ suppliers: { nodes: { name: string }[] } }>(
    '{ suppliers(search: "segar baru", offset: 0, limit: 5) { nodes { name } } }',
  );
  expect(suppliers.nodes.map((s) => s.name)).toEqual(['KEDAI SEGAR BARU']);

  // The purchases reach the ingredients: RM 30 a kg of beef, RM 5 a kg of onion.
  await page.getByRole('navigation').getByRole('link', { name: 'Ingredients' }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: /BEEF/ })).toContainText('RM 30.0000', {
      timeout: 8000,
    });
    await expect(page.getByRole('row', { name: /ONION/ })).toContainText('RM 5.0000', {
      timeout: 8000,
    });
  }).toPass({ timeout: 45_000 });

  // A recipe of the purchased beef costs it at its purchase price: 0.25 kg × RM 30 = RM 7.50,
  // with no "no purchase price yet" note.
  const { ingredients } = await owner.gql<{ ingredients: { nodes: { id: string }[] } }>(
    '{ ingredients(search: "beef", offset: 0, limit: 5) { nodes { id } } }',
  );
  const menuId = await apiMenuItem(owner, 'Beef Rendang', 'Mains', {
    price: '20',
    ingredientId: ingredients.nodes[0].id,
    amount: '0.25',
    unitCost: '0',
  });
  const cost = page.getByTestId('cost-per-serving');
  await reopenUntil(page, `/menu/${menuId}`, cost, () =>
    expect(cost).toHaveText('RM 7.5000', { timeout: 2_000 }),
  );
  await expect(page.getByTestId('no-purchase-price')).toHaveCount(0);
});

test('expenses: a receipt with a file uploaded, opened and deleted', async ({ page }) => {
  test.slow();
  const owner = await ownerThroughApi();
  await signInWithOutlet(page, owner);
  await page.goto('/expenses');

  await page.getByRole('button', { name: 'New Expense' }).click();
  await details(page).getByLabel('Expense Details').click();
  await chooseOption(page, 'Receipt');
  await details(page).getByLabel('Expense No.').fill('R-77');
  await details(page).getByLabel('Supplier').fill('Pasar Borong');
  await expect(details(page).getByRole('button', { name: /Upload Invoice/ })).toBeDisabled();
  await mainButton(page).click();
  await expect(toast(page, M.created)).toBeVisible();
  await expect(cards(page).filter({ hasText: 'Receipt R-77' })).toBeVisible();

  const files = page.getByTestId('expense-files');
  await expect(files).toContainText('Files (0 uploaded)');
  await expect(page.getByTestId('automate-reason')).toHaveText(M.automateNoFiles);
  await expect(files.getByRole('button', { name: 'Automate Expense' })).toBeDisabled();

  await files.locator('input[type="file"]').setInputFiles({
    name: 'receipt-77.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(toast(page, Messages.upload.uploaded)).toBeVisible();
  await expect(files).toContainText('Files (1 uploaded)');
  const link = files.getByRole('link', { name: 'receipt-77.pdf' });
  await expect(link).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.getByTestId('automate-reason')).not.toHaveText(M.automateNoFiles);
  await expect(files.getByRole('button', { name: 'Automate Expense' })).toBeDisabled();

  // Open: the stored file, through its presigned link.
  const href = (await link.getAttribute('href')) ?? '';
  const stored = await page.request.get(href);
  expect(stored.ok()).toBe(true);
  expect((await stored.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await files.getByRole('button', { name: 'Delete receipt-77.pdf' }).click();
  await answerDelete(page, M.deleteFileQuestion);
  await expect(toast(page, M.fileDeleted)).toBeVisible();
  await expect(files).toContainText('Files (0 uploaded)');
});

test('expenses: a confirmed expense is reopened, changed, saved and confirmed again', async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  const id = await apiExpense(owner, {
    expenseNumber: 'INV-2001',
    supplierName: 'Syarikat Ikan',
    expenseDate: today(),
  });
  await apiExpenseItem(owner, id, {
    name: 'Kembung',
    ingredient: 'Ikan Kembung',
    unit: 'kg',
    amount: '1',
    quantity: '3',
    unitPrice: '12',
  });
  await apiConfirmExpense(owner, id);
  await signInWithOutlet(page, owner);
  await page.goto(`/expenses?expense=${id}`);

  await expect(details(page).getByTestId('expense-state')).toHaveText('Confirmed');
  await expect(page.getByTestId('grand-total')).toHaveText('RM 36.00');
  await expect(details(page).getByLabel('Expense No.')).toBeDisabled();
  await mainButton(page).click();
  await expect(toast(page, M.reopened)).toBeVisible();
  await expect(details(page).getByTestId('expense-state')).toHaveText('Draft');

  // A change shows Save Draft; the expense date sets the due date.
  const yesterday = addDays(today(), -1);
  const expenseDate = details(page).getByLabel('Expense Date');
  await expenseDate.click();
  await expenseDate.fill(longDate(yesterday));
  await expenseDate.press('Enter');
  await expect(details(page).getByLabel('Due Date')).toHaveValue(longDate(yesterday));
  await details(page).getByLabel('Expense No.').fill('INV-2001-A');
  await expect(mainButton(page)).toHaveText('Save Draft');
  await details(page).getByLabel('User Remarks').fill('Price corrected');
  await mainButton(page).click();
  await expect(toast(page, M.saved)).toBeVisible();
  await expect(details(page)).toContainText('Invoice INV-2001-A');
  await expect(cards(page).filter({ hasText: 'INV-2001-A' })).toBeVisible();

  const row = details(page).getByRole('row', { name: /KEMBUNG/ });
  await row.getByRole('button', { name: 'Edit' }).click();
  await details(page).getByLabel('Quantity', { exact: true }).fill('4');
  await details(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('grand-total')).toHaveText('RM 48.00');

  await expect(mainButton(page)).toHaveText('Confirm Draft');
  await mainButton(page).click();
  await expect(toast(page, M.confirmed)).toBeVisible();
  await expect(details(page).getByTestId('expense-state')).toHaveText('Confirmed');
  const { expense } = await owner.gql<{
    expense: {
      expenseDate: string;
      dueDate: string;
      expenseNumber: string;
      userRemarks: string;
      grandTotal: string;
    };
  }>(
    'query ($id: ID!) { expense(id: $id) { expenseDate dueDate expenseNumber userRemarks grandTotal } }',
    { id },
  );
  expect(expense).toEqual({
    expenseDate: yesterday,
    dueDate: yesterday,
    expenseNumber: 'INV-2001-A',
    userRemarks: 'Price corrected',
    grandTotal: '48.00',
  });
});

test('expenses: delete from the list, restore, delete again and delete permanently', async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  await apiExpense(owner, {
    expenseNumber: 'INV-3001',
    supplierName: 'Kilang Roti',
    expenseDate: today(),
  });
  await signInWithOutlet(page, owner);
  await page.goto('/expenses');

  const card = cards(page).filter({ hasText: 'INV-3001' });
  await expect(card.getByRole('button', { name: 'Delete Invoice INV-3001' })).toHaveCount(0);
  await card.click();
  await card.getByRole('button', { name: 'Delete Invoice INV-3001' }).click();
  await answerDelete(page, M.deleteQuestion);
  await expect(toast(page, M.deleted)).toBeVisible();
  await expect(card).toContainText('Deleted');
  await expect(mainButton(page)).toHaveText('Restore');

  // Document Status: only the deleted ones.
  await page.getByLabel('Document Status').click();
  await chooseOption(page, 'Confirmed');
  await expect(page.getByText(M.empty)).toBeVisible();
  await page.getByLabel('Document Status').click();
  await chooseOption(page, 'Deleted');
  await expect(card).toBeVisible();
  await page.getByLabel('Document Status').click();
  await chooseOption(page, 'All Document Status');

  await card.getByRole('button', { name: 'Restore Invoice INV-3001' }).click();
  await expect(toast(page, M.restored)).toBeVisible();
  await expect(card).toContainText('Draft');
  await expect(details(page).getByTestId('expense-state')).toHaveText('Draft');

  // From the details panel this time, then for good.
  await details(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await answerDelete(page, M.deleteQuestion);
  await expect(details(page).getByTestId('expense-state')).toHaveText('Deleted');
  await details(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await answerDelete(page, M.permanentDeleteQuestion);
  await expect(toast(page, M.permanentlyDeleted)).toBeVisible();
  await expect(page.getByText(M.empty)).toBeVisible();
  await expect(page.getByText(M.nothingSelected)).toBeVisible();
});

test('expenses: a purchase order saved to expenses opens as a draft with its lines', async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  const po = await sentPurchaseOrder(owner);
  await signInWithOutlet(page, owner);
  await page.goto('/purchase-order/list');

  const row = page.getByTestId('po-row').filter({ hasText: po.purchaseOrderNumber });
  await row.getByRole('button', { name: 'Save to Expenses' }).click();
  await expect(toast(page, M.created)).toBeVisible();
  await expect(page).toHaveURL(/\/expenses\?expense=/);
  await expect(details(page)).toContainText(`Invoice ${po.purchaseOrderNumber}`);
  await expect(details(page).getByTestId('expense-state')).toHaveText('Draft');
  await expect(details(page).getByLabel('Supplier')).toHaveValue(/fresh farm supplies/i);
  await expect(details(page).getByRole('row', { name: /CHICKEN BREAST/ })).toBeVisible();
  await expect(details(page).getByRole('row', { name: /BASMATI RICE/ })).toBeVisible();
  // 2 × (5 kg × RM 4.50) + 1 × (5 kg × RM 4.50)
  await expect(page.getByTestId('grand-total')).toHaveText('RM 67.50');

  // The PO now says so, and offers it no more.
  await page.goto('/purchase-order/list');
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('button', { name: 'Saved to Expenses' })).toBeDisabled({
      timeout: 8000,
    });
  }).toPass({ timeout: 45_000 });
});

test('overview: the Notifications modal lists an expense near its lock date, once a day; the expense step is done', async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  const now = today();
  // Dated so that it locks within 7 days and is still within the 90-day window.
  const date = [1, 2, 3, 4, 5, 6]
    .map((k) => addDays(addMonths(now, -3), k))
    .find((d) => needsLockReminder(d, now) && isWithinEditWindow(d, now, true));
  expect(date).toBeDefined();
  await apiExpense(owner, {
    expenseNumber: 'INV-LOCK-1',
    supplierName: 'Ladang Sayur',
    expenseDate: date!,
  });
  await apiExpense(owner, {
    expenseNumber: 'INV-FRESH',
    supplierName: 'Ladang Sayur',
    expenseDate: now,
  });

  await signInWithOutlet(page, owner);
  const modal = page.getByRole('dialog', { name: 'Notifications' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('notification-expense')).toHaveCount(1);
  await expect(modal).toContainText('Invoice INV-LOCK-1');
  await expect(modal).toContainText(`locks on ${longDate(lockDate(date!))}`);
  await expect(modal).not.toContainText('INV-FRESH');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();

  // The checklist's expense step is done.
  const step = page.locator('.mise-checklist-step').filter({ hasText: 'Record an expense' });
  await expect(step).toContainText('Done');

  // Not again within 24 hours.
  await page.reload();
  await expect(page.getByTestId('checklist-count')).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(modal).toBeHidden();

  // Its link opens the expense.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('mise.lockNotifications.')) localStorage.removeItem(key);
    }
  });
  await page.reload();
  await modal.getByRole('link', { name: 'Invoice INV-LOCK-1' }).click();
  await expect(page).toHaveURL(/\/expenses\?expense=/);
  await expect(details(page)).toContainText('Invoice INV-LOCK-1');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('expenses: the list first, then the chosen expense with the way back', async ({ page }) => {
    test.slow();
    const owner = await ownerThroughApi();
    await apiExpense(owner, {
      expenseNumber: 'INV-4001',
      supplierName: 'Kedai Runcit',
      expenseDate: today(),
    });
    await signInWithOutlet(page, owner);
    await page.goto('/expenses');

    const card = cards(page).filter({ hasText: 'INV-4001' });
    await expect(card).toBeVisible();
    await expect(details(page)).toHaveCount(0);
    await card.tap();
    await expect(details(page)).toBeVisible();
    await expect(details(page)).toContainText('Invoice INV-4001');
    await expect(card).toBeHidden();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.getByRole('button', { name: 'Back to Expenses' }).tap();
    await expect(card).toBeVisible();
    await expect(details(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'New Expense' }).tap();
    await expect(details(page)).toContainText('New Expense');
  });
});
