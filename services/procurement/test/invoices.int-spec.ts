import { randomUUID } from 'node:crypto';
import type { InvoiceSnapshot, MenuItemSavedEvent } from '@mise/contracts';
import { addDays, InvoiceMessages as M, today } from '@mise/domain';
import {
  answerLookups,
  collectEvents,
  deliverEvent,
  eventPayload,
  expectEvent,
  type LookupStandIns,
  pinNinetyDayChecking,
  sqlStatementsOf,
  type TestOwner,
} from '@mise/testing';
import { type ProcurementTestApp, startProcurement } from './helpers';
import { connectMail, data, failure, poOwner } from './purchase-order-fixtures';
import {
  addClient,
  addInvoiceItem,
  addInvoiceMisc,
  addMenuItem,
  createInvoice,
  type Invoice,
  INVOICE_FIELDS,
  sendInvoice,
  sentInvoice,
  setInvoiceStatus,
} from './support/invoices';

let t: ProcurementTestApp;
let lookups: LookupStandIns<'identity' | 'catalogue'>;
let ana: TestOwner;
let rice: MenuItemSavedEvent;
let tea: MenuItemSavedEvent;

beforeAll(async () => {
  t = await startProcurement();
  lookups = await answerLookups(t, ['identity', 'catalogue']);
  ana = await poOwner(t, '100001');
  await addClient(t, ana, 'Kopi Corner', { email: 'accounts@kopi.example', phone: '+60123000111' });
  await addClient(t, ana, 'Borneo Catering');
  rice = await addMenuItem(t, ana, 'NASI LEMAK', '12.50');
  tea = await addMenuItem(t, ana, 'TEH TARIK', '3.20', { category: 'DRINKS' });
});
afterAll(async () => {
  lookups.stop();
  await t.close();
});

const readInvoice = async (o: TestOwner, id: string) =>
  data(
    await o.gql<{ invoice: Invoice | null }>(
      `query($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS} } }`,
      { id },
    ),
  ).invoice;

const ofOutlet = (o: TestOwner) => (e: unknown) =>
  (e as { outletId: string }).outletId === o.outletId;

describe('creating an invoice (spec 3 §5.5)', () => {
  it('refuses a blank client name and an unknown client with the spec messages', async () => {
    const blank = await ana.gql(`mutation { createInvoice(clientName: "  ") { id } }`);
    expect(failure(blank)).toEqual({ code: 'BAD_USER_INPUT', message: M.clientBlank });
    const unknown = await ana.gql(`mutation { createInvoice(clientName: "Nobody") { id } }`);
    expect(failure(unknown)).toEqual({ code: 'BAD_USER_INPUT', message: M.clientUnknown });
  });

  it('finds the client case-insensitively, due today, numbered outlet + 9 + stamp', async () => {
    const preview = data(
      await ana.gql<{ nextInvoiceNumber: string }>(`{ nextInvoiceNumber }`),
    ).nextInvoiceNumber;
    const yymmdd = today().slice(2).replace(/-/g, '');
    expect(preview).toMatch(new RegExp(`^1000019${yymmdd}\\d{6}$`));
    const inv = await createInvoice(ana, '  kopi   CORNER ');
    expect(inv).toMatchObject({
      clientName: 'Kopi Corner',
      clientEmail: 'accounts@kopi.example',
      clientPhone: '+60123000111',
      invoiceDate: today(),
      dueDate: today(),
      paymentDate: null,
      invoiceState: 'DRAFT',
      invoiceStatus: null,
      sent: false,
      sendByEmail: false,
      overdue: false,
      grandTotal: '0.00',
      savedToSaleId: null,
      revision: 1,
      items: [],
      miscs: [],
    });
    expect(inv.invoiceNumber).toMatch(new RegExp(`^1000019${yymmdd}\\d{6}$`));
    expect(inv.invoiceNumber >= preview).toBe(true);
    expect(inv.clientLink).toMatch(/\/client-view\/[A-Za-z0-9_-]{43}$/);
    await ana.gql(`mutation($id: ID!) { deleteInvoice(id: $id) }`, { id: inv.id });
  });
});

