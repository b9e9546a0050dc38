// Inventory's stock ledger (issue 8, "Measured"): the time to append one SALE_USAGE to an
// ingredient that already has 50,000 movements against one that has 10 (the per-item checkpoint
// should make the ratio about 1), and the time to re-price after a purchase back-dated 60 days
// on the 50,000-movement ingredient. Rows are seeded with bulk SQL (generate_series), then the
// cache is rebuilt once through the Ledger; what is measured goes through the Ledger API.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { gatewayInFrontOf, latency as latencyOf, sqlCounter } from './gateway.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { startTestApp, signedInOwner } = require('../../libs/testing/dist/index.js');
const { Db } = require('../../libs/platform/dist/index.js');
const { AppModule } = require('../../services/inventory/dist/app.module.js');
const { loadInventoryConfig } = require('../../services/inventory/dist/config.js');
const { migrations } = require('../../services/inventory/dist/migrations/index.js');
const { Ledger } = require('../../services/inventory/dist/ledger/index.js');

const APPENDS = Number(process.env.BENCH_LEDGER_APPENDS ?? 200);
const BACKDATED = Number(process.env.BENCH_LEDGER_BACKDATED ?? 5);
const DAY_MS = 86_400_000;
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);

/** `n` movements over the year before `today`: a purchase of 100 every 10th row, else a usage of 1. */
async function seed(t, outletId, itemId, n, today) {
  await t.ownerSql(
    `INSERT INTO stock_movements (outlet_id, item_kind, item_id, kind, quantity, unit_cost,
       movement_date, source_type, source_id, recorded_at)
     SELECT $1, 'INGREDIENT', $2,
            CASE WHEN i % 10 = 1 THEN 'PURCHASE' ELSE 'SALE_USAGE' END,
            CASE WHEN i % 10 = 1 THEN 100 ELSE -1 END,
            CASE WHEN i % 10 = 1 THEN 1 + (i % 7) * 0.25 ELSE 0 END,
            $3::date - 365 + (i * 364 / $4)::int,
            'SALE', gen_random_uuid(),
            now() - interval '400 days' + i * interval '1 second'
       FROM generate_series(1, $4) AS i`,
    [outletId, itemId, today, n],
  );
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function timed(fn) {
  const t0 = performance.now();
  const r = await fn();
  return { ms: performance.now() - t0, r };
}

export async function ledgerBench() {
  console.log('\ninventory: the stock ledger (appends through the Ledger on real Postgres)');
  const t = await startTestApp({
    service: 'inventory',
    loadConfig: loadInventoryConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: { LOG_LEVEL: 'error' },
  });
  try {
    const { outletId } = await signedInOwner(t);
    const db = t.app.get(Db);
    const ledger = t.app.get(Ledger);
    const inOutlet = (fn) => db.forOutlet(outletId, fn);
    const now = Date.now();
    const today = dayOf(now);
    const big = randomUUID();
    const small = randomUUID();
    const seeded = await timed(async () => {
      await seed(t, outletId, big, 50_000, today);
      await seed(t, outletId, small, 10, today);
    });
    const rebuilt = await timed(() => inOutlet((tx) => ledger.rebuild(tx, 'INGREDIENT', big)));
    await inOutlet((tx) => ledger.rebuild(tx, 'INGREDIENT', small));
    await t.ownerSql('ANALYZE');

    const usage = (itemId) => ({
      itemKind: 'INGREDIENT',
      itemId,
      kind: 'SALE_USAGE',
      quantity: '-1',
      movementDate: today,
      sourceType: 'SALE',
      sourceId: randomUUID(),
    });
    const times = { [big]: [], [small]: [] };
    for (let i = 0; i < 20; i++) {
      await inOutlet((tx) => ledger.append(tx, [usage(i % 2 ? big : small)])); // warm up
    }
    for (let i = 0; i < APPENDS; i++) {
      for (const id of i % 2 ? [big, small] : [small, big]) {
        times[id].push((await timed(() => inOutlet((tx) => ledger.append(tx, [usage(id)])))).ms);
      }
    }

    const backdated = [];
    for (let i = 0; i < BACKDATED; i++) {
      const { ms } = await timed(() =>
        inOutlet((tx) =>
          ledger.append(tx, [
            {
              itemKind: 'INGREDIENT',
              itemId: big,
              kind: 'PURCHASE',
              quantity: '50',
              unitCost: String(3 + i),
              movementDate: dayOf(now - 60 * DAY_MS),
              sourceType: 'EXPENSE',
              sourceId: randomUUID(),
            },
          ]),
        ),
      );
      backdated.push(ms);
    }
    const history = [];
    for (let i = 0; i < 20; i++) {
      history.push(
        (
          await timed(() =>
            inOutlet((tx) => ledger.history(tx, 'INGREDIENT', big, { offset: 0, limit: 20 })),
          )
        ).ms,
      );
    }
    const [{ n: after }] = await t.ownerSql(
      `SELECT count(*)::int AS n FROM stock_movements WHERE item_id = $1 AND movement_date >= $2`,
      [big, dayOf(now - 60 * DAY_MS)],
    );
    const ms = (v) => v.toFixed(2);
    const bigMs = median(times[big]);
    const smallMs = median(times[small]);
    console.log(
      `seeded 50,010 rows by SQL in ${ms(seeded.ms)} ms; full rebuild of the 50,000-row ingredient ${ms(rebuilt.ms)} ms`,
    );
    console.log(
      `append one SALE_USAGE dated today (median of ${APPENDS}): 50,000 rows ${ms(bigMs)} ms, 10 rows ${ms(smallMs)} ms, ratio ${(bigMs / smallMs).toFixed(2)}`,
    );
    console.log(
      `back-dated PURCHASE 60 days ago on the 50,000-row ingredient (median of ${BACKDATED}; replays the ${after} rows from that date on): ${ms(median(backdated))} ms`,
    );
    console.log(
      `movement history, first page of 20 of the 50,000-row ingredient (median of 20): ${ms(median(history))} ms`,
    );
    return { bigMs, smallMs, ratio: bigMs / smallMs, backdatedMs: median(backdated) };
  } finally {
    await t.close();
  }
}

const LIST = `{ ingredients(offset: 0, limit: 20) { totalCount nodes { id name unit stockCount
  averagePrice lastPrice latestStockinDate menuItemCount inventoryItemCount } } }`;

async function list(url, headers) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: LIST }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`ingredients: ${body.errors[0].message}`);
  return body.data.ingredients;
}

