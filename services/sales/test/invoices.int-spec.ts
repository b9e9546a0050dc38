import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  type InvoiceSnapshot,
  ProcurementSubjects,
  type SaleDeletedEvent,
  type SaleSavedEvent,
} from '@mise/contracts';
import { SalesMessages } from '@mise/domain';
import {
  deliverEvent,
  eventPayload,
  expectEvent,
  ownersSuite,
  publishEvent,
  until,
} from '@mise/testing';
import { arrangeMenu, type Menu, startSales } from './helpers';

/**
 * Client invoices become INVOICE sales (flows.md §4.2, contract issue 23 §3): procurement's
 * `procurement.invoice.*` events are published on NATS as procurement would, and the sale each
 * invoice wants (one iff CONFIRMED and PAID) is read back through GraphQL and SQL.
 */

const SALE = `id saleDate saleState sourceType sourceRef subTotal billingTotal miscTotal nettTotal
  editable readOnlyReason
  items { menuItemId versionNumber name quantity salePrice costPerServing total mappedToStock }
  miscs { name total } billings { name }`;
const INVOICE_SALES = `query($from: String!, $to: String!) {
  invoiceSales(from: $from, to: $to, offset: 0, limit: 5) { totalCount nodes { ${SALE} } } }`;

type Subject =
  | typeof ProcurementSubjects.invoiceSent
  | typeof ProcurementSubjects.invoicePaid
  | typeof ProcurementSubjects.invoiceCredited
  | typeof ProcurementSubjects.invoiceDeleted;

interface SaleRow {
  id: string;
  sale_date: string;
  source_ref: string;
  nett_total: string;
  sub_total: string;
  misc_total: string;
  revision: number;
}

