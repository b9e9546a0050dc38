// Sales (issue 11, "Measured"): Sync Now of 1,000 unprocessed app orders (3 items, one option
// each) until every sale is written and inventory (started too, on the same NATS) has applied
// every depletion; the import of a 10,000-line CSV (preview, then write) through storage
// (s3rver in this process); the first page of a month's app sales through the gateway with 300
// and 3,000 sales (p50, SQL statements per request). Orders are received through the service's
// own method (the webhook's and placeOrder's), sales for the list seeded by SQL.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { gatewayInFrontOf, latency as latencyOf, sqlCounter } from './gateway.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const {
  answerLookups,
  publishEvent,
  signedInOwner,
  startTestApp,
  startTestS3,
  until,
} = require('../../libs/testing/dist/index.js');
const { AppModule } = require('../../services/sales/dist/app.module.js');
const { loadSalesConfig } = require('../../services/sales/dist/config.js');
const { migrations } = require('../../services/sales/dist/migrations/index.js');
const { AppOrderService } = require('../../services/sales/dist/order/app-order.service.js');
const { AppModule: InventoryModule } = require('../../services/inventory/dist/app.module.js');
const { loadInventoryConfig } = require('../../services/inventory/dist/config.js');
const {
  migrations: inventoryMigrations,
} = require('../../services/inventory/dist/migrations/index.js');

const ORDERS = Number(process.env.BENCH_SALES_ORDERS ?? 1000);
const CSV_LINES = Number(process.env.BENCH_SALES_CSV_LINES ?? 10_000);
/** 1: the CSV's dates follow the synced sales' (none back-dated before them in the ledger) */
const CSV_AFTER = process.env.BENCH_SALES_CSV_AFTER === '1';
const DAY_MS = 86_400_000;
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function timed(fn) {
  const t0 = performance.now();
  const r = await fn();
  return { ms: performance.now() - t0, r };
}

/**
 * Sales with catalogue and identity standing in: a look-up of something the bench did not
 * publish is answered "unknown" (the services' policy says "try again" when nobody answers).
 */
export async function startSales(env = {}) {
  const t = await startTestApp({
    service: 'sales',
    loadConfig: loadSalesConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: { LOG_LEVEL: 'error', ORDERS_WEBHOOK_SECRET: 'bench', ...env },
  });
  const lookups = await answerLookups(t, ['catalogue', 'identity']);
  const close = t.close.bind(t);
  return Object.assign(t, {
    close: async () => {
      lookups.stop();
      await close();
    },
  });
}

/** 3 menu items (2 ingredients each) sharing a SINGLE variant of 3 ingredient options. */
export async function publishMenu(outletId) {
  const options = [1, 2, 3].map((i) => ({
    variantIngredientId: randomUUID(),
    ingredientId: randomUUID(),
    amount: '0.1',
    addOnPrice: `${i}.00`,
    name: `OPTION ${i}`,
  }));
  const variant = {
    variantId: randomUUID(),
    name: 'SIZE',
    variantType: 'SINGLE',
    maxChoice: 1,
    ingredients: options,
    batchItems: [],
    revision: 1,
  };
  await publishEvent('catalogue.variant.saved', variant, outletId);
  const items = [];
  for (const [i, name] of ['NASI LEMAK', 'MEE GORENG', 'TEH TARIK'].entries()) {
    const item = {
      menuItemId: randomUUID(),
      menuId: randomUUID(),
      versionNumber: 1,
      name,
      category: 'MAINS',
      price: `${10 + i}.50`,
      costPerServing: '3.0000',
      ingredients: [
        { ingredientId: randomUUID(), preferredInventoryId: null, amount: '0.2' },
        { ingredientId: randomUUID(), preferredInventoryId: null, amount: '1' },
      ],
      batchIngredients: [],
      variantIds: [variant.variantId],
      onOrderingPage: true,
      revision: 1,
    };
    await publishEvent('catalogue.menu-item.saved', item, outletId);
    items.push(item);
  }
  return { items, options: options.map((o) => o.variantIngredientId) };
}

/** Inventory's count of sales whose depletion it has written. */
const depleted = (inventory, outletId) =>
  inventory
    .ownerSql(
      `SELECT count(DISTINCT source_id)::int AS n FROM stock_movements
        WHERE kind = 'SALE_USAGE' AND outlet_id = $1`,
      [outletId],
    )
    .then((r) => r[0].n);

