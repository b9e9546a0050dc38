import { PurchaseOrderChangeMessages as C } from '@mise/domain';
import { expect, test } from '@playwright/test';
import { ownerThroughApi, signInWithOutlet } from './fixtures';
import { sentPurchaseOrder } from './procurement-fixtures';

/**
 * Issue 20, beyond the spec (20-beyond): the supplier on a phone answers every item with one
 * changed price and one substitute and uploads an invoice; the outlet (desktop) then sees
 * RESPONDED, the uploaded file and the two differences on the list page, accepts the price and
 * rejects the substitute, and records a partial delivery, then the rest.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');

test('a changed price and a substitute, decided by the outlet; a delivery in two parts', async ({
  page,
  browser,
}) => {
  const owner = await ownerThroughApi();
  const po = await sentPurchaseOrder(owner);

  // ---- the supplier, on a phone
  await page.goto(new URL(po.responseLink).pathname);
  const items = page.getByTestId('supplier-item');
  await expect(items).toHaveCount(2);
  await items.nth(0).getByLabel('Yes').check();
  await expect(page.getByLabel('Unit price: CHICKEN BREAST', { exact: true })).toHaveValue('4.5');
  await page.getByLabel('Unit price: CHICKEN BREAST', { exact: true }).fill('5');
  await items.nth(1).getByLabel('No').check();
  await page.getByLabel('Substitute: BASMATI RICE', { exact: true }).fill('Jasmine rice');
  await page.getByLabel('Substitute unit price: BASMATI RICE', { exact: true }).fill('4');
  await page.locator('#sv-file').setInputFiles({
    name: 'invoice-7.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('link', { name: 'invoice-7.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Respond To PO' }).click();
  await expect(page.getByText('Your response has been sent to the outlet.')).toBeVisible();
  await expect(page.getByLabel('Substitute: BASMATI RICE', { exact: true })).toHaveValue(
    'JASMINE RICE',
  );

  // ---- the outlet, on a desktop
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const outlet = await desk.newPage();
  await signInWithOutlet(outlet, owner);
  // the footer's Close (the corner's × is a "Close" button too)
  const closeModal = () =>
    outlet.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await outlet.goto('/purchase-order/list');
  const row = outlet.getByTestId('po-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('RESPONDED');
  await expect(row.getByTestId('po-changes-marker')).toHaveText('Changes (2)');

  await row.getByRole('button', { name: 'Invoices (1)' }).click();
  await expect(outlet.getByRole('link', { name: 'invoice-7.pdf' })).toBeVisible();
  await closeModal();

  await row.getByRole('button', { name: 'Changes (2)' }).click();
  const lines = outlet.getByTestId('change-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('RM 4.5000 asked');
  await expect(lines.nth(0)).toContainText('RM 5.0000');
  await expect(lines.nth(1)).toContainText('JASMINE RICE');
  await outlet.getByRole('button', { name: 'Accept price of CHICKEN BREAST' }).click();
  await expect(outlet.getByText(C.priceAccepted)).toBeVisible();
  await outlet.getByRole('button', { name: 'Reject substitute of BASMATI RICE' }).click();
  await expect(outlet.getByText(C.substituteRejected)).toBeVisible();
  await expect(lines.nth(0)).toContainText('Accepted');
  await expect(lines.nth(1)).toContainText('Rejected');
  await expect(lines.nth(0)).toContainText('RM 50.00');
  await closeModal();
  await expect(row.getByTestId('po-changes-marker')).toHaveText('Changes');
  await expect(row).toContainText('RM 72.50');

  // a partial delivery: one chicken of two, no rice yet
  await row.getByRole('button', { name: 'Receive' }).click();
  await outlet.getByLabel('Arriving now: CHICKEN BREAST', { exact: true }).fill('1');
  await outlet.getByLabel('Arriving now: BASMATI RICE', { exact: true }).fill('0');
  await outlet.getByRole('button', { name: 'Record Delivery' }).click();
  await expect(outlet.getByText(C.receiptRecorded)).toBeVisible();
  await expect(outlet.getByRole('button', { name: 'Record Delivery' })).toBeHidden();

  // the rest: what is left is offered by default
  await row.getByRole('button', { name: 'Receive' }).click();
  const receive = outlet.getByTestId('receive-line');
  await expect(receive.nth(0)).toContainText('1.0');
  await expect(outlet.getByLabel('Arriving now: CHICKEN BREAST', { exact: true })).toHaveValue(
    '1.0',
  );
  await expect(outlet.getByLabel('Arriving now: BASMATI RICE', { exact: true })).toHaveValue('1.0');
  await outlet.getByRole('button', { name: 'Record Delivery' }).click();
  // the first delivery's toast may still show: the modal closing is this delivery's answer
  await expect(outlet.getByRole('button', { name: 'Record Delivery' })).toBeHidden();
  await expect(outlet.getByText(C.receiptRecorded).first()).toBeVisible();

  const { purchaseOrder } = await owner.gql<{
    purchaseOrder: {
      grandTotal: string;
      pendingChanges: number;
      items: Array<{ inventoryName: string; cost: string; receivedQuantity: string }>;
      receipts: Array<{ lines: Array<{ quantity: string }> }>;
    };
  }>(
    `query($id: ID!) { purchaseOrder(id: $id) { grandTotal pendingChanges
       items { inventoryName cost receivedQuantity } receipts { lines { quantity } } } }`,
    { id: po.id },
  );
  expect(purchaseOrder).toEqual({
    grandTotal: '72.50',
    pendingChanges: 0,
    items: [
      { inventoryName: 'CHICKEN BREAST', cost: '5', receivedQuantity: '2' },
      { inventoryName: 'BASMATI RICE', cost: '4.5', receivedQuantity: '1' },
    ],
    receipts: [{ lines: [{ quantity: '1' }] }, { lines: [{ quantity: '1' }, { quantity: '1' }] }],
  });
  await desk.close();
});
