// Analytics (issue 25, part 3 "Speed at the scale of a busy outlet"): ONE outlet with 3 years of
// trading — 1,000,000 sale lines, 50,000 expense lines, 300 menu items, 500 ingredients,
// 2,000,000 stock movements — seeded by INSERT … SELECT generate_series straight into each
// service's own database (sales, finance, inventory: each a started test app on a fresh
// database), the daily roll-ups then filled by the backfill SQL (finance's the migration's own
// `EXPENSE_ROLLUP_BACKFILL`; sales' and inventory's a minimal copy of the contract's columns,
// skipped with a note while their roll-up tables do not exist yet), and the monthly ones from
// the daily ones by the services' own `SALES_MONTHLY_BACKFILL` / `EXPENSE_MONTHLY_BACKFILL`. Then, through the gateway
// with one client, p50/p99 and SQL statements per request (all three services, the request's own
// correlation id) for the overview report (expenseOverview + salesOverview + menuProfitability in
// one operation), an ingredient card (ingredientUsage) and a trend of 5 items (stockTrends,
// menuTrends), over a month, a year and 3 years. Fields the composed schema does not have yet
// are printed "not built". Prints only: `npm run bench -- analytics`.
//
// BENCH_ANALYTICS_SCALE (default 1) scales every row count (0.01 for a quick look).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gatewayInFrontOf, latency } from './gateway.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { signedInOwner, startTestApp } = require('../../libs/testing/dist/index.js');
const { parse } = require('graphql');
const pg = require('pg');
const { addDays, today } = require('../../libs/domain/dist/index.js');
const { MetricsService, requestContext } = require('../../libs/platform/dist/index.js');
const finance = {
  AppModule: require('../../services/finance/dist/app.module.js').AppModule,
  loadConfig: require('../../services/finance/dist/config.js').loadFinanceConfig,
  migrations: require('../../services/finance/dist/migrations/index.js').migrations,
  // the daily roll-ups, then the monthly one from them (when built)
  backfill: (({ EXPENSE_ROLLUP_BACKFILL, EXPENSE_MONTHLY_BACKFILL }) => [
    ...EXPENSE_ROLLUP_BACKFILL,
    ...(EXPENSE_MONTHLY_BACKFILL ?? []),
  ])(require('../../services/finance/dist/expense/expense-rollups.js')),
};
const sales = {
  AppModule: require('../../services/sales/dist/app.module.js').AppModule,
  loadConfig: require('../../services/sales/dist/config.js').loadSalesConfig,
  migrations: require('../../services/sales/dist/migrations/index.js').migrations,
  // the monthly roll-ups from the daily ones (when built)
  monthly:
    require('../../services/sales/dist/analytics/sales-rollups.js').SALES_MONTHLY_BACKFILL ?? [],
};
const inventory = {
  AppModule: require('../../services/inventory/dist/app.module.js').AppModule,
  loadConfig: require('../../services/inventory/dist/config.js').loadInventoryConfig,
  migrations: require('../../services/inventory/dist/migrations/index.js').migrations,
};

const SCALE = Number(process.env.BENCH_ANALYTICS_SCALE ?? 1);
const N = {
  saleLines: Math.round(1_000_000 * SCALE),
  expenseLines: Math.round(50_000 * SCALE),
  menuItems: 300,
  ingredients: 500,
  movements: Math.round(2_000_000 * SCALE),
};
const LINES_PER_SALE = 4;
const LINES_PER_EXPENSE = 5;
const TODAY = today();
const DAYS = 1096; // 3 years, ending today
const START = addDays(TODAY, -(DAYS - 1));
const RANGES = [
  ['a month', addDays(TODAY, -30)],
  ['a year', addDays(TODAY, -365)],
  ['3 years', START],
].map(([name, from]) => ({ name, from, to: addDays(TODAY, 1) }));

/** Deterministic ids shared by the three databases: menu n, ingredient n, inventory item n. */
const ID = { sql: (kind, expr) => `md5('${kind}-' || (${expr}))::uuid` };

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
async function timed(label, fn) {
  const t0 = performance.now();
  const r = await fn();
  console.log(`  ${label}: ${s(performance.now() - t0)}`);
  return r;
}