async function syncAndImportBench() {
  console.log(`\nsales: Sync Now of ${ORDERS} orders and a ${CSV_LINES}-line CSV (with inventory)`);
  const s3 = await startTestS3();
  const sales = await startSales(s3.env);
  const inventory = await startTestApp({
    service: 'inventory',
    loadConfig: loadInventoryConfig,
    module: (c) => InventoryModule.forRoot(c),
    migrations: inventoryMigrations,
    env: {
      LOG_LEVEL: 'error',
      JWT_ISSUER: sales.idp.issuer,
      JWKS_URI: sales.idp.jwksUri,
      JWT_AUDIENCE: sales.idp.audience,
    },
  });
  try {
    const ana = await signedInOwner(sales);
    await inventory.ownerSql(
      `INSERT INTO outlets (id, owner_id, outlet_name, masked_outlet_number, revision, occurred_at)
       SELECT $1, $2, 'Bench Outlet', 'x', 1, now()`,
      [ana.outletId, ana.ownerId],
    );
    const menu = await publishMenu(ana.outletId);
    await until(
      async () =>
        (
          await sales.ownerSql(
            `SELECT count(*)::int AS n FROM menu_items WHERE known AND outlet_id = $1`,
            [ana.outletId],
          )
        )[0].n +
        (
          await inventory.ownerSql(
            `SELECT (SELECT count(*) FROM menu_item_recipes WHERE known AND outlet_id = $1)::int
                  + (SELECT count(*) FROM variant_recipes WHERE known AND outlet_id = $1)::int AS n`,
            [ana.outletId],
          )
        )[0].n,
      (n) => n === 7,
      'menu in sales and inventory',
      60_000,
    );
    const [{ masked }] = await sales.ownerSql(
      `SELECT masked_outlet_number AS masked FROM outlets WHERE id = $1`,
      [ana.outletId],
    );

    // 1,000 unprocessed orders, received as the webhook would
    const orders = sales.app.get(AppOrderService);
    const received = await timed(async () => {
      for (let i = 0; i < ORDERS; i++) {
        await orders.receive(
          { id: ana.outletId, name: 'Bench', masked },
          {
            maskedOutletNumber: masked,
            orderCode: `BENCH-${i}`,
            channel: 'WEB',
            orderTimestamp: new Date(Date.now() - (ORDERS - i) * 60_000).toISOString(),
            items: menu.items.map((item, k) => ({
              menuItemId: item.menuItemId,
              quantity: 1 + ((i + k) % 3),
              optionIds: [menu.options[(i + k) % 3]],
            })),
          },
        );
      }
    });
    const sync = await timed(() =>
      ana.gql(`mutation { syncAppOrders { status processed failed } }`),
    );
    if (sync.r.errors) throw new Error(`syncAppOrders: ${sync.r.errors[0].message}`);
    const { processed, status } = sync.r.data.syncAppOrders;
    const t0 = performance.now() - sync.ms;
    await until(
      () => depleted(inventory, ana.outletId),
      (n) => n >= processed,
      'depletion',
      600_000,
    );
    const allApplied = performance.now() - t0;
    console.log(`received ${ORDERS} orders in ${s(received.ms)} (not measured)`);
    console.log(
      `Sync Now: ${processed} sales written (${status}) in ${s(sync.ms)}; inventory applied every depletion ${s(allApplied)} after the click`,
    );

    // the CSV: 10,000 lines over the 30 days before today (after it with BENCH_SALES_CSV_AFTER=1)
    const today = Date.now();
    const lines = ['date,menu item,version,quantity,sale price'];
    for (let i = 0; i < CSV_LINES; i++) {
      const item = menu.items[i % 3];
      const offset = (1 + (i % 30)) * DAY_MS * (CSV_AFTER ? 1 : -1);
      lines.push(`${dayOf(today + offset)},${item.name},,${1 + (i % 4)},`);
    }
    const body = Buffer.from(lines.join('\n') + '\n', 'utf8');
    const ticket = await ana.gql(
      `mutation($f: UploadFileInput!) { requestSalesCsvUpload(file: $f) { key url headers { name value } } }`,
      { f: { fileName: 'bench.csv', contentType: 'text/csv', size: body.length } },
    );
    if (ticket.errors) throw new Error(`requestSalesCsvUpload: ${ticket.errors[0].message}`);
    const { key, url, headers } = ticket.data.requestSalesCsvUpload;
    const put = await fetch(url, {
      method: 'PUT',
      headers: Object.fromEntries(headers.map((h) => [h.name, h.value])),
      body,
    });
    if (put.status !== 200) throw new Error(`upload: ${put.status}`);
    const before = await depleted(inventory, ana.outletId);
    const preview = await timed(() =>
      ana.gql(
        `mutation($k: String!) { previewSalesCsv(fileKey: $k) { fileKey errorCount sales lines total rows { row error total } } }`,
        { k: key },
      ),
    );
    if (preview.r.errors) throw new Error(`previewSalesCsv: ${preview.r.errors[0].message}`);
    const p = preview.r.data.previewSalesCsv;
    const write = await timed(() =>
      ana.gql(`mutation($k: String!) { importSalesCsv(fileKey: $k) { sales lines total } }`, {
        k: p.fileKey,
      }),
    );
    if (write.r.errors) throw new Error(`importSalesCsv: ${write.r.errors[0].message}`);
    const imported = write.r.data.importSalesCsv;
    const w0 = performance.now() - write.ms;
    await until(
      () => depleted(inventory, ana.outletId),
      (n) => n >= before + imported.sales,
      'csv depletion',
      600_000,
    );
    const csvApplied = performance.now() - w0;
    console.log(
      `CSV of ${CSV_LINES} lines (${(body.length / 1024).toFixed(0)} KB): preview ${s(preview.ms)} (${p.lines} good, ${p.errorCount} bad, RM ${p.total}); import ${s(write.ms)} (${imported.sales} sales, ${imported.lines} lines); inventory applied it ${s(csvApplied)} after the call`,
    );
    return { syncMs: sync.ms, appliedMs: allApplied, previewMs: preview.ms, importMs: write.ms };
  } finally {
    await inventory.close();
    await sales.close();
    await s3.close();
  }
}

