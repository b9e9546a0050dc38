import { randomUUID } from 'node:crypto';
import type { Subscription } from '@nats-io/transport-node';
import {
  CatalogueSubjects,
  FinanceSubjects,
  ProcurementSubjects,
  SalesSubjects,
  type EventMap,
  type EventOf,
  type EventSubject,
  type InvoiceSnapshot,
  type MenuItemSavedEvent,
  type SaleSavedEvent,
} from '@mise/contracts';
import { Db } from '@mise/platform';
import { publishEvent, signedInOwner, testNats, until } from '@mise/testing';
import { LedgerQueries, RecipeStore, type ItemKind } from '../src/ledger';
import { LedgerConsumers } from '../src/ledger/ledger.listener';
import { type InventoryTestApp, startInventory } from './helpers';

describe('the ledger consumers (events of catalogue, finance, sales and procurement)', () => {
  let t: InventoryTestApp;
  let outletId: string;
  let lookups: Array<{ kind: string; ids: string[] }>;
  /** The look-ups naming one of `ids` (a retried event of an earlier test may still ask too). */
  const lookupsOf = (...ids: string[]) =>
    lookups.filter((l) => l.ids.some((id) => ids.includes(id)));
  let responder: Subscription | null = null;

  const publish = <S extends EventSubject>(subject: S, payload: EventMap[S]) =>
    publishEvent(subject, payload, outletId);

  /** The events' effects are applied when a later marker event of the same subject is. */
  const applied = (eventId: string) =>
    until(
      () => t.ownerSql(`SELECT 1 FROM inbox WHERE event_id = $1`, [eventId]),
      (r) => r.length === 1,
      `event ${eventId}`,
    );

  const stock = async (itemId: string, kind: ItemKind = 'INGREDIENT') =>
    (
      await t.app
        .get(Db)
        .forOutlet(outletId, (tx) => t.app.get(LedgerQueries).states(tx, kind, [itemId]))
    ).get(itemId)!;

  const rows = (sourceId: string) =>
    t.ownerSql<{
      kind: string;
      item_id: string;
      quantity: string;
      unit_cost: string;
      movement_date: string;
      remarks: string | null;
      reverses_id: string | null;
    }>(
      `SELECT kind, item_id::text, quantity::text, unit_cost::text, movement_date::text, remarks,
              reverses_id::text
         FROM stock_movements WHERE source_id = $1 ORDER BY recorded_at`,
      [sourceId],
    );

  /** Answers rpc.catalogue.lookup from `catalogue` (what catalogue holds), recording each ask. */
  const answerLookups = async (catalogue: Record<string, object>) => {
    responder?.unsubscribe();
    const nc = await testNats();
    responder = nc.subscribe(`${t.config.natsRpcPrefix}rpc.catalogue.lookup`, {
      callback: (_e, msg) => {
        const req = msg.json<{ kind: string; ids: string[] }>();
        lookups.push({ kind: req.kind, ids: req.ids });
        msg.respond(JSON.stringify({ rows: req.ids.map((id) => catalogue[id]).filter(Boolean) }));
      },
    });
    await nc.flush();
  };

  const menuItem = (over: Partial<MenuItemSavedEvent> = {}): MenuItemSavedEvent => ({
    menuItemId: randomUUID(),
    menuId: randomUUID(),
    versionNumber: 1,
    name: 'NASI LEMAK',
    category: 'Rice',
    price: '12.00',
    costPerServing: '3.0000',
    ingredients: [],
    batchIngredients: [],
    variantIds: [],
    revision: 1,
    ...over,
  });

  const sale = (over: Partial<SaleSavedEvent> = {}): SaleSavedEvent => ({
    saleId: randomUUID(),
    saleDate: '2026-11-20',
    saleState: 'CONFIRMED',
    sourceType: 'MANUAL',
    sourceRef: null,
    items: [],
    subTotal: '0',
    nettTotal: '0',
    revision: 1,
    ...over,
  });

  beforeAll(async () => {
    t = await startInventory(
      { EVENTS_RETRY_DELAY_MS: '200', EVENTS_MAX_DELIVERIES: '100' },
      { standIns: false }, // answers catalogue's look-ups itself
    );
    outletId = (await signedInOwner(t)).outletId;
  });
  beforeEach(() => {
    lookups = [];
  });
  afterEach(() => {
    responder?.unsubscribe();
    responder = null;
  });
  afterAll(() => t.close());

  describe('expenses', () => {
    const expense = (type: 'INVOICE' | 'CREDITMEMO', ingredientId: string, revision: number) => ({
      expenseId: randomUUID(),
      expenseType: type,
      expenseDate: '2026-11-10',
      lines: [
        {
          expenseItemId: randomUUID(),
          inventoryItemId: randomUUID(),
          ingredientId,
          amount: '2',
          quantity: '5',
          unitPrice: '4.00',
          total: '20.00',
        },
      ],
      revision,
    });

    it('turns a confirmed expense into purchases at its date, once, and reverses them on unconfirm', async () => {
      const flour = randomUUID();
      const e = expense('INVOICE', flour, 2);
      await publish(FinanceSubjects.expenseConfirmed, e);
      // the same fact again (another event id, same revision): nothing more
      const again = await publish(FinanceSubjects.expenseConfirmed, e);
      await applied(again.id);
      expect(await rows(e.expenseId)).toEqual([
        expect.objectContaining({
          kind: 'PURCHASE',
          item_id: flour,
          quantity: '10.000000',
          unit_cost: '2.000000',
          movement_date: '2026-11-10',
        }),
      ]);
      expect(await stock(flour)).toMatchObject({
        stock: '10',
        averagePrice: '2',
        lastPrice: '2',
        lastPurchaseDate: '2026-11-10',
      });

      const un = await publish(FinanceSubjects.expenseUnconfirmed, {
        expenseId: e.expenseId,
        revision: 3,
      });
      await applied(un.id);
      expect((await rows(e.expenseId)).map((r) => r.kind)).toEqual(['PURCHASE', 'REVERSAL']);
      expect(await stock(flour)).toMatchObject({ stock: '0', averagePrice: '0', lastPrice: '0' });

      // a late confirm of an older revision changes nothing
      const late = await publish(FinanceSubjects.expenseConfirmed, e);
      await applied(late.id);
      expect(await rows(e.expenseId)).toHaveLength(2);
    });

    it('makes a credit memo a return at its own cost that leaves the average alone', async () => {
      const sugar = randomUUID();
      const bought = expense('INVOICE', sugar, 1);
      await publish(FinanceSubjects.expenseConfirmed, bought);
      const memo = expense('CREDITMEMO', sugar, 1);
      memo.lines[0] = { ...memo.lines[0], amount: '1', quantity: '4', total: '12.00' };
      const ev = await publish(FinanceSubjects.expenseConfirmed, memo);
      await applied(ev.id);
      expect(await rows(memo.expenseId)).toEqual([
        expect.objectContaining({
          kind: 'PURCHASE_RETURN',
          quantity: '-4.000000',
          unit_cost: '3.000000',
        }),
      ]);
      expect(await stock(sugar)).toMatchObject({ stock: '6', averagePrice: '2' });
    });

    it('reverses the purchases of a permanently deleted expense and counts its inventory items', async () => {
      const rice = randomUUID();
      const e = expense('INVOICE', rice, 1);
      const saved = await publish(FinanceSubjects.expenseSaved, {
        expenseId: e.expenseId,
        expenseNumber: 'INV-1',
        expenseType: 'INVOICE',
        expenseState: 'CONFIRMED',
        expenseDate: e.expenseDate,
        supplierId: null,
        purchaseOrderId: null,
        grandTotal: '20.00',
        lines: e.lines.map((l) => ({
          expenseItemId: l.expenseItemId,
          inventoryItemId: l.inventoryItemId,
          ingredientId: l.ingredientId,
        })),
        revision: 1,
      });
      const confirmed = await publish(FinanceSubjects.expenseConfirmed, e);
      // each subject has its own consumer: the usage comes from `.saved`, the stock from `.confirmed`
      await applied(saved.id);
      await applied(confirmed.id);
      const usage = () =>
        t.app
          .get(Db)
          .forOutlet(outletId, (tx) =>
            t.app.get(RecipeStore).inventoryItemUsage(tx, [e.lines[0].inventoryItemId]),
          );
      expect((await usage()).get(e.lines[0].inventoryItemId)).toEqual({
        menuItems: 0,
        expenses: 1,
      });
      const gone = await publish(FinanceSubjects.expenseDeleted, {
        expenseId: e.expenseId,
        revision: 2,
      });
      await applied(gone.id);
      expect((await stock(rice)).stock).toBe('0');
      expect((await usage()).get(e.lines[0].inventoryItemId)).toEqual({
        menuItems: 0,
        expenses: 0,
      });
    });
  });

  it('writes documents naming the same ingredients in opposite orders at the same time, without deadlock', async () => {
    const consumers = t.app.get(LedgerConsumers);
    const [x, y] = [randomUUID(), randomUUID()];
    const confirmed = (ids: string[]) =>
      ({
        payload: {
          expenseId: randomUUID(),
          expenseType: 'INVOICE',
          expenseDate: '2026-11-01',
          lines: ids.map((ingredientId) => ({
            expenseItemId: randomUUID(),
            inventoryItemId: randomUUID(),
            ingredientId,
            amount: '1',
            quantity: '1',
            unitPrice: '1',
            total: '1',
          })),
          revision: 1,
        },
      }) as EventOf<'finance.expense.confirmed'>;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        t.app
          .get(Db)
          .forOutlet(outletId, (tx) =>
            consumers.onExpenseConfirmed(confirmed(i % 2 ? [x, y] : [y, x]), tx),
          ),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await stock(x)).stock).toBe('12');
    expect((await stock(y)).stock).toBe('12');
  });

  it('applies a back-dated sale in the same statements whatever its number of lines (one replay per ingredient)', async () => {
    const consumers = t.app.get(LedgerConsumers);
    const [rice, egg] = [randomUUID(), randomUUID()];
    const menu = menuItem({
      ingredients: [
        { ingredientId: rice, preferredInventoryId: null, amount: '0.2' },
        { ingredientId: egg, preferredInventoryId: null, amount: '1' },
      ],
    });
    await applied((await publish(CatalogueSubjects.menuItemSaved, menu)).id);
    // later rows of both ingredients: a purchase and a sale dated after the sales below
    const later = await publish(FinanceSubjects.expenseConfirmed, {
      expenseId: randomUUID(),
      expenseType: 'INVOICE',
      expenseDate: '2026-11-15',
      lines: [rice, egg].map((ingredientId) => ({
        expenseItemId: randomUUID(),
        inventoryItemId: randomUUID(),
        ingredientId,
        amount: '1',
        quantity: '100',
        unitPrice: '2',
        total: '200',
      })),
      revision: 1,
    });
    await applied(later.id);
    const statements = (lines: number) =>
      t.app.get(Db).forOutlet(outletId, async (tx) => {
        const spy = jest.spyOn(tx.manager, 'query');
        const event = {
          payload: sale({
            saleDate: '2026-11-01',
            items: Array.from({ length: lines }, () => ({
              salesItemId: randomUUID(),
              menuItemId: menu.menuItemId,
              quantity: '1',
              options: [],
            })),
          }),
        } as EventOf<'sales.sale.saved'>;
        await consumers.onSaleSaved(event, tx);
        const n = spy.mock.calls.length;
        spy.mockRestore();
        return n;
      });
    const two = await statements(2);
    const twenty = await statements(20);
    expect(twenty).toBe(two);
    expect((await stock(rice)).stock).toBe(String(100 - 0.2 * 22));
    expect((await stock(egg)).stock).toBe(String(100 - 22));
  });

  describe('sales', () => {
    it('depletes ingredients, batch portions and options of a confirmed sale, converging on each revision', async () => {
      const [chicken, rice, sambal, egg] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const batchItemId = randomUUID();
      const variantIngredientId = randomUUID();
      const variantBatchItemId = randomUUID();
      const variantId = randomUUID();
      const menu = menuItem({
        ingredients: [
          { ingredientId: chicken, preferredInventoryId: null, amount: '0.2' },
          { ingredientId: rice, preferredInventoryId: null, amount: '0.15' },
        ],
        batchIngredients: [{ batchItemId, amount: '2' }],
        variantIds: [variantId],
      });
      await publish(CatalogueSubjects.batchItemSaved, {
        batchItemId,
        batchId: randomUUID(),
        versionNumber: 1,
        name: 'SAMBAL',
        portionSize: '8',
        ingredients: [{ ingredientId: sambal, amount: '1', defaultUnitCost: '1' }],
        revision: 1,
      });
      await publish(CatalogueSubjects.variantSaved, {
        variantId,
        name: 'Add-ons',
        variantType: 'MULTIPLE',
        maxChoice: 2,
        ingredients: [{ variantIngredientId, ingredientId: egg, amount: '1', addOnPrice: '1.50' }],
        batchItems: [{ variantBatchItemId, batchItemId, amount: '1', addOnPrice: '1.00' }],
        revision: 1,
      });
      const m = await publish(CatalogueSubjects.menuItemSaved, menu);
      await applied(m.id);

      const s = sale({
        items: [
          {
            salesItemId: randomUUID(),
            menuItemId: menu.menuItemId,
            quantity: '3',
            options: [
              { variantIngredientId, variantBatchItemId: null, quantity: '2' },
              { variantIngredientId: null, variantBatchItemId, quantity: '1' },
            ],
          },
        ],
      });
      const first = await publish(SalesSubjects.saleSaved, s);
      await applied(first.id);
      expect((await stock(chicken)).stock).toBe('-0.6'); // 0.2 × 3
      expect((await stock(rice)).stock).toBe('-0.45');
      expect((await stock(egg)).stock).toBe('-6'); // 1 × 2 × 3
      // batch: 2 portions ÷ 8 × 3 = 0.75 units; option 1 portion × 1 × 3 ÷ 8 = 0.375
      expect((await stock(batchItemId, 'BATCH')).stock).toBe('-1.125');
      expect(lookupsOf(menu.menuItemId, batchItemId)).toEqual([]);

      // revision 2: one fewer plate, options gone; applied as the difference
      const second = await publish(SalesSubjects.saleSaved, {
        ...s,
        items: [{ ...s.items[0], quantity: '2', options: [] }],
        revision: 2,
      });
      await applied(second.id);
      expect((await stock(chicken)).stock).toBe('-0.4');
      expect((await stock(egg)).stock).toBe('0');
      expect((await stock(batchItemId, 'BATCH')).stock).toBe('-0.5');

      // an older revision arriving late changes nothing; a redelivered fact neither
      const stale = await publish(SalesSubjects.saleSaved, s);
      await applied(stale.id);
      expect((await stock(chicken)).stock).toBe('-0.4');

      // a sale in PROCESSING (inside a CSV job) depletes nothing
      const processing = await publish(SalesSubjects.saleSaved, {
        ...s,
        saleState: 'PROCESSING',
        revision: 3,
      });
      await applied(processing.id);
      expect((await stock(chicken)).stock).toBe('0');

      const back = await publish(SalesSubjects.saleSaved, { ...s, revision: 4 });
      await applied(back.id);
      expect((await stock(chicken)).stock).toBe('-0.6');
      const deleted = await publish(SalesSubjects.saleDeleted, {
        saleId: s.saleId,
        sourceType: 'MANUAL',
        sourceRef: null,
        revision: 5,
      });
      await applied(deleted.id);
      expect((await stock(chicken)).stock).toBe('0');
      expect((await stock(batchItemId, 'BATCH')).stock).toBe('0');
      // the recipe of a deleted menu item still depletes a late sale of it
      await publish(CatalogueSubjects.menuItemDeleted, {
        menuItemId: menu.menuItemId,
        menuId: menu.menuId,
        revision: 2,
      });
      const lateSale = await publish(
        SalesSubjects.saleSaved,
        sale({ items: [{ ...s.items[0], options: [] }] }),
      );
      await applied(lateSale.id);
      expect((await stock(chicken)).stock).toBe('-0.6');
    });

    it('asks catalogue once for a recipe it has not seen, and waits (retries) while catalogue is silent', async () => {
      const milk = randomUUID();
      const menu = menuItem({
        ingredients: [{ ingredientId: milk, preferredInventoryId: null, amount: '0.25' }],
      });
      const s = sale({
        items: [
          { salesItemId: randomUUID(), menuItemId: menu.menuItemId, quantity: '4', options: [] },
        ],
      });
      // nobody answers: the sale is not applied (nak), and is retried
      await publish(SalesSubjects.saleSaved, s);
      await new Promise((r) => setTimeout(r, 800));
      expect((await stock(milk)).stock).toBe('0');
      // catalogue comes back: the retry asks it, keeps the recipe and applies the sale
      await answerLookups({ [menu.menuItemId]: menu });
      await until(
        () => stock(milk),
        (st) => st.stock === '-1',
        'the sale after the look-up',
      );
      expect(lookups).toContainEqual({ kind: 'menu-item', ids: [menu.menuItemId] });
      // a redelivery of the first sale still in flight on a loaded machine (ack wait passed while
      // it waited) may ask once more before the inbox drops it: let those settle first
      for (let seen = -1; seen !== lookups.length;) {
        seen = lookups.length;
        await new Promise((r) => setTimeout(r, 1500));
      }
      // kept: the next sale of it needs no look-up
      lookups = [];
      const next = await publish(SalesSubjects.saleSaved, sale({ items: s.items }));
      await applied(next.id);
      expect((await stock(milk)).stock).toBe('-2');
      expect(lookupsOf(menu.menuItemId)).toEqual([]);
    });

    it('applies what it can of a sale naming a menu item catalogue does not know, and counts the rest', async () => {
      const tea = randomUUID();
      const known = menuItem({
        ingredients: [{ ingredientId: tea, preferredInventoryId: null, amount: '1' }],
      });
      await answerLookups({ [known.menuItemId]: known });
      const unknownId = randomUUID();
      const ev = await publish(
        SalesSubjects.saleSaved,
        sale({
          items: [
            { salesItemId: randomUUID(), menuItemId: known.menuItemId, quantity: '2', options: [] },
            { salesItemId: randomUUID(), menuItemId: unknownId, quantity: '1', options: [] },
          ],
        }),
      );
      await applied(ev.id);
      expect((await stock(tea)).stock).toBe('-2');
      expect(lookupsOf(known.menuItemId, unknownId)).toEqual([
        { kind: 'menu-item', ids: [known.menuItemId, unknownId] },
      ]);
      const metrics = await (await fetch(`${t.url}/metrics`)).text();
      expect(metrics).toMatch(/mise_event_skipped_total\{reason="unknown-menu-item"\} [1-9]/);
    });
  });

  describe('recipes', () => {
    it('keeps the newest revision whatever the order, and a deleted recipe stays deleted', async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      const v2 = menuItem({
        ingredients: [{ ingredientId: b, preferredInventoryId: null, amount: '1' }],
        revision: 2,
      });
      const v1 = {
        ...v2,
        ingredients: [{ ingredientId: a, preferredInventoryId: null, amount: '1' }],
        revision: 1,
      };
      await publish(CatalogueSubjects.menuItemSaved, v2);
      const old = await publish(CatalogueSubjects.menuItemSaved, v1);
      await applied(old.id);
      const usage = () =>
        t.app
          .get(Db)
          .forOutlet(outletId, (tx) => t.app.get(RecipeStore).ingredientUsage(tx, [a, b]));
      expect(await usage()).toEqual(
        new Map([
          [a, { menuItems: 0, variants: 0, batchItems: 0 }],
          [b, { menuItems: 1, variants: 0, batchItems: 0 }],
        ]),
      );
      // a delete and a .saved of the same revision, on two subjects: either may be applied first
      const deleted = await publish(CatalogueSubjects.menuItemDeleted, {
        menuItemId: v2.menuItemId,
        menuId: v2.menuId,
        revision: 3,
      });
      const revived = await publish(CatalogueSubjects.menuItemSaved, { ...v2, revision: 3 });
      await applied(deleted.id);
      await applied(revived.id);
      expect((await usage()).get(b)).toEqual({ menuItems: 0, variants: 0, batchItems: 0 });
    });
  });

  describe('client invoices', () => {
    it('writes CREDIT_INVOICE usage while the invoice is sent on credit, none once paid, again when credited', async () => {
      const beef = randomUUID();
      const menu = menuItem({
        ingredients: [{ ingredientId: beef, preferredInventoryId: null, amount: '0.5' }],
      });
      const m = await publish(CatalogueSubjects.menuItemSaved, menu);
      await applied(m.id);
      const invoice: InvoiceSnapshot = {
        invoiceId: randomUUID(),
        invoiceNumber: '1239',
        invoiceState: 'CONFIRMED',
        invoiceStatus: 'CREDIT',
        invoiceDate: '2026-11-15',
        dueDate: '2026-12-15',
        paymentDate: null,
        items: [
          {
            invoiceItemId: randomUUID(),
            menuItemId: menu.menuItemId,
            quantity: '10',
            confirmedPrice: '12.00',
          },
        ],
        miscs: [],
        grandTotal: '120.00',
        revision: 1,
      };
      const sent = await publish(ProcurementSubjects.invoiceSent, invoice);
      await applied(sent.id);
      expect(await rows(invoice.invoiceId)).toEqual([
        expect.objectContaining({
          kind: 'CREDIT_INVOICE',
          quantity: '-5.000000',
          movement_date: '2026-11-15',
          remarks: 'CREDIT INVOICE',
        }),
      ]);
      // paid and credited arrive out of order: the newest revision wins
      const credited = await publish(ProcurementSubjects.invoiceCredited, {
        ...invoice,
        revision: 3,
      });
      const paid = await publish(ProcurementSubjects.invoicePaid, {
        ...invoice,
        invoiceStatus: 'PAID',
        paymentDate: '2026-11-20',
        revision: 2,
      });
      await applied(credited.id);
      await applied(paid.id);
      expect((await stock(beef)).stock).toBe('-5');
      const del = await publish(ProcurementSubjects.invoiceDeleted, {
        ...invoice,
        invoiceState: 'DELETED',
        revision: 4,
      });
      await applied(del.id);
      expect((await stock(beef)).stock).toBe('0');
    });
  });
});
