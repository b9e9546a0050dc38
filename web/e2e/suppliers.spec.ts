import { Messages, PartyMessages, today } from '@mise/domain';
import { expect, test, type Page } from '@playwright/test';
import { apiExpense, apiExpenseItem } from './expenses-fixtures';
import { longDate, MY_PHONE, ownerThroughApi, signInWithOutlet, type ApiOwner } from './fixtures';

const M = PartyMessages.supplier;

/** Procurement learns of a new outlet from identity's event: wait until it knows this one. */
async function procurementKnows(owner: ApiOwner): Promise<void> {
  await expect
    .poll(
      () =>
        owner.gql('{ suppliers(offset: 0, limit: 1) { totalCount } }').then(
          () => 'known',
          (error: Error) => error.message,
        ),
      { timeout: 15_000 },
    )
    .toBe('known');
}

const tiles = (page: Page) => page.getByTestId('party-tile');
const formItem = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });

test('suppliers: add with a contact and payment details, find it by search in its letter group, edit, a duplicate name, delete with a confirmation', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  await procurementKnows(owner);
  await owner.gql('mutation { createSupplier(input: { name: "Alpha Mart" }) { id } }');
  await signInWithOutlet(page, owner);

  await page.getByRole('navigation').getByRole('link', { name: 'Suppliers' }).click();
  await expect(page).toHaveURL(/\/supplier$/);
  await expect(page.getByRole('heading', { name: 'Suppliers', exact: true })).toBeVisible();
  await expect(page.getByTestId('pager-status')).toHaveText(Messages.paging.showingPage(1, 1));

  // Add Supplier: the spec's messages under the fields before anything is sent.
  await page.getByRole('button', { name: M.add }).click();
  await expect(page).toHaveURL(/\/supplier\/new$/);
  await expect(page.getByRole('heading', { name: 'New Supplier' })).toBeVisible();
  await page.getByLabel('Contact Name').fill('Ali');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formItem(page, 'Name')).toContainText(M.nameBlank);
  await expect(page.getByText(PartyMessages.contactPhone)).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Fresh Farm');
  await page.getByLabel('E-mail').fill('orders@freshfarm.example');
  await page.getByLabel('Address Line 1').fill('1 Jalan Pasar');
  await page.getByLabel('Postcode').fill('50450');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(MY_PHONE);
  await page.getByRole('button', { name: 'Add Payment Detail' }).click();
  await page.getByLabel('Beneficiary Name 1').fill('Fresh Farm Sdn Bhd');
  await page.getByLabel('Account No. 1').fill('5123456789');
  await page.getByLabel('Bank 1').fill('Maybank');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(M.added)).toBeVisible();
  await expect(page).toHaveURL(/\/supplier\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Fresh Farm' })).toBeVisible();

  // The other tabs: nothing yet (no fake rows).
  await page.getByRole('tab', { name: 'Past Purchases' }).click();
  await expect(page.getByText(PartyMessages.noPastPurchases)).toBeVisible();
  await page.getByRole('tab', { name: 'Purchase Orders' }).click();
  await expect(page.getByText('No purchase orders yet')).toBeVisible();

  // Found by search, in its letter group, as a tile with its contact.
  await page.getByRole('link', { name: 'Back to Suppliers' }).click();
  const search = page.getByRole('textbox', { name: M.search });
  await search.fill('fresh');
  await search.press('Enter');
  await expect(page.getByTestId('letter-group')).toHaveCount(1);
  await expect(page.getByTestId('letter-group')).toContainText('F');
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page)).toContainText('Fresh Farm');
  await expect(tiles(page)).toContainText('Ali, +60123456789');
  await search.fill('nothing like it');
  await search.press('Enter');
  await expect(page.getByText(M.noneFound)).toBeVisible();
  await search.fill('fresh');
  await search.press('Enter');

  // Edit: the form shows what was saved; a change saves.
  await tiles(page).filter({ hasText: 'Fresh Farm' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Fresh Farm');
  await expect(page.getByLabel('Bank 1')).toHaveValue('Maybank');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(/12.*345.*6789/);
  await page.getByLabel('Address Line 2').fill('Kuala Lumpur');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(M.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Address Line 2')).toHaveValue('Kuala Lumpur');

  // A taken name, whatever its case: the server's message under the field, no error modal.
  await page.getByLabel('Name', { exact: true }).fill('alpha MART');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formItem(page, 'Name')).toContainText(M.nameTaken);
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toHaveCount(0);

  // Delete asks first; Cancel keeps it.
  await page.getByRole('link', { name: 'Back to Suppliers' }).click();
  await expect(page.getByTestId('letter-group')).toHaveCount(2);
  await page.getByTestId('letter-group').filter({ hasText: 'A' }).click();
  const alpha = tiles(page).filter({ hasText: 'Alpha Mart' });
  await alpha.getByRole('button', { name: 'Delete Alpha Mart' }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('Alpha Mart') });
  // A click that lands while the dialog is still sliding in is lost now and then (seen with three
  // journeys at once): retry until the dialog has gone.
  await expect(async () => {
    if (await confirm.isVisible()) {
      await confirm.getByRole('button', { name: 'Cancel' }).click({ timeout: 2000 });
    }
    await expect(confirm).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(alpha).toHaveCount(1);
  await alpha.getByRole('button', { name: 'Delete Alpha Mart' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(M.deleted)).toBeVisible();
  await expect(alpha).toHaveCount(0);
  await expect(page.getByTestId('letter-group')).toHaveCount(1);
});

test("suppliers: Past Purchases lists finance's expenses naming the supplier, searched by item; a row opens the expense", async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  await procurementKnows(owner);
  const { createSupplier: supplier } = await owner.gql<{ createSupplier: { id: string } }>(
    'mutation { createSupplier(input: { name: "Pasar Borong" }) { id } }',
  );
  const date = today();
  const fish = await apiExpense(owner, {
    expenseNumber: 'INV-3001',
    supplierName: 'Pasar Borong',
    expenseDate: date,
  });
  await apiExpenseItem(owner, fish, {
    name: 'Kembung',
    ingredient: 'Ikan Kembung',
    unit: 'kg',
    amount: '1',
    quantity: '3',
    unitPrice: '12.5',
  });
  const rice = await apiExpense(owner, {
    expenseType: 'RECEIPT',
    expenseNumber: 'R-3002',
    supplierName: 'Pasar Borong',
    expenseDate: date,
  });
  await apiExpenseItem(owner, rice, {
    name: 'Beras Wangi',
    ingredient: 'Rice',
    unit: 'kg',
    amount: '5',
    quantity: '1',
    unitPrice: '20',
  });

  await signInWithOutlet(page, owner);
  await page.goto(`/supplier/${supplier.id}`);
  await page.getByRole('tab', { name: 'Past Purchases' }).click();
  const tab = page.getByRole('tabpanel', { name: 'Past Purchases' });
  const rows = tab.locator('tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  const kembung = rows.filter({ hasText: 'INV-3001' });
  await expect(kembung).toContainText(longDate(date));
  await expect(kembung).toContainText('Invoice');
  await expect(kembung).toContainText('Draft');
  await expect(kembung).toContainText('KEMBUNG');
  await expect(kembung).toContainText('RM 37.50');
  await expect(rows.filter({ hasText: 'R-3002' })).toContainText('Receipt');

  // Search by the item or the ingredient name; nothing found shows the empty text.
  const search = tab.getByRole('textbox', { name: 'Search by item or ingredient' });
  await search.fill('kembung');
  await search.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('INV-3001');
  await search.fill('rice');
  await search.press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('R-3002');
  await search.fill('nothing like it');
  await search.press('Enter');
  await expect(tab.getByText(PartyMessages.noPastPurchases)).toBeVisible();
  await search.fill('kembung');
  await search.press('Enter');
  await expect(rows).toHaveCount(1);

  // A row opens the expenses screen, in a new tab, with that expense selected.
  const [expenses] = await Promise.all([page.waitForEvent('popup'), rows.first().click()]);
  await expect(expenses).toHaveURL(new RegExp(`/expenses\\?expense=${fish}$`));
  const details = expenses.getByTestId('expense-details');
  // A new tab loads the whole app again (slow on a shared 2-core machine).
  await expect(details.getByTestId('expense-state')).toHaveText('Draft', { timeout: 30_000 });
  await expect(details.getByLabel('Expense No.')).toHaveValue('INV-3001');
  await expenses.close();

  // On a phone the table scrolls inside its frame: the page itself does not widen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('suppliers on a phone: tiles stack in one column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerThroughApi();
  await procurementKnows(owner);
  for (const name of ['Bakery One', 'Bakery Two']) {
    await owner.gql('mutation ($name: String!) { createSupplier(input: { name: $name }) { id } }', {
      name,
    });
  }
  await signInWithOutlet(page, owner);
  await page.goto('/supplier');
  await page.getByTestId('letter-group').click();
  await expect(tiles(page)).toHaveCount(2);
  const [one, two] = [
    await tiles(page).nth(0).boundingBox(),
    await tiles(page).nth(1).boundingBox(),
  ];
  expect(two!.y).toBeGreaterThan(one!.y + one!.height - 1);
  expect(Math.abs(two!.x - one!.x)).toBeLessThan(2);
});

test('clients: add with the contact messages (which still say supplier), the Sales and Credit tabs, delete', async ({
  page,
}) => {
  const C = PartyMessages.client;
  const owner = await ownerThroughApi();
  await procurementKnows(owner);
  await signInWithOutlet(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByText(C.noneFound)).toBeVisible();

  await page.getByRole('button', { name: C.add }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formItem(page, 'Name')).toContainText(C.nameBlank);
  await page.getByLabel('Name', { exact: true }).fill('Hotel Seri');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(MY_PHONE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(formItem(page, 'Contact Name')).toContainText(PartyMessages.contactName);
  await page.getByLabel('Contact Name').fill('Mei');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(C.added)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hotel Seri' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Client Info' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sales' }).click();
  await expect(page.getByText(PartyMessages.noSales)).toBeVisible();
  await page.getByRole('tab', { name: 'Credit' }).click();
  await expect(page.getByText(PartyMessages.noCredit)).toBeVisible();

  await page.getByRole('link', { name: 'Back to Clients' }).click();
  await page.getByTestId('letter-group').click();
  await tiles(page).getByRole('button', { name: 'Delete Hotel Seri' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: Messages.common.confirmDelete('Hotel Seri') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(C.deleted)).toBeVisible();
  await expect(page.getByText(C.noneFound)).toBeVisible();
});