const APP_SALES = `query($from: String!, $to: String!) { appSales(from: $from, to: $to, offset: 0, limit: 10) {
  totalCount nodes { id saleDate sourceRef subTotal billingTotal nettTotal
    items { name versionNumber quantity salePrice total options { variantName addOnPrice } }
    billings { name type amountType amount price } } } }`;

/** A month's APP sales (3 items, 1 billing line each) seeded by SQL up to `total`. */
async function seedAppSales(t, outletId, month, from, to) {
  await t.ownerSql(
    `WITH s AS (
       INSERT INTO sales (outlet_id, sale_date, sale_state, source_type, source_ref, order_timestamp,
                          sub_total, billing_total, nett_total)
       SELECT $1, ($2 || '-01')::date + (i % 28), 'CONFIRMED', 'APP', 'SEED-' || i,
              ($2 || '-01')::timestamptz + i * interval '1 minute', 36.00, 3.60, 39.60
         FROM generate_series($3::int + 1, $4::int) AS i
       RETURNING id)
     , items AS (
       INSERT INTO sales_items (outlet_id, sale_id, position, menu_item_id, version_number, name,
                                quantity, sale_price, cost_per_serving, total, has_recipe, options)
       SELECT $1, s.id, p, gen_random_uuid(), 1, 'ITEM ' || p, 1, 12.00, 3, 12.00, true,
              '[{"variantId":"00000000-0000-0000-0000-000000000001","variantName":"SIZE","optionId":"00000000-0000-0000-0000-000000000002","kind":"INGREDIENT","addOnPrice":"0.00","quantity":"1","mapped":true}]'::jsonb
         FROM s, generate_series(0, 2) AS p)
     INSERT INTO sales_billings (outlet_id, sale_id, position, name, type, amount_type, amount, price)
     SELECT $1, s.id, 0, 'SST', 'ADD', 'PERCENTAGE', 10, 3.60 FROM s`,
    [outletId, month, from, to],
  );
}

async function appSalesListBench() {
  console.log('\nsales: the first page (10) of a month of app sales (1 client)');
  const t = await startSales();
  const gateway = await gatewayInFrontOf('sales', t);
  const rows = [];
  try {
    const { token, outletId } = await signedInOwner(t);
    const headers = { authorization: `Bearer ${token}`, 'x-outlet-id': outletId };
    const month = '2026-10';
    const body = { query: APP_SALES, variables: { from: '2026-10-01', to: '2026-11-01' } };
    const direct = `${t.url}/graphql`;
    const once = async () => {
      const res = await fetch(direct, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (json.errors) throw new Error(`appSales: ${json.errors[0].message}`);
      return json.data.appSales;
    };
    let have = 0;
    for (const total of [300, 3000]) {
      await seedAppSales(t, outletId, month, have, total);
      have = total;
      await t.ownerSql('ANALYZE');
      const page = await once();
      if (page.totalCount !== total || page.nodes[0].items.length !== 3) {
        throw new Error('seed mismatch');
      }
      const before = await sqlCounter(t.url);
      for (let i = 0; i < 100; i++) await once();
      const statements = ((await sqlCounter(t.url)) - before) / 100;
      rows.push({
        total,
        statements,
        d: await latencyOf(direct, headers, body),
        g: await latencyOf(`${gateway.url}/graphql`, headers, body),
      });
    }
  } finally {
    await gateway.close();
    await t.close();
  }
  console.log(
    `${'sales'.padStart(6)} ${'SQL/req'.padStart(8)}  ${'direct p50/p99 ms'.padStart(18)}  ${'gateway p50/p99 ms'.padStart(19)}`,
  );
  for (const r of rows) {
    console.log(
      `${String(r.total).padStart(6)} ${r.statements.toFixed(1).padStart(8)}  ${`${r.d.p50} / ${r.d.p99}`.padStart(18)}  ${`${r.g.p50} / ${r.g.p99}`.padStart(19)}`,
    );
  }
  return rows;
}

/** The part `npm run bench` runs for this service (scripts/bench/index.mjs). */
export async function bench() {
  return {
    list: await appSalesListBench(),
    sync: await syncAndImportBench(),
  };
}
