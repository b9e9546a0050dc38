import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { SalesMessages } from '@mise/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
// The test kit's NATS helper (the file alone: the kit's index loads Nest): the journey plays
// procurement, publishing a paid client invoice as it would (issue 23).
import { closeTestNats, publishEvent } from '../../libs/testing/src/nats';
import {
  apiIngredient,
  apiMenuItem,
  chooseOption,
  ownerThroughApi,
  postOrder,
  signInWithOutlet,
} from './fixtures';

/** The table rows of a list (antd draws the header in its own table). */
const bodyRows = (scope: Page | Locator) =>
  scope.locator('.ant-table-tbody tr.ant-table-row:not(.ant-table-expanded-row)');

/** The browser's today (Asia/Kuala_Lumpur, as the outlet's). */
const klToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('sales: orders from the webhook, Sync Now, the calendar, expand, CSV, a manual sale and the unmapped notice', async ({
  page,
}) => {
  test.slow(); // seeds two menu items and two orders, then a dozen steps
  const owner = await ownerThroughApi();
  const rice = await apiIngredient(owner, 'Rice', 'kg');
  const nasi = await apiMenuItem(owner, 'Nasi Lemak', 'Mains', {
    price: '12',
    ingredientId: rice,
    amount: '0.2',
    unitCost: '5',
  });
  const teh = await apiMenuItem(owner, 'Teh Tarik', 'Drinks', { price: '3.5' });

  // A wrong signature stores nothing; signed orders are taken (prices recomputed by the server).
  const forged = await postOrder(
    owner,
    { orderCode: 'FORGED-1', items: [{ menuItemId: nasi, quantity: 1 }] },
    'not-the-key',
  );
  expect(forged.status).toBe(401);
  await expect
    .poll(
      async () =>
        (await postOrder(owner, { orderCode: 'ORD-A', items: [{ menuItemId: nasi, quantity: 2 }] }))
          .status,
      { timeout: 15_000 },
    )
    .toBe(200);
  const second = await postOrder(owner, {
    orderCode: 'ORD-B',
    items: [{ menuItemId: teh, quantity: 1 }],
  });
  expect(second.status).toBe(200);
  const today = klToday();

  await signInWithOutlet(page, owner);
  await page.getByRole('link', { name: 'Sales' }).first().click();
  await expect(page).toHaveURL(/\/sales$/);
  await expect(page.getByRole('heading', { name: 'Document and manage your sales' })).toBeVisible();
  const monthTitle = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByText(`Sales of ${monthTitle}`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'App Sales', selected: true })).toBeVisible();
  const appSales = page.getByRole('region', { name: 'App sales' });
  await expect(appSales.getByText(SalesMessages.noAppSales)).toBeVisible();

  // Sync Now: two orders waiting, then the toast, the recount and the button disabled.
  const status = page.getByTestId('sync-status');
  await expect(status).toHaveText('2 unprocessed app orders');
  const syncNow = page.getByRole('button', { name: 'Sync Now' });
  await syncNow.click();
  await expect(page.getByText(SalesMessages.syncCompleted('COMPLETED'))).toBeVisible();
  await expect(status).toHaveText('All app orders processed');
  await expect(syncNow).toBeDisabled();

  // Stock fell by the recipe (2 × 0.2 kg of rice), and the overview's sale step is done.
  await expect
    .poll(
      async () =>
        (
          await owner.gql<{ ingredient: { stockCount: string } }>(
            'query ($id: ID!) { ingredient(id: $id) { stockCount } }',
            { id: rice },
          )
        ).ingredient.stockCount,
      { timeout: 20_000 },
    )
    .toMatch(/^-0\.40*$/);
  await page.getByRole('link', { name: 'Overview' }).first().click();
  const steps = page
    .getByLabel('Get started')
    .getByRole('list', { name: 'Steps' })
    .getByRole('listitem');
  await expect(steps.nth(3)).toContainText('Record a sale');
  await expect(steps.nth(3)).not.toContainText('To do');
  await page.getByRole('link', { name: 'Sales' }).first().click();
  await expect(syncNow).toBeDisabled();

  // The calendar shows the day's app nett total: 2 × 12.00 + 3.50.
  const calendar = page.getByRole('table', { name: 'Sales calendar' });
  const todayCell = calendar.getByRole('button', { name: new RegExp(`^${longDate(today)}`) });
  await expect(todayCell).toContainText('RM 27.50');
  await expect(todayCell).toHaveAttribute('aria-pressed', 'true');

  // The day's app sales, expanded: items with version, price, cost, quantity, total; nett.
  for (const title of [
    'Order Number',
    'Date',
    'Timestamp',
    'Sub Total (RM)',
    'Billing Total (RM)',
    'Nett Total (RM)',
  ]) {
    await expect(appSales.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  await expect(bodyRows(appSales)).toHaveCount(2);
  const orderA = bodyRows(appSales).filter({ hasText: 'ORD-A' });
  await expect(orderA).toContainText('RM 24.00');
  await orderA.getByRole('button', { name: /expand/i }).click();
  const items = appSales.getByRole('table', { name: 'Items' });
  await expect(items).toHaveCount(1);
  const nasiLine = bodyRows(items).first();
  await expect(nasiLine).toContainText(/nasi lemak/i);
  await expect(nasiLine.getByRole('cell')).toContainText([
    '1',
    'RM 12.00',
    'RM 1.00',
    '2.0',
    'RM 24.00',
  ]);
  await expect(appSales.getByText('Nett sales:')).toContainText('RM 24.00');

  // Expand All opens both; Collapse All closes them.
  await appSales.getByRole('button', { name: 'Expand All' }).click();
  await expect(appSales.getByRole('table', { name: 'Items' })).toHaveCount(2);
  await expect(appSales.getByText('not mapped to stock')).toBeVisible();
  await appSales.getByRole('button', { name: 'Collapse All' }).click();
  await expect(appSales.getByRole('table', { name: 'Items' })).toHaveCount(0);

  // Download as .csv: the rows the table shows.
  const waiting = page.waitForEvent('download');
  await appSales.getByRole('button', { name: 'Download as .csv' }).click();
  const download = await waiting;
  expect(download.suggestedFilename()).toBe(`app-sales-${today}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(csv[0]).toBe(
    'Order Number,Date,Timestamp,Sub Total (RM),Billing Total (RM),Nett Total (RM)',
  );
  expect(csv.filter((line) => line.startsWith('ORD-A,'))[0]).toMatch(
    new RegExp(`^ORD-A,${today},\\d\\d:\\d\\d:\\d\\d,24\\.00,0\\.00,24\\.00$`),
  );
  expect(csv.filter((line) => line.startsWith('ORD-B,'))[0]).toMatch(/,3\.50,0\.00,3\.50$/);
  expect(csv).toHaveLength(4); // header, two rows, the last line break

  // The unmapped notice: the drink has no recipe; its link opens the menu item.
  const notice = page.getByRole('alert').filter({ hasText: 'not mapped to stock' });
  const link = notice.getByRole('link', { name: /teh tarik \(v1\)/i });
  await expect(link).toHaveAttribute('href', `/menu/${teh}`);
  await expect(notice).toContainText('not mapped to stock: add its recipe');
  await expect(notice.getByRole('link', { name: /nasi lemak/i })).toHaveCount(0);

  // Invoice sales of the day: none.
  await page.getByRole('tab', { name: 'Invoice Sales' }).click();
  await expect(page.getByText(SalesMessages.noInvoiceSales)).toBeVisible();

  // A manual sale for the selected day: 1.5 × 12.00 + a RM 3.00 delivery fee.
  await page.getByRole('tab', { name: 'Manual Sales' }).click();
  const manual = page.getByRole('region', { name: 'Manual sales' });
  await expect(manual.getByText('No manual sales found')).toBeVisible();
  await manual.getByRole('button', { name: 'Add Sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Sale' });
  await dialog.getByLabel('Quantity').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(SalesMessages.item.quantity)).toBeVisible();
  await expect(dialog.getByText('Select a menu item')).toBeVisible();
  await chooseOption(page, 'NASI LEMAK (v1)', dialog.getByLabel('Menu Item'));
  await expect(dialog.getByTestId('sale-item-line')).toContainText('RM 12.00');
  await dialog.getByLabel('Quantity').fill('1.5');
  await dialog.getByRole('button', { name: 'Add Misc Line' }).click();
  await dialog.getByLabel('Misc name').fill('Delivery');
  await dialog.getByLabel('Misc total').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sale added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const manualRow = bodyRows(manual);
  await expect(manualRow).toHaveCount(1);
  await expect(manualRow.getByRole('cell')).toContainText([
    today,
    'RM 18.00',
    'RM 3.00',
    'RM 21.00',
  ]);
  // The calendar counts app sales only.
  await expect(todayCell).toContainText('RM 27.50');

  // Edit it to one plate, then delete it.
  await manualRow.getByRole('button', { name: /^Edit sale/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Sale' });
  await expect(editDialog.getByLabel('Misc name')).toHaveValue('Delivery');
  await editDialog.getByLabel('Quantity').fill('1');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sale updated')).toBeVisible();
  await expect(manualRow.getByRole('cell')).toContainText([
    today,
    'RM 12.00',
    'RM 3.00',
    'RM 15.00',
  ]);
  await manualRow.getByRole('button', { name: /^Delete sale/ }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Sale deleted')).toBeVisible();
  await expect(manual.getByText('No manual sales found')).toBeVisible();

  // The link of the notice opens the menu item's recipe.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/menu/${teh}$`));
});

