import fc from 'fast-check';
import { addDays, today } from '@mise/domain';
import { ownersSuite, pinNinetyDayChecking, signedInOwner, type TestOwner } from '@mise/testing';
import { EXPENSE_ROLLUP_ORACLE } from '../src/expense/expense-rollups';
import { startFinance } from './helpers';
import { answerFinanceRequests, type StandIns } from './support/stand-ins';

/**
 * Issue 25's finance roll-ups: after any sequence of changes made through the API (drafts made,
 * lines and miscs added, edited and removed, dates and types changed, confirmed, unconfirmed,
 * deleted, restored, permanently deleted), `expense_daily` and `expense_item_daily` equal the
 * `GROUP BY` of the CONFIRMED expenses' rows, and no row counting nothing carries an amount.
 */

const TYPES = ['INVOICE', 'RECEIPT', 'CREDITMEMO'] as const;
const NAMES = ['BERAS', 'GULA', 'TEPUNG'] as const;
const money = fc.integer({ min: 1, max: 99999 }).map((c) => (c / 100).toFixed(2));
const qty = fc.integer({ min: 1, max: 40 }).map((q) => (q / 4).toString());

type Op =
  | { op: 'create'; day: number; type: number }
  | { op: 'update'; e: number; day: number; type: number }
  | { op: 'addItem'; e: number; name: number; price: string; quantity: string }
  | { op: 'updateItem'; e: number; line: number; name: number; price: string; quantity: string }
  | { op: 'deleteItem'; e: number; line: number }
  | { op: 'addMisc'; e: number; total: string }
  | { op: 'updateMisc'; e: number; line: number; total: string }
  | { op: 'deleteMisc'; e: number; line: number }
  | { op: 'confirm' | 'unconfirm' | 'delete' | 'restore' | 'purge'; e: number };

const e = fc.nat(5);
/** days back: the last few, or one to two months back (the monthly roll-up sees several months) */
const back = fc.oneof(fc.nat(3), fc.integer({ min: 25, max: 70 }));
const anOp: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('create' as const), day: back, type: fc.nat(2) }),
  },
  fc.record({ op: fc.constant('update' as const), e, day: back, type: fc.nat(2) }),
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('addItem' as const),
      e,
      name: fc.nat(2),
      price: money,
      quantity: qty,
    }),
  },
  fc.record({
    op: fc.constant('updateItem' as const),
    e,
    line: fc.nat(3),
    name: fc.nat(2),
    price: money,
    quantity: qty,
  }),
  fc.record({ op: fc.constant('deleteItem' as const), e, line: fc.nat(3) }),
  fc.record({ op: fc.constant('addMisc' as const), e, total: money }),
  fc.record({ op: fc.constant('updateMisc' as const), e, line: fc.nat(2), total: money }),
  fc.record({ op: fc.constant('deleteMisc' as const), e, line: fc.nat(2) }),
  { weight: 3, arbitrary: fc.record({ op: fc.constant('confirm' as const), e }) },
  ...(['unconfirm', 'delete', 'restore', 'purge'] as const).map((op) =>
    fc.record({ op: fc.constant(op), e }),
  ),
);