// ---- seeding ------------------------------------------------------------------------------

const CHUNKS = Number(process.env.BENCH_ANALYTICS_CHUNKS ?? 4);

/**
 * One big `INSERT … SELECT generate_series($lo, $hi)` into `table`, faster: the table's plain
 * indexes (not those of its constraints) dropped first and built again after, and the series
 * split into CHUNKS ranges inserted at once on connections of their own (as the table owner).
 * `sql` takes `params` then the range's `lo` and `hi`; `count` is the series' length.
 */
async function bulkInsert(t, table, count, sql, params) {
  const indexes = await t.ownerSql(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
      WHERE i.indrelid = $1::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  );
  for (const i of indexes) await t.ownerSql(`DROP INDEX ${i.name}`);
  const size = Math.ceil(count / CHUNKS);
  await Promise.all(
    Array.from({ length: CHUNKS }, async (_, c) => {
      const lo = c * size;
      const hi = Math.min(count, lo + size) - 1;
      if (hi < lo) return;
      const client = new pg.Client({ connectionString: t.config.migrationDatabaseUrl });
      await client.connect();
      try {
        await client.query(sql, [...params, lo, hi]);
      } finally {
        await client.end();
      }
    }),
  );
  for (const i of indexes) await t.ownerSql(i.def);
}

export async function seedSales(t, outletId) {
  const sales = Math.ceil(N.saleLines / LINES_PER_SALE);
  // menu m: price 6.00 + (m % 20) × 0.50, cost 35 % of it
  await t.ownerSql(
    `INSERT INTO menu_items (outlet_id, menu_item_id, menu_id, version_number, name, category, price,
       cost_per_serving, has_recipe, known, revision)
     SELECT $1, ${ID.sql('menu-item', 'm')}, ${ID.sql('menu', 'm')}, 1, 'MENU ' || m, 'FOOD',
            6 + (m % 20) * 0.5, round((6 + (m % 20) * 0.5) * 0.35, 4), true, true, 1
       FROM generate_series(0, $2 - 1) m`,
    [outletId, N.menuItems],
  );
  // sale s on day s × DAYS / sales; line i: menu (s × 7 + i × 13) % menus, quantity 1 + (s + i) % 3
  const line = (sv, iv) => `((${sv}) * 7 + (${iv}) * 13) % ${N.menuItems}`;
  const price = (m) => `(6 + ((${m}) % 20) * 0.5)`;
  const qty = (sv, iv) => `(1 + ((${sv}) + (${iv})) % 3)`;
  await timed(`sales: ${sales.toLocaleString()} sales`, () =>
    t.ownerSql(
      `INSERT INTO sales (id, outlet_id, sale_date, sale_state, source_type, sub_total,
         billing_total, misc_total, nett_total)
       SELECT ${ID.sql('sale', 's')}, $1, $2::date + (s::bigint * $3 / $4)::int, 'CONFIRMED', 'MANUAL',
              sub, round(sub * 0.1, 2), 0, sub + round(sub * 0.1, 2)
         FROM generate_series(0, $4 - 1) s,
              LATERAL (SELECT sum(${price(line('s', 'i'))} * ${qty('s', 'i')}) AS sub
                         FROM generate_series(0, ${LINES_PER_SALE - 1}) i) x`,
      [outletId, START, DAYS, sales],
    ),
  );
  await timed(`sales: ${N.saleLines.toLocaleString()} sale lines`, () =>
    bulkInsert(
      t,
      'sales_items',
      sales,
      `INSERT INTO sales_items (outlet_id, sale_id, position, menu_item_id, menu_id, version_number,
         name, quantity, sale_price, cost_per_serving, total, has_recipe)
       SELECT $1, ${ID.sql('sale', 's')}, i + 1, ${ID.sql('menu-item', line('s', 'i'))},
              ${ID.sql('menu', line('s', 'i'))}, 1, 'MENU ' || ${line('s', 'i')}, ${qty('s', 'i')},
              ${price(line('s', 'i'))}, round(${price(line('s', 'i'))} * 0.35, 4),
              ${price(line('s', 'i'))} * ${qty('s', 'i')}, true
         FROM generate_series($2::int, $3::int) s, generate_series(0, ${LINES_PER_SALE - 1}) i`,
      [outletId],
    ),
  );
  await timed(`sales: ${sales.toLocaleString()} billing lines`, () =>
    t.ownerSql(
      `INSERT INTO sales_billings (outlet_id, sale_id, position, name, type, amount_type, amount, price)
       SELECT outlet_id, id, 1, 'SERVICE CHARGE', 'SERVICE_CHARGE', 'PERCENTAGE', 10, billing_total
         FROM sales WHERE outlet_id = $1`,
      [outletId],
    ),
  );
}

