// Finance (issue 21, "Proof"): the expense list, first page of 10, through the gateway with 10
// and with 10,000 expenses in the outlet (p50/p99 with one client, SQL statements per request:
// they must not grow with the number of expenses); and the confirm of a 50-line expense until
// every ingredient shows its new average price in inventory's `ingredients` query (finance and
// inventory in this process, the confirm's events through NATS JetStream, inventory's ledger).
// Expenses are seeded with bulk SQL; what is measured goes through the API. Prints only.
//
// `rpc.inventory.ensure-items` (the confirm's one request for the lines' names) is answered here
// on finance's request prefix with the ingredients seeded in inventory, as inventory answers it
// (its own answer lands with inventory's issue-21 work).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { gatewayInFrontOf, latency } from './gateway.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const {
  signedInOwner,
  sqlStatementsOf,
  startTestApp,
  testNats,
} = require('../../libs/testing/dist/index.js');
const { today } = require('../../libs/domain/dist/index.js');
const { AppModule } = require('../../services/finance/dist/app.module.js');
const { loadFinanceConfig } = require('../../services/finance/dist/config.js');
const { migrations } = require('../../services/finance/dist/migrations/index.js');
const { AppModule: InventoryModule } = require('../../services/inventory/dist/app.module.js');
const { loadInventoryConfig } = require('../../services/inventory/dist/config.js');
const {
  migrations: inventoryMigrations,
} = require('../../services/inventory/dist/migrations/index.js');

const LINES = 50;
const CONFIRMS = Number(process.env.BENCH_FINANCE_CONFIRMS ?? 3);
/** today in the outlet's zone (the 90-day window and the list's dates read it) */
const TODAY = today();

const LIST = `query($f: String!, $t: String!) { expenses(from: $f, to: $t, offset: 0, limit: 10) {
  totalCount nodes { id expenseType expenseState expenseNumber supplierName expenseDate grandTotal
    changeable items { id name ingredient quantity unitPrice total } miscs { id name total } } } }`;
const RANGE = { f: '2020-01-01', t: '2030-01-01' };

async function post(url, headers, query, variables = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 50)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** `n` expenses of the outlet over the last 300 days, one line each, in every state but DELETED. */
async function seedExpenses(t, outletId, n) {
  const supplierId = randomUUID();
  await t.ownerSql(
    `INSERT INTO supplier_names (supplier_id, outlet_id, name, revision) VALUES ($1, $2, 'BENCH SUPPLIER', 1)`,
    [supplierId, outletId],
  );
  await t.ownerSql(
    `INSERT INTO expenses (outlet_id, expense_type, expense_state, paid_status, expense_number,
       supplier_id, supplier_name, expense_date, due_date, grand_total, search_text, revision,
       created_at)
     SELECT $1, (ARRAY['INVOICE', 'RECEIPT', 'CREDITMEMO'])[1 + i % 3],
            (ARRAY['DRAFT', 'CONFIRMED', 'PROCESSED', 'FLAGGED'])[1 + i % 4], 'UNPAID',
            'INV-' || i, $2, 'BENCH SUPPLIER', $4::date - (i % 300), $4::date - (i % 300),
            10 + (i % 1000) * 0.25, lower('INV-' || i || E'\\nbench supplier\\nitem ' || i || E'\\nrice'),
            1, now() - i * interval '1 second'
       FROM generate_series(1, $3) AS i`,
    [outletId, supplierId, n, TODAY],
  );
  await t.ownerSql(
    `INSERT INTO expense_items (outlet_id, expense_id, position, name, ingredient, unit, amount,
       quantity, unit_price, total)
     SELECT outlet_id, id, 1, 'ITEM', 'RICE', 'kg', 1, 1, grand_total, grand_total
       FROM expenses WHERE outlet_id = $1`,
    [outletId],
  );
}