describe('finance roll-ups: expense_daily, expense_item_daily and expense_item_monthly', () => {
  const s = ownersSuite(startFinance, 1);
  let standIns: StandIns;
  beforeAll(async () => {
    standIns = await answerFinanceRequests(s.t);
    await pinNinetyDayChecking(s.t, false);
  });
  afterAll(() => standIns.stop());

  /** A mutation; a refusal (bad input, not found) is an answer too, anything else fails. */
  async function send(o: TestOwner, query: string, vars: Record<string, unknown>) {
    const res = await o.gql<Record<string, { id: string } | boolean>>(query, vars);
    for (const err of res.errors ?? []) {
      const code = (err.extensions as { code?: string } | undefined)?.code;
      if (code !== 'BAD_USER_INPUT' && code !== 'NOT_FOUND' && code !== 'CONFLICT') {
        throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(err)}`);
      }
    }
  }

  async function linesOf(o: TestOwner, id: string) {
    const res = await o.gql<{
      expense: { items: Array<{ id: string }>; miscs: Array<{ id: string }> } | null;
    }>(`query($id: ID!) { expense(id: $id) { items { id } miscs { id } } }`, { id });
    return res.data?.expense ?? { items: [], miscs: [] };
  }

  async function run(o: TestOwner, ops: Op[]) {
    const ids: string[] = [];
    const dayOf = (d: number) => addDays(today(), -d);
    const pick = (i: number) => ids[i % ids.length];
    const expenseInput = (day: number, type: number) => ({
      expenseType: TYPES[type],
      expenseNumber: `INV-${ids.length}`,
      supplierName: 'Pasar Borong',
      expenseDate: dayOf(day),
      dueDate: dayOf(day),
      paidStatus: 'UNPAID',
    });
    const item = (name: number, price: string, quantity: string) => ({
      name: NAMES[name],
      ingredient: `${NAMES[name]} BAHAN`,
      unit: 'kg',
      amount: '1',
      quantity,
      unitPrice: price,
    });
    for (const op of ops) {
      if (op.op === 'create') {
        const res = await o.gql<{ createExpense: { id: string } }>(
          `mutation($i: ExpenseInput!) { createExpense(input: $i) { id } }`,
          { i: expenseInput(op.day, op.type) },
        );
        if (res.errors) throw new Error(JSON.stringify(res.errors));
        ids.push(res.data!.createExpense.id);
        continue;
      }
      if (!ids.length) continue;
      const id = pick(op.e);
      switch (op.op) {
        case 'update':
          await send(
            o,
            `mutation($id: ID!, $i: ExpenseInput!) { updateExpense(id: $id, input: $i) { id } }`,
            {
              id,
              i: expenseInput(op.day, op.type),
            },
          );
          break;
        case 'addItem':
          await send(
            o,
            `mutation($e: ID!, $i: ExpenseItemInput!) { addExpenseItem(expenseId: $e, input: $i) { id } }`,
            {
              e: id,
              i: item(op.name, op.price, op.quantity),
            },
          );
          break;
        case 'addMisc':
          await send(
            o,
            `mutation($e: ID!, $i: ExpenseMiscInput!) { addExpenseMisc(expenseId: $e, input: $i) { id } }`,
            {
              e: id,
              i: { name: `Delivery ${op.total}`, total: op.total },
            },
          );
          break;
        case 'updateItem':
        case 'deleteItem': {
          const { items } = await linesOf(o, id);
          if (!items.length) break;
          const line = items[op.line % items.length].id;
          if (op.op === 'deleteItem') {
            await send(o, `mutation($id: ID!) { deleteExpenseItem(id: $id) { id } }`, { id: line });
          } else {
            await send(
              o,
              `mutation($id: ID!, $i: ExpenseItemInput!) { updateExpenseItem(id: $id, input: $i) { id } }`,
              {
                id: line,
                i: item(op.name, op.price, op.quantity),
              },
            );
          }
          break;
        }
        case 'updateMisc':
        case 'deleteMisc': {
          const { miscs } = await linesOf(o, id);
          if (!miscs.length) break;
          const line = miscs[op.line % miscs.length].id;
          if (op.op === 'deleteMisc') {
            await send(o, `mutation($id: ID!) { deleteExpenseMisc(id: $id) { id } }`, { id: line });
          } else {
            await send(
              o,
              `mutation($id: ID!, $i: ExpenseMiscInput!) { updateExpenseMisc(id: $id, input: $i) { id } }`,
              {
                id: line,
                i: { name: `Charge ${op.total}`, total: op.total },
              },
            );
          }
          break;
        }
        default: {
          const field = {
            confirm: 'confirmExpense(id: $id) { id }',
            unconfirm: 'editConfirmedExpense(id: $id) { id }',
            delete: 'deleteExpense(id: $id) { id }',
            restore: 'restoreExpense(id: $id) { id }',
            purge: 'permanentlyDeleteExpense(id: $id)',
          }[op.op];
          await send(o, `mutation($id: ID!) { ${field} }`, { id });
        }
      }
    }
  }

  /** The roll-ups of the outlet beside the GROUP BY of its raw rows. */
  async function compare(outletId: string) {
    const daily = await s.t.ownerSql<{ day: string; total: string; expenses: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, total::text AS total, expenses
         FROM expense_daily WHERE outlet_id = $1 ORDER BY day`,
      [outletId],
    );
    const items = await s.t.ownerSql<{
      day: string;
      itemKey: string;
      quantity: string;
      total: string;
      lines: number;
    }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, item_key AS "itemKey", quantity::text AS quantity,
              total::text AS total, lines
         FROM expense_item_daily WHERE outlet_id = $1 ORDER BY 1, 2`,
      [outletId],
    );
    const monthly = await s.t.ownerSql<{
      month: string;
      itemKey: string;
      quantity: string;
      total: string;
      lines: number;
    }>(
      `SELECT to_char(month, 'YYYY-MM-DD') AS month, item_key AS "itemKey",
              quantity::text AS quantity, total::text AS total, lines
         FROM expense_item_monthly WHERE outlet_id = $1 ORDER BY 1, 2`,
      [outletId],
    );
    const rawMonthly = await s.t.ownerSql(EXPENSE_ROLLUP_ORACLE.itemsMonthly, [outletId]);
    const rawDaily = await s.t.ownerSql(EXPENSE_ROLLUP_ORACLE.daily, [outletId]);
    const rawItems = await s.t.ownerSql(EXPENSE_ROLLUP_ORACLE.items, [outletId]);
    // rows that count nothing any more must carry nothing; the others equal the raw sums
    for (const r of daily.filter((d) => d.expenses === 0)) expect(Number(r.total)).toBe(0);
    for (const r of [...items, ...monthly].filter((d) => d.lines === 0)) {
      expect([Number(r.total), Number(r.quantity)]).toEqual([0, 0]);
    }
    const exact = (v: string) => (Number(v) === 0 ? '0' : v.replace(/\.?0+$/, ''));
    expect(
      daily.filter((d) => d.expenses > 0).map((d) => ({ ...d, total: exact(d.total) })),
    ).toEqual(rawDaily.map((d) => ({ ...d, total: exact(String(d.total)) })));
    expect(
      items
        .filter((d) => d.lines > 0)
        .map((d) => ({ ...d, total: exact(d.total), quantity: exact(d.quantity) })),
    ).toEqual(
      rawItems.map((d) => ({
        ...d,
        total: exact(String(d.total)),
        quantity: exact(String(d.quantity)),
      })),
    );
    expect(
      monthly
        .filter((d) => d.lines > 0)
        .map((d) => ({ ...d, total: exact(d.total), quantity: exact(d.quantity) })),
    ).toEqual(
      rawMonthly.map((d) => ({
        ...d,
        total: exact(String(d.total)),
        quantity: exact(String(d.quantity)),
      })),
    );
  }

  it('equal the GROUP BY of the confirmed expenses after random changes through the API', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anOp, { minLength: 10, maxLength: 35 }), async (ops) => {
        const o = await signedInOwner(s.t);
        await run(o, [{ op: 'create', day: 0, type: 0 }, ...ops]);
        await compare(o.outletId);
      }),
      { numRuns: Number(process.env.ROLLUP_RUNS ?? 12) },
    );
  }, 300_000);

  it('follow a confirmed expense through unconfirm, edit, confirm again and delete', async () => {
    const o = await signedInOwner(s.t);
    const day = addDays(today(), -2);
    const other = addDays(today(), -1);
    const res = await o.gql<{ createExpense: { id: string } }>(
      `mutation($i: ExpenseInput!) { createExpense(input: $i) { id } }`,
      {
        i: {
          expenseType: 'INVOICE',
          expenseNumber: 'INV-9',
          supplierName: 'Pasar Borong',
          expenseDate: day,
          dueDate: day,
          paidStatus: 'UNPAID',
        },
      },
    );
    const id = res.data!.createExpense.id;
    const overview = async () =>
      (
        await o.gql<{
          expenseOverview: {
            total: string;
            daily: Array<{ date: string; total: string }>;
            items: Array<{ name: string; quantity: string; total: string }>;
          };
        }>(
          `query($f: String!, $t: String!) { expenseOverview(from: $f, to: $t) {
             total daily { date total } items { name quantity total } } }`,
          { f: addDays(today(), -30), t: addDays(today(), 1) },
        )
      ).data!.expenseOverview;
    const ok = async (q: string, v: Record<string, unknown>) => {
      const r = await o.gql(q, v);
      expect(r.errors).toBeUndefined();
    };
    await ok(
      `mutation($e: ID!, $i: ExpenseItemInput!) { addExpenseItem(expenseId: $e, input: $i) { id } }`,
      {
        e: id,
        i: {
          name: 'Beras',
          ingredient: 'Beras',
          unit: 'kg',
          amount: '1',
          quantity: '3',
          unitPrice: '0.10',
        },
      },
    );
    await ok(
      `mutation($e: ID!, $i: ExpenseMiscInput!) { addExpenseMisc(expenseId: $e, input: $i) { id } }`,
      { e: id, i: { name: 'Delivery', total: '0.20' } },
    );
    expect(await overview()).toEqual({ total: '0.00', daily: [], items: [] });
    await ok(`mutation($id: ID!) { confirmExpense(id: $id) { id } }`, { id });
    expect(await overview()).toEqual({
      total: '0.50',
      daily: [{ date: day, total: '0.50' }],
      items: [{ name: 'BERAS', quantity: '3', total: '0.30' }],
    });
    await ok(`mutation($id: ID!) { editConfirmedExpense(id: $id) { id } }`, { id });
    expect(await overview()).toEqual({ total: '0.00', daily: [], items: [] });
    await ok(`mutation($id: ID!, $i: ExpenseInput!) { updateExpense(id: $id, input: $i) { id } }`, {
      id,
      i: {
        expenseType: 'CREDITMEMO',
        expenseNumber: 'CN-9',
        supplierName: 'Pasar Borong',
        expenseDate: other,
        dueDate: other,
        paidStatus: 'UNPAID',
      },
    });
    await ok(`mutation($id: ID!) { confirmExpense(id: $id) { id } }`, { id });
    expect(await overview()).toEqual({
      total: '-0.50',
      daily: [{ date: other, total: '-0.50' }],
      items: [{ name: 'BERAS', quantity: '-3', total: '-0.30' }],
    });
    await ok(`mutation($id: ID!) { deleteExpense(id: $id) { id } }`, { id });
    expect(await overview()).toEqual({ total: '0.00', daily: [], items: [] });
    await compare(o.outletId);
  });
});