export async function seedFinance(t, outletId) {
  const expenses = Math.ceil(N.expenseLines / LINES_PER_EXPENSE);
  const supplierId = '00000000-0000-4000-8000-000000000001';
  await t.ownerSql(
    `INSERT INTO supplier_names (supplier_id, outlet_id, name, revision) VALUES ($1, $2, 'BENCH SUPPLIER', 1)`,
    [supplierId, outletId],
  );
  // line i of expense e: ingredient (e × 11 + i × 97) % 500, quantity 1 + (e + i) % 10, price 2 + g % 50
  const ing = (ev, iv) => `((${ev}) * 11 + (${iv}) * 97) % ${N.ingredients}`;
  const total = (ev, iv) => `((2 + (${ing(ev, iv)}) % 50) * (1 + ((${ev}) + (${iv})) % 10))`;
  await timed(`finance: ${expenses.toLocaleString()} expenses`, () =>
    t.ownerSql(
      `INSERT INTO expenses (id, outlet_id, expense_type, expense_state, paid_status, expense_number,
         supplier_id, supplier_name, expense_date, due_date, grand_total, search_text, revision)
       SELECT ${ID.sql('expense', 'e')}, $1,
              CASE WHEN e % 20 = 0 THEN 'CREDITMEMO' WHEN e % 7 = 0 THEN 'RECEIPT' ELSE 'INVOICE' END,
              CASE WHEN e % 10 = 0 THEN 'DRAFT' ELSE 'CONFIRMED' END, 'PAID', 'INV-' || e,
              $2, 'BENCH SUPPLIER', $3::date + (e::bigint * $4 / $5)::int,
              $3::date + (e::bigint * $4 / $5)::int, gt, 'inv-' || e, 2
         FROM generate_series(0, $5 - 1) e,
              LATERAL (SELECT sum(${total('e', 'i')}) AS gt
                         FROM generate_series(0, ${LINES_PER_EXPENSE - 1}) i) x`,
      [outletId, supplierId, START, DAYS, expenses],
    ),
  );
  await timed(`finance: ${N.expenseLines.toLocaleString()} expense lines`, () =>
    t.ownerSql(
      `INSERT INTO expense_items (outlet_id, expense_id, position, name, ingredient, unit, amount,
         quantity, unit_price, total, inventory_item_id, ingredient_id)
       SELECT $1, ${ID.sql('expense', 'e')}, i + 1, 'ITEM ' || ${ing('e', 'i')},
              'INGREDIENT ' || ${ing('e', 'i')}, 'kg', 1, 1 + (e + i) % 10,
              2 + (${ing('e', 'i')}) % 50, ${total('e', 'i')},
              ${ID.sql('inventory-item', ing('e', 'i'))}, ${ID.sql('ingredient', ing('e', 'i'))}
         FROM generate_series(0, $2 - 1) e, generate_series(0, ${LINES_PER_EXPENSE - 1}) i`,
      [outletId, expenses],
    ),
  );
}

