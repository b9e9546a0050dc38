import { ExpenseMessages as M } from '@mise/domain';
import {
  collectEvents,
  deliverEvent,
  eventually,
  ownersSuite,
  pinNinetyDayChecking,
  signedInOwner,
  sqlStatementsOf,
} from '@mise/testing';
import { startFinance } from './helpers';
import {
  addItem,
  addMisc,
  added,
  byId,
  createExpense,
  done,
  EXPENSE_FIELDS,
  type ExpenseView,
  expenseInput,
  item,
  mutate,
  refusal,
  daysFromToday,
} from './support/expenses';
import { answerFinanceRequests, knownIngredient, type StandIns } from './support/stand-ins';

describe('expenses: drafts, line items and miscs (spec 3 §5.1)', () => {
  const s = ownersSuite(startFinance, 1);
  let standIns: StandIns;
  beforeAll(async () => {
    standIns = await answerFinanceRequests(s.t);
    await pinNinetyDayChecking(s.t, false);
  });

  it('adds a draft with history null → DRAFT; the supplier made by procurement when unknown', async () => {
    const e = await createExpense(s.ana, { supplierName: '  kedai   baru ' });
    expect(e).toMatchObject({
      expenseState: 'DRAFT',
      expenseType: 'INVOICE',
      paidStatus: 'UNPAID',
      expenseNumber: 'INV-1',
      supplierName: 'KEDAI BARU',
      grandTotal: '0.00',
      changeable: true,
      revision: 1,
      items: [],
      miscs: [],
      history: [{ fromState: null, toState: 'DRAFT', updatedByName: 'Test Owner' }],
    });
    expect(standIns.suppliersAsked.filter((r) => r.outletId === s.ana.outletId)).toHaveLength(1);
    const [kept] = await s.t.ownerSql<{ supplier_id: string; name: string }>(
      `SELECT supplier_id, name FROM supplier_names WHERE outlet_id = $1`,
      [s.ana.outletId],
    );
    expect(kept).toEqual({ supplier_id: e.supplierId, name: 'KEDAI BARU' });
    // the projected name is matched case-insensitively: procurement is not asked again
    const again = await createExpense(s.ana, {
      supplierName: 'KEDAI baru',
      expenseNumber: 'INV-2',
    });
    expect(again.supplierId).toBe(e.supplierId);
    expect(standIns.suppliersAsked.filter((r) => r.outletId === s.ana.outletId)).toHaveLength(1);
  });

  it('answers the save-draft messages and refuses bad dates', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ expenseNumber: '  ' }, M.numberBlank],
      [{ supplierName: '' }, M.supplierBlank],
      [{ expenseDate: '' }, M.dateBlank],
      [{ dueDate: ' ' }, M.dueDateBlank],
      [{ expenseDate: '2026-02-30' }, M.dateInvalid],
      [{ expenseNumber: 'N'.repeat(65) }, M.numberTooLong],
    ];
    for (const [over, message] of cases) {
      const res = await mutate(
        s.ana,
        'createExpense',
        { input: expenseInput(over) },
        { input: 'ExpenseInput!' },
      );
      expect(refusal(res)).toEqual({ message, code: 'BAD_USER_INPUT' });
    }
  });

  it('answers SERVICE_UNAVAILABLE with nothing written when procurement does not answer', async () => {
    const o = await signedInOwner(s.t);
    standIns.silent = true;
    try {
      const res = await mutate(
        o,
        'createExpense',
        { input: expenseInput({ supplierName: 'Nobody Answers' }) },
        { input: 'ExpenseInput!' },
      );
      expect(refusal(res).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      standIns.silent = false;
    }
    const rows = await s.t.ownerSql(`SELECT 1 FROM expenses WHERE outlet_id = $1`, [o.outletId]);
    expect(rows).toHaveLength(0);
  });

  it('saves lines with exact totals, the grand total and the line messages', async () => {
    const e = await createExpense(s.ana, { expenseNumber: 'LINES' });
    let after = await added(s.ana, e.id, item({ unitPrice: '3.335', quantity: '3' }));
    expect(after.items).toEqual([
      expect.objectContaining({
        position: 1,
        name: 'BERAS 5KG',
        ingredient: 'BERAS',
        unit: 'kg',
        amount: '5',
        quantity: '3',
        unitPrice: '3.335',
        total: '10.01', // 10.005 half-up
        inventoryItemId: null,
      }),
    ]);
    expect(after.grandTotal).toBe('10.01');
    const messages: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, M.inventoryBlank],
      [{ ingredient: '' }, M.ingredientBlank],
      [{ unit: '' }, M.unitBlank],
      [{ name: 'beras 5KG' }, M.duplicateItem('BERAS 5KG')],
      [{ name: 'Other', quantity: '-1' }, M.quantityInvalid],
      [{ name: 'Other', amount: 'abc' }, M.amountInvalid],
      [{ name: 'Other', unitPrice: '1.1234567' }, M.unitPriceInvalid],
      [{ name: 'Other', quantity: '1000001' }, M.quantityInvalid],
    ];
    for (const [over, message] of messages) {
      expect(refusal(await addItem(s.ana, e.id, item(over)))).toEqual({
        message,
        code: 'BAD_USER_INPUT',
      });
    }
    after = (await addMisc(s.ana, e.id, { name: 'Delivery', total: '5.5' })).data!.addExpenseMisc;
    expect(after.miscs).toEqual([{ id: expect.any(String), name: 'Delivery', total: '5.50' }]);
    expect(after.grandTotal).toBe('15.51');
    expect(refusal(await addMisc(s.ana, e.id, { name: ' ', total: '1' }))).toEqual({
      message: M.miscBlank,
      code: 'BAD_USER_INPUT',
    });
    expect(refusal(await addMisc(s.ana, e.id, { name: 'DELIVERY', total: '1' }))).toEqual({
      message: M.duplicateMisc('DELIVERY'),
      code: 'BAD_USER_INPUT',
    });
    expect(refusal(await addMisc(s.ana, e.id, { name: 'Tip', total: '1.005' }))).toEqual({
      message: M.miscTotalInvalid,
      code: 'BAD_USER_INPUT',
    });

    // update and delete answer the expense after them
    const itemId = after.items[0].id;
    const miscId = after.miscs[0].id;
    after = (
      await mutate(
        s.ana,
        'updateExpenseItem',
        { id: itemId, input: item({ quantity: '1', unitPrice: '2' }) },
        { id: 'ID!', input: 'ExpenseItemInput!' },
      )
    ).data!.updateExpenseItem;
    expect(after.items[0]).toMatchObject({ quantity: '1', total: '2.00' });
    after = (
      await mutate(
        s.ana,
        'updateExpenseMisc',
        { id: miscId, input: { name: 'Delivery fee', total: '3' } },
        { id: 'ID!', input: 'ExpenseMiscInput!' },
      )
    ).data!.updateExpenseMisc;
    expect(after).toMatchObject({ grandTotal: '5.00', miscs: [{ name: 'Delivery fee' }] });
    after = await done(s.ana, 'deleteExpenseMisc', miscId);
    expect(after).toMatchObject({ grandTotal: '2.00', miscs: [] });
    after = await done(s.ana, 'deleteExpenseItem', itemId);
    expect(after).toMatchObject({ grandTotal: '0.00', items: [] });
    expect(refusal(await byId(s.ana, 'deleteExpenseItem', itemId))).toEqual({
      message: M.itemNotFound,
      code: 'NOT_FOUND',
    });
  });

  it('defaults the unit price to the unit cost rule × amount and refuses another unit', async () => {
    const ingredientId = '6a1f6a1f-0000-4000-8000-000000000001';
    await deliverEvent(
      s.t,
      'inventory.ingredient.saved',
      {
        ingredientId,
        name: 'GULA',
        unit: 'g',
        averagePrice: '0',
        lastPrice: '0.0125',
        revision: 3,
      },
      s.ana.outletId,
    );
    const e = await createExpense(s.ana, { expenseNumber: 'DEFAULT-PRICE' });
    const after = await added(
      s.ana,
      e.id,
      item({
        name: 'Gula 1kg',
        ingredient: 'gula',
        unit: 'g',
        amount: '1000',
        quantity: '3',
        unitPrice: null,
      }),
    );
    expect(after.items[0]).toMatchObject({ unitPrice: '12.5', total: '37.50' });
    const res = await addItem(
      s.ana,
      e.id,
      item({ name: 'Gula 2kg', ingredient: 'Gula', unit: 'kg' }),
    );
    expect(refusal(res)).toEqual({ message: M.unitMismatch('GULA', 'g'), code: 'BAD_USER_INPUT' });
    // an unknown ingredient costs 0 until it is bought
    const unknown = await added(
      s.ana,
      e.id,
      item({ name: 'Garam', ingredient: 'Garam', unitPrice: null }),
    );
    expect(unknown.items[1]).toMatchObject({ unitPrice: '0', total: '0.00' });
  });
});

