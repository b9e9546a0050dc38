import { InvoiceMessages as M } from '@mise/domain';
import {
  answerLookups,
  type LookupStandIns,
  putPresigned,
  type TestOwner,
  type TestS3,
} from '@mise/testing';
import type { ProcurementTestApp } from './helpers';
import { data, failure, poOwner } from './purchase-order-fixtures';
import {
  addClient,
  addInvoiceItem,
  addInvoiceMisc,
  addMenuItem,
  createInvoice,
  type Invoice,
  sendInvoice,
  tokenOf,
} from './support/invoices';
import { pdfText } from './support/pdf-text';
import { publicPage, type PublicTicket, validLooking } from './support/public-page';
import { PDF_BYTES, startWithStorage } from './support/storage';

const VIEW = `invoiceNumber creationDate dueDate paymentDate invoiceStatus overdue outletName
  outletAddress ownerNumber ownerEmail outletPaymentDetails { name accountNumber bank }
  clientName clientEmail clientAddress clientContact { name phoneNumber }
  items { name quantity confirmedPrice total } miscs { id name total } grandTotal
  amountOutstanding outletRemarks clientRemarks demo proofs { id fileName url }
  poReferences { id fileName url }`;

interface View {
  invoiceNumber: string;
  clientRemarks: string | null;
  demo: boolean;
  grandTotal: string;
  proofs: Array<{ id: string; fileName: string; url: string }>;
  poReferences: Array<{ id: string; fileName: string; url: string }>;
}
interface ClientFields {
  view: 'clientInvoice';
  pdf: 'invoicePdf';
  requestUpload: 'requestClientUpload';
  attach: 'attachClientUpload';
  deleteUpload: 'deleteClientUpload';
}