const latency = (url, headers) => latencyOf(url, headers, { query: LIST });

/**
 * Issue 8: the `ingredients` list of 20 (stock and usage fields included) through the gateway
 * with 100 and with 5,000 ingredients in the outlet: p50/p99, direct versus gateway, and SQL
 * statements per request (they must not grow with the number of ingredients).
 */
export async function ingredientsListBench() {
  console.log('\ninventory: the ingredients list of 20 (1 client)');
  const t = await startTestApp({
    service: 'inventory',
    loadConfig: loadInventoryConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: { LOG_LEVEL: 'error' },
  });
  const gateway = await gatewayInFrontOf('inventory', t);
  const rows = [];
  try {
    const { token, outletId } = await signedInOwner(t);
    const headers = { authorization: `Bearer ${token}`, 'x-outlet-id': outletId };
    let have = 0;
    for (const total of [100, 5000]) {
      await t.ownerSql(
        `INSERT INTO ingredients (outlet_id, name, unit, created_at)
         SELECT $1, 'BENCH ' || lpad(i::text, 5, '0'), 'kg', now() + i * interval '1 ms'
           FROM generate_series($2::int + 1, $3::int) AS i`,
        [outletId, have, total],
      );
      have = total;
      await t.ownerSql('ANALYZE');
      const direct = `${t.url}/graphql`;
      if ((await list(direct, headers)).totalCount !== total) throw new Error('seed mismatch');
      const before = await sqlCounter(t.url);
      for (let i = 0; i < 100; i++) await list(direct, headers);
      const statements = ((await sqlCounter(t.url)) - before) / 100;
      rows.push({
        total,
        statements,
        d: await latency(direct, headers),
        g: await latency(`${gateway.url}/graphql`, headers),
      });
    }
  } finally {
    await gateway.close();
    await t.close();
  }
  console.log(
    `${'ingredients'.padStart(11)} ${'SQL/req'.padStart(8)}  ${'direct p50/p99 ms'.padStart(18)}  ${'gateway p50/p99 ms'.padStart(19)}  ${'p50 ratio'.padStart(9)}`,
  );
  for (const r of rows) {
    console.log(
      `${String(r.total).padStart(11)} ${r.statements.toFixed(1).padStart(8)}  ${`${r.d.p50} / ${r.d.p99}`.padStart(18)}  ${`${r.g.p50} / ${r.g.p99}`.padStart(19)}  ${(r.g.p50 / Math.max(r.d.p50, 0.01)).toFixed(2).padStart(9)}`,
    );
  }
  return rows;
}

