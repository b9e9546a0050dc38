/**
 * Issue 23: the owner's invoice screens (spec 3 §2.6, §2.7, §4.3, §5.5), against procurement's
 * invoice operations (docs/contracts/issue-23-invoices.md §1).
 */
import { addDays, InvoiceMessages } from '@mise/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { InvoiceScreenTexts } from '../src/features/invoices/texts';
import {
  apiIngredient,
  apiMenuItem,
  chooseOption,
  longDate,
  MY_PHONE,
  ownerThroughApi,
  signInWithOutlet,
  reopenUntil,
} from './fixtures';
import { apiClient, apiDraftInvoice, apiInvoiceDueDate, apiSentInvoice } from './invoice-fixtures';

const M = InvoiceMessages;
const T = InvoiceScreenTexts;

/** The browser's today (Asia/Kuala_Lumpur, as the outlet's). */
const klToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });

/** Monday of the week of a day (the list a client tab or a notification opens). */
const mondayOf = (date: string) =>
  addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

const drafts = (page: Page) => page.getByTestId('draft-invoice');
const rows = (page: Page) => page.getByTestId('invoice-row');
const openDropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

async function confirmDialog(page: Page, question: string, button: string): Promise<void> {
  await page
    .getByRole('dialog')
    .filter({ hasText: question })
    .getByRole('button', { name: button })
    .click();
}

async function saveRow(card: Locator): Promise<void> {
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('button', { name: 'Save' })).toHaveCount(0);
}