async function listBench(t, gateway) {
  console.log('\nfinance: the expense list, first page of 10, through the gateway (1 client)');
  const rows = [];
  for (const total of [10, 10_000]) {
    const { token, outletId } = await signedInOwner(t);
    const headers = { authorization: `Bearer ${token}`, 'x-outlet-id': outletId };
    await seedExpenses(t, outletId, total);
    await t.ownerSql('ANALYZE');
    const url = `${gateway.url}/graphql`;
    const first = await post(url, headers, LIST, RANGE);
    if (first.expenses.totalCount !== total) throw new Error('seed mismatch');
    for (let i = 0; i < 20; i++) await post(url, headers, LIST, RANGE); // warm up
    // only the request's own statements (its correlation id, forwarded by the gateway): the
    // outbox relay's polls and the consumers run beside it
    let statements = 0;
    for (let i = 0; i < 20; i++) {
      statements +=
        (await sqlStatementsOf(t.app, (opts) =>
          post(url, { ...headers, ...opts.headers }, LIST, RANGE),
        )) / 20;
    }
    rows.push({
      total,
      statements,
      ...(await latency(url, headers, { query: LIST, variables: RANGE })),
    });
  }
  console.log(
    `${'expenses'.padStart(8)} ${'SQL/req'.padStart(8)}  ${'p50 / p99 ms'.padStart(14)}  ${'req/s'.padStart(7)}`,
  );
  for (const r of rows) {
    console.log(
      `${String(r.total).padStart(8)} ${r.statements.toFixed(1).padStart(8)}  ${`${r.p50} / ${r.p99}`.padStart(14)}  ${r.rps.toFixed(0).padStart(7)}`,
    );
  }
}

/** What inventory answers `rpc.inventory.ensure-items` with: the seeded rows, by name. */
async function answerEnsureItems(t, known) {
  const nc = await testNats();
  const sub = nc.subscribe(`${t.config.natsRpcPrefix}rpc.inventory.ensure-items`, {
    callback: (_e, msg) => {
      const req = msg.json();
      const rows = req.lines.map((l) => {
        const row = known.get(l.ingredientName.toUpperCase());
        return {
          inventoryItemId: row.inventoryItemId,
          inventoryName: l.inventoryName.toUpperCase(),
          ingredientId: row.ingredientId,
          ingredientName: l.ingredientName.toUpperCase(),
          unit: 'kg',
        };
      });
      msg.respond(JSON.stringify({ rows }));
    },
  });
  await nc.flush();
  return sub;
}

const INGREDIENTS = `query($s: String!) { ingredients(offset: 0, limit: 100, search: $s) {
  nodes { id name averagePrice } } }`;

