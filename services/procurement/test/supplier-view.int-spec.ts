import { IdentitySubjects } from '@mise/contracts';
import {
  deliverEvent,
  eventPayload,
  putPresigned,
  signedInOwner,
  type TestOwner,
  type TestS3,
} from '@mise/testing';
import { SupplierViewMessages as M } from '../src/public/supplier-view.service';
import type { ProcurementTestApp } from './helpers';
import { pdfText } from './support/pdf-text';
import { publicPage, validLooking } from './support/public-page';
import { revokeLink, seedPurchaseOrder } from './support/purchase-orders';
import { PDF_BYTES, startWithStorage } from './support/storage';

const VIEW = `purchaseOrderNumber purchaseOrderDate supplierName outletName outletAddress ownerNumber
  ownerEmail outletRemarks supplierRemarks purchaseOrderStatus grandTotal demo
  items { id inventoryName amount unit quantity cost total inSupplierStock } uploads { id fileName url }`;

interface View {
  purchaseOrderNumber: string;
  supplierName: string;
  purchaseOrderStatus: string;
  supplierRemarks: string | null;
  demo: boolean;
  items: Array<{ id: string; inventoryName: string; inSupplierStock: boolean | null }>;
  uploads: Array<{ id: string; fileName: string; url: string }>;
}
interface SupplierFields {
  view: 'supplierPurchaseOrder';
  pdf: 'purchaseOrderPdf';
  requestUpload: 'requestSupplierUpload';
  attach: 'attachSupplierUpload';
  deleteUpload: 'deleteSupplierUpload';
}

