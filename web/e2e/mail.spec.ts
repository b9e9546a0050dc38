import { expect, test } from '@playwright/test';
import { type ApiOwner, ownerThroughApi, signInWithOutlet } from './fixtures';

/**
 * Issue 24: a purchase order sent by e-mail goes out from the owner's Gmail (the local Google
 * server of `npm start`) and the PO list shows it e-mailed: procurement → integrations → Gmail →
 * integrations.mail.sent → procurement's mail status, through the whole stack.
 */

/** Connects the owner's Google mail as the browser would: authorize (auto-approved), callback. */
async function connectMail(owner: ApiOwner): Promise<void> {
  const { startConnection } = await owner.gql<{ startConnection: { authorizeUrl: string } }>(
    'mutation { startConnection(provider: MAIL) { authorizeUrl } }',
  );
  const approved = await fetch(startConnection.authorizeUrl, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location') ?? '');
  const { completeConnection } = await owner.gql<{ completeConnection: { connected: boolean } }>(
    'mutation($c: String!, $s: String!) { completeConnection(provider: MAIL, code: $c, state: $s) { connected } }',
    { c: back.searchParams.get('code'), s: back.searchParams.get('state') },
  );
  expect(completeConnection.connected).toBe(true);
}

test('a purchase order sent by e-mail is marked e-mailed on the list', async ({ page }) => {
  const owner = await ownerThroughApi();
  await connectMail(owner);
  await owner.gql(
    'mutation { createSupplier(input: { name: "Fresh Farm Supplies", email: "orders@freshfarm.example" }) { id } }',
  );
  const { createPurchaseOrder: po } = await owner.gql<{ createPurchaseOrder: { id: string } }>(
    'mutation { createPurchaseOrder(supplierName: "Fresh Farm Supplies") { id } }',
  );
  await owner.gql(
    `mutation($id: ID!) { addPurchaseOrderItem(purchaseOrderId: $id, input: { inventoryName: "Basmati rice",
       ingredientName: "Basmati rice", amount: "5", unit: "kg", quantity: "2", cost: "4.50" }) { id } }`,
    { id: po.id },
  );
  // procurement hears of the connection through its event: send once it has
  await expect(async () => {
    await owner.gql('mutation($id: ID!) { sendPurchaseOrder(id: $id, sendByEmail: true) { id } }', {
      id: po.id,
    });
  }).toPass({ timeout: 30_000 });

  await signInWithOutlet(page, owner);
  await page.goto('/purchase-order/list');
  await expect(page.getByText('E-mailed')).toBeVisible({ timeout: 30_000 });
});
