import { randomUUID } from 'node:crypto';
import {
  expectEvent,
  putPresigned,
  signedInOwner,
  type TestOwner,
  type TestS3,
} from '@mise/testing';
import type { ProcurementTestApp } from './helpers';
import { connectMail } from './purchase-order-fixtures';
import { pdfText } from './support/pdf-text';
import { seedPurchaseOrder } from './support/purchase-orders';
import { PDF_BYTES, startWithStorage } from './support/storage';

const FIELDS = `id purchaseOrderNumber revision responseLink pdfUrl supplierUploads { id fileName url uploadedAt }`;
interface Po {
  id: string;
  purchaseOrderNumber: string;
  revision: number;
  responseLink: string;
  pdfUrl: string;
  supplierUploads: Array<{ id: string; fileName: string; url: string }>;
}

/**
 * The owner's side of the public page: a PO made through the API gets its link, the link serves
 * the page once the PO is sent and stops when it is deleted; the PO shows the PDF and the
 * supplier's uploads.
 */
describe("a purchase order's public link, PDF and supplier uploads", () => {
  let s3: TestS3;
  let t: ProcurementTestApp;
  let ana: TestOwner;

  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ s3, t, close: stop } = await startWithStorage({ WEB_ORIGIN: 'https://app.mise.test' }));
    ana = await signedInOwner(t);
    await seedPurchaseOrder(t, ana); // the outlet profile and owner contact rows
    await t.ownerSql(
      `INSERT INTO suppliers (id, outlet_id, name, name_key) VALUES ($1, $2, 'Ah Kow Trading', 'ah kow trading')`,
      [randomUUID(), ana.outletId],
    );
  });
  afterAll(() => stop());

  const owner = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await ana.gql<T>(query, variables);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  };
  const page = (token: string) =>
    t.gql<{ supplierPurchaseOrder: { purchaseOrderNumber: string } | null }>(
      `query($t: String!) { supplierPurchaseOrder(token: $t) { purchaseOrderNumber } }`,
      { t: token },
      { headers: { 'x-client-ip': `203.0.113.${Math.floor(Math.random() * 250)}` } },
    );

  it('makes the link with the PO, serves it once sent, and revokes it with the delete', async () => {
    const { createPurchaseOrder: po } = await owner<{ createPurchaseOrder: Po }>(
      `mutation { createPurchaseOrder(supplierName: "ah kow trading") { ${FIELDS} } }`,
    );
    const token = po.responseLink.replace('https://app.mise.test/supplier-view/', '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await page(token)).data!.supplierPurchaseOrder).toBeNull(); // a draft is not shown

    await owner(
      `mutation($id: ID!) { addPurchaseOrderItem(purchaseOrderId: $id, input: {
         inventoryName: "Chicken breast", ingredientName: "Chicken", amount: "5", unit: "kg",
         quantity: "2", cost: "11.50" }) { id } }`,
      { id: po.id },
    );
    const { sendPurchaseOrder: sent } = await owner<{ sendPurchaseOrder: Po }>(
      `mutation($id: ID!) { sendPurchaseOrder(id: $id) { ${FIELDS} } }`,
      { id: po.id },
    );
    expect(sent.responseLink).toBe(po.responseLink); // the same link for the PO's life
    expect((await page(token)).data!.supplierPurchaseOrder).toEqual({
      purchaseOrderNumber: po.purchaseOrderNumber,
    });

    const text = await pdfText(Buffer.from(await (await fetch(sent.pdfUrl)).arrayBuffer()));
    for (const expected of [
      po.purchaseOrderNumber,
      'Ah Kow Trading',
      'CHICKEN BREAST',
      'RM 115.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(po.responseLink);
    // one PDF per revision asked for (the draft's r1 above, the sent one now)
    expect(await s3.keys(`${ana.outletId}/procurement/purchase-orders/${po.id}/pdf/`)).toContain(
      `${ana.outletId}/procurement/purchase-orders/${po.id}/pdf/r${sent.revision}.pdf`,
    );

    // the supplier uploads an invoice through the page; the owner sees it on the PO
    const ticket = await t.gql<{
      requestSupplierUpload: {
        key: string;
        url: string;
        headers: Array<{ name: string; value: string }>;
      };
    }>(
      `mutation($t: String!, $s: Int!) { requestSupplierUpload(token: $t, fileName: "inv-7.pdf", contentType: "application/pdf", size: $s) { key url headers { name value } } }`,
      { t: token, s: PDF_BYTES.length },
    );
    const put = ticket.data!.requestSupplierUpload;
    expect(await putPresigned(put, PDF_BYTES)).toBe(200);
    const attached = await t.gql(
      `mutation($t: String!, $k: String!) { attachSupplierUpload(token: $t, key: $k) { purchaseOrderNumber } }`,
      { t: token, k: put.key },
    );
    expect(attached.errors).toBeUndefined();
    const { purchaseOrder } = await owner<{ purchaseOrder: Po }>(
      `query($id: ID!) { purchaseOrder(id: $id) { ${FIELDS} } }`,
      { id: po.id },
    );
    expect(purchaseOrder.supplierUploads).toEqual([
      expect.objectContaining({
        fileName: 'inv-7.pdf',
        url: expect.stringContaining('/supplier/'),
      }),
    ]);
    expect(
      Buffer.from(await (await fetch(purchaseOrder.supplierUploads[0].url)).arrayBuffer()),
    ).toEqual(PDF_BYTES);

    await owner(`mutation($id: ID!) { deletePurchaseOrder(id: $id) }`, { id: po.id });
    expect((await page(token)).data!.supplierPurchaseOrder).toBeNull();
  });

  it("fills the e-mail's links and attaches the sent revision's PDF", async () => {
    await t.ownerSql(
      `INSERT INTO suppliers (id, outlet_id, name, name_key, email)
       VALUES ($1, $2, 'Mail Farm', 'mail farm', 'orders@mailfarm.test')`,
      [randomUUID(), ana.outletId],
    );
    await connectMail(t, ana);
    const { createPurchaseOrder: po } = await owner<{ createPurchaseOrder: Po }>(
      `mutation { createPurchaseOrder(supplierName: "Mail Farm") { id purchaseOrderNumber responseLink } }`,
    );
    await owner(
      `mutation($id: ID!) { addPurchaseOrderItem(purchaseOrderId: $id, input: {
         inventoryName: "Eggs", ingredientName: "Eggs", quantity: "3", cost: "0.50" }) { id } }`,
      { id: po.id },
    );
    const { event } = await expectEvent<{
      payload: { attachmentKey: string; content: { supplierLink: string; poPdfLink: string } };
    }>('procurement.mail.requested', (e) => (e as { outletId: string }).outletId === ana.outletId);
    const { sendPurchaseOrder: sent } = await owner<{ sendPurchaseOrder: Po }>(
      `mutation($id: ID!) { sendPurchaseOrder(id: $id, sendByEmail: true) { revision } }`,
      { id: po.id },
    );
    const mail = (await event).payload;
    const key = `${ana.outletId}/procurement/purchase-orders/${po.id}/pdf/r${sent.revision}.pdf`;
    expect(mail).toMatchObject({
      attachmentKey: key,
      content: {
        supplierLink: po.responseLink,
        poPdfLink: po.responseLink.replace('/supplier-view/', '/po-view/'),
      },
    });
    expect(await pdfText(await s3.read(key))).toContain(po.purchaseOrderNumber);
  });
});
