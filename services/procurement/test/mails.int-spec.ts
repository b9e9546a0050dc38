import { randomUUID } from 'node:crypto';
import {
  addDays,
  MailMessages,
  PurchaseOrderMessages as M,
  InvoiceMessages,
  today,
} from '@mise/domain';
import type { MailRequestedEvent } from '@mise/contracts';
import {
  answerLookups,
  expectEvent,
  deliverEvent,
  eventPayload,
  type LookupStandIns,
  sqlStatementsOf,
  type TestOwner,
} from '@mise/testing';
import { type ProcurementTestApp, startProcurement } from './helpers';
import {
  addItem,
  addSupplier,
  connectMail,
  createPo,
  data,
  failure,
  poOwner,
  sendPo,
} from './purchase-order-fixtures';
import {
  addClient,
  addInvoiceItem,
  addMenuItem,
  createInvoice,
  sendInvoice,
} from './support/invoices';

interface Mail {
  state: string;
  reason: string | null;
  requestedAt: string;
  updatedAt: string;
}

let t: ProcurementTestApp;
let lookups: LookupStandIns<'identity' | 'catalogue'>;
let ana: TestOwner;

const rice = { inventoryName: 'Rice 5kg', ingredientName: 'Rice', quantity: '2' };
const MAIL = `mail { state reason requestedAt updatedAt }`;

beforeAll(async () => {
  t = await startProcurement();
  lookups = await answerLookups(t, ['identity', 'catalogue']);
  ana = await poOwner(t, '100001');
  await deliverEvent(
    t,
    'identity.owner.registered',
    eventPayload('identity.owner.registered', {
      ownerId: ana.ownerId,
      email: ana.email,
      revision: 1,
    }),
  );
  await addSupplier(t, ana, 'Acme Trading', 'orders@acme.example');
  await addSupplier(t, ana, 'Borneo Fresh');
  await addClient(t, ana, 'Kopi Corner', { email: 'accounts@kopi.example' });
  await connectMail(t, ana);
});
afterAll(() => t.close());

const poMail = async (o: TestOwner, id: string) =>
  data(
    await o.gql<{ purchaseOrder: { mail: Mail | null } }>(
      `query($id: ID!) { purchaseOrder(id: $id) { ${MAIL} } }`,
      { id },
    ),
  ).purchaseOrder.mail;

const invoiceMail = async (o: TestOwner, id: string) =>
  data(
    await o.gql<{ invoice: { mail: Mail | null } }>(
      `query($id: ID!) { invoice(id: $id) { ${MAIL} } }`,
      { id },
    ),
  ).invoice.mail;

/** The mail request `act` makes in `o`'s outlet. */
async function mailRequest(o: TestOwner, act: () => Promise<unknown>) {
  const { event } = await expectEvent<MailRequestedEvent>(
    'procurement.mail.requested',
    (e) => e.outletId === o.outletId,
  );
  await act();
  return (await event).payload;
}

/** A PO of Acme Trading sent by e-mail; answers it and its mail id. */
async function emailedPo(o: TestOwner): Promise<{ id: string; mailId: string }> {
  const po = await createPo(o, 'Acme Trading');
  data(await addItem(o, po.id, rice));
  const request = await mailRequest(o, async () => data(await sendPo(o, po.id, true)));
  return { id: po.id, mailId: request.mailId };
}

/** Integrations' answers, published in the request's outlet (ana's unless told). */
const sent = (mailId: string, outletId = ana.outletId) =>
  deliverEvent(
    t,
    'integrations.mail.sent',
    eventPayload('integrations.mail.sent', { mailId }),
    outletId,
  );
const failed = (mailId: string, reason: string, outletId = ana.outletId) =>
  deliverEvent(
    t,
    'integrations.mail.failed',
    eventPayload('integrations.mail.failed', { mailId, reason }),
    outletId,
  );