test.afterAll(closeTestNats);

test('an invoice sale: a paid client invoice shows read-only among Invoice Sales, "from an invoice"', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  const nasi = await apiMenuItem(owner, 'Nasi Ayam', 'Mains', { price: '12' });
  const today = klToday();
  const invoiceId = randomUUID();
  // procurement's .paid of a sent invoice: 3 × 11.00 (the price when added) + a RM 5.00 delivery
  await publishEvent(
    'procurement.invoice.paid',
    {
      invoiceId,
      invoiceNumber: '12349261127120000',
      invoiceState: 'CONFIRMED',
      invoiceStatus: 'PAID',
      invoiceDate: today,
      dueDate: today,
      paymentDate: today,
      items: [
        { invoiceItemId: randomUUID(), menuItemId: nasi, quantity: '3', confirmedPrice: '11.00' },
      ],
      miscs: [{ name: 'Delivery', total: '5.00' }],
      grandTotal: '38.00',
      revision: 2,
    },
    owner.outletId,
  );
  type Sales = { invoiceSales: { nodes: Array<{ id: string; nettTotal: string }> } };
  const invoiceSales = () =>
    owner.gql<Sales>(
      'query ($d: String!) { invoiceSales(from: $d, to: $d, offset: 0, limit: 5) { nodes { id nettTotal } } }',
      { d: today },
    );
  await expect
    .poll(async () => (await invoiceSales()).invoiceSales.nodes.length, { timeout: 15_000 })
    .toBe(1);
  const [sale] = (await invoiceSales()).invoiceSales.nodes;
  expect(sale.nettTotal).toBe('38.00');

  await signInWithOutlet(page, owner);
  await page.goto('/sales');
  await page.getByRole('tab', { name: 'Invoice Sales' }).click();
  const list = page.getByRole('region', { name: 'Invoice sales' });
  const row = bodyRows(list);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toContainText([today, 'RM 33.00', 'RM 5.00', 'RM 38.00']);
  await expect(row.getByTestId('read-only-reason')).toHaveText('from an invoice');
  // read-only: no edit or delete here
  await expect(list.getByRole('button', { name: /^(Edit|Delete) sale/ })).toHaveCount(0);
  await list.getByRole('button', { name: 'Expand All' }).click();
  const lines = list.getByTestId(`sale-lines-${sale.id}`);
  await expect(lines).toContainText(SalesMessages.sale.fromInvoice);
  await expect(lines.getByRole('table', { name: 'Items' })).toContainText('NASI AYAM');
  await expect(lines.getByRole('table', { name: 'Items' })).toContainText('RM 11.00');
  await expect(lines.getByRole('table', { name: 'Misc lines' })).toContainText('Delivery');
});

