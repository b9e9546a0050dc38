import { join } from 'node:path';
import { today } from '@mise/domain';
import { crossTenantCheck, signedInOwner, type TestOwner } from '@mise/testing';
import {
  arrangeMenu,
  type Menu,
  postOrder,
  type SalesS3TestApp,
  startSalesWithS3,
  uploadCsv,
} from './helpers';

/**
 * The cross-tenant check of sales (one file of this name in every service): owner B with owner
 * A's ids of every aggregate (a manual sale, an app order, menu items, a variant and its option,
 * a CSV file) gets NOT_FOUND, null or nothing from every root field, mutation and entity, and
 * changes no row.
 */
describe('sales: the cross-tenant check', () => {
  let t: SalesS3TestApp;
  let ana: TestOwner;
  let ben: TestOwner;
  let menu: Menu;
  const day = today();

  beforeAll(async () => {
    t = await startSalesWithS3();
    ana = await signedInOwner(t);
    ben = await signedInOwner(t);
    menu = await arrangeMenu(t, ana);
  });
  afterAll(() => t?.close());

  it("gives another owner none of the first owner's sales, orders or files", async () => {
    const input = {
      saleDate: day,
      items: [{ menuItemId: menu.noodles.menuItemId, quantity: '1', optionIds: [menu.large] }],
    };
    const created = await ana.gql<{ createSale: { id: string } }>(
      `mutation($input: SaleInput!) { createSale(input: $input) { id } }`,
      { input },
    );
    expect(created.errors).toBeUndefined();
    const posted = await postOrder(t, {
      maskedOutletNumber: menu.masked,
      orderCode: 'CROSS-1',
      items: [{ menuItemId: menu.tea.menuItemId, quantity: 1 }],
    });
    expect(posted.status).toBe(200);
    const [order] = await t.ownerSql<{ id: string }>(
      `SELECT id FROM app_orders WHERE outlet_id = $1 AND order_code = 'CROSS-1'`,
      [ana.outletId],
    );
    const key = await uploadCsv(
      ana,
      `date,menu item,version,quantity,sale price\n${day},TEA,,1,\n`,
    );
    const preview = await ana.gql<{ previewSalesCsv: { fileKey: string } }>(
      `mutation($k: String!) { previewSalesCsv(fileKey: $k) { fileKey } }`,
      { k: key },
    );
    const kept = preview.data!.previewSalesCsv.fileKey;

    const calls = await crossTenantCheck({
      app: t,
      schemaFile: join(__dirname, '..', 'schema.graphql'),
      victim: ana,
      intruder: ben,
      ids: [
        created.data!.createSale.id,
        order.id,
        menu.noodles.menuItemId,
        menu.tea.menuItemId,
        menu.size.variantId,
        menu.large,
      ],
      args: {
        'Mutation.createSale': { input },
        'Mutation.updateSale': { input },
        'Mutation.previewSalesCsv': { fileKey: kept },
        'Mutation.importSalesCsv': { fileKey: kept },
        'Mutation.requestSalesCsvUpload': {
          file: { fileName: 'x.csv', contentType: 'text/csv', size: 10 },
        },
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
      ]),
    );
    // the intruder's rotation changed the intruder's secret, never the victim's
    const keys = await t.ownerSql<{ key_id: string }>(
      `SELECT key_id FROM order_webhook_keys WHERE outlet_id = $1`,
      [ana.outletId],
    );
    expect(keys.every((k) => k.key_id === 'test-key')).toBe(true);
  });
});