describe('the e-mail of a purchase order (flows.md §4.10)', () => {
  it('records PENDING with the request; none without e-mail', async () => {
    const plain = await createPo(ana, 'Acme Trading');
    data(await addItem(ana, plain.id, rice));
    data(await sendPo(ana, plain.id, false));
    expect(await poMail(ana, plain.id)).toBeNull();

    const { id, mailId } = await emailedPo(ana);
    const mail = await poMail(ana, id);
    expect(mail).toMatchObject({ state: 'PENDING', reason: null });
    const rows = await t.ownerSql<{ mail_id: string; document_type: string; outlet_id: string }>(
      `SELECT mail_id, document_type, outlet_id FROM mails WHERE document_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ mail_id: mailId, document_type: 'PO', outlet_id: ana.outletId }]);
  });

  it('sets SENT and FAILED from integrations; a late .sent wins, a .failed after .sent does not', async () => {
    const a = await emailedPo(ana);
    await sent(a.mailId);
    const one = await poMail(ana, a.id);
    expect(one).toMatchObject({ state: 'SENT', reason: null });
    await failed(a.mailId, 'unknown');
    expect(await poMail(ana, a.id)).toMatchObject({ state: 'SENT', reason: null });

    const b = await emailedPo(ana);
    await failed(b.mailId, 'Mail is not connected');
    expect(await poMail(ana, b.id)).toMatchObject({
      state: 'FAILED',
      reason: 'Mail is not connected',
    });
    await sent(b.mailId);
    expect(await poMail(ana, b.id)).toMatchObject({ state: 'SENT', reason: null });
  });

  it('acks and counts an unknown mail id', async () => {
    const metric = async () => {
      const text = await (await fetch(`${t.url}/metrics`)).text();
      const found = /mise_event_skipped_total\{reason="unknown-mail"\} (\d+)/.exec(text);
      return Number(found?.[1] ?? 0);
    };
    const before = await metric();
    await sent(randomUUID());
    await failed(randomUUID(), 'refused');
    expect(await metric()).toBe(before + 2);
  });

  it('an answer published in another outlet does not touch the mail (row-level security)', async () => {
    const a = await emailedPo(ana);
    const bob = await poOwner(t, '100003');
    await failed(a.mailId, 'Google refused to send: quota', bob.outletId);
    await sent(a.mailId, bob.outletId);
    expect(await poMail(ana, a.id)).toMatchObject({ state: 'PENDING', reason: null });
  });

  it('resends a sent PO: a new mail id and a new PENDING row, the PO unchanged', async () => {
    const { id, mailId } = await emailedPo(ana);
    await failed(mailId, 'Google refused to send: quota');
    const before = data(
      await ana.gql<{ purchaseOrder: { revision: number } }>(
        `query($id: ID!) { purchaseOrder(id: $id) { revision } }`,
        { id },
      ),
    ).purchaseOrder;
    const again = await mailRequest(ana, async () => {
      const res = await ana.gql<{ resendPurchaseOrderMail: { id: string; revision: number } }>(
        `mutation($id: ID!) { resendPurchaseOrderMail(id: $id) { id revision ${MAIL} } }`,
        { id },
      );
      expect(data(res).resendPurchaseOrderMail).toMatchObject({
        id,
        revision: before.revision,
        mail: { state: 'PENDING', reason: null },
      });
    });
    expect(again).toMatchObject({ templateType: 'procurement', to: 'orders@acme.example' });
    expect(again.mailId).not.toBe(mailId);
    const rows = await t.ownerSql<{ state: string }>(
      `SELECT state FROM mails WHERE document_id = $1 ORDER BY requested_at`,
      [id],
    );
    expect(rows.map((r) => r.state)).toEqual(['FAILED', 'PENDING']);
    await sent(again.mailId);
    expect(await poMail(ana, id)).toMatchObject({ state: 'SENT' });
  });

  it('refuses a resend of a draft, of a PO without a supplier e-mail, or without mail', async () => {
    const draft = await createPo(ana, 'Acme Trading');
    const resend = (o: TestOwner, id: string) =>
      o.gql(`mutation($id: ID!) { resendPurchaseOrderMail(id: $id) { id } }`, { id });
    expect(failure(await resend(ana, draft.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: MailMessages.poNotSent,
    });
    expect(failure(await resend(ana, randomUUID()))).toEqual({
      code: 'NOT_FOUND',
      message: M.notFound,
    });
    const noEmail = await createPo(ana, 'Borneo Fresh');
    data(await addItem(ana, noEmail.id, rice));
    data(await sendPo(ana, noEmail.id, false));
    expect(failure(await resend(ana, noEmail.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.noSupplierEmail,
    });

    const bob = await poOwner(t, '100002');
    await addSupplier(t, bob, 'Acme Trading', 'orders@acme.example');
    const po = await createPo(bob, 'Acme Trading');
    data(await addItem(bob, po.id, rice));
    data(await sendPo(bob, po.id, false));
    expect(failure(await resend(bob, po.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.mailNotConnected,
    });
    const count = await t.ownerSql(`SELECT 1 FROM mails WHERE document_id = ANY($1::uuid[])`, [
      [draft.id, noEmail.id, po.id],
    ]);
    expect(count).toHaveLength(0);
  });
});

describe('the e-mail of an invoice', () => {
  it('records PENDING, follows integrations, and resends', async () => {
    const menu = await addMenuItem(t, ana, 'NASI LEMAK', '6.50');
    const inv = await createInvoice(ana, 'Kopi Corner');
    data(await addInvoiceItem(ana, inv.id, { menuItemId: menu.menuItemId, quantity: '2' }));
    const first = await mailRequest(ana, async () => data(await sendInvoice(ana, inv.id, true)));
    expect(first).toMatchObject({ templateType: 'invoice' });
    expect(await invoiceMail(ana, inv.id)).toMatchObject({ state: 'PENDING' });
    await failed(first.mailId, 'Google refused to send: quota');
    expect(await invoiceMail(ana, inv.id)).toMatchObject({
      state: 'FAILED',
      reason: 'Google refused to send: quota',
    });
    const again = await mailRequest(ana, async () =>
      data(
        await ana.gql(`mutation($id: ID!) { resendInvoiceMail(id: $id) { id } }`, { id: inv.id }),
      ),
    );
    expect(again.mailId).not.toBe(first.mailId);
    expect(await invoiceMail(ana, inv.id)).toMatchObject({ state: 'PENDING', reason: null });
    await sent(again.mailId);
    expect(await invoiceMail(ana, inv.id)).toMatchObject({ state: 'SENT' });

    const draft = await createInvoice(ana, 'Kopi Corner');
    expect(
      failure(
        await ana.gql(`mutation($id: ID!) { resendInvoiceMail(id: $id) { id } }`, {
          id: draft.id,
        }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', message: MailMessages.invoiceNotSent });
    expect(
      failure(
        await ana.gql(`mutation($id: ID!) { resendInvoiceMail(id: $id) { id } }`, {
          id: randomUUID(),
        }),
      ),
    ).toEqual({ code: 'NOT_FOUND', message: InvoiceMessages.notFound });
    void lookups;
  });
});

describe('SQL statements per list request (the mail loader)', () => {
  it('reads the mail of a page of 10 POs or invoices in as many statements as a page of 1', async () => {
    const o = await poOwner(t, '100005');
    await addSupplier(t, o, 'Acme Trading', 'orders@acme.example');
    await addClient(t, o, 'Page Client', { email: 'page@client.example' });
    const menu = await addMenuItem(t, o, 'MEE GORENG', '8.00');
    await connectMail(t, o);
    for (let n = 0; n < 10; n++) {
      await emailedPo(o);
      const inv = await createInvoice(o, 'Page Client');
      data(await addInvoiceItem(o, inv.id, { menuItemId: menu.menuItemId, quantity: '1' }));
      data(await sendInvoice(o, inv.id, n % 2 === 0));
    }
    const day = today();
    const range = { from: day, to: addDays(day, 1) };
    const statements = (limit: number) =>
      sqlStatementsOf(t.app, async (opts) => {
        const pos = await o.gql<{ purchaseOrders: { nodes: Array<{ mail: Mail | null }> } }>(
          `query($from: String!, $to: String!, $limit: Int!) {
             purchaseOrders(from: $from, to: $to, offset: 0, limit: $limit) { nodes { id ${MAIL} } } }`,
          { ...range, limit },
          opts,
        );
        expect(data(pos).purchaseOrders.nodes.map((p) => p.mail?.state)).toEqual(
          Array<string>(limit).fill('PENDING'),
        );
        const invs = await o.gql<{ invoices: { nodes: Array<{ mail: Mail | null }> } }>(
          `query($from: String!, $to: String!, $limit: Int!) {
             invoices(from: $from, to: $to, status: ALL, offset: 0, limit: $limit) { nodes { id ${MAIL} } } }`,
          { ...range, limit },
          opts,
        );
        expect(data(invs).invoices.nodes).toHaveLength(limit);
      });
    expect(await statements(10)).toBe(await statements(1));
  });
});
