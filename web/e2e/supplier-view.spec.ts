import { expect, test } from '@playwright/test';
import { ownerThroughApi } from './fixtures';
import { sentPurchaseOrder } from './procurement-fixtures';

/**
 * The public supplier page (issue 20, spec 3 §2.5) on a phone: a sent purchase order's link,
 * every item answered (the page refuses a partial answer), remarks, an invoice uploaded, Respond
 * To PO; then the outlet sees the PO ACCEPTED with the upload (through the API: the PO list
 * screen is 20-po-web's). And `/po-view/{token}` opening the PDF, the demo and an invalid link.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const NOT_FOUND_TEXT =
  'No purchase orders found, kindly ensure that the link is correct or click on the link in the PDF';
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
]);

test('supplier page on a phone: answer every item, upload an invoice, respond; the outlet sees it', async ({
  page,
}) => {
  const owner = await ownerThroughApi();
  const po = await sentPurchaseOrder(owner);
  const path = new URL(po.responseLink).pathname;
  expect(path).toMatch(/^\/supplier-view\/[A-Za-z0-9_-]{43}$/);

  await page.goto(path);
  await expect(page.getByText(po.purchaseOrderNumber)).toBeVisible();
  await expect(page.getByText('Fresh Farm Supplies')).toBeVisible();
  await expect(page.getByText(owner.outletName).first()).toBeVisible();
  const items = page.getByTestId('supplier-item');
  await expect(items).toHaveCount(2);
  await expect(page.getByText('No remarks')).toBeVisible();

  // a partial answer is refused on the page
  await items.nth(0).getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Respond To PO' }).click();
  await expect(
    page.getByText('Some purchase order items not responded to! Please check all items.'),
  ).toBeVisible();

  await items.nth(1).getByLabel('No').check();
  await page.getByLabel('Supplier Remarks').fill('Rice comes on Friday');

  await page.locator('#sv-file').setInputFiles({
    name: 'invoice-42.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('link', { name: 'invoice-42.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Invoice' })).toBeDisabled();

  await page.getByRole('button', { name: 'Respond To PO' }).click();
  await expect(page.getByText('Your response has been sent to the outlet.')).toBeVisible();
  await expect(page.getByText('Responded', { exact: true })).toBeVisible();

  // the outlet's side (the PO list screen is 20-po-web's: asserted through the API here)
  const { purchaseOrder } = await owner.gql<{
    purchaseOrder: {
      purchaseOrderStatus: string;
      supplierRemarks: string;
      items: Array<{ inSupplierStock: boolean }>;
      supplierUploads: Array<{ fileName: string }>;
    };
  }>(
    `query($id: ID!) { purchaseOrder(id: $id) { purchaseOrderStatus supplierRemarks
       items { inSupplierStock } supplierUploads { fileName } } }`,
    { id: po.id },
  );
  expect(purchaseOrder).toEqual({
    purchaseOrderStatus: 'ACCEPTED',
    supplierRemarks: 'Rice comes on Friday',
    items: [{ inSupplierStock: true }, { inSupplierStock: false }],
    supplierUploads: [{ fileName: 'invoice-42.pdf' }],
  });

  // the supplier deletes the invoice after a confirmation
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No uploads (PDF, JPG or PNG)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Invoice' })).toBeEnabled();
});

test('/po-view opens the PDF in a new tab and again from its button', async ({ page, context }) => {
  const owner = await ownerThroughApi();
  const po = await sentPurchaseOrder(owner);
  const token = new URL(po.responseLink).pathname.split('/').pop()!;

  const first = context.waitForEvent('page');
  await page.goto(`/po-view/${token}`);
  const tab = await first;
  await tab.waitForURL(/\/pdf\/r\d+\.pdf/);
  await tab.close();

  const again = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Open PDF' }).click();
  await (await again).waitForURL(/\/pdf\/r\d+\.pdf/);
});

test('the demo page and a wrong link', async ({ page }) => {
  await page.goto('/supplier-view/demo');
  await expect(page.getByText(/Demo Mode/)).toBeVisible();
  await expect(page.getByTestId('supplier-item')).toHaveCount(3);

  await page.goto('/supplier-view/not-a-real-token');
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
});