describe('the public supplier page', () => {
  let s3: TestS3;
  let t: ProcurementTestApp;
  let ana: TestOwner;

  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ s3, t, close: stop } = await startWithStorage());
    ana = await signedInOwner(t);
  });
  afterAll(() => stop());

  const { call, newIp, view, pdf, requestUpload, attach, deleteUpload } = publicPage<
    View,
    SupplierFields
  >(
    () => t,
    {
      view: 'supplierPurchaseOrder',
      pdf: 'purchaseOrderPdf',
      requestUpload: 'requestSupplierUpload',
      attach: 'attachSupplierUpload',
      deleteUpload: 'deleteSupplierUpload',
    },
    { fields: VIEW, fileName: 'invoice.pdf', ipPrefix: '198.51.100' },
  );
  const respond = (
    token: string,
    items: Array<{ id: string; inSupplierStock: boolean }>,
    supplierRemarks: string | null = null,
    ip?: string,
  ) =>
    call<{ respondToPurchaseOrder: View }>(
      `mutation($t: String!, $i: [SupplierItemAnswer!]!, $r: String) {
         respondToPurchaseOrder(token: $t, items: $i, supplierRemarks: $r) { ${VIEW} } }`,
      { t: token, i: items, r: supplierRemarks },
      ip,
    );
  async function upload(token: string, body: Buffer, contentType = 'application/pdf') {
    const res = await requestUpload(token, contentType, body.length);
    expect(res.errors).toBeUndefined();
    const ticket = res.data!.requestSupplierUpload;
    expect(await putPresigned(ticket, body)).toBe(200);
    return ticket;
  }

  it('shows a sent order by its token, with no sign-in: items in order, the outlet profile', async () => {
    const po = await seedPurchaseOrder(t, ana, { items: 3 });
    const res = await view(po.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.supplierPurchaseOrder).toEqual({
      purchaseOrderNumber: po.number,
      purchaseOrderDate: '2026-11-24',
      supplierName: 'Fresh Farm Supplies',
      outletName: 'Kedai Ana',
      outletAddress: ['1 Jalan Test', '50000 Kuala Lumpur'],
      ownerNumber: '+60123456789',
      ownerEmail: ana.email,
      outletRemarks: 'Deliver before 9 am',
      supplierRemarks: null,
      purchaseOrderStatus: 'PENDING',
      grandTotal: '75.00',
      demo: false,
      items: po.itemIds.map((id, n) => ({
        id,
        inventoryName: `Item ${n + 1}`,
        amount: '5.000000',
        unit: 'kg',
        quantity: '2.000000',
        cost: '2.500000',
        total: '25.00',
        inSupplierStock: null,
      })),
      uploads: [],
    });
  });

  it('answers every kind of miss alike: null for queries, NOT_FOUND for mutations', async () => {
    const draft = await seedPurchaseOrder(t, ana, { state: 'DRAFT' });
    const deleted = await seedPurchaseOrder(t, ana, { state: 'DELETED' });
    const revoked = await seedPurchaseOrder(t, ana);
    await revokeLink(t, ana, revoked.id);
    const misses = [
      validLooking(),
      'abc',
      'x'.repeat(300),
      revoked.token,
      draft.token,
      deleted.token,
    ];
    const answers = [];
    for (const token of misses) {
      const q = await view(token);
      const p = await pdf(token);
      answers.push({ view: q.data, viewErrors: q.errors, pdf: p.data, pdfErrors: p.errors });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      view: { supplierPurchaseOrder: null },
      viewErrors: undefined,
      pdf: { purchaseOrderPdf: null },
      pdfErrors: undefined,
    });

    const refusals = [];
    for (const token of misses.slice(0, 4)) {
      const r = await respond(token, [], null);
      const u = await requestUpload(token, 'application/pdf', 10);
      refusals.push([r.errors, u.errors].map((e) => [e?.[0].extensions?.code, e?.[0].message]));
    }
    expect(new Set(refusals.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(refusals[0]).toEqual([
      ['NOT_FOUND', M.notFound],
      ['NOT_FOUND', M.notFound],
    ]);
  });

  it('refuses an address for 10 minutes after 10 misses in a minute (429), others go on', async () => {
    const po = await seedPurchaseOrder(t, ana);
    const ip = newIp();
    for (let n = 0; n < 10; n++) {
      expect((await view(validLooking(), ip)).data).toEqual({ supplierPurchaseOrder: null });
    }
    const eleventh = await view(validLooking(), ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    // the right token from the refused address is refused too; another address is served
    const blocked = await view(po.token, ip);
    expect(blocked.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await view(po.token)).data!.supplierPurchaseOrder!.purchaseOrderNumber).toBe(po.number);
  });

  it('takes 60 public calls a minute from one address, whatever the operation', async () => {
    const po = await seedPurchaseOrder(t, ana);
    const ip = newIp();
    for (let n = 0; n < 30; n++) {
      expect((await view(po.token, ip)).errors).toBeUndefined();
      expect((await pdf('demo', ip)).errors).toBeUndefined();
    }
    const more = await view(po.token, ip);
    expect(more.status).toBe(429);
    expect(more.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await view(po.token)).errors).toBeUndefined();
  });

  it('takes a response only when every item is answered, then the order is ACCEPTED', async () => {
    const po = await seedPurchaseOrder(t, ana, { items: 3 });
    const partial = await respond(po.token, [
      { id: po.itemIds[0], inSupplierStock: true },
      { id: po.itemIds[1], inSupplierStock: false },
    ]);
    expect(partial.errors?.[0]).toMatchObject({
      message: 'Some purchase order items not responded to! Please check all items.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await respond(
      po.token,
      po.itemIds.map((id) => ({ id, inSupplierStock: true })),
      'x'.repeat(501),
    );
    expect(long.errors?.[0]).toMatchObject({
      message: M.remarksTooLong,
      extensions: { code: 'BAD_USER_INPUT', field: 'supplierRemarks' },
    });
    expect((await view(po.token)).data!.supplierPurchaseOrder).toMatchObject({
      purchaseOrderStatus: 'PENDING',
      supplierRemarks: null,
      items: po.itemIds.map(() => expect.objectContaining({ inSupplierStock: null })),
    });

    const done = await respond(
      po.token,
      [
        { id: po.itemIds[0], inSupplierStock: true },
        { id: po.itemIds[1], inSupplierStock: false },
        { id: po.itemIds[2], inSupplierStock: true },
      ],
      '  Rice arrives Friday  ',
    );
    expect(done.errors).toBeUndefined();
    expect(done.data!.respondToPurchaseOrder).toMatchObject({
      purchaseOrderStatus: 'ACCEPTED',
      supplierRemarks: 'Rice arrives Friday',
      items: [
        expect.objectContaining({ inSupplierStock: true }),
        expect.objectContaining({ inSupplierStock: false }),
        expect.objectContaining({ inSupplierStock: true }),
      ],
    });
    const [row] = await t.ownerSql(`SELECT revision FROM purchase_orders WHERE id = $1`, [po.id]);
    expect(row.revision).toBe(2);
  });

  it('keeps one supplier invoice at a time, checks its bytes, and deletes it', async () => {
    const po = await seedPurchaseOrder(t, ana);
    const prefix = `${ana.outletId}/procurement/purchase-orders/${po.id}/supplier/`;

    const wrongType = await requestUpload(po.token, 'text/plain', 10);
    expect(wrongType.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const tooBig = await requestUpload(po.token, 'application/pdf', 20 * 1024 * 1024 + 1);
    expect(tooBig.errors?.[0].message).toBe('The file is too large. The maximum size is 20 MB.');

    // declared a PNG, the bytes are text: refused and gone
    const fake = await upload(
      po.token,
      Buffer.from('not a picture at all'.repeat(10)),
      'image/png',
    );
    const refused = await attach(po.token, fake.key);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Upload failed. Please try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await s3.keys(prefix)).toEqual([]);

    const ticket = await upload(po.token, PDF_BYTES);
    const attached = await attach(po.token, ticket.key);
    expect(attached.errors).toBeUndefined();
    const [file] = attached.data!.attachSupplierUpload.uploads;
    expect(file).toMatchObject({ fileName: 'invoice.pdf' });
    expect(Buffer.from(await (await fetch(file.url)).arrayBuffer())).toEqual(PDF_BYTES);
    expect(await s3.keys(prefix)).toHaveLength(1);

    const second = await requestUpload(po.token, 'application/pdf', PDF_BYTES.length);
    expect(second.errors?.[0]).toMatchObject({
      message: M.oneUpload,
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const gone = await deleteUpload(po.token, file.id);
    expect(gone.errors).toBeUndefined();
    expect(gone.data!.deleteSupplierUpload.uploads).toEqual([]);
    expect(await s3.keys(prefix)).toEqual([]);
    const again = await deleteUpload(po.token, file.id);
    expect(again.errors?.[0]).toMatchObject({
      message: M.fileNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('gives a link 10 upload tickets an hour', async () => {
    const po = await seedPurchaseOrder(t, ana);
    for (let n = 0; n < 10; n++) {
      expect((await requestUpload(po.token, 'application/pdf', 100)).errors).toBeUndefined();
    }
    const eleventh = await requestUpload(po.token, 'application/pdf', 100);
    expect(eleventh.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('serves the PDF of the current revision, made once and kept, with the order in it', async () => {
    const po = await seedPurchaseOrder(t, ana, { items: 2, supplierName: 'Ah Kow Trading' });
    const first = await pdf(po.token);
    expect(first.errors).toBeUndefined();
    const bytes = Buffer.from(await (await fetch(first.data!.purchaseOrderPdf!)).arrayBuffer());
    const text = await pdfText(bytes);
    for (const expected of [
      po.number,
      'Ah Kow Trading',
      'Kedai Ana',
      'Item 1',
      'Item 2',
      'RM 25.00',
      'RM 50.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`/supplier-view/${po.token}`);
    const prefix = `${ana.outletId}/procurement/purchase-orders/${po.id}/pdf/`;
    expect(await s3.keys(prefix)).toEqual([`${prefix}r1.pdf`]);
    await pdf(po.token);
    expect(await s3.keys(prefix)).toEqual([`${prefix}r1.pdf`]);

    await respond(
      po.token,
      po.itemIds.map((id) => ({ id, inSupplierStock: true })),
    );
    await pdf(po.token);
    expect((await s3.keys(prefix)).sort()).toEqual([`${prefix}r1.pdf`, `${prefix}r2.pdf`]);
  });

  it("serves fixed demo data for 'demo' and keeps none of its answers", async () => {
    const shown = await view('demo');
    expect(shown.data!.supplierPurchaseOrder).toMatchObject({
      demo: true,
      purchaseOrderStatus: 'PENDING',
    });
    const items = shown.data!.supplierPurchaseOrder!.items;
    const answered = await respond(
      'demo',
      items.map((i) => ({ id: i.id, inSupplierStock: true })),
      'ok',
    );
    expect(answered.data!.respondToPurchaseOrder).toMatchObject({
      demo: true,
      purchaseOrderStatus: 'ACCEPTED',
      supplierRemarks: 'ok',
    });
    expect((await view('demo')).data!.supplierPurchaseOrder).toMatchObject({
      purchaseOrderStatus: 'PENDING',
      supplierRemarks: null,
    });
    const partial = await respond('demo', [], null);
    expect(partial.errors?.[0].message).toBe(M.notAllAnswered);
    const up = await requestUpload('demo', 'application/pdf', 100);
    expect(up.errors?.[0]).toMatchObject({
      message: M.demoUpload,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const demoPdf = await pdf('demo');
    const text = await pdfText(
      Buffer.from(await (await fetch(demoPdf.data!.purchaseOrderPdf!)).arrayBuffer()),
    );
    expect(text).toContain('Demo Kitchen');
  });

  it("shows the outlet's address and contact as identity's events last said", async () => {
    const po = await seedPurchaseOrder(t, ana);
    await deliverEvent(
      t,
      IdentitySubjects.outletUpdated,
      eventPayload(IdentitySubjects.outletUpdated, {
        outletId: ana.outletId,
        ownerId: ana.ownerId,
        outletName: 'Kedai Ana Baru',
        outletAddress: '9 Jalan Baru\n47300 Petaling Jaya',
        contactNumber: '+60111111111',
        revision: 5,
      }),
      ana.outletId,
    );
    expect((await view(po.token)).data!.supplierPurchaseOrder).toMatchObject({
      outletName: 'Kedai Ana Baru',
      outletAddress: ['9 Jalan Baru', '47300 Petaling Jaya'],
      ownerNumber: '+60111111111',
    });
  });
});