export async function seedInventory(t, outletId) {
  await t.ownerSql(
    `INSERT INTO ingredients (id, outlet_id, name, unit, average_price, last_price)
     SELECT ${ID.sql('ingredient', 'g')}, $1, 'INGREDIENT ' || g, 'kg', 2 + g % 50, 2 + g % 50
       FROM generate_series(0, $2 - 1) g`,
    [outletId, N.ingredients],
  );
  await t.ownerSql(
    `INSERT INTO inventory_items (id, outlet_id, name, ingredient_id)
     SELECT ${ID.sql('inventory-item', 'g')}, $1, 'ITEM ' || g, ${ID.sql('ingredient', 'g')}
       FROM generate_series(0, $2 - 1) g`,
    [outletId, N.ingredients],
  );
  // movement k: ingredient k % 500 on day k × DAYS / movements; 4 % purchases (+20 kg), 1 %
  // adjustments (−0.5), 5 % production usage, the rest sale usage of menu (k × 7) % 300
  await timed(`inventory: ${N.movements.toLocaleString()} stock movements`, () =>
    bulkInsert(
      t,
      'stock_movements',
      N.movements,
      `INSERT INTO stock_movements (outlet_id, item_kind, item_id, kind, quantity, unit_cost,
         movement_date, source_type, source_id, menu_item_id, inventory_item_id)
       SELECT $1, 'INGREDIENT', ${ID.sql('ingredient', `k % ${N.ingredients}`)}, kind,
              CASE kind WHEN 'PURCHASE' THEN 20 WHEN 'ADJUSTMENT' THEN -0.5 ELSE -0.125 END,
              2 + (k % ${N.ingredients}) % 50, $2::date + (k::bigint * $3 / $4)::int,
              CASE kind WHEN 'SALE_USAGE' THEN 'SALE' WHEN 'PURCHASE' THEN 'EXPENSE' ELSE 'BENCH' END,
              md5('source-' || k / 4)::uuid,
              CASE kind WHEN 'SALE_USAGE' THEN ${ID.sql('menu-item', `(k * 7) % ${N.menuItems}`)} END,
              CASE kind WHEN 'PURCHASE' THEN ${ID.sql('inventory-item', `k % ${N.ingredients}`)} END
         FROM generate_series($5::int, $6::int) k,
              LATERAL (SELECT CASE WHEN k % 100 < 4 THEN 'PURCHASE' WHEN k % 100 = 4 THEN 'ADJUSTMENT'
                                   WHEN k % 100 < 10 THEN 'PRODUCTION_USAGE' ELSE 'SALE_USAGE' END
                              AS kind) x`,
      [outletId, START, DAYS, N.movements],
    ),
  );
  // the state at the end of each day with rows, as the ledger keeps it, and the stock now
  await timed('inventory: checkpoints and item stock', async () => {
    await t.ownerSql(
      `INSERT INTO stock_checkpoints (outlet_id, item_kind, item_id, day, stock, average_price,
         last_price, last_purchase_date)
       SELECT outlet_id, item_kind, item_id, movement_date,
              sum(sum(quantity)) OVER (PARTITION BY item_kind, item_id ORDER BY movement_date),
              max(unit_cost), max(unit_cost), NULL
         FROM stock_movements WHERE outlet_id = $1
        GROUP BY outlet_id, item_kind, item_id, movement_date`,
      [outletId],
    );
    await t.ownerSql(
      `INSERT INTO item_stock (outlet_id, item_kind, item_id, stock, average_price, last_price,
         last_movement_date)
       SELECT DISTINCT ON (item_kind, item_id) outlet_id, item_kind, item_id, stock, average_price,
              last_price, day
         FROM stock_checkpoints WHERE outlet_id = $1 ORDER BY item_kind, item_id, day DESC`,
      [outletId],
    );
  });
}

// ---- roll-ups -----------------------------------------------------------------------------

/**
 * Sales' and inventory's roll-ups as the contract's columns read them: a minimal copy of their
 * backfill (the services' own migrations own the real one). Only CONFIRMED sales count.
 */