const CALENDAR = `query($m: String!) { batchProductionCalendar(month: $m) { date totalCost stockInCount } }`;

/**
 * Issue 10: the production calendar of a month with 30 production days × 20 stock-ins (seeded
 * by SQL): p50/p99 direct and through the gateway, and SQL statements per request (one query
 * for the month, whatever the number of stock-ins).
 */
export async function productionCalendarBench() {
  console.log('\ninventory: the batch production calendar, 30 days × 20 stock-ins (1 client)');
  const t = await startTestApp({
    service: 'inventory',
    loadConfig: loadInventoryConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: { LOG_LEVEL: 'error' },
  });
  const gateway = await gatewayInFrontOf('inventory', t);
  try {
    const { token, outletId } = await signedInOwner(t);
    const headers = { authorization: `Bearer ${token}`, 'x-outlet-id': outletId };
    const month = '2026-11';
    await t.ownerSql(
      `INSERT INTO batch_stocks (outlet_id, date, total_cost)
       SELECT $1, ($2 || '-01')::date + d, 20 * 4.5 FROM generate_series(0, 29) AS d`,
      [outletId, month],
    );
    await t.ownerSql(
      `INSERT INTO batch_stock_ins (outlet_id, batch_stock_id, batch_item_id, quantity, cost, date)
       SELECT $1, s.id, gen_random_uuid(), 1, 4.5, s.date
         FROM batch_stocks s, generate_series(1, 20) AS i WHERE s.outlet_id = $1`,
      [outletId],
    );
    await t.ownerSql('ANALYZE');
    const body = { query: CALENDAR, variables: { m: month } };
    const direct = `${t.url}/graphql`;
    const once = async () => {
      const res = await fetch(direct, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (json.errors) throw new Error(`batchProductionCalendar: ${json.errors[0].message}`);
      return json.data.batchProductionCalendar;
    };
    const days = await once();
    if (days.length !== 30 || days.some((d) => d.stockInCount !== 20)) {
      throw new Error('seed mismatch');
    }
    const before = await sqlCounter(t.url);
    for (let i = 0; i < 100; i++) await once();
    const statements = ((await sqlCounter(t.url)) - before) / 100;
    const d = await latencyOf(direct, headers, body);
    const g = await latencyOf(`${gateway.url}/graphql`, headers, body);
    console.log(
      `SQL/req ${statements.toFixed(1)}; direct p50/p99 ${d.p50} / ${d.p99} ms; gateway p50/p99 ${g.p50} / ${g.p99} ms`,
    );
    return { statements, direct: d, gateway: g };
  } finally {
    await gateway.close();
    await t.close();
  }
}

/** The part `npm run bench` runs for this service (scripts/bench/index.mjs). */
export async function bench() {
  return {
    list: await ingredientsListBench(),
    calendar: await productionCalendarBench(),
    ledger: await ledgerBench(),
  };
}