test('invoices: add an invoice, two menu items and a misc line, share it on WhatsApp and send it', async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  await apiMenuItem(owner, 'Nasi Lemak', 'Mains', { price: '8.50' });
  await apiMenuItem(owner, 'Teh Tarik', 'Drinks', { price: '3.00' });
  await apiClient(owner, 'Acme Catering', { phone: MY_PHONE });
  await signInWithOutlet(page, owner);

  // The sidebar entry, the list's empty state, then the Create Invoice tab.
  await page.getByRole('navigation').getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/invoices\/list/);
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByText(T.subtitle)).toBeVisible();
  await expect(page.getByText(InvoiceMessages.noInvoices)).toBeVisible();
  await page.getByRole('tab', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/create$/);
  await expect(page.getByText(InvoiceMessages.noDrafts)).toBeVisible();
  await expect(page.getByText(InvoiceMessages.noDraftsHint)).toBeVisible();
  await expect(page.getByTestId('invoice-limit')).toHaveText('Invoice limit: 0/10');
  await expect(page.getByTestId('invoice-today')).toHaveText(longDate(klToday()));
  await expect(page.getByRole('button', { name: 'Send All Invoices' })).toBeDisabled();

  // Add Invoice: the next number; an unknown client is refused by the field.
  await page.getByRole('button', { name: 'Add Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Invoice' });
  await expect(dialog.getByTestId('next-invoice-number')).toHaveText(/^INV# \d+9\d{12}$/);
  await dialog.getByLabel('Client').fill('Nobody Sdn Bhd');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText(M.clientUnknown)).toBeVisible();
  await dialog.getByLabel('Client').fill('acme');
  await openDropdown(page).getByTitle('Acme Catering', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(M.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = drafts(page).first();
  await expect(card).toContainText('Acme Catering');
  await expect(card).toContainText(longDate(klToday()));
  await expect(card).toContainText('N/A');
  const number = (await card.getByTestId('invoice-number').innerText()).trim().replace('INV# ', '');
  await expect(page.getByTestId('invoice-limit')).toHaveText('Invoice limit: 1/10');
  // No e-mail: no Send By Email; a phone: the WhatsApp button; no items: Send is disabled.
  await expect(card.getByRole('checkbox', { name: 'Send By Email' })).toHaveCount(0);
  await expect(card.getByTestId('invoice-whatsapp')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send Invoice' })).toBeDisabled();

  // Item 1: NASI LEMAK × 2 at the menu's price.
  await card.getByRole('button', { name: 'Add Item' }).click();
  await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
  await chooseOption(page, 'NASI LEMAK', card.getByLabel('Menu Item'));
  await card.getByLabel('Quantity').fill('2');
  await saveRow(card);
  await expect(page.getByText(M.itemSaved).first()).toBeVisible();

  // Item 2: the menu already on the invoice is not offered again.
  await card.getByRole('button', { name: 'Add Item' }).click();
  await card.getByLabel('Menu Item').click();
  await expect(openDropdown(page).getByTitle('TEH TARIK', { exact: true })).toBeVisible();
  await expect(openDropdown(page).getByTitle('NASI LEMAK', { exact: true })).toHaveCount(0);
  await chooseOption(page, 'TEH TARIK', card.getByLabel('Menu Item'));
  await card.getByLabel('Quantity').fill('3');
  // One row at a time: + Add Misc waits while an item is edited.
  await expect(card.getByRole('button', { name: 'Add Misc' })).toBeDisabled();
  await saveRow(card);

  // A misc line.
  await card.getByRole('button', { name: 'Add Misc' }).click();
  await expect(card.getByLabel('Miscellaneous Name')).toHaveAttribute(
    'placeholder',
    T.miscPlaceholder,
  );
  await card.getByLabel('Miscellaneous Name').fill('Box Packaging');
  await card.getByLabel('Total Amount (RM)').fill('1.50');
  await saveRow(card);
  await expect(page.getByText(M.miscSaved).first()).toBeVisible();

  // 8.50 × 2 + 3.00 × 3 + 1.50
  await expect(card.getByTestId('invoice-item-count')).toHaveText('2 items');
  await expect(card.getByTestId('invoice-grand-total')).toContainText('RM 27.50');
  await card.getByRole('button', { name: 'Hide Items' }).click();
  await expect(card.getByRole('row', { name: /TEH TARIK/ })).toBeHidden();
  await card.getByRole('button', { name: 'Show Items' }).click();
  await expect(card.getByRole('row', { name: /TEH TARIK/ })).toBeVisible();

  // WhatsApp: the client's number and a message with the client, number, outlet, date and link.
  const share = card.getByTestId('invoice-whatsapp');
  const href = (await share.getAttribute('href')) ?? '';
  const prefix = `https://wa.me/60${MY_PHONE.replace(/\s/g, '')}?text=`;
  expect(href.startsWith(prefix)).toBe(true);
  const text = decodeURIComponent(href.slice(prefix.length));
  expect(text).toContain('Acme Catering');
  expect(text).toContain(number);
  expect(text).toContain(owner.outletName);
  expect(text).toContain(longDate(klToday()));
  expect(text).toMatch(/\/client-view\/[\w-]+/);

  // Send Invoice, after its confirmation.
  await card.getByRole('button', { name: 'Send Invoice' }).click();
  await confirmDialog(page, InvoiceMessages.confirmSend, 'Send');
  await expect(page.getByText(M.sent)).toBeVisible();
  await expect(page.getByText(InvoiceMessages.noDrafts)).toBeVisible();

  // The list: the invoice on CREDIT, due today (blue), its lines; Total Receivable.
  await page.getByRole('tab', { name: 'View Invoices' }).click();
  await expect(page).toHaveURL(/\/invoices\/list/);
  const row = rows(page).filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('invoice-status')).toHaveText('CREDIT');
  await expect(row.getByTestId('invoice-due-date')).toHaveAttribute('data-overdue', 'false');
  await expect(row).toContainText('Box Packaging');
  await expect(row).toContainText('RM 27.50');
  await expect(page.getByTestId('invoice-receivable')).toContainText('RM 27.50');
  await row.getByRole('button', { name: 'Payment Proof (0)' }).click();
  const proof = page.getByRole('dialog', { name: /Client Uploaded Payment Proof/ });
  await expect(proof).toContainText(InvoiceMessages.noUploads);
  await proof.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
});