export const SALES_BACKFILL = [
  `INSERT INTO sales_daily (outlet_id, day, sales, sub_total, misc_total, billing_total,
     nett_total, cost_total)
   SELECT s.outlet_id, s.sale_date, count(*), sum(s.sub_total), sum(s.misc_total),
          sum(s.billing_total), sum(s.nett_total), coalesce(sum(c.cost), 0)
     FROM sales s
     LEFT JOIN LATERAL (SELECT sum(i.cost_per_serving * i.quantity) AS cost
                          FROM sales_items i WHERE i.sale_id = s.id) c ON true
    WHERE s.sale_state = 'CONFIRMED' AND s.outlet_id = $1
    GROUP BY s.outlet_id, s.sale_date`,
  `INSERT INTO sales_item_daily (outlet_id, day, menu_id, quantity, sales_total, cost_total)
   SELECT s.outlet_id, s.sale_date, coalesce(i.menu_id, i.menu_item_id), sum(i.quantity),
          sum(i.total), sum(i.cost_per_serving * i.quantity)
     FROM sales s JOIN sales_items i ON i.sale_id = s.id
    WHERE s.sale_state = 'CONFIRMED' AND s.outlet_id = $1
    GROUP BY s.outlet_id, s.sale_date, coalesce(i.menu_id, i.menu_item_id)`,
  `INSERT INTO sales_billing_daily (outlet_id, day, name, price)
   SELECT s.outlet_id, s.sale_date, b.name, sum(b.price)
     FROM sales s JOIN sales_billings b ON b.sale_id = s.id
    WHERE s.sale_state = 'CONFIRMED' AND s.outlet_id = $1
    GROUP BY s.outlet_id, s.sale_date, b.name`,
];
export const INVENTORY_BACKFILL = [
  `INSERT INTO stock_movement_daily (outlet_id, item_kind, item_id, day, kind, menu_item_id,
     quantity, value)
   SELECT m.outlet_id, m.item_kind, m.item_id, m.movement_date, coalesce(r.kind, m.kind),
          coalesce(m.menu_item_id, r.menu_item_id, '00000000-0000-0000-0000-000000000000'),
          sum(m.quantity), sum(m.quantity * m.unit_cost)
     FROM stock_movements m LEFT JOIN stock_movements r ON r.id = m.reverses_id
    WHERE m.outlet_id = $1
    GROUP BY 1, 2, 3, 4, 5, 6`,
];

/** The backfill statements of one service, or a note why not (its roll-up tables not there). */
async function fillRollups(label, t, tables, statements, outletId) {
  const [{ missing }] = await t.ownerSql(
    `SELECT array_remove(array_agg(CASE WHEN to_regclass(x) IS NULL THEN x END), NULL) AS missing
       FROM unnest($1::text[]) x`,
    [tables],
  );
  if (missing.length) {
    console.log(`  ${label}: roll-ups skipped (${missing.join(', ')} not built yet)`);
    return;
  }
  try {
    await timed(`${label}: roll-ups (${tables.join(', ')})`, async () => {
      for (const sql of statements) await t.ownerSql(sql, [outletId]);
    });
  } catch (err) {
    console.log(`  ${label}: roll-ups skipped (${err.message})`);
  }
}

// ---- what is measured ---------------------------------------------------------------------

/**
 * The fields each object type has in the schemas the gateway composes (the services' committed
 * `schema.graphql`; the gateway answers no introspection in production).
 */
function schemaOf(services) {
  const fields = new Map();
  for (const name of services) {
    const doc = parse(readFileSync(`services/${name}/schema.graphql`, 'utf8'));
    for (const def of doc.definitions) {
      if (!def.fields || !def.name) continue;
      const set = fields.get(def.name.value) ?? new Set();
      for (const f of def.fields) set.add(f.name.value);
      fields.set(def.name.value, set);
    }
  }
  return fields;
}

/** The request's SQL statements in every service (the gateway forwards its correlation id). */
async function statementsOf(apps, send) {
  const correlationId = crypto.randomUUID();
  let n = 0;
  const restore = apps.map((t) => {
    const counter = t.app.get(MetricsService).sqlStatements;
    const inc = counter.inc.bind(counter);
    counter.inc = (...args) => {
      if (requestContext().correlationId === correlationId) n++;
      inc(...args);
    };
    return () => (counter.inc = inc);
  });
  try {
    await send({ 'x-correlation-id': correlationId });
    return n;
  } finally {
    restore.forEach((r) => r());
  }
}

async function post(url, headers, query, variables) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data;
}

/**
 * The operations, each with the parts the schema has: `{ name, query, variables(range), missing }`
 * (`query` null when nothing of it is built).
 */
