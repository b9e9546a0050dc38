import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import fc from 'fast-check';
import {
  CatalogueSubjects,
  type EventMap,
  type EventSubject,
  type InvoiceSnapshot,
  ProcurementSubjects,
  SalesSubjects,
} from '@mise/contracts';
import { Db } from '@mise/platform';
import { deliverEvent, signedInOwner } from '@mise/testing';
import { LedgerQueries } from '../src/ledger';
import { type InventoryTestApp, startInventory } from './helpers';

/**
 * Client invoices and the INVOICE sales they make (issue 23, flows.md §4.2) in inventory's books:
 * random invoices are sent, paid, credited again and deleted; each step delivers the
 * `procurement.invoice.*` snapshot procurement emits and, when the invoice becomes or stops being
 * PAID, the `sales.sale.saved` / `.deleted` sales emits for its INVOICE sale (sometimes before
 * the invoice event: the two services' events race). Once both are applied: every CONFIRMED
 * CREDIT invoice has exactly its CREDIT_INVOICE rows, a PAID one none and its sale's SALE_USAGE
 * instead, a deleted one neither; each ingredient's stock is the sum of its movements and equals
 * −Σ recipe × quantity over the live sent invoices (paid or not, an invoice's goods are gone once).
 */

const B = Big();
B.DP = 6;
B.RM = Big.roundHalfUp;

/** two menu items over two ingredients: amounts per serving */
const RECIPES = [
  [
    { ingredient: 0, amount: '0.2' },
    { ingredient: 1, amount: '0.05' },
  ],
  [{ ingredient: 1, amount: '0.3' }],
];

type Line = { item: number; tenths: number };
type Op =
  | { t: 'send'; day: number; lines: Line[] }
  | { t: 'pay'; pick: number; day: number; salesFirst: boolean }
  | { t: 'credit'; pick: number; salesFirst: boolean }
  | { t: 'delete'; pick: number; salesFirst: boolean };

const lines = fc.uniqueArray(
  fc.record({ item: fc.nat(1), tenths: fc.integer({ min: 1, max: 50 }) }),
  { minLength: 1, maxLength: 2, selector: (l) => l.item },
);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ t: fc.constant('send' as const), day: fc.nat(20), lines }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('pay' as const),
      pick: fc.nat(),
      day: fc.nat(20),
      salesFirst: fc.boolean(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('credit' as const),
      pick: fc.nat(),
      salesFirst: fc.boolean(),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('delete' as const),
      pick: fc.nat(),
      salesFirst: fc.boolean(),
    }),
    weight: 1,
  },
);

const dayOf = (n: number) => new Date(Date.UTC(2026, 9, 1 + n)).toISOString().slice(0, 10);

interface ModelInvoice {
  snapshot: InvoiceSnapshot;
  lines: Line[];
  /** the INVOICE sale sales holds for it while PAID */
  saleId: string | null;
}