test('invoices: marked PAID then back to CREDIT through the status modal; the client tabs and the overdue notification', async ({
  page,
  context,
}) => {
  test.slow();
  const today = klToday();
  const owner = await ownerThroughApi();
  const menuItemId = await apiMenuItem(owner, 'Nasi Lemak', 'Mains', { price: '8.50' });
  const client = await apiClient(owner, 'Acme Catering');
  const invoice = await apiSentInvoice(owner, 'Acme Catering', menuItemId, '2');
  // A second one, due yesterday: overdue (red) and in the Notifications modal.
  const late = await apiSentInvoice(owner, 'Acme Catering', menuItemId, '1');
  await apiInvoiceDueDate(owner, late.id, addDays(today, -1));
  await signInWithOutlet(page, owner);

  // The overview's Notifications: the overdue invoice, opening the list on its week.
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications.getByTestId('notification-invoice')).toHaveCount(1);
  await expect(notifications).toContainText(late.invoiceNumber);
  await notifications.getByRole('link', { name: `INV# ${late.invoiceNumber}` }).click();
  const monday = mondayOf(late.invoiceDate);
  await expect(page).toHaveURL(
    new RegExp(`/invoices/list\\?from=${monday}&to=${addDays(monday, 7)}`),
  );
  await expect(
    rows(page).filter({ hasText: late.invoiceNumber }).getByTestId('invoice-due-date'),
  ).toHaveAttribute('data-overdue', 'true');
  await expect(page.getByTestId('invoice-receivable')).toContainText('RM 25.50');

  // CREDIT → PAID: the payment date (today by default) becomes the due date too.
  const row = rows(page).filter({ hasText: invoice.invoiceNumber });
  await row.getByRole('button', { name: 'Update Status' }).click();
  const modal = page.getByRole('dialog', { name: /Update Invoice Status/ });
  await expect(modal.getByLabel('Payment Date')).toBeVisible();
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(M.statusUpdated)).toBeVisible();
  await expect(row.getByTestId('invoice-status')).toHaveText('PAID');
  await expect(row).toContainText(longDate(today));
  await expect(page.getByTestId('invoice-receivable')).toContainText('RM 8.50');

  // The status select.
  await page.getByLabel('Invoice status', { exact: true }).click();
  await chooseOption(page, 'Credit Only');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(late.invoiceNumber);
  await page.getByLabel('Invoice status', { exact: true }).click();
  await chooseOption(page, 'Paid Only');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(invoice.invoiceNumber);

  // The client's tabs (a tab visited stays in the page, hidden): Sales holds the paid one; a row opens the list on its week in a new tab.
  const clientRows = () => page.getByTestId('client-invoice-row').filter({ visible: true });
  await page.goto(`/client/${client.id}`);
  await page.getByRole('tab', { name: 'Sales' }).click();
  const sales = clientRows();
  await expect(sales).toHaveCount(1);
  await expect(sales.first()).toContainText(invoice.invoiceNumber);
  await expect(sales.first()).toContainText('RM 17.00');
  const popup = context.waitForEvent('page');
  await sales.first().click();
  const tab = await popup;
  const week = mondayOf(invoice.invoiceDate);
  await expect(tab).toHaveURL(new RegExp(`/invoices/list\\?from=${week}&to=${addDays(week, 7)}`));
  await expect(
    tab.getByTestId('invoice-row').filter({ hasText: invoice.invoiceNumber }),
  ).toHaveCount(1);
  await tab.close();
  await page.getByRole('tab', { name: 'Credit' }).click();
  await expect(clientRows()).toHaveCount(1);
  await expect(clientRows().first()).toContainText(late.invoiceNumber);
  // Searched by menu item name.
  await page.getByPlaceholder('Search by menu item').filter({ visible: true }).fill('roti');
  await expect(clientRows()).toHaveCount(0);

  // PAID → CREDIT: the payment date clears (N/A), a due date is chosen (the current one).
  await page.goto(`/invoices/list?from=${week}&to=${addDays(week, 7)}`);
  const again = rows(page).filter({ hasText: invoice.invoiceNumber });
  await again.getByRole('button', { name: 'Update Status' }).click();
  await expect(modal.getByLabel('Due Date')).toBeVisible();
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(again.getByTestId('invoice-status')).toHaveText('CREDIT');
  await expect(again).toContainText('N/A');
  await expect(page.getByTestId('invoice-receivable')).toContainText('RM 25.50');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('invoices: at 10 drafts the counter is red, Add Invoice is disabled and the limit is told; the list as cards', async ({
    page,
  }) => {
    test.slow();
    const owner = await ownerThroughApi();
    const menuItemId = await apiMenuItem(owner, 'Nasi Lemak', 'Mains', { price: '8.50' });
    await apiClient(owner, 'Acme Catering');
    const sent = await apiSentInvoice(owner, 'Acme Catering', menuItemId, '2');
    for (let i = 0; i < 10; i++) await apiDraftInvoice(owner, 'Acme Catering');
    await signInWithOutlet(page, owner);
    await page.goto('/invoices/create');
    await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
    await expect(drafts(page)).toHaveCount(10);
    const counter = page.getByTestId('invoice-limit');
    await expect(counter).toHaveText('Invoice limit: 10/10');
    await expect(counter).toHaveClass(/ant-typography-danger/);
    await expect(page.getByRole('button', { name: 'Add Invoice' })).toBeDisabled();
    await expect(page.getByTestId('invoice-limit-alert')).toHaveText(M.limitReached);
    // The server says the same to an 11th.
    await expect(apiDraftInvoice(owner, 'Acme Catering')).rejects.toThrow(M.limitReached);
    // Send All refuses drafts without menu items.
    await page.getByRole('button', { name: 'Send All Invoices' }).click();
    await expect(page.getByText(M.someWithoutItems)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The list on a phone: a card with an Actions menu and its lines behind Show Items.
    await page.getByRole('tab', { name: 'View Invoices' }).click();
    const card = rows(page).filter({ hasText: sent.invoiceNumber });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('row', { name: /NASI LEMAK/ })).toHaveCount(0);
    await card.getByRole('button', { name: 'Show Items' }).click();
    await expect(card.getByRole('row', { name: /NASI LEMAK/ })).toBeVisible();
    // The lines scroll inside the card: the page keeps the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await card.getByRole('button', { name: 'Hide Items' }).click();
    await card.getByRole('button', { name: `Actions of INV# ${sent.invoiceNumber}` }).click();
    await page.getByRole('menuitem', { name: 'Remarks' }).click();
    const remarks = page.getByRole('dialog', { name: /Add Remarks/ });
    await remarks.getByLabel('Outlet Remarks').fill('Deliver by noon');
    await remarks.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText(M.remarksUpdated)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

test('invoices: a sent invoice marked PAID is a sale under Invoice Sales, and its credit rows leave the ingredient', async ({
  page,
}) => {
  // three waits on the stack's consumers (credit rows, the sale, its depletion), each up to 90 s
  // on a busy machine
  test.setTimeout(330_000);
  const owner = await ownerThroughApi();
  const rice = await apiIngredient(owner, 'Beras', 'kg');
  const menuItemId = await apiMenuItem(owner, 'Nasi Lemak', 'Mains', {
    price: '8.50',
    ingredientId: rice,
    amount: '0.2',
  });
  await apiClient(owner, 'Acme Catering');
  const invoice = await apiSentInvoice(owner, 'Acme Catering', menuItemId, '5');
  await signInWithOutlet(page, owner);

  // sent: 5 × 0.2 kg of rice goes out on credit
  const history = page.getByRole('region', { name: 'Movement history' });
  await reopenUntil(page, `/ingredients/${rice}`, history, () =>
    expect(history).toContainText('Credit invoice', { timeout: 2_000 }),
  );
  await expect(page.getByTestId('remaining-stock')).toContainText('-1');

  // the owner marks it PAID on the list
  await page.goto('/invoices/list');
  const row = rows(page).filter({ hasText: invoice.invoiceNumber });
  await row.getByRole('button', { name: 'Update Status' }).click();
  const modal = page.getByRole('dialog', { name: /Update Invoice Status/ });
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(row.getByTestId('invoice-status')).toHaveText('PAID');

  // the sale is under Invoice Sales, read-only, of the invoice's grand total
  const tab = page.getByRole('tab', { name: 'Invoice Sales' });
  await reopenUntil(page, '/sales', tab, async () => {
    await tab.click();
    const list = page.getByRole('region', { name: 'Invoice sales' });
    await expect(list).toBeVisible({ timeout: 20_000 });
    await expect(list.getByTestId('read-only-reason')).toHaveText('from an invoice', {
      timeout: 2_000,
    });
    await expect(list).toContainText('RM 42.50', { timeout: 2_000 });
  });

  // the credit rows are reversed: the rice is used by the sale instead
  await reopenUntil(page, `/ingredients/${rice}`, history, async () => {
    await expect(history).toContainText('Used by sales', { timeout: 2_000 });
    await expect(history).not.toContainText('Credit invoice', { timeout: 2_000 });
  });
  await expect(page.getByTestId('remaining-stock')).toContainText('-1');
});