function operations(schema, ids) {
  const has = (type, field) => schema.get(type)?.has(field) ?? false;
  const missing = [];
  const part = (field, text) => {
    if (has('Query', field)) return text;
    missing.push(field);
    return '';
  };
  const overview = [
    part(
      'expenseOverview',
      `expenseOverview(from: $f, to: $t) { total daily { date total }
         ${has('ExpenseOverview', 'items') ? 'items { itemKey name quantity total }' : ''} }`,
    ),
    part(
      'salesOverview',
      `salesOverview(from: $f, to: $t) { subTotal miscTotal billingTotal nettTotal costTotal
         foodCostPercent billings { name price } daily { date subTotal nettTotal costTotal }
         items { menuId menuItemId name quantity salesTotal costTotal } }`,
    ),
    part(
      'menuProfitability',
      `menuProfitability(from: $f, to: $t) { method marginThreshold popularityThreshold
         points { menuId menuItemId name quantity popularity margin quadrant } }`,
    ),
  ];
  const ops = [];
  const add = (name, fields, body, vars, what) => {
    const built = fields.filter((f) => has('Query', f));
    ops.push({
      name,
      missing: fields.filter((f) => !has('Query', f)),
      query: built.length ? body : null,
      variables: vars,
      what,
    });
  };
  add(
    'overview report',
    ['expenseOverview', 'salesOverview', 'menuProfitability'],
    `query($f: String!, $t: String!) { ${overview.join('\n')} }`,
    (r) => ({ f: r.from, t: r.to }),
  );
  add(
    'ingredient card',
    ['ingredientUsage'],
    `query($id: ID!, $f: String!, $t: String!) { ingredientUsage(ingredientId: $id, from: $f, to: $t) {
       ingredientId name unit currentStock currentValue opening purchased used closing
       breakdown { kind menuItemId name quantity } } }`,
    (r) => ({ id: ids.ingredients[0], f: r.from, t: r.to }),
  );
  add(
    'trend: 5 ingredients',
    ['stockTrends'],
    `query($items: [StockTrendItem!]!, $f: String!, $t: String!) { stockTrends(items: $items, from: $f, to: $t) {
       itemKind itemId name points { date quantity price unitPrice } } }`,
    (r) => ({
      items: ids.ingredients.slice(0, 5).map((id) => ({ kind: 'INGREDIENT', id })),
      f: r.from,
      t: r.to,
    }),
  );
  add(
    'trend: 5 menu items',
    ['menuTrends'],
    `query($ids: [ID!]!, $f: String!, $t: String!) { menuTrends(menuIds: $ids, from: $f, to: $t) {
       menuId name points { date quantity price unitPrice } } }`,
    (r) => ({ ids: ids.menus.slice(0, 5), f: r.from, t: r.to }),
  );
  return ops;
}