describe('client invoices in the books (property: CREDIT_INVOICE xor an INVOICE sale)', () => {
  let t: InventoryTestApp;
  let outletId: string;
  let db: Db;
  let queries: LedgerQueries;

  beforeAll(async () => {
    t = await startInventory();
    outletId = (await signedInOwner(t)).outletId;
    db = t.app.get(Db);
    queries = t.app.get(LedgerQueries);
  });
  afterAll(() => t.close());

  it('keeps stock = Σ movements = −Σ live invoices, CREDIT_INVOICE rows iff CONFIRMED ∧ CREDIT', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 10 }), async (ops) => {
        const ingredients = [randomUUID(), randomUUID()];
        const menuItemIds = RECIPES.map(() => randomUUID());
        const deliver = <S extends EventSubject>(subject: S, payload: EventMap[S]) =>
          deliverEvent(t, subject, payload, outletId, 30_000);
        for (const [i, recipe] of RECIPES.entries()) {
          await deliver(CatalogueSubjects.menuItemSaved, {
            menuItemId: menuItemIds[i],
            menuId: randomUUID(),
            versionNumber: 1,
            name: `DISH ${i}`,
            category: 'MAINS',
            price: '10',
            costPerServing: '1',
            ingredients: recipe.map((r) => ({
              ingredientId: ingredients[r.ingredient],
              preferredInventoryId: null,
              amount: r.amount,
            })),
            batchIngredients: [],
            variantIds: [],
            revision: 1,
          });
        }
        const invoices: ModelInvoice[] = [];
        /**
         * The sources this run made (every invoice, every sale). Other services' test apps share
         * the machine's NATS: a sales app running beside this file turns the paid invoices it
         * hears into sales of its own, whose usage lands on these ingredients too. The books are
         * checked on all rows (stock = Σ movements) and on this run's rows (= the model).
         */
        const mine: string[] = [];
        const quantity = (l: Line) => new B(l.tenths).div(10).toFixed();

        /** sales' INVOICE sale of a paid invoice (what services/sales emits for it) */
        const saleSaved = (inv: ModelInvoice) =>
          deliver(SalesSubjects.saleSaved, {
            saleId: inv.saleId!,
            saleDate: inv.snapshot.paymentDate!,
            saleState: 'CONFIRMED',
            sourceType: 'INVOICE',
            sourceRef: inv.snapshot.invoiceId,
            items: inv.lines.map((l) => ({
              salesItemId: randomUUID(),
              menuItemId: menuItemIds[l.item],
              quantity: quantity(l),
              options: [],
            })),
            subTotal: '0.00',
            nettTotal: inv.snapshot.grandTotal,
            revision: 1,
          });
        const saleDeleted = (saleId: string, invoiceId: string) =>
          deliver(SalesSubjects.saleDeleted, {
            saleId,
            sourceType: 'INVOICE',
            sourceRef: invoiceId,
            revision: 2,
          });
        /** both services' events of one step, in the order the race gave */
        const both = async (first: () => Promise<unknown>, second: () => Promise<unknown>) => {
          await first();
          await second();
        };

        for (const o of ops) {
          const live = invoices.filter((i) => i.snapshot.invoiceState === 'CONFIRMED');
          const credit = live.filter((i) => i.snapshot.invoiceStatus === 'CREDIT');
          const paid = live.filter((i) => i.snapshot.invoiceStatus === 'PAID');
          if (o.t === 'send') {
            const inv: ModelInvoice = {
              lines: o.lines,
              saleId: null,
              snapshot: {
                invoiceId: randomUUID(),
                invoiceNumber: `INV-${invoices.length + 1}`,
                invoiceState: 'CONFIRMED',
                invoiceStatus: 'CREDIT',
                invoiceDate: dayOf(o.day),
                dueDate: dayOf(o.day),
                paymentDate: null,
                items: o.lines.map((l) => ({
                  invoiceItemId: randomUUID(),
                  menuItemId: menuItemIds[l.item],
                  quantity: quantity(l),
                  confirmedPrice: '10.00',
                })),
                miscs: [],
                grandTotal: '0.00',
                // the draft's own changes came first
                revision: 3,
              },
            };
            invoices.push(inv);
            mine.push(inv.snapshot.invoiceId);
            await deliver(ProcurementSubjects.invoiceSent, inv.snapshot);
          } else if (o.t === 'pay') {
            if (!credit.length) continue;
            const inv = credit[o.pick % credit.length];
            const date = dayOf(o.day);
            inv.snapshot = {
              ...inv.snapshot,
              invoiceStatus: 'PAID',
              paymentDate: date,
              dueDate: date,
              revision: inv.snapshot.revision + 1,
            };
            inv.saleId = randomUUID();
            mine.push(inv.saleId);
            const invoiceEvent = () => deliver(ProcurementSubjects.invoicePaid, inv.snapshot);
            const saleEvent = () => saleSaved(inv);
            await (o.salesFirst ? both(saleEvent, invoiceEvent) : both(invoiceEvent, saleEvent));
          } else if (o.t === 'credit') {
            if (!paid.length) continue;
            const inv = paid[o.pick % paid.length];
            const saleId = inv.saleId!;
            inv.snapshot = {
              ...inv.snapshot,
              invoiceStatus: 'CREDIT',
              paymentDate: null,
              revision: inv.snapshot.revision + 1,
            };
            inv.saleId = null;
            const invoiceEvent = () => deliver(ProcurementSubjects.invoiceCredited, inv.snapshot);
            const saleEvent = () => saleDeleted(saleId, inv.snapshot.invoiceId);
            await (o.salesFirst ? both(saleEvent, invoiceEvent) : both(invoiceEvent, saleEvent));
          } else {
            if (!live.length) continue;
            const inv = live[o.pick % live.length];
            const saleId = inv.saleId;
            inv.snapshot = {
              ...inv.snapshot,
              invoiceState: 'DELETED',
              revision: inv.snapshot.revision + 1,
            };
            inv.saleId = null;
            const invoiceEvent = () => deliver(ProcurementSubjects.invoiceDeleted, inv.snapshot);
            if (!saleId) await invoiceEvent();
            else {
              const saleEvent = () => saleDeleted(saleId, inv.snapshot.invoiceId);
              await (o.salesFirst ? both(saleEvent, invoiceEvent) : both(invoiceEvent, saleEvent));
            }
          }

          // every invoice: its live CREDIT_INVOICE rows iff CONFIRMED ∧ CREDIT, its sale's
          // SALE_USAGE iff PAID, each exactly recipe × quantity per ingredient
          const sources = invoices.flatMap((i) => [i.snapshot.invoiceId, i.saleId ?? randomUUID()]);
          const rows = await t.ownerSql<{
            source_type: string;
            source_id: string;
            kind: string;
            item_id: string;
            q: string;
          }>(
            `SELECT m.source_type, m.source_id::text, m.kind, m.item_id::text,
                    sum(m.quantity)::text AS q
               FROM stock_movements m
              WHERE m.source_id = ANY($1::uuid[]) AND m.kind <> 'REVERSAL'
                AND NOT EXISTS (SELECT 1 FROM stock_movements r WHERE r.reverses_id = m.id)
              GROUP BY 1, 2, 3, 4`,
            [sources],
          );
          const want = (inv: ModelInvoice) => {
            const per = new Map<string, Big.Big>();
            for (const l of inv.lines) {
              for (const r of RECIPES[l.item]) {
                const id = ingredients[r.ingredient];
                per.set(
                  id,
                  (per.get(id) ?? new B(0)).minus(new B(r.amount).times(l.tenths).div(10)),
                );
              }
            }
            return Object.fromEntries([...per].map(([id, q]) => [id, q.toFixed()]));
          };
          const have = (sourceType: string, sourceId: string | null, kind: string) =>
            Object.fromEntries(
              rows
                .filter(
                  (r) =>
                    r.source_type === sourceType && r.source_id === sourceId && r.kind === kind,
                )
                .map((r) => [r.item_id, new B(r.q).toFixed()]),
            );
          for (const inv of invoices) {
            const s = inv.snapshot;
            const onCredit = s.invoiceState === 'CONFIRMED' && s.invoiceStatus === 'CREDIT';
            const isPaid = s.invoiceState === 'CONFIRMED' && s.invoiceStatus === 'PAID';
            expect({
              invoice: s.invoiceNumber,
              credit: have('CREDIT_INVOICE', s.invoiceId, 'CREDIT_INVOICE'),
              sale: inv.saleId ? have('SALE', inv.saleId, 'SALE_USAGE') : {},
            }).toEqual({
              invoice: s.invoiceNumber,
              credit: onCredit ? want(inv) : {},
              sale: isPaid ? want(inv) : {},
            });
          }

          // each ingredient: stock = Σ movements; this run's movements = −Σ recipe × quantity of
          // live invoices
          const states = await db.forOutlet(outletId, (tx) =>
            queries.states(tx, 'INGREDIENT', ingredients),
          );
          const sums = await t.ownerSql<{ item_id: string; s: string; own: string }>(
            `SELECT item_id::text, sum(quantity)::text AS s,
                    coalesce(sum(quantity) FILTER (WHERE source_id = ANY($2::uuid[])), 0)::text AS own
               FROM stock_movements WHERE item_id = ANY($1::uuid[]) GROUP BY item_id`,
            [ingredients, mine],
          );
          for (const [n, id] of ingredients.entries()) {
            const model = invoices
              .filter((i) => i.snapshot.invoiceState === 'CONFIRMED')
              .reduce((acc, i) => acc.plus(want(i)[id] ?? 0), new B(0));
            const row = sums.find((r) => r.item_id === id);
            const sum = new B(row?.s ?? '0').toFixed();
            expect({
              ingredient: n,
              stock: new B(states.get(id)?.stock ?? '0').toFixed(),
              ours: new B(row?.own ?? '0').toFixed(),
            }).toEqual({ ingredient: n, stock: sum, ours: model.toFixed() });
          }
        }
      }),
      { numRuns: Number(process.env.BOOKS_INVOICE_RUNS ?? 12) },
    );
  }, 240_000);
});