/** The payloads collected for one revision (of any expense the collector's predicate took). */
function at<P extends { revision?: unknown }>(
  c: { events: Array<{ payload: P }> },
  revision: number,
) {
  return c.events.map((x) => x.payload).filter((p) => p.revision === revision);
}

describe('expenses: the state machine (spec 3 §4.1) and its events', () => {
  const s = ownersSuite(startFinance, 1);
  let standIns: StandIns;
  beforeAll(async () => {
    standIns = await answerFinanceRequests(s.t);
    await pinNinetyDayChecking(s.t, false);
  });

  /** the collector's filter: this owner's events about one expense */
  const mine =
    (expenseId: string) => (x: { outletId: string | null; payload: { expenseId?: unknown } }) =>
      x.outletId === s.ana.outletId && x.payload.expenseId === expenseId;

  it('confirms with one ensure-items request, the ids set, .saved and .confirmed of one revision', async () => {
    const e = await createExpense(s.ana, { expenseNumber: 'CONFIRM-1' });
    await added(s.ana, e.id, item());
    await added(
      s.ana,
      e.id,
      item({
        name: 'Minyak',
        ingredient: 'Minyak',
        unit: 'l',
        amount: '1',
        quantity: '4',
        unitPrice: '6',
      }),
    );
    await addMisc(s.ana, e.id, { name: 'Delivery', total: '3' });
    const saved = await collectEvents<{ expenseId?: unknown; revision?: unknown }>(
      'finance.expense.saved',
      mine(e.id),
    );
    const confirmed = await collectEvents<{ expenseId?: unknown; revision?: unknown }>(
      'finance.expense.confirmed',
      mine(e.id),
    );
    const asked = standIns.itemsAsked.length;
    const after = await done(s.ana, 'confirmExpense', e.id);
    expect(standIns.itemsAsked.length - asked).toBe(1);
    expect(standIns.itemsAsked.at(-1)).toEqual({
      outletId: s.ana.outletId,
      lines: [
        { inventoryName: 'BERAS 5KG', ingredientName: 'BERAS', unit: 'kg' },
        { inventoryName: 'MINYAK', ingredientName: 'MINYAK', unit: 'l' },
      ],
    });
    expect(after.expenseState).toBe('CONFIRMED');
    expect(after.grandTotal).toBe('68.00');
    expect(after.items.every((i) => i.inventoryItemId && i.ingredientId)).toBe(true);
    expect(after.history.map((h) => [h.fromState, h.toState])).toEqual([
      [null, 'DRAFT'],
      ['DRAFT', 'CONFIRMED'],
    ]);
    // events of the earlier changes may still be relayed: only this revision's are compared
    await eventually(() => Promise.resolve(at(confirmed, after.revision).length >= 1));
    await eventually(() => Promise.resolve(at(saved, after.revision).length >= 1));
    saved.stop();
    confirmed.stop();
    expect(at(saved, after.revision)).toEqual([
      {
        expenseId: e.id,
        expenseNumber: 'CONFIRM-1',
        expenseType: 'INVOICE',
        expenseState: 'CONFIRMED',
        expenseDate: e.expenseDate,
        supplierId: e.supplierId,
        purchaseOrderId: null,
        grandTotal: '68.00',
        lines: after.items.map((i) => ({
          expenseItemId: i.id,
          inventoryItemId: i.inventoryItemId,
          ingredientId: i.ingredientId,
        })),
        revision: after.revision,
      },
    ]);
    expect(at(confirmed, after.revision)).toEqual([
      {
        expenseId: e.id,
        expenseType: 'INVOICE',
        expenseDate: e.expenseDate,
        lines: [
          expect.objectContaining({
            amount: '5',
            quantity: '2',
            unitPrice: '20.5',
            total: '41.00',
          }),
          expect.objectContaining({ amount: '1', quantity: '4', unitPrice: '6', total: '24.00' }),
        ],
        revision: after.revision,
      },
    ]);

    // a confirmed expense is not changed until reopened
    expect(refusal(await addItem(s.ana, e.id, item({ name: 'Late' })))).toEqual({
      message: M.notEditable('confirmed'),
      code: 'BAD_USER_INPUT',
    });
    const unconfirmed = await collectEvents<{ expenseId?: unknown; revision?: unknown }>(
      'finance.expense.unconfirmed',
      mine(e.id),
    );
    const reopened = await done(s.ana, 'editConfirmedExpense', e.id);
    expect(reopened).toMatchObject({ expenseState: 'DRAFT', revision: after.revision + 1 });
    await eventually(() => Promise.resolve(at(unconfirmed, after.revision + 1).length >= 1));
    unconfirmed.stop();
    expect(at(unconfirmed, after.revision + 1)).toEqual([
      { expenseId: e.id, revision: after.revision + 1 },
    ]);
    expect(refusal(await byId(s.ana, 'editConfirmedExpense', e.id))).toEqual({
      message: M.notConfirmed,
      code: 'BAD_USER_INPUT',
    });
  });

  it('refuses to confirm without lines, and a line whose unit is not the ingredient’s', async () => {
    const empty = await createExpense(s.ana, { expenseNumber: 'EMPTY' });
    expect(refusal(await byId(s.ana, 'confirmExpense', empty.id))).toEqual({
      message: M.noLines,
      code: 'BAD_USER_INPUT',
    });
    // misc only is enough
    await addMisc(s.ana, empty.id, { name: 'Service', total: '10' });
    expect((await done(s.ana, 'confirmExpense', empty.id)).expenseState).toBe('CONFIRMED');

    knownIngredient(standIns, s.ana.outletId, 'Tepung', 'g');
    const e = await createExpense(s.ana, { expenseNumber: 'UNIT' });
    await added(s.ana, e.id, item({ name: 'Tepung 1kg', ingredient: 'Tepung', unit: 'kg' }));
    expect(refusal(await byId(s.ana, 'confirmExpense', e.id))).toEqual({
      message: M.unitMismatch('TEPUNG', 'g'),
      code: 'BAD_USER_INPUT',
    });
    const still = (
      await s.ana.gql<{ expense: ExpenseView }>(
        `query($id: ID!) { expense(id: $id) { ${EXPENSE_FIELDS} } }`,
        { id: e.id },
      )
    ).data!.expense;
    expect(still).toMatchObject({ expenseState: 'DRAFT', items: [{ inventoryItemId: null }] });
  });

  it('answers SERVICE_UNAVAILABLE when inventory does not answer, the expense still a draft', async () => {
    const e = await createExpense(s.ana, { expenseNumber: 'SILENT' });
    await added(s.ana, e.id, item());
    standIns.silent = true;
    try {
      expect(refusal(await byId(s.ana, 'confirmExpense', e.id)).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      standIns.silent = false;
    }
    const [row] = await s.t.ownerSql<{ expense_state: string }>(
      `SELECT expense_state FROM expenses WHERE id = $1`,
      [e.id],
    );
    expect(row.expense_state).toBe('DRAFT');
  });

  it('checks every line of a PROCESSED expense with the spec’s messages', async () => {
    const e = await createExpense(s.ana, { expenseNumber: 'PROCESSED' });
    const lines = await added(s.ana, e.id, item({ name: 'Ayam', ingredient: 'Ayam' }));
    const id = lines.items[0].id;
    await s.t.ownerSql(
      `UPDATE expenses SET expense_state = 'PROCESSED', processed = true WHERE id = $1`,
      [e.id],
    );
    const cases: Array<[string, string]> = [
      [`name = ''`, M.inventoryIncomplete(1)],
      [`ingredient = ''`, M.ingredientIncomplete('AYAM')],
      [`amount = 0`, M.unitAmountNotPositive('AYAM')],
      [`unit = ''`, M.unitIncomplete('AYAM')],
      [`quantity = 0`, M.quantityNotPositive('AYAM')],
      [`unit_price = 0`, M.unitPriceIncomplete('AYAM')],
    ];
    for (const [set, message] of cases) {
      await s.t.ownerSql(
        `UPDATE expense_items SET name = 'AYAM', ingredient = 'AYAM', amount = 5, unit = 'kg',
           quantity = 2, unit_price = 20 WHERE id = $1`,
        [id],
      );
      await s.t.ownerSql(`UPDATE expense_items SET ${set} WHERE id = $1`, [id]);
      expect(refusal(await byId(s.ana, 'confirmExpense', e.id))).toEqual({
        message,
        code: 'BAD_USER_INPUT',
      });
    }
    await s.t.ownerSql(`UPDATE expense_items SET unit_price = 20 WHERE id = $1`, [id]);
    // extraction may leave the number or the supplier empty
    await s.t.ownerSql(`UPDATE expenses SET expense_number = '' WHERE id = $1`, [e.id]);
    expect(refusal(await byId(s.ana, 'confirmExpense', e.id))).toEqual({
      message: M.numberBlank,
      code: 'BAD_USER_INPUT',
    });
    await s.t.ownerSql(
      `UPDATE expenses SET expense_number = 'PROCESSED', supplier_id = NULL WHERE id = $1`,
      [e.id],
    );
    expect(refusal(await byId(s.ana, 'confirmExpense', e.id))).toEqual({
      message: M.supplierBlank,
      code: 'BAD_USER_INPUT',
    });
    await s.t.ownerSql(`UPDATE expenses SET supplier_id = $2 WHERE id = $1`, [e.id, e.supplierId]);
    const after = await done(s.ana, 'confirmExpense', e.id);
    expect(after.history.map((h) => h.toState)).toEqual(['DRAFT', 'CONFIRMED']);
    expect(after.history.at(-1)).toMatchObject({ fromState: 'PROCESSED', toState: 'CONFIRMED' });
    // Save Draft of a PROCESSED or FLAGGED expense makes it a DRAFT
    const flagged = await createExpense(s.ana, { expenseNumber: 'FLAGGED' });
    await s.t.ownerSql(`UPDATE expenses SET expense_state = 'FLAGGED' WHERE id = $1`, [flagged.id]);
    const saved = await mutate(
      s.ana,
      'updateExpense',
      { id: flagged.id, input: expenseInput({ expenseNumber: 'FLAGGED-2', paidStatus: 'PAID' }) },
      { id: 'ID!', input: 'ExpenseInput!' },
    );
    expect(saved.data!.updateExpense).toMatchObject({
      expenseState: 'DRAFT',
      expenseNumber: 'FLAGGED-2',
      paidStatus: 'PAID',
      history: [{ toState: 'DRAFT' }, { fromState: 'FLAGGED', toState: 'DRAFT' }],
    });
  });

  it('deletes (a confirmed one unconfirmed first), restores and permanently deletes', async () => {
    const e = await createExpense(s.ana, { expenseNumber: 'DELETE-1' });
    await added(s.ana, e.id, item());
    const confirmed = await done(s.ana, 'confirmExpense', e.id);
    const unconfirmed = await collectEvents<{ expenseId?: unknown; revision?: unknown }>(
      'finance.expense.unconfirmed',
      mine(e.id),
    );
    const saved = await collectEvents<{
      expenseId?: unknown;
      expenseState?: unknown;
      revision?: unknown;
    }>('finance.expense.saved', mine(e.id));
    const deleted = await done(s.ana, 'deleteExpense', e.id);
    expect(deleted).toMatchObject({ expenseState: 'DELETED', revision: confirmed.revision + 1 });
    expect(deleted.history.slice(-2).map((h) => [h.fromState, h.toState])).toEqual([
      ['CONFIRMED', 'DRAFT'],
      ['DRAFT', 'DELETED'],
    ]);
    await eventually(() =>
      Promise.resolve(
        at(unconfirmed, deleted.revision).length >= 1 && at(saved, deleted.revision).length >= 1,
      ),
    );
    unconfirmed.stop();
    saved.stop();
    expect(at(unconfirmed, deleted.revision)).toEqual([
      { expenseId: e.id, revision: deleted.revision },
    ]);
    expect(at(saved, deleted.revision)[0]).toMatchObject({
      expenseState: 'DELETED',
      revision: deleted.revision,
    });

    expect(refusal(await byId(s.ana, 'deleteExpense', e.id))).toEqual({
      message: M.notDeletable('deleted'),
      code: 'BAD_USER_INPUT',
    });
    for (const state of ['PROCESSING', 'PROCESSED']) {
      const x = await createExpense(s.ana, { expenseNumber: `NO-DELETE-${state}` });
      await s.t.ownerSql(`UPDATE expenses SET expense_state = $2 WHERE id = $1`, [x.id, state]);
      expect(refusal(await byId(s.ana, 'deleteExpense', x.id))).toEqual({
        message: M.notDeletable(state.toLowerCase()),
        code: 'BAD_USER_INPUT',
      });
    }
    const restored = await done(s.ana, 'restoreExpense', e.id);
    expect(restored.expenseState).toBe('DRAFT');
    expect(refusal(await byId(s.ana, 'restoreExpense', e.id))).toEqual({
      message: M.notDeleted,
      code: 'BAD_USER_INPUT',
    });
    const live = await s.ana.gql(`mutation($id: ID!) { permanentlyDeleteExpense(id: $id) }`, {
      id: e.id,
    });
    expect(refusal(live)).toEqual({ message: M.notDeleted, code: 'BAD_USER_INPUT' });

    await done(s.ana, 'deleteExpense', e.id);
    const gone = await collectEvents<{ expenseId?: unknown; revision?: unknown }>(
      'finance.expense.deleted',
      mine(e.id),
    );
    const res = await s.ana.gql(`mutation($id: ID!) { permanentlyDeleteExpense(id: $id) }`, {
      id: e.id,
    });
    expect(res.data).toEqual({ permanentlyDeleteExpense: true });
    await eventually(() => Promise.resolve(gone.events.length >= 1));
    gone.stop();
    expect(gone.events[0].payload).toEqual({ expenseId: e.id, revision: restored.revision + 2 });
    const rows = await s.t.ownerSql(`SELECT 1 FROM expense_items WHERE expense_id = $1`, [e.id]);
    expect(rows).toHaveLength(0);
    const none = await s.ana.gql<{ expense: null }>(`query($id: ID!) { expense(id: $id) { id } }`, {
      id: e.id,
    });
    expect(none.data).toEqual({ expense: null });
  });
  it('keeps one live expense per purchase order on restore, and refuses changes in other states', async () => {
    const po = '7b2f7b2f-0000-4000-8000-000000000001';
    const first = await createExpense(s.ana, { expenseNumber: 'PO-1' });
    await s.t.ownerSql(`UPDATE expenses SET purchase_order_id = $2 WHERE id = $1`, [first.id, po]);
    await done(s.ana, 'deleteExpense', first.id);
    const second = await createExpense(s.ana, { expenseNumber: 'PO-2' });
    await s.t.ownerSql(`UPDATE expenses SET purchase_order_id = $2 WHERE id = $1`, [second.id, po]);
    expect(refusal(await byId(s.ana, 'restoreExpense', first.id))).toEqual({
      message: M.purchaseOrderAlreadySaved,
      code: 'BAD_USER_INPUT',
    });

    for (const [state, text] of [
      ['PROCESSING', 'processing'],
      ['DELETED', 'deleted'],
    ]) {
      const x = await createExpense(s.ana, { expenseNumber: `STATE-${state}` });
      await s.t.ownerSql(`UPDATE expenses SET expense_state = $2 WHERE id = $1`, [x.id, state]);
      const refused = { message: M.notEditable(text), code: 'BAD_USER_INPUT' };
      expect(refusal(await addItem(s.ana, x.id, item()))).toEqual(refused);
      expect(refusal(await addMisc(s.ana, x.id, { name: 'Fee', total: '1' }))).toEqual(refused);
      expect(
        refusal(
          await mutate(
            s.ana,
            'updateExpense',
            { id: x.id, input: expenseInput() },
            { id: 'ID!', input: 'ExpenseInput!' },
          ),
        ),
      ).toEqual(refused);
      expect(refusal(await byId(s.ana, 'confirmExpense', x.id))).toEqual({
        message: M.notConfirmable(text),
        code: 'BAD_USER_INPUT',
      });
    }
  });
});

describe('expenses: the 90-day window (flows.md §4.12)', () => {
  const s = ownersSuite(startFinance, 1);
  beforeAll(async () => {
    await answerFinanceRequests(s.t);
  });

  it('refuses changes outside the window while checking is on, and nothing when off', async () => {
    await pinNinetyDayChecking(s.t, false);
    const old = await createExpense(s.ana, {
      expenseNumber: 'OLD',
      expenseDate: daysFromToday(-120),
      dueDate: daysFromToday(-120),
    });
    expect(old.changeable).toBe(true);
    await added(s.ana, old.id, item());

    await pinNinetyDayChecking(s.t, true);
    const window = await s.ana.gql<{ expenseWindow: { checking: boolean; earliestDate: string } }>(
      `{ expenseWindow { checking earliestDate } }`,
    );
    expect(window.data!.expenseWindow).toEqual({
      checking: true,
      earliestDate: daysFromToday(-91),
    });
    const refused = { message: M.outsideWindow, code: 'BAD_USER_INPUT' };
    expect(
      refusal(
        await mutate(
          s.ana,
          'createExpense',
          { input: expenseInput({ expenseDate: daysFromToday(-100) }) },
          { input: 'ExpenseInput!' },
        ),
      ),
    ).toEqual(refused);
    expect(refusal(await addItem(s.ana, old.id, item({ name: 'Another' })))).toEqual(refused);
    expect(refusal(await addMisc(s.ana, old.id, { name: 'Fee', total: '1' }))).toEqual(refused);
    expect(refusal(await byId(s.ana, 'confirmExpense', old.id))).toEqual(refused);
    expect(refusal(await byId(s.ana, 'deleteExpense', old.id))).toEqual(refused);
    // moving a recent expense out of the window is refused too
    const recent = await createExpense(s.ana, { expenseNumber: 'RECENT' });
    expect(recent.changeable).toBe(true);
    expect(
      refusal(
        await mutate(
          s.ana,
          'updateExpense',
          { id: recent.id, input: expenseInput({ expenseDate: daysFromToday(-95) }) },
          { id: 'ID!', input: 'ExpenseInput!' },
        ),
      ),
    ).toEqual(refused);
    const listed = await s.ana.gql<{ expense: { changeable: boolean } }>(
      `query($id: ID!) { expense(id: $id) { changeable } }`,
      { id: old.id },
    );
    expect(listed.data!.expense.changeable).toBe(false);

    await pinNinetyDayChecking(s.t, false);
    expect((await done(s.ana, 'deleteExpense', old.id)).expenseState).toBe('DELETED');
    await pinNinetyDayChecking(s.t, true);
    expect(refusal(await byId(s.ana, 'restoreExpense', old.id))).toEqual(refused);
    await pinNinetyDayChecking(s.t, false);
    expect((await done(s.ana, 'restoreExpense', old.id)).expenseState).toBe('DRAFT');
  });
});

describe('expenses: the list', () => {
  const s = ownersSuite(startFinance, 1);
  beforeAll(async () => {
    await answerFinanceRequests(s.t);
    await pinNinetyDayChecking(s.t, false);
  });

  const LIST = `query($search: String, $state: ExpenseState, $from: String!, $to: String!, $offset: Int!, $limit: Int!) {
    expenses(search: $search, state: $state, from: $from, to: $to, offset: $offset, limit: $limit) {
      totalCount pageInfo { hasNextPage } nodes { ${EXPENSE_FIELDS} } } }`;
  type List = {
    expenses: { totalCount: number; pageInfo: { hasNextPage: boolean }; nodes: ExpenseView[] };
  };

  it('filters by date range, state and search, newest first, paged', async () => {
    const o = await signedInOwner(s.t);
    const a = await createExpense(o, {
      expenseNumber: 'A-100',
      expenseDate: daysFromToday(-3),
      supplierName: 'Alpha Foods',
    });
    const b = await createExpense(o, {
      expenseNumber: 'B-200',
      expenseDate: daysFromToday(-2),
      supplierName: 'Beta',
    });
    await added(o, b.id, item({ name: 'Santan Kotak', ingredient: 'Santan' }));
    const c = await createExpense(o, { expenseNumber: 'C-300', expenseDate: daysFromToday(-10) });
    await s.t.ownerSql(`UPDATE expenses SET expense_state = 'FLAGGED' WHERE id = $1`, [c.id]);
    const list = (v: Record<string, unknown>) =>
      o.gql<List>(LIST, {
        from: daysFromToday(-30),
        to: daysFromToday(1),
        offset: 0,
        limit: 20,
        ...v,
      });
    expect((await list({})).data!.expenses.nodes.map((n) => n.id)).toEqual([b.id, a.id, c.id]);
    expect((await list({ state: 'FLAGGED' })).data!.expenses.nodes.map((n) => n.id)).toEqual([
      c.id,
    ]);
    expect((await list({ search: 'santan' })).data!.expenses.nodes.map((n) => n.id)).toEqual([
      b.id,
    ]);
    expect((await list({ search: 'ALPHA' })).data!.expenses.nodes.map((n) => n.id)).toEqual([a.id]);
    expect((await list({ search: 'b-2' })).data!.expenses.nodes.map((n) => n.id)).toEqual([b.id]);
    expect(
      (await list({ from: daysFromToday(-3), to: daysFromToday(-2) })).data!.expenses.nodes.map(
        (n) => n.id,
      ),
    ).toEqual([a.id]);
    const page = (await list({ offset: 1, limit: 1 })).data!.expenses;
    expect(page).toMatchObject({
      totalCount: 3,
      pageInfo: { hasNextPage: true },
      nodes: [{ id: a.id }],
    });
    const beyond = (await list({ offset: 5, limit: 1 })).data!.expenses;
    expect(beyond).toMatchObject({ totalCount: 3, nodes: [] });
    expect(refusal(await list({ from: daysFromToday(1), to: daysFromToday(-1) }))).toEqual({
      message: M.rangeInvalid,
      code: 'BAD_USER_INPUT',
    });
  });

  it('costs the same SQL statements for 10 expenses as for 1 (items, miscs, history batched)', async () => {
    const o = await signedInOwner(s.t);
    for (let i = 0; i < 10; i++) {
      const e = await createExpense(o, {
        expenseNumber: `N-${i}`,
        expenseDate: daysFromToday(-1 - i),
      });
      await added(o, e.id, item());
      await addMisc(o, e.id, { name: 'Fee', total: '1' });
    }
    const statements = (limit: number) =>
      sqlStatementsOf(s.t.app, async (opts) => {
        const res = await o.gql<List>(
          LIST,
          { from: daysFromToday(-30), to: daysFromToday(1), offset: 0, limit },
          opts,
        );
        expect(res.data!.expenses.nodes).toHaveLength(limit);
        expect(
          res.data!.expenses.nodes.every((n) => n.items.length === 1 && n.miscs.length === 1),
        ).toBe(true);
      });
    expect(await statements(10)).toBe(await statements(1));
  });
});