async function confirmBench(finance, inventory, gateway) {
  console.log(
    `\nfinance → inventory: confirm of a ${LINES}-line expense until every ingredient shows its new average price`,
  );
  const owner = await signedInOwner(finance);
  const headers = { authorization: `Bearer ${owner.token}`, 'x-outlet-id': owner.outletId };
  await inventory.ownerSql(
    `INSERT INTO owners (id, subject, email, is_admin, revision, occurred_at)
     VALUES ($1, $2, $3, false, 1, now())`,
    [owner.ownerId, owner.subject, owner.email],
  );
  await inventory.ownerSql(
    `INSERT INTO outlets (id, owner_id, outlet_name, masked_outlet_number, revision, occurred_at)
     VALUES ($1, $2, 'Bench Outlet', $3, 1, now())`,
    [owner.outletId, owner.ownerId, randomUUID().slice(0, 12)],
  );
  await finance.ownerSql(
    `INSERT INTO supplier_names (supplier_id, outlet_id, name, revision) VALUES ($1, $2, 'BENCH SUPPLIER', 1)`,
    [randomUUID(), owner.outletId],
  );
  const known = new Map();
  const sub = await answerEnsureItems(finance, known);
  const url = `${gateway.url}/graphql`;
  const times = [];
  try {
    for (let run = 1; run <= CONFIRMS; run++) {
      const tag = `BENCH R${run}`;
      // 50 ingredients inventory holds (no stock yet): their average becomes the line's unit cost
      const ingredients = await inventory.ownerSql(
        `INSERT INTO ingredients (outlet_id, name, unit)
         SELECT $1, $2 || ' ' || lpad(i::text, 2, '0'), 'kg' FROM generate_series(1, $3) i
         RETURNING id, name`,
        [owner.outletId, tag, LINES],
      );
      for (const i of ingredients) {
        known.set(i.name, { ingredientId: i.id, inventoryItemId: randomUUID() });
      }
      const { createExpense } = await post(
        url,
        headers,
        `mutation($i: ExpenseInput!) { createExpense(input: $i) { id } }`,
        {
          i: {
            expenseType: 'INVOICE',
            expenseNumber: `BENCH-${run}`,
            supplierName: 'BENCH SUPPLIER',
            expenseDate: TODAY,
            dueDate: TODAY,
            paidStatus: 'UNPAID',
          },
        },
      );
      // the lines as addExpenseItem leaves them (names resolved at confirm), by SQL
      await finance.ownerSql(
        `INSERT INTO expense_items (outlet_id, expense_id, position, name, ingredient, unit,
           amount, quantity, unit_price, total)
         SELECT $1, $2, i, 'ITEM ' || $3 || ' ' || lpad(i::text, 2, '0'),
                $3 || ' ' || lpad(i::text, 2, '0'), 'kg', 1, 10, 1 + i * 0.5 + $4, (1 + i * 0.5 + $4) * 10
           FROM generate_series(1, $5) i`,
        [owner.outletId, createExpense.id, tag, run, LINES],
      );
      const wanted = new Map(
        ingredients.map((i) => [i.id, 1 + Number(i.name.slice(-2)) * 0.5 + run]),
      );
      const t0 = performance.now();
      await post(url, headers, `mutation($id: ID!) { confirmExpense(id: $id) { id } }`, {
        id: createExpense.id,
      });
      const confirmedMs = performance.now() - t0;
      for (;;) {
        const { ingredients: page } = await post(url, headers, INGREDIENTS, { s: tag });
        const done = page.nodes.filter((n) => Number(n.averagePrice) === wanted.get(n.id));
        if (done.length === LINES) break;
        if (performance.now() - t0 > 60_000)
          throw new Error(`only ${done.length} prices after 60 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
      times.push({ confirmedMs, allMs: performance.now() - t0 });
    }
  } finally {
    sub.unsubscribe();
  }
  for (const [n, t] of times.entries()) {
    console.log(
      `  run ${n + 1}: confirmExpense answered in ${t.confirmedMs.toFixed(0)} ms; all ${LINES} average prices after ${t.allMs.toFixed(0)} ms`,
    );
  }
  const sorted = times.map((t) => t.allMs).sort((a, b) => a - b);
  console.log(
    `  median until every average price: ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms`,
  );
}

export async function bench() {
  const finance = await startTestApp({
    service: 'finance',
    loadConfig: loadFinanceConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: { LOG_LEVEL: 'error' },
  });
  // passport's strategy is one per process: inventory trusts finance's test issuer
  const inventory = await startTestApp({
    service: 'inventory',
    loadConfig: loadInventoryConfig,
    module: (c) => InventoryModule.forRoot(c),
    migrations: inventoryMigrations,
    env: {
      LOG_LEVEL: 'error',
      JWT_ISSUER: finance.idp.issuer,
      JWKS_URI: finance.idp.jwksUri,
      JWT_AUDIENCE: finance.idp.audience,
    },
  });
  const gateway = await gatewayInFrontOf('finance', finance, {}, [
    { name: 'inventory', t: inventory },
  ]);
  try {
    await listBench(finance, gateway);
    await confirmBench(finance, inventory, gateway);
  } finally {
    await gateway.close();
    await inventory.close();
    await finance.close();
  }
}
