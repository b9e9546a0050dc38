import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { today } from '@mise/domain';
import { crossTenantCheck, signedInOwner, type TestOwner } from '@mise/testing';
import { type ProcurementTestApp, startProcurement } from './helpers';
import { respond } from './support/po-changes';
import { seedPurchaseOrder } from './support/purchase-orders';
import { addItem, createPo, data, poOwner, sentPo } from './purchase-order-fixtures';

/**
 * The cross-tenant check (one file of this name in every service): owner B, given owner A's ids
 * of every aggregate, gets NOT_FOUND, null or nothing from every root field, mutation and entity
 * of the printed schema, and changes no row. Give it A's ids of each new aggregate.
 */
const PO_ITEM = { inventoryName: 'Flour 1kg', ingredientName: 'Flour', quantity: '2' };

describe('procurement: the cross-tenant check', () => {
  let t: ProcurementTestApp;
  let ana: TestOwner;
  let ben: TestOwner;
  let supplierId: string;
  let clientId: string;
  let purchaseOrderIds: string[];

  beforeAll(async () => {
    t = await startProcurement();
    ana = await poOwner(t); // 20-po-api: identity announced A's outlet (number for POs)
    ben = await signedInOwner(t);
    // issue 20: A's supplier and client
    supplierId = (
      await ana.gql<{ createSupplier: { id: string } }>(
        `mutation { createSupplier(input: { name: "Ana's Farm" }) { id } }`,
      )
    ).data!.createSupplier.id;
    clientId = (
      await ana.gql<{ createClient: { id: string } }>(
        `mutation { createClient(input: { name: "Ana's Client" }) { id } }`,
      )
    ).data!.createClient.id;
    // 20-po-api: A's sent PO and draft PO, with their item ids
    const sent = await sentPo(ana, "Ana's Farm");
    const draft = await createPo(ana, "Ana's Farm");
    const withItem = data(await addItem(ana, draft.id, PO_ITEM)).addPurchaseOrderItem;
    purchaseOrderIds = [sent.id, sent.items[0].id, draft.id, withItem.items[0].id];
  });
  afterAll(() => t.close());

  it("gives another owner none of the first owner's rows", async () => {
    // 20-public: A's sent PO with its link and a supplier upload. The public operations are not
    // exempt: without A's token (the credential of a public link) they answer a miss.
    const po = await seedPurchaseOrder(t, ana);
    // 20-beyond: A's supplier offered another price on the first line (a pending difference),
    // answered before the upload below (this app has no file storage to sign it)
    const offered = await respond(t, po.token, [
      { id: po.itemIds[0], inSupplierStock: true, unitPrice: '9' },
      ...po.itemIds.slice(1).map((id) => ({ id, inSupplierStock: true })),
    ]);
    expect(offered.errors).toBeUndefined();
    const uploadId = randomUUID();
    await t.ownerSql(
      `INSERT INTO supplier_uploads (id, outlet_id, purchase_order_id, key, file_name, content_type, size)
       VALUES ($1, $2, $3, $4, 'a.pdf', 'application/pdf', 10)`,
      [
        uploadId,
        ana.outletId,
        po.id,
        `${ana.outletId}/procurement/purchase-orders/${po.id}/supplier/x.pdf`,
      ],
    );
    const publicIds = [po.id, ...po.itemIds, uploadId];
    let probes = 0;
    const calls = await crossTenantCheck({
      app: t,
      schemaFile: join(__dirname, '..', 'schema.graphql'),
      victim: ana,
      // 20-public: each probe from its own address, so the miss limit (10 a minute, tested in
      // supplier-view.int-spec.ts) answers none of them TOO_MANY_REQUESTS
      intruder: {
        ...ben,
        gql: (query, variables, options = {}) =>
          ben.gql(query, variables, {
            ...options,
            headers: { 'x-client-ip': `192.0.2.${++probes}`, ...options.headers },
          }),
      },
      ids: [supplierId, clientId, ...purchaseOrderIds, ...publicIds],
      args: {
        'Mutation.createSupplier': { input: { name: 'Intruder Supplier' } },
        'Mutation.createClient': { input: { name: 'Intruder Client' } },
        'Mutation.updateSupplier': { input: { name: 'Renamed' } },
        'Mutation.updateClient': { input: { name: 'Renamed' } },
        // 20-po-api: valid items, so that only the id decides the answer
        'Mutation.addPurchaseOrderItem': { input: PO_ITEM },
        'Mutation.updatePurchaseOrderItem': { input: PO_ITEM },
        'Query.purchaseOrders': { from: '2000-01-01', to: '2100-01-01' },
        // 20-beyond: a decision and a delivery A could make on its own PO
        'Mutation.resolvePurchaseOrderChanges': {
          decisions: [{ itemId: po.itemIds[0], kind: 'PRICE', accept: true }],
        },
        'Mutation.recordPurchaseOrderReceipt': {
          date: today(),
          lines: [{ itemId: po.itemIds[0], quantity: '1' }],
        },
      },
    });
    expect(calls.map((c) => c.field)).toEqual(
      expect.arrayContaining([
        'Query.suppliers',
        'Query.supplier',
        'Mutation.updateSupplier',
        'Mutation.deleteSupplier',
        'Query.clients',
        'Mutation.deleteClient',
        // 20-po-api
        'Query.draftPurchaseOrders',
        'Query.purchaseOrderLimit',
        'Query.purchaseOrders',
        'Query.purchaseOrder',
        'Query.procurementSetup',
        'Query.mailConnected',
        'Mutation.createPurchaseOrder',
        'Mutation.updatePurchaseOrderRemarks',
        'Mutation.setPurchaseOrderSendByEmail',
        'Mutation.deletePurchaseOrder',
        'Mutation.addPurchaseOrderItem',
        'Mutation.updatePurchaseOrderItem',
        'Mutation.deletePurchaseOrderItem',
        'Mutation.sendPurchaseOrder',
        '_entities PurchaseOrder',
        // 20-public
        'Query.supplierPurchaseOrder',
        'Query.purchaseOrderPdf',
        'Mutation.respondToPurchaseOrder',
        'Mutation.requestSupplierUpload',
        'Mutation.attachSupplierUpload',
        'Mutation.deleteSupplierUpload',
        // 20-beyond
        'Mutation.resolvePurchaseOrderChanges',
        'Mutation.recordPurchaseOrderReceipt',
      ]),
    );
  });
});