describe('items and miscs (spec 3 §5.5)', () => {
  let inv: Invoice;
  beforeAll(async () => {
    inv = await createInvoice(ana, 'Borneo Catering');
  });

  it('answers the spec message for each missing field and changes nothing', async () => {
    const cases: Array<[{ menuItemId: string; quantity: string }, string, string]> = [
      [{ menuItemId: ' ', quantity: '1' }, 'BAD_USER_INPUT', M.menuItemBlank],
      [{ menuItemId: rice.menuItemId, quantity: '' }, 'BAD_USER_INPUT', M.quantityBlank],
      [{ menuItemId: rice.menuItemId, quantity: '0' }, 'BAD_USER_INPUT', M.quantityBlank],
      [{ menuItemId: rice.menuItemId, quantity: '-2' }, 'BAD_USER_INPUT', M.quantityBlank],
      [{ menuItemId: rice.menuItemId, quantity: 'two' }, 'BAD_USER_INPUT', M.quantityBlank],
      // unknown here and to catalogue (flows.md rule 7)
      [{ menuItemId: randomUUID(), quantity: '1' }, 'NOT_FOUND', M.menuItemBlank],
      // a malformed id is the platform's ID check
      [
        { menuItemId: 'not-an-id', quantity: '1' },
        'BAD_USER_INPUT',
        'menuItemId is not a valid id',
      ],
    ];
    for (const [input, code, message] of cases) {
      expect(failure(await addInvoiceItem(ana, inv.id, input))).toEqual({ code, message });
    }
    const misc: Array<[{ name: string; total: string }, string]> = [
      [{ name: ' ', total: '1' }, M.miscNameBlank],
      [{ name: 'Box', total: '' }, M.miscTotalBlank],
      [{ name: 'Box', total: 'abc' }, M.miscTotalBlank],
      [{ name: 'Box', total: '-1' }, M.totalInvalid],
    ];
    for (const [input, message] of misc) {
      expect(failure(await addInvoiceMisc(ana, inv.id, input))).toEqual({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
    expect(await readInvoice(ana, inv.id)).toMatchObject({ items: [], miscs: [], revision: 1 });
  });

  it('prices a line at the menu price (confirmedPrice) and totals it to the cent', async () => {
    const first = data(
      await addInvoiceItem(ana, inv.id, { menuItemId: rice.menuItemId, quantity: '3' }),
    ).addInvoiceItem;
    expect(first.items).toEqual([
      expect.objectContaining({
        menuItemId: rice.menuItemId,
        menuId: rice.menuId,
        name: 'NASI LEMAK',
        category: 'MAINS',
        sellingPrice: '12.50',
        confirmedPrice: '12.50',
        quantity: '3',
        total: '37.50',
      }),
    ]);
    const second = data(
      await addInvoiceItem(ana, inv.id, { menuItemId: tea.menuItemId, quantity: '1.5' }),
    ).addInvoiceItem;
    expect(second.items.map((i) => i.total)).toEqual(['37.50', '4.80']);
    const withMisc = data(
      await addInvoiceMisc(ana, inv.id, { name: 'Box Packaging', total: '2.5' }),
    ).addInvoiceMisc;
    expect(withMisc).toMatchObject({
      itemsTotal: '42.30',
      miscTotal: '2.50',
      grandTotal: '44.80',
      revision: 4,
      miscs: [expect.objectContaining({ name: 'Box Packaging', total: '2.50' })],
    });
  });

  it('refuses a menu already on the invoice (another version of it too)', async () => {
    const v2 = await addMenuItem(t, ana, 'NASI LEMAK', '13.00', {
      menuId: rice.menuId,
      versionNumber: 2,
    });
    const res = await addInvoiceItem(ana, inv.id, { menuItemId: v2.menuItemId, quantity: '1' });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', message: M.menuItemUsed });
  });

  it('keeps confirmedPrice when the menu price moves; saving the line confirms the new one', async () => {
    await deliverEvent(
      t,
      'catalogue.menu-item.saved',
      { ...tea, price: '3.50', revision: 2 },
      ana.outletId,
    );
    const before = (await readInvoice(ana, inv.id))!;
    const line = before.items.find((i) => i.menuItemId === tea.menuItemId)!;
    expect(line).toMatchObject({ sellingPrice: '3.50', confirmedPrice: '3.20' });
    const updated = data(
      await ana.gql<{ updateInvoiceItem: Invoice }>(
        `mutation($id: ID!, $input: InvoiceItemInput!) {
           updateInvoiceItem(id: $id, input: $input) { ${INVOICE_FIELDS} } }`,
        { id: line.id, input: { menuItemId: tea.menuItemId, quantity: '2' } },
      ),
    ).updateInvoiceItem;
    expect(updated.items.find((i) => i.id === line.id)).toMatchObject({
      confirmedPrice: '3.50',
      quantity: '2',
      total: '7.00',
    });
    expect(updated.grandTotal).toBe('47.00');
    expect(updated.revision).toBe(before.revision + 1);
  });

  it('asks catalogue once for a menu item it has not heard of', async () => {
    const known: MenuItemSavedEvent = {
      menuItemId: randomUUID(),
      menuId: randomUUID(),
      versionNumber: 1,
      name: 'KUIH',
      category: 'DESSERT',
      price: '1.20',
      costPerServing: '0.40',
      ingredients: [],
      batchIngredients: [],
      variantIds: [],
      revision: 3,
    };
    lookups.answer('catalogue', (req) =>
      (req as { ids?: string[] }).ids?.includes(known.menuItemId) ? [known] : [],
    );
    try {
      const res = data(
        await addInvoiceItem(ana, inv.id, { menuItemId: known.menuItemId, quantity: '10' }),
      ).addInvoiceItem;
      expect(res.items.at(-1)).toMatchObject({ name: 'KUIH', total: '12.00' });
    } finally {
      lookups.answer('catalogue', 'nothing');
    }
  });

  it('updates and deletes miscs and items, the grand total kept', async () => {
    const before = (await readInvoice(ana, inv.id))!;
    const misc = before.miscs[0];
    const updated = data(
      await ana.gql<{ updateInvoiceMisc: Invoice }>(
        `mutation($id: ID!, $input: InvoiceMiscInput!) {
           updateInvoiceMisc(id: $id, input: $input) { ${INVOICE_FIELDS} } }`,
        { id: misc.id, input: { name: 'Delivery', total: '10' } },
      ),
    ).updateInvoiceMisc;
    expect(updated.miscs).toEqual([{ id: misc.id, name: 'Delivery', total: '10.00' }]);
    const noMisc = data(
      await ana.gql<{ deleteInvoiceMisc: Invoice }>(
        `mutation($id: ID!) { deleteInvoiceMisc(id: $id) { ${INVOICE_FIELDS} } }`,
        { id: misc.id },
      ),
    ).deleteInvoiceMisc;
    expect(noMisc.miscs).toEqual([]);
    const last = noMisc.items.at(-1)!;
    const fewer = data(
      await ana.gql<{ deleteInvoiceItem: Invoice }>(
        `mutation($id: ID!) { deleteInvoiceItem(id: $id) { ${INVOICE_FIELDS} } }`,
        { id: last.id },
      ),
    ).deleteInvoiceItem;
    expect(fewer.items.map((i) => i.id)).not.toContain(last.id);
    // grand total = Σ items + Σ miscs
    expect(fewer.grandTotal).toBe('44.50');
    expect(fewer.revision).toBe(before.revision + 3);
    const gone = await ana.gql(`mutation { deleteInvoiceItem(id: "${last.id}") { id } }`);
    expect(failure(gone)).toEqual({ code: 'NOT_FOUND', message: M.itemNotFound });
  });

  it('keeps remarks (blank clears), the due date, and the e-mail flag only with an e-mail', async () => {
    const remarks = data(
      await ana.gql<{ updateInvoiceRemarks: Invoice }>(
        `mutation($id: ID!) { updateInvoiceRemarks(id: $id, outletRemarks: "  Thank you ") { ${INVOICE_FIELDS} } }`,
        { id: inv.id },
      ),
    ).updateInvoiceRemarks;
    expect(remarks.outletRemarks).toBe('Thank you');
    const flag = await ana.gql(
      `mutation($id: ID!) { setInvoiceSendByEmail(id: $id, sendByEmail: true) { id } }`,
      { id: inv.id },
    );
    expect(failure(flag)).toEqual({ code: 'BAD_USER_INPUT', message: M.noClientEmail });
    const due = addDays(today(), 14);
    const dated = data(
      await ana.gql<{ setInvoiceDueDate: Invoice }>(
        `mutation($id: ID!, $d: String!) { setInvoiceDueDate(id: $id, dueDate: $d) { ${INVOICE_FIELDS} } }`,
        { id: inv.id, d: due },
      ),
    ).setInvoiceDueDate;
    expect(dated.dueDate).toBe(due);
    const bad = await ana.gql(
      `mutation($id: ID!) { setInvoiceDueDate(id: $id, dueDate: "2026-02-30") { id } }`,
      { id: inv.id },
    );
    expect(failure(bad)).toEqual({ code: 'BAD_USER_INPUT', message: M.dateInvalid });
  });

  it('keeps a due date within 90 days back while 90-day checking is on (flows.md §4.12)', async () => {
    const setDue = (d: string) =>
      ana.gql<{ setInvoiceDueDate: Invoice }>(
        `mutation($id: ID!, $d: String!) { setInvoiceDueDate(id: $id, dueDate: $d) { ${INVOICE_FIELDS} } }`,
        { id: inv.id, d },
      );
    const before = (await readInvoice(ana, inv.id))!.dueDate;
    await pinNinetyDayChecking(t, true);
    try {
      expect(failure(await setDue(addDays(today(), -92)))).toEqual({
        code: 'BAD_USER_INPUT',
        message: M.dueDateOutsideWindow,
      });
      expect((await readInvoice(ana, inv.id))!.dueDate).toBe(before);
      expect(data(await setDue(addDays(today(), -30))).setInvoiceDueDate.dueDate).toBe(
        addDays(today(), -30),
      );
      await pinNinetyDayChecking(t, false);
      expect(data(await setDue(addDays(today(), -200))).setInvoiceDueDate.dueDate).toBe(
        addDays(today(), -200),
      );
    } finally {
      await pinNinetyDayChecking(t, false);
    }
  });
});

describe('sending, paying, crediting, deleting (spec 3 §4.3, flows.md §4.2)', () => {
  it('refuses an invoice without items', async () => {
    const inv = await createInvoice(ana, 'Borneo Catering');
    expect(failure(await sendInvoice(ana, inv.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.noItems,
    });
    expect((await readInvoice(ana, inv.id))!.invoiceState).toBe('DRAFT');
    await ana.gql(`mutation($id: ID!) { deleteInvoice(id: $id) }`, { id: inv.id });
  });

  it('sends: CONFIRMED, CREDIT, dated today, .sent with the whole snapshot', async () => {
    const inv = await createInvoice(ana, 'Borneo Catering');
    data(await addInvoiceItem(ana, inv.id, { menuItemId: rice.menuItemId, quantity: '2' }));
    data(await addInvoiceMisc(ana, inv.id, { name: 'Box', total: '1.00' }));
    await t.ownerSql(`UPDATE invoices SET invoice_date = '2026-01-02' WHERE id = $1`, [inv.id]);
    const { event } = await expectEvent<InvoiceSnapshot>('procurement.invoice.sent', ofOutlet(ana));
    const sent = data(await sendInvoice(ana, inv.id)).sendInvoice;
    expect(sent).toMatchObject({
      invoiceState: 'CONFIRMED',
      invoiceStatus: 'CREDIT',
      invoiceDate: today(),
      sent: true,
      grandTotal: '26.00',
    });
    const snapshot = (await event).payload;
    expect(snapshot).toEqual({
      invoiceId: inv.id,
      invoiceNumber: inv.invoiceNumber,
      invoiceState: 'CONFIRMED',
      invoiceStatus: 'CREDIT',
      invoiceDate: today(),
      dueDate: today(),
      paymentDate: null,
      items: [
        {
          invoiceItemId: sent.items[0].id,
          menuItemId: rice.menuItemId,
          quantity: '2',
          confirmedPrice: '12.50',
        },
      ],
      miscs: [{ name: 'Box', total: '1.00' }],
      grandTotal: '26.00',
      revision: sent.revision,
    });
    // only drafts change (remarks and the credit due date may)
    expect(
      failure(await addInvoiceItem(ana, inv.id, { menuItemId: tea.menuItemId, quantity: '1' })),
    ).toEqual({ code: 'CONFLICT', message: M.notDraft });
    expect(failure(await sendInvoice(ana, inv.id))).toEqual({
      code: 'CONFLICT',
      message: M.notDraft,
    });
    const remarks = data(
      await ana.gql<{ updateInvoiceRemarks: Invoice }>(
        `mutation($id: ID!) { updateInvoiceRemarks(id: $id, outletRemarks: "Paid by cheque") { revision } }`,
        { id: inv.id },
      ),
    ).updateInvoiceRemarks;
    expect(remarks.revision).toBe(sent.revision + 1);
  });

  it('flips CREDIT → PAID → CREDIT with .paid and .credited, revisions increasing', async () => {
    const inv = await sentInvoice(ana, 'Borneo Catering', rice.menuItemId);
    const draft = await createInvoice(ana, 'Borneo Catering');
    expect(failure(await setInvoiceStatus(ana, draft.id, 'PAID', today()))).toEqual({
      code: 'CONFLICT',
      message: M.notSent,
    });
    expect(failure(await setInvoiceStatus(ana, inv.id, 'CREDIT', today()))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.alreadyStatus('CREDIT'),
    });
    expect(failure(await setInvoiceStatus(ana, inv.id, 'PAID', addDays(today(), 1)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.paymentDateFuture,
    });
    expect(failure(await setInvoiceStatus(ana, inv.id, 'PAID', 'soon'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.dateInvalid,
    });

    const paidOn = addDays(today(), -2);
    const paidEvent = await expectEvent<InvoiceSnapshot>('procurement.invoice.paid', ofOutlet(ana));
    const paid = data(await setInvoiceStatus(ana, inv.id, 'PAID', paidOn)).setInvoiceStatus;
    expect(paid).toMatchObject({ invoiceStatus: 'PAID', paymentDate: paidOn, dueDate: paidOn });
    // increasing, not always by one: a sales test app on the shared NATS may turn the paid
    // invoice into a sale of its own, whose sale.saved links the invoice (a revision of its own)
    expect(paid.revision).toBeGreaterThan(inv.revision);
    expect((await paidEvent.event).payload).toMatchObject({
      invoiceId: inv.id,
      invoiceStatus: 'PAID',
      paymentDate: paidOn,
      dueDate: paidOn,
      revision: paid.revision,
    });
    expect(failure(await setInvoiceStatus(ana, inv.id, 'PAID', paidOn))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.alreadyStatus('PAID'),
    });
    // a PAID invoice's due date is its payment date
    const due = await ana.gql(
      `mutation($id: ID!, $d: String!) { setInvoiceDueDate(id: $id, dueDate: $d) { id } }`,
      { id: inv.id, d: today() },
    );
    expect(failure(due)).toEqual({ code: 'CONFLICT', message: M.dueDateNotCredit });

    const dueOn = addDays(today(), 30);
    const creditEvent = await expectEvent<InvoiceSnapshot>(
      'procurement.invoice.credited',
      ofOutlet(ana),
    );
    const credited = data(await setInvoiceStatus(ana, inv.id, 'CREDIT', dueOn)).setInvoiceStatus;
    expect(credited).toMatchObject({ invoiceStatus: 'CREDIT', paymentDate: null, dueDate: dueOn });
    expect(credited.revision).toBeGreaterThan(paid.revision);
    expect((await creditEvent.event).payload).toMatchObject({
      invoiceStatus: 'CREDIT',
      paymentDate: null,
      dueDate: dueOn,
      revision: credited.revision,
    });
    await ana.gql(`mutation($id: ID!) { deleteInvoice(id: $id) }`, { id: draft.id });
  });

  it('deletes: a draft quietly, a sent one with .deleted (state DELETED); both leave reads', async () => {
    const events = await collectEvents<InvoiceSnapshot>(
      'procurement.invoice.deleted',
      ofOutlet(ana),
    );
    const draft = await createInvoice(ana, 'Borneo Catering');
    expect(
      data(await ana.gql(`mutation($id: ID!) { deleteInvoice(id: $id) }`, { id: draft.id })),
    ).toEqual({ deleteInvoice: true });
    const sent = await sentInvoice(ana, 'Borneo Catering', rice.menuItemId);
    data(await ana.gql(`mutation($id: ID!) { deleteInvoice(id: $id) }`, { id: sent.id }));
    await new Promise((r) => setTimeout(r, 1500));
    events.stop();
    const got = events.events;
    expect(got.map((e) => e.payload.invoiceId)).toEqual([sent.id]);
    expect(got[0].payload).toMatchObject({
      invoiceState: 'DELETED',
      invoiceStatus: 'CREDIT',
      revision: sent.revision + 1,
    });
    expect(await readInvoice(ana, sent.id)).toBeNull();
    expect(await readInvoice(ana, draft.id)).toBeNull();
    const again = await ana.gql(`mutation($id: ID!) { deleteInvoice(id: $id) }`, { id: sent.id });
    expect(failure(again)).toEqual({ code: 'NOT_FOUND', message: M.notFound });
  });

  it('sends by e-mail only to a client with an e-mail and with mail connected', async () => {
    const noEmail = await createInvoice(ana, 'Borneo Catering');
    data(await addInvoiceItem(ana, noEmail.id, { menuItemId: rice.menuItemId, quantity: '1' }));
    expect(failure(await sendInvoice(ana, noEmail.id, true))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.noClientEmail,
    });
    const inv = await createInvoice(ana, 'Kopi Corner');
    data(await addInvoiceItem(ana, inv.id, { menuItemId: rice.menuItemId, quantity: '1' }));
    expect(failure(await sendInvoice(ana, inv.id, true))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.mailNotConnected,
    });
    await deliverEvent(
      t,
      'identity.owner.registered',
      eventPayload('identity.owner.registered', {
        ownerId: ana.ownerId,
        email: ana.email,
        revision: 1,
      }),
    );
    await connectMail(t, ana);
    const { event } = await expectEvent<Record<string, unknown>>(
      'procurement.mail.requested',
      ofOutlet(ana),
    );
    const sent = data(await sendInvoice(ana, inv.id, true)).sendInvoice;
    expect(sent).toMatchObject({ invoiceState: 'CONFIRMED', sendByEmail: true });
    expect((await event).payload).toMatchObject({
      ownerId: ana.ownerId,
      templateType: 'invoice',
      to: 'accounts@kopi.example',
      cc: [ana.email],
      subject: `Invoice From Test Outlet #${inv.invoiceNumber}`,
      attachmentKey: null,
      content: {
        invoiceNumber: inv.invoiceNumber,
        invoiceCreationDate: today(),
        clientName: 'Kopi Corner',
        outletName: 'Test Outlet',
        clientLink: sent.clientLink,
        outletContact: expect.any(String),
      },
    });
    await ana.gql(`mutation($id: ID!) { deleteInvoice(id: $id) }`, { id: noEmail.id });
  });
});

describe('clients and their invoices', () => {
  it('flags e-mail for a client with one; a client is kept while an invoice names it', async () => {
    const clientId = await addClient(t, ana, 'Short Lived', { email: 'a@short.example' });
    const inv = await createInvoice(ana, 'Short Lived');
    const flagged = data(
      await ana.gql<{ setInvoiceSendByEmail: Invoice }>(
        `mutation($id: ID!) { setInvoiceSendByEmail(id: $id, sendByEmail: true) { sendByEmail revision } }`,
        { id: inv.id },
      ),
    ).setInvoiceSendByEmail;
    expect(flagged).toEqual({ sendByEmail: true, revision: 2 });
    const del = () => ana.gql(`mutation($id: ID!) { deleteClient(id: $id) }`, { id: clientId });
    expect(failure(await del())).toEqual({ code: 'BAD_USER_INPUT', message: M.clientUsed });
    data(await ana.gql(`mutation($id: ID!) { deleteInvoice(id: $id) }`, { id: inv.id }));
    expect(data(await del())).toEqual({ deleteClient: true });
    const [row] = await t.ownerSql(`SELECT count(*)::int AS n FROM invoices WHERE id = $1`, [
      inv.id,
    ]);
    expect(row.n).toBe(0);
  });
});

describe('lists (spec 3 §2.6, §2.7)', () => {
  let o: TestOwner;
  let a: Invoice;
  let b: Invoice;
  let c: Invoice;
  let item: MenuItemSavedEvent;
  let cake: MenuItemSavedEvent;
  beforeAll(async () => {
    o = await poOwner(t, '100004');
    await addClient(t, o, 'Zed Cafe');
    await addClient(t, o, 'Able Bakery');
    item = await addMenuItem(t, o, 'ROTI CANAI', '2.00');
    cake = await addMenuItem(t, o, 'KEK LAPIS', '30.00');
    a = await sentInvoice(o, 'Zed Cafe', item.menuItemId);
    b = await sentInvoice(o, 'Zed Cafe', cake.menuItemId);
    c = await sentInvoice(o, 'Able Bakery', item.menuItemId);
    await createInvoice(o, 'Zed Cafe'); // a draft: never listed
    const dated: Array<[string, string, string]> = [
      [a.id, '2026-03-01', '2026-03-05'],
      [b.id, '2026-03-20', '2999-01-01'],
      [c.id, '2026-03-10', '2026-03-12'],
    ];
    for (const [id, day, due] of dated) {
      await t.ownerSql(`UPDATE invoices SET invoice_date = $2, due_date = $3 WHERE id = $1`, [
        id,
        day,
        due,
      ]);
    }
    data(await setInvoiceStatus(o, c.id, 'PAID', '2026-03-15'));
  });

  const list = (from: string, to: string, extra = '') =>
    o.gql<{ invoices: { nodes: Invoice[]; totalCount: number } }>(
      `query($from: String!, $to: String!) { invoices(from: $from, to: $to ${extra}) {
         nodes { id invoiceStatus overdue items { name } } totalCount } }`,
      { from, to },
    );

  it('answers sent invoices in [from, to), newest first, by status', async () => {
    const march = data(await list('2026-03-01', '2026-04-01')).invoices;
    expect(march.nodes.map((i) => i.id)).toEqual([b.id, c.id, a.id]);
    expect(march.totalCount).toBe(3);
    expect(march.nodes[0].items).toEqual([{ name: 'KEK LAPIS' }]);
    const credit = data(await list('2026-03-01', '2026-04-01', ', status: CREDIT')).invoices;
    expect(credit.nodes.map((i) => i.id)).toEqual([b.id, a.id]);
    const paid = data(await list('2026-03-01', '2026-04-01', ', status: PAID')).invoices;
    expect(paid.nodes.map((i) => i.id)).toEqual([c.id]);
    const exclusive = data(await list('2026-03-01', '2026-03-20')).invoices;
    expect(exclusive.nodes.map((i) => i.id)).toEqual([c.id, a.id]);
    const paged = data(await list('2026-03-01', '2026-04-01', ', offset: 1, limit: 1')).invoices;
    expect(paged).toMatchObject({ totalCount: 3, nodes: [{ id: c.id }] });
    expect(failure(await list('2026-04-01', '2026-03-01'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.rangeInvalid,
    });
  });

  it('totals the receivable and lists the overdue (CREDIT past due)', async () => {
    const r = data(await o.gql<{ invoiceReceivable: string }>(`{ invoiceReceivable }`));
    expect(r.invoiceReceivable).toBe('64.00'); // a 4.00 + b 60.00
    const overdue = data(
      await o.gql<{ overdueInvoices: Invoice[] }>(`{ overdueInvoices { id overdue dueDate } }`),
    ).overdueInvoices;
    expect(overdue).toEqual([{ id: a.id, overdue: true, dueDate: '2026-03-05' }]);
  });

  it("answers a client's invoices by status, searched on item names", async () => {
    const q = (status: string, search: string | null) =>
      o.gql<{
        clients: {
          nodes: Array<{ name: string; invoices: { nodes: Invoice[]; totalCount: number } }>;
        };
      }>(
        `query($s: InvoiceStatus!, $q: String) { clients { nodes { name
           invoices(status: $s, search: $q) { nodes { id } totalCount } } } }`,
        { s: status, q: search },
      );
    const credit = data(await q('CREDIT', null)).clients.nodes;
    expect(credit.find((x) => x.name === 'Zed Cafe')!.invoices.nodes.map((i) => i.id)).toEqual([
      b.id,
      a.id,
    ]);
    expect(credit.find((x) => x.name === 'Able Bakery')!.invoices.totalCount).toBe(0);
    const searched = data(await q('CREDIT', 'roti')).clients.nodes;
    expect(searched.find((x) => x.name === 'Zed Cafe')!.invoices.nodes.map((i) => i.id)).toEqual([
      a.id,
    ]);
    const paid = data(await q('PAID', null)).clients.nodes;
    expect(paid.find((x) => x.name === 'Able Bakery')!.invoices.nodes.map((i) => i.id)).toEqual([
      c.id,
    ]);
  });

  it('links and unlinks the INVOICE sale from sales events (by revision)', async () => {
    const saleId = randomUUID();
    const saved = (revision: number, sourceRef: string) =>
      deliverEvent(
        t,
        'sales.sale.saved',
        eventPayload('sales.sale.saved', {
          saleId,
          saleDate: '2026-03-15',
          saleState: 'CONFIRMED',
          sourceType: 'INVOICE',
          sourceRef,
          items: [],
          subTotal: '4.00',
          nettTotal: '4.00',
          revision,
        }),
        o.outletId,
      );
    const link = async (id: string) =>
      data(
        await o.gql<{ invoice: Invoice }>(
          `query($id: ID!) { invoice(id: $id) { savedToSaleId revision } }`,
          {
            id,
          },
        ),
      ).invoice;
    const before = await link(c.id);
    await saved(2, c.id);
    expect(await link(c.id)).toEqual({ savedToSaleId: saleId, revision: before.revision + 1 });
    await saved(1, a.id); // older: ignored
    expect((await link(c.id)).savedToSaleId).toBe(saleId);
    expect((await link(a.id)).savedToSaleId).toBeNull();
    await deliverEvent(
      t,
      'sales.sale.deleted',
      eventPayload('sales.sale.deleted', {
        saleId,
        sourceType: 'INVOICE',
        sourceRef: c.id,
        revision: 3,
      }),
      o.outletId,
    );
    expect((await link(c.id)).savedToSaleId).toBeNull();
    await saved(2, c.id); // a late .saved cannot bring it back
    expect((await link(c.id)).savedToSaleId).toBeNull();
  });
});

describe('SQL statements per request (flat in the page size)', () => {
  it("reads a page of 10 with the list screen's fields in as many statements as a page of 1", async () => {
    const o = await poOwner(t, '100005');
    await addClient(t, o, 'Page Client', { email: 'page@client.example', phone: '+60123000222' });
    const first = await addMenuItem(t, o, 'MEE GORENG', '8.00');
    const second = await addMenuItem(t, o, 'AIS KACANG', '5.50', { category: 'DESSERTS' });
    for (let n = 0; n < 10; n++) {
      const inv = await createInvoice(o, 'Page Client');
      data(await addInvoiceItem(o, inv.id, { menuItemId: first.menuItemId, quantity: '2' }));
      data(await addInvoiceItem(o, inv.id, { menuItemId: second.menuItemId, quantity: '1' }));
      data(await addInvoiceMisc(o, inv.id, { name: 'Delivery', total: '5.00' }));
      data(await sendInvoice(o, inv.id));
    }
    const day = today();
    const statements = (limit: number) =>
      sqlStatementsOf(t.app, async (opts) => {
        const res = await o.gql<{ invoices: { nodes: Invoice[]; totalCount: number } }>(
          `query($from: String!, $to: String!, $limit: Int!) {
             invoices(from: $from, to: $to, status: ALL, offset: 0, limit: $limit) { totalCount
               nodes { ${INVOICE_FIELDS} proofs { id url } poReferences { id url } } } }`,
          { from: day, to: addDays(day, 1), limit },
          opts,
        );
        const list = data(res).invoices;
        expect(list.totalCount).toBe(10);
        expect(list.nodes).toHaveLength(limit);
        expect(list.nodes.every((i) => i.items.length === 2 && i.clientLink !== '')).toBe(true);
      });
    expect(await statements(10)).toBe(await statements(1));
  });
});

describe('the draft limit and the number clock (flows.md §7)', () => {
  it('lets exactly 10 of 13 concurrent creates through, with distinct numbers', async () => {
    const o = await poOwner(t, '100002');
    await addClient(t, o, 'Limit Client');
    const results = await Promise.all(
      Array.from({ length: 13 }, () =>
        o.gql<{ createInvoice: Invoice }>(
          `mutation { createInvoice(clientName: "limit client") { id invoiceNumber } }`,
        ),
      ),
    );
    const made = results.filter((r) => !r.errors).map((r) => r.data!.createInvoice);
    const refused = results.filter((r) => r.errors).map(failure);
    expect(made).toHaveLength(10);
    expect(refused).toEqual(
      Array.from({ length: 3 }, () => ({ code: 'BAD_USER_INPUT', message: M.limitReached })),
    );
    expect(new Set(made.map((p) => p.invoiceNumber)).size).toBe(10);
    expect(data(await o.gql(`{ invoiceLimit { drafts limit } }`))).toEqual({
      invoiceLimit: { drafts: 10, limit: 10 },
    });
    const drafts = data(
      await o.gql<{ draftInvoices: Invoice[] }>(`{ draftInvoices { id } }`),
    ).draftInvoices;
    expect(drafts).toHaveLength(10);
    await o.gql(`mutation($id: ID!) { deleteInvoice(id: $id) }`, { id: made[0].id });
    expect((await createInvoice(o, 'Limit Client')).invoiceState).toBe('DRAFT');
  });

  it('stamps max(now, last + 1 s): strictly increasing, no duplicates under concurrency', async () => {
    const o = await poOwner(t, '100003');
    await addClient(t, o, 'Clock Client');
    const ahead = new Date(Date.now() + 3_600_000);
    ahead.setUTCMilliseconds(0);
    await t.ownerSql(
      `INSERT INTO number_clocks (outlet_id, kind, last) VALUES ($1, 'INVOICE', $2)`,
      [o.outletId, ahead],
    );
    const preview = data(
      await o.gql<{ nextInvoiceNumber: string }>(`{ nextInvoiceNumber }`),
    ).nextInvoiceNumber;
    expect(preview).toBe(`1000039${stampOf(ahead.getTime() + 1000)}`);
    const made = await Promise.all(
      Array.from({ length: 8 }, () => createInvoice(o, 'clock client')),
    );
    const byCreation = [...made].sort((x, y) => (x.id < y.id ? -1 : 1)); // any order
    const stamps = byCreation.map((p) => p.invoiceNumber.slice('1000039'.length)).sort();
    const expected = Array.from({ length: 8 }, (_, i) => stampOf(ahead.getTime() + (i + 1) * 1000));
    expect(stamps).toEqual(expected);
  });
});

/** YYMMDDHHmmss in Kuala Lumpur (UTC+8, no daylight saving). */
function stampOf(ms: number): string {
  const d = new Date(ms + 8 * 3_600_000).toISOString();
  return (
    d.slice(2, 4) +
    d.slice(5, 7) +
    d.slice(8, 10) +
    d.slice(11, 13) +
    d.slice(14, 16) +
    d.slice(17, 19)
  );
}
