import { expect, test } from '@playwright/test';
import { ownerThroughApi } from './fixtures';

/**
 * Issue 23's test across procurement, sales and inventory, through the gateway of the running
 * stack (no browser; flows.md §4.2): a sent invoice is CREDIT_INVOICE stock rows; PAID is exactly
 * one INVOICE sale (its usage instead of the credit rows); back to CREDIT removes the sale and
 * writes the rows again; paid again and deleted leaves nothing behind.
 */
test('a client invoice through the books: procurement → inventory and sales, read through the gateway', async () => {
  const owner = await ownerThroughApi();
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10); // Kuala Lumpur
  const { createIngredient } = await owner.gql<{ createIngredient: { id: string } }>(
    'mutation { createIngredient(input: { name: "Rice", unit: "kg" }) { id } }',
  );
  const { createMenuItem } = await owner.gql<{ createMenuItem: { id: string } }>(
    'mutation { createMenuItem(input: { name: "Nasi Lemak", category: "Mains" }) { id } }',
  );
  const menuItemId = createMenuItem.id;
  await owner.gql(
    `mutation($m: ID!, $i: ID!) { addMenuIngredient(menuItemId: $m, input: { ingredientId: $i, amount: "0.2" }) { id } }`,
    { m: menuItemId, i: createIngredient.id },
  );
  await owner.gql(
    'mutation($m: ID!) { updateMenuItem(id: $m, input: { price: "12.50" }) { id } }',
    {
      m: menuItemId,
    },
  );
  await owner.gql('mutation { createClient(input: { name: "Kopi Corner" }) { id } }');

  /** Stock, the live ledger kinds, the INVOICE sales and the invoice's sale link. */
  const books = async (invoiceId: string) => {
    const r = await owner.gql<{
      ingredient: { stockCount: string };
      ingredientMovements: { nodes: Array<{ kind: string; quantity: string }> };
      invoiceSales: { nodes: Array<{ id: string; nettTotal: string; saleDate: string }> };
      invoice: { savedToSaleId: string | null } | null;
    }>(
      `query($i: ID!, $inv: ID!, $f: String!, $t: String!) {
         ingredient(id: $i) { stockCount }
         ingredientMovements(ingredientId: $i, limit: 50) { nodes { kind quantity } }
         invoiceSales(from: $f, to: $t) { nodes { id nettTotal saleDate } }
         invoice(id: $inv) { savedToSaleId } }`,
      { i: createIngredient.id, inv: invoiceId, f: '2000-01-01', t: '2100-01-01' },
    );
    return {
      stock: Number(r.ingredient.stockCount),
      kinds: r.ingredientMovements.nodes.map((m) => `${m.kind} ${Number(m.quantity)}`).sort(),
      sales: r.invoiceSales.nodes.map((s) => `${s.saleDate} ${s.nettTotal}`),
      linked: r.invoice ? r.invoice.savedToSaleId !== null : null,
    };
  };

  // a draft of 5 × Nasi Lemak (RM 12.50) and a misc line, sent: 1 kg of rice goes on credit
  const { createInvoice } = await owner.gql<{ createInvoice: { id: string } }>(
    'mutation { createInvoice(clientName: "kopi corner") { id } }',
  );
  const id = createInvoice.id;
  await owner.gql(
    'mutation($id: ID!, $m: ID!) { addInvoiceItem(invoiceId: $id, input: { menuItemId: $m, quantity: "5" }) { id } }',
    { id, m: menuItemId },
  );
  await owner.gql(
    'mutation($id: ID!) { addInvoiceMisc(invoiceId: $id, input: { name: "Box Packaging", total: "3" }) { id } }',
    { id },
  );
  const { sendInvoice } = await owner.gql<{
    sendInvoice: { invoiceState: string; invoiceStatus: string; grandTotal: string };
  }>('mutation($id: ID!) { sendInvoice(id: $id) { invoiceState invoiceStatus grandTotal } }', {
    id,
  });
  expect(sendInvoice).toEqual({
    invoiceState: 'CONFIRMED',
    invoiceStatus: 'CREDIT',
    grandTotal: '65.50',
  });
  await expect
    .poll(() => books(id), { timeout: 30_000 })
    .toEqual({ stock: -1, kinds: ['CREDIT_INVOICE -1'], sales: [], linked: false });

  const status = (s: 'PAID' | 'CREDIT') =>
    owner.gql(
      'mutation($id: ID!, $s: InvoiceStatus!, $d: String!) { setInvoiceStatus(id: $id, status: $s, date: $d) { id } }',
      { id, s, d: today },
    );

  // PAID: one INVOICE sale of the grand total; its usage replaces the credit rows
  await status('PAID');
  await expect
    .poll(() => books(id), { timeout: 30_000 })
    .toEqual({ stock: -1, kinds: ['SALE_USAGE -1'], sales: [`${today} 65.50`], linked: true });

  // back to CREDIT: no sale, the credit rows again
  await status('CREDIT');
  await expect
    .poll(() => books(id), { timeout: 30_000 })
    .toEqual({ stock: -1, kinds: ['CREDIT_INVOICE -1'], sales: [], linked: false });

  // paid again, then deleted: nothing left behind
  await status('PAID');
  await expect
    .poll(() => books(id), { timeout: 30_000 })
    .toEqual({ stock: -1, kinds: ['SALE_USAGE -1'], sales: [`${today} 65.50`], linked: true });
  const { deleteInvoice } = await owner.gql<{ deleteInvoice: boolean }>(
    'mutation($id: ID!) { deleteInvoice(id: $id) }',
    { id },
  );
  expect(deleteInvoice).toBe(true);
  await expect
    .poll(() => books(id), { timeout: 30_000 })
    .toEqual({ stock: 0, kinds: [], sales: [], linked: null });
});