test('a manual sale older than 90 days: the server refuses and its message shows', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  await apiMenuItem(owner, 'Roti Canai', 'Breakfast', { price: '2.5' });
  await signInWithOutlet(page, owner);
  await page.goto('/sales');
  // Four months back: the same day of that month, about 120 days ago.
  for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('tab', { name: 'Manual Sales' }).click();
  const manual = page.getByRole('region', { name: 'Manual sales' });
  await manual.getByRole('button', { name: 'Add Sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Sale' });
  await chooseOption(page, 'ROTI CANAI (v1)', dialog.getByLabel('Menu Item'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A validation refusal shows in the form, not in the error modal.
  await expect(dialog).toContainText(SalesMessages.sale.outsideWindow);
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toHaveCount(0);
  // The modal stays open with what was typed; nothing was written.
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(manual.getByText('No manual sales found')).toBeVisible();
});

test('sales on a phone: the calendar fits the screen, Sync Now waits for orders', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerThroughApi();
  await signInWithOutlet(page, owner);
  await page.goto('/sales');
  const calendar = page.getByRole('table', { name: 'Sales calendar' });
  await expect(calendar).toBeVisible();
  const box = await calendar.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expect(page.getByText(SalesMessages.noAppSales)).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveText(SalesMessages.status.allProcessed);
  await expect(page.getByRole('button', { name: 'Sync Now' })).toBeDisabled();
  const docWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(docWidth).toBeLessThanOrEqual(390);
  await page.getByRole('tab', { name: 'Manual Sales' }).click();
  await page.getByRole('button', { name: 'Add Sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Sale' });
  const modal = await dialog.boundingBox();
  expect(modal!.x + modal!.width).toBeLessThanOrEqual(390);
  // Both came from the server, not from a failed request.
  await expect(page.getByRole('dialog', { name: 'Something went wrong' })).toHaveCount(0);
});
