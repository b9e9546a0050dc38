import { ProcurementScreenMessages, PurchaseOrderMessages } from '@mise/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiIngredient,
  apiInventoryItem,
  longDate,
  ownerThroughApi,
  signInWithOutlet,
  type ApiOwner,
} from './fixtures';

const M = PurchaseOrderMessages;

async function apiSupplier(owner: ApiOwner, name: string, email?: string): Promise<void> {
  await owner.gql('mutation ($input: PartyInput!) { createSupplier(input: $input) { id } }', {
    input: { name, email },
  });
}

async function apiDraft(owner: ApiOwner, supplierName: string): Promise<string> {
  const { createPurchaseOrder } = await owner.gql<{ createPurchaseOrder: { id: string } }>(
    'mutation ($name: String!) { createPurchaseOrder(supplierName: $name) { id } }',
    { name: supplierName },
  );
  return createPurchaseOrder.id;
}

async function apiItem(owner: ApiOwner, purchaseOrderId: string, name: string): Promise<void> {
  await owner.gql(
    'mutation ($id: ID!, $input: PurchaseOrderItemInput!) { addPurchaseOrderItem(purchaseOrderId: $id, input: $input) { id } }',
    {
      id: purchaseOrderId,
      input: { inventoryName: name, ingredientName: name, quantity: '1', cost: '2' },
    },
  );
}

const drafts = (page: Page) => page.getByTestId('draft-po');
const openDropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Picks an autocomplete's suggestion after typing part of it. */
async function suggest(page: Page, field: Locator, typed: string, pick: string): Promise<void> {
  await field.fill(typed);
  await openDropdown(page).getByTitle(pick, { exact: true }).click();
  await expect(field).toHaveValue(pick);
}