describe('sales: INVOICE sales from client invoices', () => {
  const s = ownersSuite(startSales, 2);
  let menu: Menu;

  beforeAll(async () => {
    menu = await arrangeMenu(s.t, s.ana);
  });

  /** A sent invoice (CONFIRMED, CREDIT) of 3 NOODLES at 11.00 (the menu says 12.50), 2.5 TEA and a misc. */
  const sent = (over: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot => ({
    ...eventPayload(ProcurementSubjects.invoiceSent),
    invoiceNumber: '12349261120101010',
    invoiceDate: '2026-11-20',
    dueDate: '2026-11-27',
    items: [
      {
        invoiceItemId: randomUUID(),
        menuItemId: menu.noodles.menuItemId,
        quantity: '3',
        confirmedPrice: '11.00',
      },
      {
        invoiceItemId: randomUUID(),
        menuItemId: menu.tea.menuItemId,
        quantity: '2.5',
        confirmedPrice: '3.35',
      },
    ],
    miscs: [{ name: 'Delivery', total: '5.00' }],
    // 33.00 + 8.375 → 8.38 + 5.00
    grandTotal: '46.38',
    revision: 1,
    ...over,
  });
  const paid = (i: InvoiceSnapshot, revision: number, date = '2026-11-25'): InvoiceSnapshot => ({
    ...i,
    invoiceStatus: 'PAID',
    paymentDate: date,
    dueDate: date,
    revision,
  });
  const credited = (i: InvoiceSnapshot, revision: number): InvoiceSnapshot => ({
    ...i,
    invoiceStatus: 'CREDIT',
    paymentDate: null,
    dueDate: '2026-12-01',
    revision,
  });
  const deleted = (i: InvoiceSnapshot, revision: number): InvoiceSnapshot => ({
    ...i,
    invoiceState: 'DELETED',
    revision,
  });

  const deliver = (subject: Subject, payload: InvoiceSnapshot, outletId = s.ana.outletId) =>
    deliverEvent(s.t, subject, payload, outletId);

  const salesOf = (invoiceId: string) =>
    s.t.ownerSql<SaleRow>(
      `SELECT id, to_char(sale_date, 'YYYY-MM-DD') AS sale_date, source_ref,
              nett_total::text, sub_total::text, misc_total::text, revision
         FROM sales WHERE source_type = 'INVOICE' AND source_ref = $1`,
      [invoiceId],
    );

  it('makes no sale for a sent invoice, one INVOICE sale once paid, with sale.saved', async () => {
    const invoice = sent();
    await deliver(ProcurementSubjects.invoiceSent, invoice);
    expect(await salesOf(invoice.invoiceId)).toEqual([]);

    const { event } = await expectEvent<SaleSavedEvent>(
      'sales.sale.saved',
      (e) => e.payload.sourceRef === invoice.invoiceId,
    );
    await deliver(ProcurementSubjects.invoicePaid, paid(invoice, 2));
    const [row] = await salesOf(invoice.invoiceId);
    const e = await event;
    expect(e.outletId).toBe(s.ana.outletId);
    expect(e.payload).toMatchObject({
      saleId: row.id,
      saleDate: '2026-11-25',
      saleState: 'CONFIRMED',
      sourceType: 'INVOICE',
      sourceRef: invoice.invoiceId,
      subTotal: '41.38',
      nettTotal: '46.38',
      revision: 1,
      items: [
        { menuItemId: menu.noodles.menuItemId, quantity: '3', options: [] },
        { menuItemId: menu.tea.menuItemId, quantity: '2.5', options: [] },
      ],
    });

    const res = await s.ana.gql<{ invoiceSales: { totalCount: number; nodes: unknown[] } }>(
      INVOICE_SALES,
      { from: '2026-11-25', to: '2026-11-25' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.invoiceSales.totalCount).toBe(1);
    expect(res.data!.invoiceSales.nodes[0]).toEqual({
      id: row.id,
      saleDate: '2026-11-25',
      saleState: 'CONFIRMED',
      sourceType: 'INVOICE',
      sourceRef: invoice.invoiceId,
      subTotal: '41.38',
      billingTotal: '0.00',
      miscTotal: '5.00',
      nettTotal: '46.38',
      editable: false,
      readOnlyReason: 'from an invoice',
      items: [
        {
          menuItemId: menu.noodles.menuItemId,
          versionNumber: 2,
          name: 'NOODLES',
          quantity: '3',
          salePrice: '11.00',
          costPerServing: '4.125',
          total: '33.00',
          mappedToStock: true,
        },
        {
          menuItemId: menu.tea.menuItemId,
          versionNumber: 1,
          name: 'TEA',
          quantity: '2.5',
          salePrice: '3.35',
          costPerServing: '0',
          total: '8.38',
          mappedToStock: false,
        },
      ],
      miscs: [{ name: 'Delivery', total: '5.00' }],
      billings: [],
    });
    // another owner sees none of it
    const ben = await s.ben.gql<{ invoiceSales: { totalCount: number } }>(INVOICE_SALES, {
      from: '2026-11-25',
      to: '2026-11-25',
    });
    expect(ben.data!.invoiceSales.totalCount).toBe(0);
  });

  it('refuses to edit or delete an INVOICE sale by hand, and changes nothing', async () => {
    const invoice = sent();
    await deliver(ProcurementSubjects.invoicePaid, paid(invoice, 2));
    const [row] = await salesOf(invoice.invoiceId);
    const update = await s.ana.gql(
      `mutation($id: ID!, $input: SaleInput!) { updateSale(id: $id, input: $input) { id } }`,
      {
        id: row.id,
        input: {
          saleDate: '2026-11-25',
          items: [{ menuItemId: menu.tea.menuItemId, quantity: '1' }],
        },
      },
    );
    const del = await s.ana.gql(`mutation($id: ID!) { deleteSale(id: $id) }`, { id: row.id });
    for (const res of [update, del]) {
      expect(res.errors?.[0]).toMatchObject({
        message: SalesMessages.sale.fromInvoice,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(SalesMessages.sale.fromInvoice).toBe(
      'This sale comes from an invoice: change the invoice instead',
    );
    expect(await salesOf(invoice.invoiceId)).toEqual([row]);
  });

  it('deletes the sale when the paid invoice is marked credit again (sale.deleted)', async () => {
    const invoice = sent();
    await deliver(ProcurementSubjects.invoiceSent, invoice);
    await deliver(ProcurementSubjects.invoicePaid, paid(invoice, 2));
    const [row] = await salesOf(invoice.invoiceId);
    const { event } = await expectEvent<SaleDeletedEvent>(
      'sales.sale.deleted',
      (e) => e.payload.saleId === row.id,
    );
    await deliver(ProcurementSubjects.invoiceCredited, credited(invoice, 3));
    expect(await salesOf(invoice.invoiceId)).toEqual([]);
    expect((await event).payload).toEqual({
      saleId: row.id,
      sourceType: 'INVOICE',
      sourceRef: invoice.invoiceId,
      revision: 2,
    });
    const lines = await s.t.ownerSql(`SELECT 1 FROM sales_items WHERE sale_id = $1`, [row.id]);
    expect(lines).toEqual([]);
  });

  it('leaves nothing after paid → credited → paid → deleted', async () => {
    const invoice = sent();
    await deliver(ProcurementSubjects.invoiceSent, invoice);
    await deliver(ProcurementSubjects.invoicePaid, paid(invoice, 2));
    await deliver(ProcurementSubjects.invoiceCredited, credited(invoice, 3));
    expect(await salesOf(invoice.invoiceId)).toEqual([]);
    await deliver(ProcurementSubjects.invoicePaid, paid(invoice, 4, '2026-11-26'));
    expect(await salesOf(invoice.invoiceId)).toEqual([
      expect.objectContaining({ sale_date: '2026-11-26', nett_total: '46.38' }),
    ]);
    await deliver(ProcurementSubjects.invoiceDeleted, deleted(paid(invoice, 5), 5));
    expect(await salesOf(invoice.invoiceId)).toEqual([]);
  });

  it('keeps one sale for the same event twice and for a newer revision that changes nothing', async () => {
    const invoice = sent();
    await deliver(ProcurementSubjects.invoicePaid, paid(invoice, 2));
    const [first] = await salesOf(invoice.invoiceId);
    // the same snapshot again (procurement's outbox publishing it twice), then a newer one
    // that changes nothing of the sale (e.g. remarks): the same sale, untouched
    await deliver(ProcurementSubjects.invoicePaid, paid(invoice, 2));
    await deliver(ProcurementSubjects.invoicePaid, paid(invoice, 3));
    expect(await salesOf(invoice.invoiceId)).toEqual([first]);
    expect(first.revision).toBe(1);
    // a newer paid snapshot with another payment date: the same sale, rewritten (revision 2)
    await deliver(ProcurementSubjects.invoicePaid, paid(invoice, 4, '2026-11-28'));
    expect(await salesOf(invoice.invoiceId)).toEqual([
      { ...first, sale_date: '2026-11-28', revision: 2 },
    ]);
  });

  it('converges whatever the order of delivery', async () => {
    // .paid rev 3 then a late .credited rev 2: the sale stays
    const a = sent();
    await deliver(ProcurementSubjects.invoicePaid, paid(a, 3));
    await deliver(ProcurementSubjects.invoiceCredited, credited(a, 2));
    await deliver(ProcurementSubjects.invoiceSent, a);
    expect(await salesOf(a.invoiceId)).toEqual([
      expect.objectContaining({ sale_date: '2026-11-25', nett_total: '46.38' }),
    ]);
    // .deleted rev 5 then a late .paid rev 4: nothing
    const b = sent();
    await deliver(ProcurementSubjects.invoiceDeleted, deleted(b, 5));
    await deliver(ProcurementSubjects.invoicePaid, paid(b, 4));
    expect(await salesOf(b.invoiceId)).toEqual([]);
  });

  it('asks catalogue once for a menu item it does not know, and leaves out one nobody knows', async () => {
    const known = {
      ...menu.tea,
      menuItemId: randomUUID(),
      name: 'COFFEE',
      price: '4.00',
      revision: 1,
    };
    const nobody = randomUUID();
    const asked: string[][] = [];
    s.t.lookups.answer('catalogue', (req) => {
      asked.push(req.ids ?? []);
      return req.kind === 'menu-item' && req.ids?.includes(known.menuItemId) ? [known] : [];
    });
    try {
      const invoice = sent({
        items: [
          {
            invoiceItemId: randomUUID(),
            menuItemId: known.menuItemId,
            quantity: '2',
            confirmedPrice: '4.50',
          },
          {
            invoiceItemId: randomUUID(),
            menuItemId: nobody,
            quantity: '1',
            confirmedPrice: '9.00',
          },
        ],
        miscs: [],
        grandTotal: '18.00',
      });
      await deliver(ProcurementSubjects.invoicePaid, paid(invoice, 2, '2026-11-24'));
      expect(asked.filter((ids) => ids.includes(known.menuItemId))).toHaveLength(1);
      const res = await s.ana.gql<{
        invoiceSales: { nodes: Array<{ sourceRef: string; nettTotal: string; items: unknown[] }> };
      }>(INVOICE_SALES, { from: '2026-11-24', to: '2026-11-24' });
      const sale = res.data!.invoiceSales.nodes.find((n) => n.sourceRef === invoice.invoiceId);
      expect(sale).toMatchObject({
        nettTotal: '9.00',
        items: [{ name: 'COFFEE', quantity: '2', salePrice: '4.50', total: '9.00' }],
      });
    } finally {
      s.t.lookups.answer('catalogue', 'nothing');
    }
  });

  it('retries the event while catalogue does not answer, and converges once it does', async () => {
    const later = { ...menu.tea, menuItemId: randomUUID(), name: 'JUICE', revision: 1 };
    s.t.lookups.answer('catalogue', 'silent');
    try {
      const invoice = sent({
        items: [
          {
            invoiceItemId: randomUUID(),
            menuItemId: later.menuItemId,
            quantity: '1',
            confirmedPrice: '6.00',
          },
        ],
        miscs: [],
        grandTotal: '6.00',
      });
      const envelope = await publishEvent(
        ProcurementSubjects.invoicePaid,
        paid(invoice, 2),
        s.ana.outletId,
      );
      // the look-up times out (1.5 s): nothing written, the event not taken
      await new Promise((r) => setTimeout(r, 2500));
      expect(await salesOf(invoice.invoiceId)).toEqual([]);
      expect(await s.t.ownerSql(`SELECT 1 FROM inbox WHERE event_id = $1`, [envelope.id])).toEqual(
        [],
      );
      s.t.lookups.answer('catalogue', (req) =>
        req.ids?.includes(later.menuItemId) ? [later] : [],
      );
      const [row] = await until(
        () => salesOf(invoice.invoiceId),
        (r) => r.length === 1,
        'the retried invoice event',
        30_000,
      );
      expect(row.nett_total).toBe('6.00');
    } finally {
      s.t.lookups.answer('catalogue', 'nothing');
    }
  }, 60_000);

  /**
   * The property (flows.md §0 rule 4): random snapshots of one invoice (sent, paid, credited,
   * deleted, each with its own lines and revision 1..n), delivered shuffled with duplicates, end
   * with exactly one sale iff the highest revision is CONFIRMED and PAID, its nett total that
   * snapshot's grand total and its date that snapshot's payment date.
   */
  it('ends with one sale iff the newest snapshot is CONFIRMED and PAID (property)', async () => {
    const line = fc.record({
      item: fc.nat(1),
      tenths: fc.integer({ min: 1, max: 99 }),
      cents: fc.integer({ min: 0, max: 5000 }),
    });
    const step = fc.record({
      kind: fc.constantFrom('sent', 'paid', 'credited', 'deleted'),
      day: fc.integer({ min: 1, max: 28 }),
      lines: fc.array(line, { minLength: 1, maxLength: 3 }),
      miscCents: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
    });
    const plan = fc.array(step, { minLength: 1, maxLength: 5 }).chain((steps) =>
      fc.record({
        steps: fc.constant(steps),
        // every snapshot twice (a duplicate of each), in any order
        order: fc.shuffledSubarray([...steps.keys(), ...steps.keys()], {
          minLength: steps.length * 2,
        }),
      }),
    );
    const items = [menu.noodles.menuItemId, menu.tea.menuItemId];
    await fc.assert(
      fc.asyncProperty(plan, async ({ steps, order }) => {
        const invoiceId = randomUUID();
        const snapshots = steps.map((st, i): { subject: Subject; snapshot: InvoiceSnapshot } => {
          const day = `2026-10-${String(st.day).padStart(2, '0')}`;
          // exact: cents × tenths ÷ 10, half-up, in whole cents
          const totals = st.lines.map((l) => Math.floor((l.cents * l.tenths + 5) / 10));
          const misc = st.miscCents ?? 0;
          const grand = totals.reduce((a, b) => a + b, 0) + misc;
          const snapshot: InvoiceSnapshot = {
            invoiceId,
            invoiceNumber: 'P-1',
            invoiceState: st.kind === 'deleted' ? 'DELETED' : 'CONFIRMED',
            invoiceStatus: st.kind === 'paid' ? 'PAID' : 'CREDIT',
            invoiceDate: '2026-10-01',
            dueDate: day,
            paymentDate: st.kind === 'paid' ? day : null,
            items: st.lines.map((l) => ({
              invoiceItemId: randomUUID(),
              menuItemId: items[l.item],
              quantity: (l.tenths / 10).toFixed(1),
              confirmedPrice: (l.cents / 100).toFixed(2),
            })),
            miscs: st.miscCents === null ? [] : [{ name: 'Misc', total: (misc / 100).toFixed(2) }],
            grandTotal: (grand / 100).toFixed(2),
            revision: i + 1,
          };
          const subject = {
            sent: ProcurementSubjects.invoiceSent,
            paid: ProcurementSubjects.invoicePaid,
            credited: ProcurementSubjects.invoiceCredited,
            deleted: ProcurementSubjects.invoiceDeleted,
          }[st.kind];
          return { subject, snapshot };
        });
        for (const i of order) {
          const { subject, snapshot } = snapshots[i];
          await deliver(subject, snapshot);
        }
        const newest = snapshots[snapshots.length - 1].snapshot;
        const rows = await salesOf(invoiceId);
        if (newest.invoiceState === 'CONFIRMED' && newest.invoiceStatus === 'PAID') {
          expect(rows).toHaveLength(1);
          expect(rows[0].nett_total).toBe(newest.grandTotal);
          expect(rows[0].sale_date).toBe(newest.paymentDate);
        } else {
          expect(rows).toEqual([]);
        }
      }),
      { numRuns: Number(process.env.INVOICE_SALES_RUNS ?? 15) },
    );
  }, 240_000);
});
