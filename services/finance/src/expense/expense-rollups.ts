import type { Tx } from '@mise/platform';

/**
 * What an expense contributes to the analytics roll-ups (issue 25, contract "Roll-ups"): only a
 * CONFIRMED expense counts, on its expense date, a CREDITMEMO negative. `items` are its lines.
 */
export interface ExpenseSnapshot {
  expenseState: string;
  expenseType: string;
  /** `YYYY-MM-DD` */
  expenseDate: string;
  grandTotal: string;
  items: ReadonlyArray<{
    name: string;
    quantity: string;
    total: string;
    inventoryItemId: string | null;
    ingredientId: string | null;
  }>;
}

/**
 * The key of a line in `expense_item_daily`: the inventory item id, else the ingredient id, else
 * the normalised name (`lower(btrim(name))`). The SQL below computes the same.
 */
export function expenseItemKey(item: ExpenseSnapshot['items'][number]): string {
  return item.inventoryItemId ?? item.ingredientId ?? item.name.trim().toLowerCase();
}

/** The same key in SQL, over `expense_items` aliased `i`. */
const ITEM_KEY_SQL = `coalesce(i.inventory_item_id::text, i.ingredient_id::text, lower(btrim(i.name)))`;
/** +1, or −1 for a credit memo, over `expenses` aliased `e`. */
const SIGN_SQL = `(CASE WHEN e.expense_type = 'CREDITMEMO' THEN -1 ELSE 1 END)`;

/**
 * The backfill (migration 1760000025100, and the analytics bench after its bulk seed): the
 * roll-ups rebuilt from the CONFIRMED expenses, all outlets, or one when `$1` is given (the
 * statements take `$1::uuid`, null for all). Run the three in order in one transaction.
 */
export const EXPENSE_ROLLUP_BACKFILL: readonly string[] = [
  `DELETE FROM expense_daily WHERE $1::uuid IS NULL OR outlet_id = $1::uuid`,
  `DELETE FROM expense_item_daily WHERE $1::uuid IS NULL OR outlet_id = $1::uuid`,
  `INSERT INTO expense_daily (outlet_id, day, total, expenses)
   SELECT e.outlet_id, e.expense_date, sum(${SIGN_SQL} * e.grand_total), count(*)
     FROM expenses e
    WHERE e.expense_state = 'CONFIRMED' AND ($1::uuid IS NULL OR e.outlet_id = $1::uuid)
    GROUP BY e.outlet_id, e.expense_date`,
  `INSERT INTO expense_item_daily (outlet_id, day, item_key, name, inventory_item_id,
     ingredient_id, quantity, total, lines)
   SELECT e.outlet_id, e.expense_date, ${ITEM_KEY_SQL},
          (array_agg(i.name ORDER BY e.updated_at DESC, i.position))[1],
          (array_agg(i.inventory_item_id ORDER BY e.updated_at DESC, i.position))[1],
          (array_agg(i.ingredient_id ORDER BY e.updated_at DESC, i.position))[1],
          sum(${SIGN_SQL} * i.quantity), sum(${SIGN_SQL} * i.total), count(*)
     FROM expenses e JOIN expense_items i ON i.expense_id = e.id
    WHERE e.expense_state = 'CONFIRMED' AND ($1::uuid IS NULL OR e.outlet_id = $1::uuid)
    GROUP BY e.outlet_id, e.expense_date, ${ITEM_KEY_SQL}`,
];

/**
 * The monthly item roll-up rebuilt from the daily one (migration 1760000025110, and the
 * analytics bench after its bulk seed): all outlets, or one when `$1` is given (`$1::uuid`,
 * null for all). A month's name and ids are those of its latest day with lines. Run in order in
 * one transaction, after the daily roll-ups are complete.
 */
export const EXPENSE_MONTHLY_BACKFILL: readonly string[] = [
  `DELETE FROM expense_item_monthly WHERE $1::uuid IS NULL OR outlet_id = $1::uuid`,
  `INSERT INTO expense_item_monthly (outlet_id, month, item_key, name, inventory_item_id,
     ingredient_id, quantity, total, lines)
   SELECT outlet_id, date_trunc('month', day)::date, item_key,
          (array_agg(name ORDER BY lines > 0 DESC, day DESC))[1],
          (array_agg(inventory_item_id ORDER BY lines > 0 DESC, day DESC))[1],
          (array_agg(ingredient_id ORDER BY lines > 0 DESC, day DESC))[1],
          sum(quantity), sum(total), sum(lines)
     FROM expense_item_daily
    WHERE $1::uuid IS NULL OR outlet_id = $1::uuid
    GROUP BY 1, 2, 3`,
];

/**
 * The `GROUP BY` of the raw rows that the roll-ups must equal (the property test's oracle): one
 * outlet's `expense_daily` and `expense_item_daily` as they would be rebuilt.
 */
