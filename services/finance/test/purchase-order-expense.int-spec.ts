import { randomUUID } from 'node:crypto';
import type { LookupRow } from '@mise/contracts';
import { ExpenseMessages as M, today } from '@mise/domain';
import {
  answerLookups,
  collectEvents,
  type LookupStandIns,
  ownersSuite,
  type TestOwner,
  until,
} from '@mise/testing';
import { startFinance } from './helpers';
import { answerFinanceRequests, type StandIns } from './support/stand-ins';

type PurchaseOrderRow = LookupRow<'purchase-order'>;

const EXPENSE = `id expenseType expenseState paidStatus expenseNumber supplierId supplierName
  expenseDate dueDate grandTotal purchaseOrderId purchaseOrderNumber revision
  items { position name ingredient unit amount quantity unitPrice total inventoryItemId ingredientId }
  history { fromState toState }`;

interface ExpenseView {
  id: string;
  expenseState: string;
  grandTotal: string;
  items: Array<{ name: string; quantity: string; unitPrice: string; total: string }>;
}

/**
 * Save to Expenses (flows.md §4.9). Procurement's side (the look-up kind `purchase-order`, the
 * PO marked saved on `finance.expense.saved`) is tested in procurement; the two apps cannot boot
 * in one process (both print a `Supplier` type: Nest's type registry is global). Here procurement
 * answers through the kit's look-up stand-in with rows of the contract's shape, inventory's
 * `rpc.inventory.ensure-items` through a NATS responder, and the test asserts the `.saved` event
 * procurement applies.
 */