test('purchase order: add a PO, two items (a known inventory item and a new one), send it and share it on WhatsApp', async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  const chicken = await apiIngredient(owner, 'Chicken', 'kg');
  await apiInventoryItem(owner, 'Chicken 1kg', chicken);
  await apiSupplier(owner, 'ABC Trading');
  await signInWithOutlet(page, owner);

  await page.getByRole('navigation').getByRole('link', { name: 'Procurement' }).click();
  await expect(page).toHaveURL(/\/purchase-order/);
  await page.goto('/purchase-order/create');
  await expect(page.getByText(M.noDrafts)).toBeVisible();
  await expect(page.getByText(M.noDraftsHint)).toBeVisible();
  await expect(page.getByTestId('po-limit')).toHaveText('PO limit: 0/10');
  await expect(page.getByRole('button', { name: 'Send All Purchase Orders' })).toBeDisabled();

  // Add PO: Confirm waits for a name; an unknown supplier is refused by the field.
  await page.getByRole('button', { name: 'Add PO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add PO' });
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByLabel('Supplier').fill('Nobody Sdn Bhd');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText(M.supplierUnknown)).toBeVisible();
  await dialog.getByLabel('Supplier').fill('abc');
  await openDropdown(page).getByTitle('ABC Trading', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(M.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = drafts(page).first();
  await expect(card).toContainText('ABC Trading');
  await expect(card).toContainText('N/A');
  await expect(page.getByTestId('po-limit')).toHaveText('PO limit: 1/10');
  // No e-mail: no Send By Email; no items: Send PO is disabled.
  await expect(card.getByRole('checkbox', { name: 'Send By Email' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Send PO' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Hide Items (0)' })).toBeVisible();

  // Item 1: the inventory item fills its ingredient, unit and average price.
  await card.getByRole('button', { name: 'Add Item' }).click();
  await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Send PO' })).toBeDisabled();
  await suggest(page, card.getByLabel('Inventory'), 'chick', 'CHICKEN 1KG');
  await expect(card.getByLabel('Ingredient')).toHaveValue('CHICKEN');
  await expect(card.getByLabel('Unit')).toHaveValue('kg');
  await card.getByLabel('Quantity').fill('2');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(M.itemSaved).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Hide Items (1)' })).toBeVisible();

  // Item 2: a new inventory name and a new ingredient: unit 'unit' (editable), cost 0.
  await card.getByRole('button', { name: 'Add Item' }).click();
  await card.getByLabel('Inventory').fill('Eggs tray');
  await card.getByLabel('Ingredient').fill('Eggs');
  await expect(card.getByLabel('Unit')).toHaveValue('unit');
  await expect(card.getByLabel('Unit')).toBeEnabled();
  await card.getByLabel('Quantity').fill('3');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('button', { name: 'Hide Items (2)' })).toBeVisible();
  await expect(card.getByRole('row', { name: /EGGS TRAY/ })).toContainText('N/A');
  await expect(card.getByRole('row', { name: /EGGS TRAY/ })).toContainText('RM 0.00');

  // One row at a time: choosing another row's Edit drops a new unsaved row.
  await card.getByRole('button', { name: 'Add Item' }).click();
  await expect(card.getByLabel('Inventory')).toHaveValue('');
  await card
    .getByRole('row', { name: /CHICKEN 1KG/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(card.getByLabel('Inventory')).toHaveValue('CHICKEN 1KG');
  await expect(card.getByLabel('Inventory')).toHaveCount(1);
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByLabel('Inventory')).toHaveCount(0);

  // Hide and show the items.
  await card.getByRole('button', { name: 'Hide Items (2)' }).click();
  await expect(card.getByRole('row', { name: /EGGS TRAY/ })).toBeHidden();
  await card.getByRole('button', { name: 'Show Items (2)' }).click();

  // Send PO, after its confirmation.
  const number = (await card.locator('.ant-descriptions-item-content').first().innerText()).trim();
  await card.getByRole('button', { name: 'Send PO' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: M.confirmSend })
    .getByRole('button', { name: 'Send' })
    .click();
  const sent = page.getByRole('dialog', { name: M.sent });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(number);

  // The WhatsApp share: a wa.me link naming the PO, the outlet and the supplier's response link.
  const share = sent.getByRole('link', { name: 'Share on WhatsApp' });
  {
    const href = (await share.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toContain(number);
    expect(text).toContain(owner.outletName);
    expect(text).toMatch(/\/supplier-view\/[\w-]+/);
    // The closed network has no wa.me: the tab it opens is answered here, and its address read.
    await page
      .context()
      .route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }),
      );
    const popup = page.waitForEvent('popup');
    await share.click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).searchParams.get('text')).toBe(text);
  }
  // The item toasts clear by themselves (the pointer off them) before Done is pressed.
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(M.noDrafts)).toBeVisible();

  // The list: the PO under its supplier, 'Saved' (not by e-mail).
  await page.getByRole('tab', { name: 'Purchase Orders' }).click();
  await expect(page).toHaveURL(/\/purchase-order\/list/);
  const group = page.getByTestId('po-supplier-group');
  await expect(group).toHaveCount(1);
  await expect(group).toContainText('ABC Trading');
  const row = group.getByTestId('po-row');
  await expect(row).toContainText(number);
  await expect(row).toContainText('Saved');
  await expect(row.getByRole('button', { name: 'Save to Expenses' })).toBeEnabled();

  // The supplier has uploaded no invoice yet.
  await row.getByRole('button', { name: 'Invoices (0)' }).click();
  const invoices = page.getByRole('dialog', { name: /Supplier Invoices/ });
  await expect(invoices).toContainText(ProcurementScreenMessages.noUploads);
  await invoices.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  // View PDF opens the PO view page of the supplier's link in a new tab.
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: 'View PDF' }).click();
  await expect(await popup).toHaveURL(/\/po-view\/[\w-]+$/);
});