export const EXPENSE_ROLLUP_ORACLE = {
  daily: `SELECT to_char(e.expense_date, 'YYYY-MM-DD') AS day,
                 sum(${SIGN_SQL} * e.grand_total)::text AS total, count(*)::int AS expenses
            FROM expenses e WHERE e.expense_state = 'CONFIRMED' AND e.outlet_id = $1
           GROUP BY e.expense_date ORDER BY e.expense_date`,
  items: `SELECT to_char(e.expense_date, 'YYYY-MM-DD') AS day, ${ITEM_KEY_SQL} AS "itemKey",
                 sum(${SIGN_SQL} * i.quantity)::text AS quantity,
                 sum(${SIGN_SQL} * i.total)::text AS total, count(*)::int AS lines
            FROM expenses e JOIN expense_items i ON i.expense_id = e.id
           WHERE e.expense_state = 'CONFIRMED' AND e.outlet_id = $1
           GROUP BY e.expense_date, ${ITEM_KEY_SQL} ORDER BY 1, 2`,
  /** `expense_item_monthly` as it would be rebuilt (`month` its first day) */
  itemsMonthly: `SELECT to_char(date_trunc('month', e.expense_date), 'YYYY-MM-DD') AS month,
                        ${ITEM_KEY_SQL} AS "itemKey",
                        sum(${SIGN_SQL} * i.quantity)::text AS quantity,
                        sum(${SIGN_SQL} * i.total)::text AS total, count(*)::int AS lines
                   FROM expenses e JOIN expense_items i ON i.expense_id = e.id
                  WHERE e.expense_state = 'CONFIRMED' AND e.outlet_id = $1
                  GROUP BY 1, 2 ORDER BY 1, 2`,
};

/**
 * The one writer of the finance roll-ups `expense_daily`, `expense_item_daily` and
 * `expense_item_monthly`: given an expense before and after a change (null when it did not exist
 * / no longer exists), adds after − before to each, in the change's transaction: one `INSERT …
 * ON CONFLICT DO UPDATE` per table, in this order, nothing at all when neither side is
 * CONFIRMED. Amounts are summed by Postgres (numeric,
 * exact). Every change of an expense ends in `ExpenseService.commit`, which calls this.
 */
export async function applyExpenseRollups(
  tx: Tx,
  before: ExpenseSnapshot | null,
  after: ExpenseSnapshot | null,
): Promise<void> {
  const sides = [
    { s: before, count: -1 },
    { s: after, count: 1 },
  ].filter((x): x is { s: ExpenseSnapshot; count: number } => x.s?.expenseState === 'CONFIRMED');
  if (!sides.length) return;
  const factor = (x: { s: ExpenseSnapshot; count: number }) =>
    x.count * (x.s.expenseType === 'CREDITMEMO' ? -1 : 1);
  await tx.manager.query(
    `INSERT INTO expense_daily (outlet_id, day, total, expenses)
     SELECT $1, v.day, sum(v.total * v.f), sum(v.n)
       FROM unnest($2::date[], $3::numeric[], $4::int[], $5::int[]) AS v(day, total, f, n)
      GROUP BY v.day
      ORDER BY v.day
     ON CONFLICT (outlet_id, day) DO UPDATE
       SET total = expense_daily.total + EXCLUDED.total,
           expenses = expense_daily.expenses + EXCLUDED.expenses`,
    [
      tx.outletId,
      sides.map((x) => x.s.expenseDate),
      sides.map((x) => x.s.grandTotal),
      sides.map(factor),
      sides.map((x) => x.count),
    ],
  );
  const lines = sides.flatMap((x) => x.s.items.map((item) => ({ x, item })));
  if (!lines.length) return;
  const params = [
    tx.outletId,
    lines.map((l) => l.x.s.expenseDate),
    lines.map((l) => expenseItemKey(l.item)),
    lines.map((l) => l.item.name),
    lines.map((l) => l.item.inventoryItemId),
    lines.map((l) => l.item.ingredientId),
    lines.map((l) => l.item.quantity),
    lines.map((l) => l.item.total),
    lines.map((l) => factor(l.x)),
    lines.map((l) => l.x.count),
  ];
  await tx.manager.query(ITEM_DAILY, params);
  await tx.manager.query(ITEM_MONTHLY, params);
}

/**
 * The upsert of an item roll-up over a period of the lines' dates (`$2`, the day itself or the
 * first day of its month): Σ quantity and total, the count of lines, and the name and ids of the
 * latest line added (a removal keeps them). Rows in key order.
 */
const itemUpsert = (table: string, column: string, period: (date: string) => string) => `
  INSERT INTO ${table} (outlet_id, ${column}, item_key, name, inventory_item_id, ingredient_id,
     quantity, total, lines)
  SELECT $1, ${period('v.day')}, v.key, (array_agg(v.name ORDER BY v.n DESC))[1],
         (array_agg(v.inv ORDER BY v.n DESC))[1], (array_agg(v.ing ORDER BY v.n DESC))[1],
         sum(v.quantity * v.f), sum(v.total * v.f), sum(v.n)
    FROM unnest($2::date[], $3::text[], $4::text[], $5::uuid[], $6::uuid[], $7::numeric[],
                $8::numeric[], $9::int[], $10::int[])
         AS v(day, key, name, inv, ing, quantity, total, f, n)
   GROUP BY 2, v.key
   ORDER BY 2, v.key
  ON CONFLICT (outlet_id, ${column}, item_key) DO UPDATE
    SET quantity = ${table}.quantity + EXCLUDED.quantity,
        total = ${table}.total + EXCLUDED.total,
        lines = ${table}.lines + EXCLUDED.lines,
        name = CASE WHEN EXCLUDED.lines >= 0 THEN EXCLUDED.name ELSE ${table}.name END,
        inventory_item_id = CASE WHEN EXCLUDED.lines >= 0 THEN EXCLUDED.inventory_item_id
                                 ELSE ${table}.inventory_item_id END,
        ingredient_id = CASE WHEN EXCLUDED.lines >= 0 THEN EXCLUDED.ingredient_id
                             ELSE ${table}.ingredient_id END`;

const ITEM_DAILY = itemUpsert('expense_item_daily', 'day', (date) => date);
const ITEM_MONTHLY = itemUpsert(
  'expense_item_monthly',
  'month',
  (date) => `date_trunc('month', ${date})::date`,
);