export async function bench() {
  console.log(
    `\nanalytics: one outlet, 3 years (${START} to ${TODAY}): ${N.saleLines.toLocaleString()} sale lines, ` +
      `${N.expenseLines.toLocaleString()} expense lines, ${N.menuItems} menu items, ` +
      `${N.ingredients} ingredients, ${N.movements.toLocaleString()} stock movements`,
  );
  const env = { LOG_LEVEL: 'error' };
  const f = await startTestApp({
    service: 'finance',
    loadConfig: finance.loadConfig,
    module: (c) => finance.AppModule.forRoot(c),
    migrations: finance.migrations,
    env,
  });
  // passport's strategy is one per process: sales and inventory trust finance's test issuer
  const issuer = {
    JWT_ISSUER: f.idp.issuer,
    JWKS_URI: f.idp.jwksUri,
    JWT_AUDIENCE: f.idp.audience,
  };
  const sa = await startTestApp({
    service: 'sales',
    loadConfig: sales.loadConfig,
    module: (c) => sales.AppModule.forRoot(c),
    migrations: sales.migrations,
    env: { ...env, ...issuer, ORDERS_WEBHOOK_SECRET: 'bench' },
  });
  const inv = await startTestApp({
    service: 'inventory',
    loadConfig: inventory.loadConfig,
    module: (c) => inventory.AppModule.forRoot(c),
    migrations: inventory.migrations,
    env: { ...env, ...issuer },
  });
  const gateway = await gatewayInFrontOf('finance', f, {}, [
    { name: 'sales', t: sa },
    { name: 'inventory', t: inv },
  ]);
  try {
    const owner = await signedInOwner(f);
    for (const t of [sa, inv]) {
      await t.ownerSql(
        `INSERT INTO owners (id, subject, email, is_admin, revision, occurred_at)
         VALUES ($1, $2, $3, false, 1, now())`,
        [owner.ownerId, owner.subject, owner.email],
      );
      await t.ownerSql(
        `INSERT INTO outlets (id, owner_id, outlet_name, masked_outlet_number, revision, occurred_at)
         VALUES ($1, $2, 'Bench Outlet', $3, 1, now())`,
        [owner.outletId, owner.ownerId, owner.outletId.slice(0, 12)],
      );
    }
    const seeded = performance.now();
    console.log('seeding (each service its own database, in parallel):');
    await Promise.all([
      seedSales(sa, owner.outletId),
      seedFinance(f, owner.outletId),
      seedInventory(inv, owner.outletId),
    ]);
    console.log('roll-ups:');
    await Promise.all([
      timed(
        'finance: roll-ups (expense_daily, expense_item_daily, expense_item_monthly)',
        async () => {
          for (const sql of finance.backfill) await f.ownerSql(sql, [owner.outletId]);
        },
      ),
      fillRollups(
        'sales',
        sa,
        ['sales_daily', 'sales_item_daily', 'sales_billing_daily'],
        [...SALES_BACKFILL, ...sales.monthly],
        owner.outletId,
      ),
      fillRollups('inventory', inv, ['stock_movement_daily'], INVENTORY_BACKFILL, owner.outletId),
    ]);
    await Promise.all([f, sa, inv].map((t) => t.ownerSql('VACUUM ANALYZE')));
    console.log(`seeded in ${s(performance.now() - seeded)}`);

    const url = `${gateway.url}/graphql`;
    const headers = { authorization: `Bearer ${owner.token}`, 'x-outlet-id': owner.outletId };
    const schema = schemaOf(['finance', 'sales', 'inventory']);
    const ids = {
      ingredients: (
        await inv.ownerSql(
          `SELECT id FROM ingredients WHERE outlet_id = $1 ORDER BY name LIMIT 5`,
          [owner.outletId],
        )
      ).map((r) => r.id),
      menus: (
        await sa.ownerSql(
          `SELECT menu_id AS id FROM menu_items WHERE outlet_id = $1 ORDER BY name LIMIT 5`,
          [owner.outletId],
        )
      ).map((r) => r.id),
    };
    const ops = operations(schema, ids);

    console.log(
      `\nthrough the gateway, 1 client, ${process.env.BENCH_SECONDS ?? 5} s each (targets: overview of a year ≤ 150 ms p50, ≤ 400 ms p99; ingredient card over a year ≤ 100 ms p50; trend of 5 items over a year ≤ 150 ms p50)`,
    );
    console.log(
      `${'request'.padEnd(22)} ${'range'.padEnd(8)} ${'SQL/req'.padStart(8)}  ${'p50 / p99 ms'.padStart(14)}  ${'req/s'.padStart(6)}`,
    );
    for (const op of ops) {
      if (op.missing.length) {
        console.log(`${op.name.padEnd(22)} not built: ${op.missing.join(', ')}`);
      }
      if (!op.query) continue;
      for (const range of RANGES) {
        const variables = op.variables(range);
        try {
          await post(url, headers, op.query, variables);
          for (let i = 0; i < 5; i++) await post(url, headers, op.query, variables); // warm up
          const statements = await statementsOf([f, sa, inv], (h) =>
            post(url, { ...headers, ...h }, op.query, variables),
          );
          const l = await latency(url, headers, { query: op.query, variables });
          console.log(
            `${op.name.padEnd(22)} ${range.name.padEnd(8)} ${String(statements).padStart(8)}  ${`${l.p50} / ${l.p99}`.padStart(14)}  ${l.rps.toFixed(0).padStart(6)}`,
          );
        } catch (err) {
          console.log(`${op.name.padEnd(22)} ${range.name.padEnd(8)} failed: ${err.message}`);
        }
      }
    }
  } finally {
    await gateway.close();
    await inv.close();
    await sa.close();
    await f.close();
  }
}