describe('the public client page (flows.md §5, spec 3 §2.8)', () => {
  let s3: TestS3;
  let t: ProcurementTestApp;
  let lookups: LookupStandIns<'identity' | 'catalogue'>;
  let ana: TestOwner;
  let stop: () => Promise<void>;
  let menuItemId: string;

  beforeAll(async () => {
    ({ s3, t, close: stop } = await startWithStorage());
    lookups = await answerLookups(t, ['identity', 'catalogue']);
    ana = await poOwner(t, '100001');
    await addClient(t, ana, 'Kopi Corner', {
      email: 'accounts@kopi.example',
      phone: '+60123000111',
    });
    menuItemId = (await addMenuItem(t, ana, 'NASI LEMAK', '12.50')).menuItemId;
  });
  afterAll(async () => {
    lookups.stop();
    await stop();
  });

  const { call, newIp, view, pdf, requestUpload, attach, deleteUpload } = publicPage<
    View,
    ClientFields
  >(
    () => t,
    {
      view: 'clientInvoice',
      pdf: 'invoicePdf',
      requestUpload: 'requestClientUpload',
      attach: 'attachClientUpload',
      deleteUpload: 'deleteClientUpload',
    },
    { fields: VIEW, fileName: 'proof.pdf', ipPrefix: '203.0.113' },
  );
  const respond = (token: string, clientRemarks: string | null) =>
    call<{ respondToInvoice: View }>(
      `mutation($t: String!, $r: String) { respondToInvoice(token: $t, clientRemarks: $r) { ${VIEW} } }`,
      { t: token, r: clientRemarks },
    );
  async function sent(): Promise<Invoice> {
    const inv = await createInvoice(ana, 'Kopi Corner');
    data(await addInvoiceItem(ana, inv.id, { menuItemId, quantity: '2' }));
    data(await addInvoiceMisc(ana, inv.id, { name: 'Box Packaging', total: '3' }));
    return data(await sendInvoice(ana, inv.id)).sendInvoice;
  }

  it('shows a sent invoice by its token, with no sign-in', async () => {
    const inv = await sent();
    const res = await view(tokenOf(inv));
    expect(res.errors).toBeUndefined();
    expect(res.data!.clientInvoice).toMatchObject({
      invoiceNumber: inv.invoiceNumber,
      creationDate: inv.invoiceDate,
      dueDate: inv.dueDate,
      paymentDate: null,
      invoiceStatus: 'CREDIT',
      overdue: false,
      outletName: 'Test Outlet',
      clientName: 'Kopi Corner',
      clientEmail: 'accounts@kopi.example',
      clientAddress: ['8 Jalan Pelanggan', '47300 Petaling Jaya'],
      clientContact: { name: 'Aminah', phoneNumber: '+60123000111' },
      items: [{ name: 'NASI LEMAK', quantity: '2', confirmedPrice: '12.50', total: '25.00' }],
      miscs: [expect.objectContaining({ name: 'Box Packaging', total: '3.00' })],
      grandTotal: '28.00',
      amountOutstanding: '28.00',
      clientRemarks: null,
      demo: false,
      proofs: [],
      poReferences: [],
    });
  });

  it('answers every kind of miss alike (wrong, malformed, draft, revoked after delete)', async () => {
    const draft = await createInvoice(ana, 'Kopi Corner');
    const deleted = await sent();
    data(await ana.gql(`mutation($id: ID!) { deleteInvoice(id: $id) }`, { id: deleted.id }));
    const misses = [validLooking(), 'abc', tokenOf(deleted), tokenOf(draft)];
    const answers = [];
    for (const token of misses) {
      const q = await view(token);
      const p = await pdf(token);
      answers.push({ view: q.data, viewErrors: q.errors, pdf: p.data, pdfErrors: p.errors });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      view: { clientInvoice: null },
      viewErrors: undefined,
      pdf: { invoicePdf: null },
      pdfErrors: undefined,
    });
    const refusals = [];
    for (const token of misses) {
      const r = await respond(token, 'hello');
      const u = await requestUpload(token);
      const a = await attach(token, 'x');
      refusals.push([r, u, a].map(failure));
    }
    expect(new Set(refusals.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(refusals[0]).toEqual(
      Array.from({ length: 3 }, () => ({ code: 'NOT_FOUND', message: M.notFound })),
    );
    data(await ana.gql(`mutation($id: ID!) { deleteInvoice(id: $id) }`, { id: draft.id }));
  });

  it('refuses an address after 10 misses in a minute (429)', async () => {
    const ip = newIp();
    for (let n = 0; n < 10; n++) {
      expect((await view(validLooking(), ip)).data).toEqual({ clientInvoice: null });
    }
    const eleventh = await view(validLooking(), ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('saves the client remarks (trimmed, at most 500), a new revision; items stay', async () => {
    const inv = await sent();
    const long = await respond(tokenOf(inv), 'x'.repeat(501));
    expect(failure(long)).toEqual({ code: 'BAD_USER_INPUT', message: M.clientRemarksTooLong });
    const done = await respond(tokenOf(inv), '  Paying on Friday ');
    expect(done.data!.respondToInvoice).toMatchObject({
      clientRemarks: 'Paying on Friday',
      grandTotal: '28.00',
    });
    const owner = data(
      await ana.gql<{ invoice: Invoice }>(
        `query($id: ID!) { invoice(id: $id) { clientRemarks revision grandTotal } }`,
        { id: inv.id },
      ),
    ).invoice;
    expect(owner).toEqual({
      clientRemarks: 'Paying on Friday',
      revision: inv.revision + 1,
      grandTotal: '28.00',
    });
  });

  it('takes one payment proof at a time; the owner sees it; delete makes room again', async () => {
    const inv = await sent();
    const token = tokenOf(inv);
    const ticket = data(await requestUpload(token)).requestClientUpload;
    expect(ticket.key).toContain(`${ana.outletId}/procurement/invoices/${inv.id}/proof/`);
    expect(await putPresigned(ticket, PDF_BYTES)).toBe(200);
    const attached = data(await attach(token, ticket.key)).attachClientUpload;
    const [proof] = attached.proofs;
    expect(proof).toMatchObject({ fileName: 'proof.pdf' });
    expect(Buffer.from(await (await fetch(proof.url)).arrayBuffer())).toEqual(PDF_BYTES);

    expect(failure(await requestUpload(token))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.proofExists,
    });
    expect(failure(await attach(token, ticket.key))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.proofExists,
    });
    const owner = data(
      await ana.gql<{ invoice: { proofs: Array<{ id: string; fileName: string }> } }>(
        `query($id: ID!) { invoice(id: $id) { proofs { id fileName url uploadedAt } } }`,
        { id: inv.id },
      ),
    ).invoice;
    expect(owner.proofs).toEqual([
      expect.objectContaining({ id: proof.id, fileName: 'proof.pdf' }),
    ]);

    const gone = data(await deleteUpload(token, proof.id)).deleteClientUpload;
    expect(gone.proofs).toEqual([]);
    expect(await s3.keys(`${ana.outletId}/procurement/invoices/${inv.id}/proof/`)).toEqual([]);
    expect((await requestUpload(token)).errors).toBeUndefined();
  });

  it('lets the owner upload PO references, which the client sees (PDF, JPG, PNG)', async () => {
    const inv = await sent();
    const wrong = await ana.gql(
      `mutation($id: ID!) { requestInvoiceUpload(invoiceId: $id, file: { fileName: "a.txt", contentType: "text/plain", size: 10 }) { key } }`,
      { id: inv.id },
    );
    expect(failure(wrong)?.code).toBe('BAD_USER_INPUT');
    const ticket = data(
      await ana.gql<{ requestInvoiceUpload: PublicTicket }>(
        `mutation($id: ID!, $s: Int!) { requestInvoiceUpload(invoiceId: $id, file: { fileName: "po 1.pdf", contentType: "application/pdf", size: $s }) { key url headers { name value } } }`,
        { id: inv.id, s: PDF_BYTES.length },
      ),
    ).requestInvoiceUpload;
    expect(ticket.key).toContain(`/procurement/invoices/${inv.id}/po-reference/`);
    expect(await putPresigned(ticket, PDF_BYTES)).toBe(200);
    const attached = data(
      await ana.gql<{
        attachInvoiceUpload: { poReferences: Array<{ id: string; fileName: string }> };
      }>(
        `mutation($id: ID!, $k: String!) { attachInvoiceUpload(invoiceId: $id, key: $k) { poReferences { id fileName url } } }`,
        { id: inv.id, k: ticket.key },
      ),
    ).attachInvoiceUpload;
    expect(attached.poReferences).toEqual([expect.objectContaining({ fileName: 'po 1.pdf' })]);
    const client = data(await view(tokenOf(inv))).clientInvoice!;
    expect(client.poReferences.map((f) => f.fileName)).toEqual(['po 1.pdf']);
    expect(client.proofs).toEqual([]);
    const after = data(
      await ana.gql<{ deleteInvoiceUpload: { poReferences: unknown[] } }>(
        `mutation($id: ID!) { deleteInvoiceUpload(id: $id) { poReferences { id } } }`,
        { id: attached.poReferences[0].id },
      ),
    ).deleteInvoiceUpload;
    expect(after.poReferences).toEqual([]);
  });

  it('serves the PDF of the current revision with the invoice in it', async () => {
    const inv = await sent();
    const url = data(await pdf(tokenOf(inv))).invoicePdf!;
    const text = await pdfText(Buffer.from(await (await fetch(url)).arrayBuffer()));
    for (const expected of [
      inv.invoiceNumber,
      'Kopi Corner',
      'NASI LEMAK',
      'Box Packaging',
      'Grand Total (RM) 28.00',
    ]) {
      expect(text).toContain(expected);
    }
    const prefix = `${ana.outletId}/procurement/invoices/${inv.id}/pdf/`;
    expect(await s3.keys(prefix)).toEqual([`${prefix}r${inv.revision}.pdf`]);
    // the owner's button: the same file for the same revision
    const owner = data(
      await ana.gql<{ invoicePdfUrl: string }>(`query($id: ID!) { invoicePdfUrl(id: $id) }`, {
        id: inv.id,
      }),
    ).invoicePdfUrl;
    expect(owner).toContain(`r${inv.revision}.pdf`);
    expect(await s3.keys(prefix)).toEqual([`${prefix}r${inv.revision}.pdf`]);
    const draft = await createInvoice(ana, 'Kopi Corner');
    expect(
      failure(await ana.gql(`query($id: ID!) { invoicePdfUrl(id: $id) }`, { id: draft.id })),
    ).toEqual({ code: 'CONFLICT', message: M.pdfNotSent });
    data(await ana.gql(`mutation($id: ID!) { deleteInvoice(id: $id) }`, { id: draft.id }));
  });

  it('serves the demo invoice and keeps nothing', async () => {
    const demo = data(await view('demo')).clientInvoice!;
    expect(demo).toMatchObject({ demo: true, clientRemarks: null });
    const answered = data(await respond('demo', 'Will pay')).respondToInvoice;
    expect(answered).toMatchObject({ demo: true, clientRemarks: 'Will pay' });
    expect(data(await view('demo')).clientInvoice!.clientRemarks).toBeNull();
    expect(failure(await requestUpload('demo'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.demoUpload,
    });
    const url = data(await pdf('demo')).invoicePdf!;
    const text = await pdfText(Buffer.from(await (await fetch(url)).arrayBuffer()));
    expect(text).toContain(demo.invoiceNumber);
  });
});
