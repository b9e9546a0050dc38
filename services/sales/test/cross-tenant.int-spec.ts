import { join } from 'node:path';
import { addDays, today } from '@mise/domain';
import { deliverEvent, eventPayload, suiteCrossTenantCheck, ownersSuite } from '@mise/testing';
import { arrangeMenu, type Menu, postOrder, startSalesWithS3, uploadCsv } from './helpers';

/**
 * The cross-tenant check of sales (one file of this name in every service): owner B with owner
 * A's ids of every aggregate (a manual sale, an app order, menu items, a variant and its option,
 * a CSV file) gets NOT_FOUND, null or nothing from every root field, mutation and entity, and
 * changes no row.
 */
describe('sales: the cross-tenant check', () => {
  const s = ownersSuite(startSalesWithS3, 2);
  let menu: Menu;
  const day = today();

  beforeAll(async () => {
    menu = await arrangeMenu(s.t, s.ana);
  });

  it("gives another owner none of the first owner's sales, orders or files", async () => {
    const input = {
      saleDate: day,
      items: [{ menuItemId: menu.noodles.menuItemId, quantity: '1', optionIds: [menu.large] }],
    };
    const created = await s.ana.gql<{ createSale: { id: string } }>(
      `mutation($input: SaleInput!) { createSale(input: $input) { id } }`,
      { input },
    );
    expect(created.errors).toBeUndefined();
    // 24: A has Xero connected and sent the sale (B's owner has not)
    await deliverEvent(s.t, 'integrations.connection.changed', {
      ownerId: s.ana.ownerId,
      provider: 'ACCOUNTING',
      connected: true,
      tenantId: 'tenant-a',
      revision: 1,
    });
    const sent = await s.ana.gql(`mutation($id: ID!) { sendSaleToAccounting(id: $id) { id } }`, {
      id: created.data!.createSale.id,
    });
    expect(sent.errors).toBeUndefined();
    const posted = await postOrder(s.t, {
      maskedOutletNumber: menu.masked,
      orderCode: 'CROSS-1',
      items: [{ menuItemId: menu.tea.menuItemId, quantity: 1 }],
    });
    expect(posted.status).toBe(200);
    const [order] = await s.t.ownerSql<{ id: string }>(
      `SELECT id FROM app_orders WHERE outlet_id = $1 AND order_code = 'CROSS-1'`,
      [s.ana.outletId],
    );
    const key = await uploadCsv(
      s.ana,
      `date,menu item,version,quantity,sale price\n${day},TEA,,1,\n`,
    );
    const preview = await s.ana.gql<{ previewSalesCsv: { fileKey: string } }>(
      `mutation($k: String!) { previewSalesCsv(fileKey: $k) { fileKey } }`,
      { k: key },
    );
    const kept = preview.data!.previewSalesCsv.fileKey;
    // 24 phase 2: a POS sale from a receipt, with a name linked to nothing
    const receipt = eventPayload('integrations.pos-receipt.received', {
      receiptDate: day,
      lines: [
        {
          name: 'TEA',
          variantName: null,
          quantity: '1',
          price: '3.00',
          total: '3.00',
          options: [],
        },
        {
          name: 'Cake',
          variantName: null,
          quantity: '1',
          price: '5.00',
          total: '5.00',
          options: [],
        },
      ],
    });
    await deliverEvent(s.t, 'integrations.pos-receipt.received', receipt, s.ana.outletId);
    const [posSale] = await s.t.ownerSql<{ id: string }>(
      `SELECT id FROM sales WHERE source_type = 'POS' AND source_ref = $1`,
      [receipt.receiptId],
    );

    const calls = await suiteCrossTenantCheck(s, join(__dirname, '..'), {
      ids: [
        created.data!.createSale.id,
        order.id,
        posSale.id,
        menu.noodles.menuItemId,
        menu.tea.menuItemId,
        menu.size.variantId,
        menu.large,
        // 25: the menu ids the roll-ups are keyed by
        menu.noodles.menuId,
        menu.tea.menuId,
      ],
      args: {
        'Mutation.createSale': { input },
        'Mutation.updateSale': { input },
        'Mutation.previewSalesCsv': { fileKey: kept },
        'Mutation.importSalesCsv': { fileKey: kept },
        'Mutation.mapPosItem': { posName: 'Cake' },
        'Mutation.requestSalesCsvUpload': {
          file: { fileName: 'x.csv', contentType: 'text/csv', size: 10 },
        },
        // 25: a valid range, so that A's menu ids are what is probed
        'Query.menuItemStats': { from: day, to: addDays(day, 1) },
        'Query.menuTrends': { from: day, to: addDays(day, 1) },
      },
    });
    expect(calls.map((c) => c.field)).toEqual(
      expect.arrayContaining([
        'Query.sale',
        'Query.appSales',
        'Query.sales',
        'Query.invoiceSales',
        'Query.manualSales',
        'Query.salesCalendar',
        'Query.billingAnalytics',
        'Query.unmappedItems',
        'Query.appOrderCounts',
        'Query.salesProgress',
        'Query.salesCsvTemplate',
        'Mutation.createSale',
        'Mutation.updateSale',
        'Mutation.deleteSale',
        'Mutation.syncAppOrders',
        'Mutation.requestSalesCsvUpload',
        'Mutation.previewSalesCsv',
        'Mutation.importSalesCsv',
        'Query.liveOrders',
        'Mutation.confirmOrder',
        'Mutation.rejectOrder',
        'Mutation.serveOrder',
        'Query.orderWebhookSecretCreatedAt',
        'Mutation.rotateOrderWebhookSecret',
        '_entities OutletProgress',
        // 24: Send to Xero
        'Mutation.sendSaleToAccounting',
        // 24 phase 2: POS receipts
        'Query.posSales',
        'Query.posUnmappedItems',
        'Mutation.mapPosItem',
        // 25: analytics
        'Query.salesOverview',
        'Query.menuProfitability',
        'Query.menuItemStats',
        'Query.menuTrends',
      ]),
    );
    // the intruder's rotation changed the intruder's secret, never the victim's
    const keys = await s.t.ownerSql<{ key_id: string }>(
      `SELECT key_id FROM order_webhook_keys WHERE outlet_id = $1`,
      [s.ana.outletId],
    );
    expect(keys.every((k) => k.key_id === 'test-key')).toBe(true);
  });
});