describe('a purchase order saved to expenses', () => {
  const s = ownersSuite(startFinance, 2);
  let procurement: LookupStandIns<'procurement'>;
  let inventory: StandIns;
  /** the POs procurement holds, by outlet */
  const held = new Map<string, PurchaseOrderRow[]>();

  beforeAll(async () => {
    procurement = await answerLookups(s.t, ['procurement']);
    procurement.answer('procurement', (req) =>
      req.kind === 'purchase-order'
        ? (held.get(req.outletId) ?? []).filter((po) => req.ids?.includes(po.id))
        : [],
    );
    inventory = await answerFinanceRequests(s.t);
  });
  afterAll(() => inventory?.stop());

  /** A sent PO of `o`'s outlet: lines of 5 kg at 2.5 per kg, 2 ordered. */
  function purchaseOrder(o: TestOwner, over: Partial<PurchaseOrderRow> = {}): PurchaseOrderRow {
    const po: PurchaseOrderRow = {
      id: randomUUID(),
      purchaseOrderNumber: `100001826112${Math.floor(Math.random() * 1e6)}`,
      purchaseOrderState: 'CONFIRMED',
      supplierId: randomUUID(),
      supplierName: 'Fresh Farm Supplies',
      pendingChanges: 0,
      received: false,
      items: [1, 2].map((n) => ({
        inventoryName: `Item ${n}`,
        ingredientName: `Ingredient ${n}`,
        amount: '5',
        unit: 'kg',
        quantity: '2',
        cost: '2.5',
        receivedQuantity: '0',
      })),
      revision: 3,
      ...over,
    };
    held.set(o.outletId, [...(held.get(o.outletId) ?? []), po]);
    return po;
  }

  const save = (o: TestOwner, purchaseOrderId: string) =>
    o.gql<{ createExpenseFromPurchaseOrder: ExpenseView }>(
      `mutation($id: ID!) { createExpenseFromPurchaseOrder(purchaseOrderId: $id) { ${EXPENSE} } }`,
      { id: purchaseOrderId },
    );
  const expensesOf = async (purchaseOrderId: string) =>
    (
      await s.t.ownerSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM expenses WHERE purchase_order_id = $1`,
        [purchaseOrderId],
      )
    )[0].n;

  it('makes a DRAFT with the PO number, supplier and lines, names through ONE ensure-items, and says so', async () => {
    const po = purchaseOrder(s.ana);
    const events = await collectEvents<Record<string, unknown>>(
      'finance.expense.saved',
      (e) => e.outletId === s.ana.outletId,
    );
    const asked = inventory.itemsAsked.length;

    const res = await save(s.ana, po.id);
    expect(res.errors).toBeUndefined();
    const expense = res.data!.createExpenseFromPurchaseOrder;
    expect(expense).toEqual({
      id: expect.any(String),
      expenseType: 'INVOICE',
      expenseState: 'DRAFT',
      paidStatus: 'N_A',
      expenseNumber: po.purchaseOrderNumber,
      supplierId: po.supplierId,
      supplierName: 'Fresh Farm Supplies',
      expenseDate: today(),
      dueDate: today(),
      // unit price = cost × amount = 12.5; total = 12.5 × 2 = 25.00 a line
      grandTotal: '50.00',
      purchaseOrderId: po.id,
      purchaseOrderNumber: po.purchaseOrderNumber,
      revision: 1,
      items: [1, 2].map((n) => ({
        position: n,
        name: `ITEM ${n}`,
        ingredient: `INGREDIENT ${n}`,
        unit: 'kg',
        amount: '5',
        quantity: '2',
        unitPrice: '12.5',
        total: '25.00',
        inventoryItemId: expect.any(String),
        ingredientId: expect.any(String),
      })),
      history: [{ fromState: null, toState: 'DRAFT' }],
    });
    expect(inventory.itemsAsked.slice(asked)).toEqual([
      {
        outletId: s.ana.outletId,
        lines: [1, 2].map((n) => ({
          inventoryName: `Item ${n}`,
          ingredientName: `Ingredient ${n}`,
          unit: 'kg',
        })),
      },
    ]);
    // what procurement applies to mark the PO saved (savedToExpenseId)
    await until(
      () => Promise.resolve(events.events.length),
      (n) => n > 0,
      'finance.expense.saved',
    );
    events.stop();
    expect(events.events.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        expenseId: expense.id,
        expenseNumber: po.purchaseOrderNumber,
        expenseState: 'DRAFT',
        supplierId: po.supplierId,
        purchaseOrderId: po.id,
        grandTotal: '50.00',
        revision: 1,
      }),
    ]);
  });

  it('keeps one live expense per PO; once that one is deleted the PO may be saved again', async () => {
    const po = purchaseOrder(s.ana);
    const first = await save(s.ana, po.id);
    expect(first.errors).toBeUndefined();
    const again = await save(s.ana, po.id);
    expect(again.errors?.[0]).toMatchObject({
      message: M.purchaseOrderAlreadySaved,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await expensesOf(po.id)).toBe(1);
    const id = first.data!.createExpenseFromPurchaseOrder.id;
    const deleted = await s.ana.gql(`mutation($id: ID!) { deleteExpense(id: $id) { id } }`, {
      id,
    });
    expect(deleted.errors).toBeUndefined();
    const second = await save(s.ana, po.id);
    expect(second.errors).toBeUndefined();
    expect(second.data!.createExpenseFromPurchaseOrder.id).not.toBe(id);
  });

  it('takes the received quantities when the PO recorded deliveries, leaving out what never came', async () => {
    const po = purchaseOrder(s.ana, { received: true });
    po.items[0].receivedQuantity = '1.5';
    po.items[1].cost = '1.333333';
    po.items[1].amount = '3';
    const only = purchaseOrder(s.ana, { received: true });
    only.items[1].receivedQuantity = '2';
    only.items[1].cost = '1.333333';
    only.items[1].amount = '3';
    const res = await save(s.ana, po.id);
    expect(res.errors).toBeUndefined();
    expect(
      res.data!.createExpenseFromPurchaseOrder.items.map((i) => [
        i.name,
        i.quantity,
        i.unitPrice,
        i.total,
      ]),
    ).toEqual([['ITEM 1', '1.5', '12.5', '18.75']]);
    const other = await save(s.ana, only.id);
    expect(other.errors).toBeUndefined();
    // 1.333333 × 3 = 3.999999 exactly; × 2 = 7.999998 → 8.00
    expect(
      other.data!.createExpenseFromPurchaseOrder.items.map((i) => [
        i.quantity,
        i.unitPrice,
        i.total,
      ]),
    ).toEqual([['2', '3.999999', '8.00']]);
  });

  it('refuses while supplier changes wait for a decision, asking inventory nothing', async () => {
    const po = purchaseOrder(s.ana, { pendingChanges: 2 });
    const asked = inventory.itemsAsked.length;
    const res = await save(s.ana, po.id);
    expect(res.errors?.[0]).toMatchObject({
      message: M.purchaseOrderPendingChanges,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(inventory.itemsAsked.length).toBe(asked);
    expect(await expensesOf(po.id)).toBe(0);
  });

  it("answers NOT_FOUND for an unknown, a deleted and another outlet's PO", async () => {
    const unknown = await save(s.ana, randomUUID());
    const deleted = await save(s.ana, purchaseOrder(s.ana, { purchaseOrderState: 'DELETED' }).id);
    const foreign = await save(s.ben, purchaseOrder(s.ana).id);
    for (const res of [unknown, deleted, foreign]) {
      expect(res.errors?.[0]).toMatchObject({
        message: M.purchaseOrderNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    // finance asked procurement in the caller's own outlet
    expect(procurement.asked.at(-1)).toMatchObject({
      owner: 'procurement',
      outletId: s.ben.outletId,
      kind: 'purchase-order',
    });
  });

  it('says try again, writing nothing, while procurement does not answer', async () => {
    const po = purchaseOrder(s.ana);
    procurement.answer('procurement', 'silent');
    try {
      const res = await save(s.ana, po.id);
      expect(res.errors?.[0]).toMatchObject({
        message: expect.stringContaining('try again'),
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    } finally {
      procurement.answer('procurement', (req) =>
        req.kind === 'purchase-order'
          ? (held.get(req.outletId) ?? []).filter((p) => req.ids?.includes(p.id))
          : [],
      );
    }
    expect(await expensesOf(po.id)).toBe(0);
  });
});
