// Catalogue (issue 9, "Measured"): the menu list's first page of 20 through the gateway with 100
// and with 1,000 menu items of 10 ingredients each (p50/p99 and SQL statements per request, which
// must not grow with the menu), and the live cost: from publishing one `inventory.ingredient.saved`
// for an ingredient 500 menu items use until all 500 show the new cost through the gateway.
// Rows are seeded with bulk SQL; what is measured goes through GraphQL and NATS.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { gatewayInFrontOf, latency as latencyOf, sqlCounter } from './gateway.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const {
  startTestApp,
  signedInOwner,
  publishEvent,
  closeTestNats,
} = require('../../libs/testing/dist/index.js');
const { AppModule } = require('../../services/catalogue/dist/app.module.js');
const { loadCatalogueConfig } = require('../../services/catalogue/dist/config.js');
const { migrations } = require('../../services/catalogue/dist/migrations/index.js');

const LIST = `{ menuItems(limit: 20) { totalCount nodes { id name versionNumber category price
  costPerServing grossProfit foodCostPercent aboveFoodCostTarget hasSales updatedAt
  ingredients { id unitCost costPerServing } variants { id } } } }`;

const start = () =>
  startTestApp({
    service: 'catalogue',
    loadConfig: loadCatalogueConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: { LOG_LEVEL: 'error' },
  });

/** `count` menu items (names from `from`) each using the 10 ingredients given, by SQL. */
async function seedMenus(t, outletId, ingredientIds, from, count) {
  await t.ownerSql(
    `INSERT INTO menu_items (outlet_id, menu_id, version_number, name, category, price, cost_per_serving, revision)
     SELECT $1, gen_random_uuid(), 1, 'BENCH ' || lpad(i::text, 5, '0'), 'MAINS', 12, 5, 1
       FROM generate_series($2::int + 1, $2::int + $3::int) AS i`,
    [outletId, from, count],
  );
  await t.ownerSql(
    `INSERT INTO menu_ingredients (outlet_id, menu_item_id, ingredient_id, amount, default_unit_cost)
     SELECT $1, m.id, ing, 0.5, 0
       FROM menu_items m, unnest($2::uuid[]) AS ing
      WHERE m.outlet_id = $1 AND NOT EXISTS (SELECT 1 FROM menu_ingredients x WHERE x.menu_item_id = m.id)`,
    [outletId, ingredientIds],
  );
}

async function seedIngredients(t, outletId, n) {
  const ids = Array.from({ length: n }, () => randomUUID());
  await t.ownerSql(
    `INSERT INTO ingredient_costs (id, outlet_id, name, unit, average_price, last_price, revision)
     SELECT id, $1, 'ING ' || ord, 'kg', 1, 1, 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS u(id, ord)`,
    [outletId, ids],
  );
  return ids;
}

async function post(url, headers, query) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export async function menuListBench() {
  console.log('\ncatalogue: the menu list, first page of 20 (1 client, 10 ingredients per item)');
  const t = await start();
  const gateway = await gatewayInFrontOf('catalogue', t);
  const rows = [];
  try {
    const { token, outletId } = await signedInOwner(t);
    const headers = { authorization: `Bearer ${token}`, 'x-outlet-id': outletId };
    const ingredients = await seedIngredients(t, outletId, 10);
    let have = 0;
    for (const total of [100, 1000]) {
      await seedMenus(t, outletId, ingredients, have, total - have);
      have = total;
      await t.ownerSql('ANALYZE');
      const direct = `${t.url}/graphql`;
      for (let i = 0; i < 20; i++) await post(direct, headers, LIST); // warm up
      const before = await sqlCounter(t.url);
      for (let i = 0; i < 50; i++) await post(direct, headers, LIST);
      const statements = ((await sqlCounter(t.url)) - before) / 50;
      rows.push({
        total,
        statements,
        ...(await latencyOf(`${gateway.url}/graphql`, headers, { query: LIST })),
      });
    }
  } finally {
    await gateway.close();
    await t.close();
  }
  for (const r of rows) {
    console.log(
      `${String(r.total).padStart(5)} menu items: gateway p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.rps.toFixed(0)} req/s; ${r.statements} SQL statements per request`,
    );
  }
  return rows;
}

export async function liveCostBench() {
  console.log('\ncatalogue: live cost (an ingredient price change used by 500 menu items)');
  const t = await start();
  const gateway = await gatewayInFrontOf('catalogue', t);
  try {
    const { token, outletId } = await signedInOwner(t);
    const headers = { authorization: `Bearer ${token}`, 'x-outlet-id': outletId };
    const ingredients = await seedIngredients(t, outletId, 10);
    await seedMenus(t, outletId, ingredients, 0, 500);
    // every item costs 10 x 0.5 x 1 = 5 before; the first ingredient moves from 1 to 3
    const page = (offset) =>
      `{ menuItems(limit: 100, offset: ${offset}) { nodes { costPerServing } } }`;
    const allShow = async (cost) => {
      for (let offset = 0; offset < 500; offset += 100) {
        const data = await post(`${gateway.url}/graphql`, headers, page(offset));
        if (data.menuItems.nodes.some((n) => n.costPerServing !== cost)) return false;
      }
      return true;
    };
    const runs = [];
    for (const [revision, price, cost] of [
      [2, '3', '6.0000'],
      [3, '5', '7.0000'],
      [4, '1', '5.0000'],
    ]) {
      const t0 = performance.now();
      await publishEvent(
        'inventory.ingredient.saved',
        {
          ingredientId: ingredients[0],
          name: 'ING 1',
          unit: 'kg',
          averagePrice: price,
          lastPrice: price,
          revision,
        },
        outletId,
      );
      while (!(await allShow(cost))) await new Promise((r) => setTimeout(r, 20));
      runs.push(performance.now() - t0);
    }
    const [events] = await t.ownerSql(
      `SELECT count(*)::int AS n FROM outbox WHERE subject = 'catalogue.menu-item.saved'`,
    );
    console.log(
      `publish -> all 500 show the new cost through the gateway: ${runs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} (3 price changes; ${events?.n ?? '?'} menu-item.saved events written)`,
    );
    return { runsMs: runs };
  } finally {
    await gateway.close();
    await t.close();
    await closeTestNats();
  }
}

export async function bench() {
  return { list: await menuListBench(), liveCost: await liveCostBench() };
}
