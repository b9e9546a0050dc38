import { addDays, daysBetween, lockDate, roundMoney, today } from '@mise/domain';
import { ownersSuite, signedInOwner, sqlStatementsOf, type TestOwner } from '@mise/testing';
import { startFinance } from './helpers';
import { addItem, createExpense, seedSupplier, setExpense } from './extras/fixtures';

const OVERVIEW = `query($f: String!, $t: String!) { expenseOverview(from: $f, to: $t) { total daily { date total } } }`;
const ITEMS = `query($f: String!, $t: String!) { expenseOverview(from: $f, to: $t) {
  total items { itemKey inventoryItemId ingredientId name quantity total } } }`;
const TO_CONFIRM = `{ expensesToConfirm { id expenseState expenseDate lockDate } }`;

/** The first date whose lock date (domain) is `days` days after today. */
function datedToLock(days: number): string {
  const now = today();
  for (let d = addDays(now, -120); d < now; d = addDays(d, 1)) {
    if (daysBetween(now, lockDate(d)) === days) return d;
  }
  throw new Error(`no date locking in ${days} days`);
}

describe('the overview: expense totals, expenses to confirm, the checklist step', () => {
  const s = ownersSuite(startFinance, 2);
  let o: TestOwner;

  beforeAll(async () => {
    o = await signedInOwner(s.t);
    await seedSupplier(s.t, o, 'Pasar Borong');
  });

  /** An expense of `o` with lines at these unit prices (quantity 1), then `state` and `type`. */
  async function expense(
    date: string,
    prices: string[],
    state: string,
    type = 'INVOICE',
  ): Promise<string> {
    const id = await createExpense(o, { supplierName: 'Pasar Borong', expenseDate: date });
    for (const [n, unitPrice] of prices.entries()) {
      await addItem(o, id, { name: `Item ${n}`, ingredient: `Ingredient ${n}`, unitPrice });
    }
    await setExpense(s.t, id, { state, type });
    return id;
  }

  it('sums confirmed expenses by expense date, exactly, a credit memo negative', async () => {
    await expense('2026-11-02', ['0.10', '0.20'], 'CONFIRMED'); // 0.30, never 0.30000000000000004
    await expense('2026-11-02', ['12.35'], 'CONFIRMED', 'RECEIPT');
    await expense('2026-11-02', ['5.05'], 'CONFIRMED', 'CREDITMEMO');
    await expense('2026-11-05', ['99999.99', '0.01'], 'CONFIRMED');
    await expense('2026-11-05', ['40.00'], 'DRAFT'); // not confirmed
    await expense('2026-11-05', ['41.00'], 'DELETED');
    await expense('2026-11-01', ['7.00'], 'CONFIRMED'); // the From day counts
    await expense('2026-11-10', ['8.00'], 'CONFIRMED'); // the To day does not
    await expense('2026-10-31', ['9.00'], 'CONFIRMED');

    const res = await o.gql(OVERVIEW, { f: '2026-11-01', t: '2026-11-10' });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      expenseOverview: {
        total: '100014.60',
        daily: [
          { date: '2026-11-01', total: '7.00' },
          { date: '2026-11-02', total: '7.60' },
          { date: '2026-11-05', total: '100000.00' },
        ],
      },
    });
    // a day of credit memos only is negative
    await expense('2026-11-20', ['3.30'], 'CONFIRMED', 'CREDITMEMO');
    const credit = await o.gql(OVERVIEW, { f: '2026-11-20', t: '2026-11-21' });
    expect(credit.data).toEqual({
      expenseOverview: { total: '-3.30', daily: [{ date: '2026-11-20', total: '-3.30' }] },
    });
    // another owner sees none of it
    const other = await s.ben.gql(OVERVIEW, { f: '2026-11-01', t: '2026-12-01' });
    expect(other.data).toEqual({ expenseOverview: { total: '0.00', daily: [] } });
  });

  it('sums confirmed lines per item, a credit memo negative, in constant statements', async () => {
    const owner = await signedInOwner(s.t);
    await seedSupplier(s.t, owner, 'Pasar Borong');
    const at = async (date: string, lines: string[][], state: string, type = 'INVOICE') => {
      const id = await createExpense(owner, { supplierName: 'Pasar Borong', expenseDate: today() });
      for (const [name, unitPrice, quantity] of lines) {
        await addItem(owner, id, { name, ingredient: name, unitPrice, quantity });
      }
      await setExpense(s.t, id, { state, type, date });
    };
    await at(
      '2025-03-01',
      [
        ['BERAS', '2.50', '4'],
        ['GULA', '1.10', '1'],
      ],
      'CONFIRMED',
    );
    await at('2025-03-02', [['BERAS', '2.40', '2']], 'CONFIRMED', 'RECEIPT');
    await at('2025-03-03', [['BERAS', '2.50', '1']], 'CONFIRMED', 'CREDITMEMO');
    await at('2025-03-03', [['TEPUNG', '9.00', '1']], 'DRAFT');
    const res = await owner.gql(ITEMS, { f: '2025-03-01', t: '2025-04-01' });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      expenseOverview: {
        total: '13.40',
        items: [
          {
            itemKey: 'beras',
            inventoryItemId: null,
            ingredientId: null,
            name: 'BERAS',
            quantity: '5',
            total: '12.30',
          },
          {
            itemKey: 'gula',
            inventoryItemId: null,
            ingredientId: null,
            name: 'GULA',
            quantity: '1',
            total: '1.10',
          },
        ],
      },
    });
    // a month and three years of days cost the same statements
    const statements = (f: string, t: string) =>
      sqlStatementsOf(s.t.app, (opts) => owner.gql(ITEMS, { f, t }, opts));
    for (let d = 0; d < 30; d++) {
      await at(addDays('2023-01-01', d * 20), [[`ITEM ${d}`, '1.00', '1']], 'CONFIRMED');
    }
    expect(await statements('2025-03-01', '2025-04-01')).toBe(
      await statements('2023-01-01', '2026-01-01'),
    );
  });

  it('answers a range of partial and whole months as the sum of its days', async () => {
    const owner = await signedInOwner(s.t);
    await seedSupplier(s.t, owner, 'Pasar Borong');
    const names = ['BERAS', 'GULA', 'TEPUNG'];
    let n = 0;
    // lines on the first, middle and last days of five months, a credit memo now and then
    for (const month of ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05']) {
      for (const d of ['01', '15', '28']) {
        n++;
        const id = await createExpense(owner, {
          supplierName: 'Pasar Borong',
          expenseDate: today(),
        });
        for (const name of names.slice(0, (n % 3) + 1)) {
          await addItem(owner, id, {
            name,
            ingredient: name,
            unitPrice: `${n}.25`,
            quantity: `${n % 4}.5`,
          });
        }
        await setExpense(s.t, id, {
          state: 'CONFIRMED',
          type: n % 5 === 0 ? 'CREDITMEMO' : 'INVOICE',
          date: `${month}-${d}`,
        });
      }
    }
    const fromDays = (f: string, t: string) =>
      s.t.ownerSql<Record<string, string>>(
        `SELECT item_key AS "itemKey", (array_agg(name ORDER BY day DESC))[1] AS name,
                trim_scale(sum(quantity))::text AS quantity, sum(total)::text AS total
           FROM expense_item_daily
          WHERE outlet_id = $1 AND day >= $2 AND day < $3 AND lines > 0
          GROUP BY item_key ORDER BY sum(total) DESC, item_key`,
        [owner.outletId, f, t],
      );
    for (const [f, t] of [
      ['2025-01-10', '2025-04-20'], // partial, two whole months, partial
      ['2025-02-01', '2025-05-01'], // whole months only
      ['2025-01-15', '2025-03-01'], // partial and one whole month
      ['2025-02-01', '2025-03-16'], // a whole month and a partial one
      ['2025-03-02', '2025-03-28'], // inside one month
      ['2025-02-20', '2025-03-16'], // two partial months
    ]) {
      const res = await owner.gql<{
        expenseOverview: { items: Array<Record<string, string | null>> };
      }>(ITEMS, { f, t });
      expect(res.errors).toBeUndefined();
      const want = (await fromDays(f, t)).map((r) => ({ ...r, total: roundMoney(r.total) }));
      expect(want.length).toBeGreaterThan(0);
      expect({
        range: [f, t],
        items: res.data!.expenseOverview.items.map(({ itemKey, name, quantity, total }) => ({
          itemKey,
          name,
          quantity,
          total,
        })),
      }).toEqual({
        range: [f, t],
        items: want,
      });
    }
  });

  it('refuses a range that is not one, or longer than 1,100 days', async () => {
    for (const [f, t] of [
      ['2026-11-10', '2026-11-01'],
      ['yesterday', '2026-11-01'],
      ['2026-11-01', '2026-13-01'],
      ['2023-01-01', '2026-01-06'],
    ]) {
      const res = await o.gql(OVERVIEW, { f, t });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Choose a valid date range',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    // 1,100 days is allowed
    expect(
      (await o.gql(OVERVIEW, { f: '2023-01-01', t: addDays('2023-01-01', 1100) })).errors,
    ).toBeUndefined();
  });

  it('lists drafts, processed and flagged expenses from 7 days before their lock date to it', async () => {
    const owner = await signedInOwner(s.t);
    await seedSupplier(s.t, owner, 'Pasar Borong');
    const at = async (days: number, state: string) => {
      const id = await createExpense(owner, {
        supplierName: 'Pasar Borong',
        expenseDate: today(),
      });
      await setExpense(s.t, id, { state, date: datedToLock(days) });
      return id;
    };
    const lockingToday = await at(0, 'DRAFT');
    const inSeven = await at(7, 'PROCESSED');
    const inThree = await at(3, 'FLAGGED');
    await at(8, 'DRAFT'); // not yet
    await at(-1, 'DRAFT'); // locked yesterday
    await at(2, 'CONFIRMED');
    await at(2, 'DELETED');
    await at(2, 'PROCESSING');

    const res = await owner.gql<{
      expensesToConfirm: Array<{
        id: string;
        expenseState: string;
        expenseDate: string;
        lockDate: string;
      }>;
    }>(TO_CONFIRM);
    expect(res.errors).toBeUndefined();
    const list = res.data!.expensesToConfirm;
    expect(list.map((e) => e.id)).toEqual([lockingToday, inThree, inSeven]);
    expect(list.map((e) => daysBetween(today(), e.lockDate))).toEqual([0, 3, 7]);
    expect(list.map((e) => e.expenseState)).toEqual(['DRAFT', 'FLAGGED', 'PROCESSED']);
    expect((await s.ben.gql(TO_CONFIRM)).data).toEqual({ expensesToConfirm: [] });
  });

  it("ticks the checklist's expense step once the outlet has an expense, for its owner only", async () => {
    const fresh = await signedInOwner(s.t);
    const progress = `{ financeProgress { outletId expenseAdded } }`;
    expect((await fresh.gql(progress)).data).toEqual({
      financeProgress: { outletId: fresh.outletId, expenseAdded: false },
    });
    await seedSupplier(s.t, fresh, 'Pasar Borong');
    await createExpense(fresh, { supplierName: 'Pasar Borong', expenseDate: today() });
    expect((await fresh.gql(progress)).data).toEqual({
      financeProgress: { outletId: fresh.outletId, expenseAdded: true },
    });
    const entities = `query($r: [_Any!]!) { _entities(representations: $r) { ... on OutletProgress { expenseAdded } } }`;
    const r = [{ __typename: 'OutletProgress', outletId: fresh.outletId }];
    expect((await fresh.gql(entities, { r })).data).toEqual({
      _entities: [{ expenseAdded: true }],
    });
    expect((await s.ben.gql(entities, { r })).data).toEqual({ _entities: [null] });
  });
});