test('purchase orders: Send All refuses a draft without items, then sends every draft with its progress', async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  await apiSupplier(owner, 'Alpha Foods');
  await apiSupplier(owner, 'Beta Supplies');
  await apiSupplier(owner, 'Gamma Empty');
  const alpha = await apiDraft(owner, 'Alpha Foods');
  const beta = await apiDraft(owner, 'Beta Supplies');
  await apiItem(owner, alpha, 'Rice 10kg');
  await apiItem(owner, beta, 'Flour 1kg');
  await apiItem(owner, beta, 'Sugar 1kg');
  await apiDraft(owner, 'Gamma Empty');
  await signInWithOutlet(page, owner);
  await page.goto('/purchase-order/create');
  await expect(drafts(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Send All Purchase Orders' }).click();
  await expect(page.getByText(M.someWithoutItems)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Delete the empty one (Actions, Delete PO, confirmed).
  const empty = drafts(page).filter({ hasText: 'Gamma Empty' });
  await empty.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Delete PO' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(M.deleted)).toBeVisible();
  await expect(drafts(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Send All Purchase Orders' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: M.confirmSendAll })
    .getByRole('button', { name: 'Send All' })
    .click();
  await expect(page.getByTestId('send-all-progress')).toHaveText(M.allSent(2));
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(M.noDrafts)).toBeVisible();
  await expect(page.getByTestId('po-limit')).toHaveText('PO limit: 0/10');

  await page.goto('/purchase-order/list');
  await expect(page.getByTestId('po-supplier-group')).toHaveCount(2);
  await expect(page.getByTestId('po-supplier-group').first()).toContainText('Alpha Foods');
  await expect(page.getByTestId('po-row')).toHaveCount(2);
});

test('purchase orders: at 10 drafts the counter is red, Add PO is disabled and the limit is told; on a phone', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerThroughApi();
  for (let i = 1; i <= 10; i++) {
    await apiSupplier(owner, `Supplier ${String(i).padStart(2, '0')}`);
    await apiDraft(owner, `Supplier ${String(i).padStart(2, '0')}`);
  }
  await signInWithOutlet(page, owner);
  await page.goto('/purchase-order/create');
  await expect(page.getByRole('heading', { name: 'Procurement' })).toBeVisible();
  await expect(drafts(page)).toHaveCount(10);
  const counter = page.getByTestId('po-limit');
  await expect(counter).toHaveText('PO limit: 10/10');
  await expect(counter).toHaveClass(/ant-typography-danger/);
  await expect(page.getByRole('button', { name: 'Add PO' })).toBeDisabled();
  await expect(page.getByText(M.limitReached)).toBeVisible();
  // The server says the same to an 11th.
  await apiSupplier(owner, 'Supplier 11');
  await expect(apiDraft(owner, 'Supplier 11')).rejects.toThrow(M.limitReached);

  // The phone layout: nothing wider than the screen, the floating button on it.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const fab = await page.locator('.mise-fab').boundingBox();
  expect(fab).not.toBeNull();
  expect(fab!.x + fab!.width).toBeLessThanOrEqual(390);
});

test('procurement: the set-up steps, then a supplier’s Purchase Orders tab opening the week of a PO', async ({
  page,
}) => {
  test.slow();
  const owner = await ownerThroughApi();
  const { createSupplier } = await owner.gql<{ createSupplier: { id: string } }>(
    'mutation ($input: PartyInput!) { createSupplier(input: $input) { id } }',
    { input: { name: 'Delta Dairy' } },
  );
  const po = await apiDraft(owner, 'Delta Dairy');
  await apiItem(owner, po, 'Milk 1L');
  const { sendPurchaseOrder } = await owner.gql<{
    sendPurchaseOrder: { purchaseOrderNumber: string; purchaseOrderDate: string };
  }>(
    'mutation ($id: ID!) { sendPurchaseOrder(id: $id) { purchaseOrderNumber purchaseOrderDate } }',
    { id: po },
  );
  await signInWithOutlet(page, owner);

  // Owner contact and outlet address are set (through the API); mail is not connected yet.
  await page.getByRole('navigation').getByRole('link', { name: 'Procurement' }).click();
  await expect(page).toHaveURL(/\/purchase-order$/);
  const steps = page.getByRole('region', { name: 'Get started' });
  await expect(steps).toContainText('67%');
  await expect(page.getByTestId('setup-next')).toHaveText(
    'Authorise mail access in Settings, Integrations',
  );
  await expect(steps.getByRole('link', { name: 'Go to Settings, Integrations' })).toBeVisible();

  // The supplier's tab: the PO (date, total, number), searched by item; a click opens its week.
  await page.goto(`/supplier/${createSupplier.id}`);
  await page.getByRole('tab', { name: 'Purchase Orders' }).click();
  const row = page.getByRole('tabpanel').locator('.ant-table-tbody tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(sendPurchaseOrder.purchaseOrderNumber);
  await expect(row).toContainText('RM 2.00');
  const search = page.getByRole('textbox', { name: 'Search by item or ingredient' });
  await search.fill('nothing like it');
  await search.press('Enter');
  await expect(row).toHaveCount(0);
  await search.fill('milk');
  await search.press('Enter');
  await expect(row).toHaveCount(1);
  const popup = page.waitForEvent('popup');
  await row.click();
  const list = await popup;
  await expect(list).toHaveURL(/\/purchase-order\/list\?/);
  const params = new URL(list.url()).searchParams;
  expect(params.get('selectedMode')).toBe('weekly');
  expect(params.get('startDate')).toBe(sendPurchaseOrder.purchaseOrderDate);
  await expect(list.getByTestId('date-filter-range')).toContainText(
    longDate(sendPurchaseOrder.purchaseOrderDate),
  );
  await expect(list.getByTestId('po-row')).toContainText(sendPurchaseOrder.purchaseOrderNumber);
});
