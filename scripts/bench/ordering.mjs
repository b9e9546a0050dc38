// Ordering (issue 12, "Measured"): 200 guests placing orders at once on one outlet through the
// gateway, each from a client IP of its own (the gateway trusts one proxy hop, every guest sends
// its own X-Forwarded-For), on 20 tables (10 orders each: the per-table limit's maximum); then
// 20 of the same requestIds sent again. Prints orders per second, p50/p99 and the count check
// (exactly 200 stored, each requestId once, the 20 repeats answered duplicate without a new
// row). Prints only; asserts nothing. The outlet's add-ons are projected before the burst, as
// identity's event leaves them (issue 19: not asked of identity by every order); it prints the
// CPU time and SQL statements per order too; BENCH_PROFILE=<file> keeps a CPU profile of the
// burst. Then the guest page's figures when the web's scripts/bench/order-page.mjs exists (the
// end of bench(); BENCH_ORDER_PAGE=0 skips them).
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gatewayInFrontOf, sqlCounter } from './gateway.mjs';
import { publishMenu, startSales } from './sales.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { publishEvent, signedInOwner, until } = require('../../libs/testing/dist/index.js');

const GUESTS = Number(process.env.BENCH_ORDERING_GUESTS ?? 200);
const TABLES = Number(process.env.BENCH_ORDERING_TABLES ?? 20);
const REPEATS = Number(process.env.BENCH_ORDERING_REPEATS ?? 20);

const SERVICE_CHARGE = [
  { name: 'Service charge', type: 'ADD', amountType: 'PERCENTAGE', amount: '10.00' },
];

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  orderCode statusToken duplicate order { status total } } }`;

/** The bench's menu (scripts/bench/sales.mjs) and the tables, as catalogue announces them. */
async function publishMenuAndTables(outletId) {
  const menu = await publishMenu(outletId);
  const tables = Array.from({ length: TABLES }, (_, i) => `T${i + 1}`);
  for (const name of tables) {
    await publishEvent(
      'catalogue.table.saved',
      { tableId: randomUUID(), name, revision: 1 },
      outletId,
    );
  }
  return { ...menu, tables };
}

/**
 * BENCH_PROFILE=<file.cpuprofile>: a CPU profile of this process (the bench's client, the gateway
 * and sales all run here) while the orders are placed, for Chrome DevTools or a summary script.
 */
async function startProfile() {
  const file = process.env.BENCH_PROFILE;
  if (!file) return { stop: async () => {} };
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`CPU profile of the orders: ${file}`);
    },
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function bench() {
  console.log(
    `\nordering: ${GUESTS} guests placing orders at once on one outlet (${TABLES} tables), through the gateway`,
  );
  const sales = await startSales({ ORDER_TOKEN_SECRET: 'bench-tokens' });
  // each guest its own client IP: the gateway trusts one proxy hop (X-Forwarded-For per guest)
  const gateway = await gatewayInFrontOf('sales', sales, { TRUSTED_PROXY_HOPS: '1' });
  try {
    const owner = await signedInOwner(sales);
    // the outlet's add-ons (a 10% service charge) as identity announces them when the owner
    // saves them: sales keeps them, no order asks identity for them
    await publishEvent(
      'identity.outlet.updated',
      {
        outletId: owner.outletId,
        ownerId: owner.ownerId,
        outletName: 'Test Outlet',
        outletAddress: '1 Jalan Test',
        contactNumber: null,
        paymentDetails: { name: null, accountNumber: null, bank: null },
        billings: SERVICE_CHARGE,
        changedFields: ['billings'],
        revision: 2,
      },
      owner.outletId,
    );
    const menu = await publishMenuAndTables(owner.outletId);
    await until(
      async () =>
        (
          await sales.ownerSql(
            `SELECT (SELECT count(*) FROM menu_items WHERE known AND outlet_id = $1)
                  + (SELECT count(*) FROM variants WHERE known AND outlet_id = $1)
                  + (SELECT count(*) FROM outlet_tables WHERE outlet_id = $1)
                  + (SELECT count(*) FROM outlet_billings WHERE outlet_id = $1) AS n`,
            [owner.outletId],
          )
        )[0].n,
      (n) => Number(n) === 4 + TABLES + 1,
      'menu, tables and add-ons in sales',
      60_000,
    );
    const [{ masked }] = await sales.ownerSql(
      `SELECT masked_outlet_number AS masked FROM outlets WHERE id = $1`,
      [owner.outletId],
    );
    const url = `${gateway.url}/graphql`;
    const place = async (guest, requestId) => {
      const t0 = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(guest >> 16) & 255}.${(guest >> 8) & 255}.${guest & 255}`,
          // the guest page's own token (issue 19: a table's orders are also counted per guest)
          'x-guest-token': `bench-guest-${guest}`.padEnd(16, '0'),
        },
        body: JSON.stringify({
          query: PLACE,
          variables: {
            input: {
              maskedOutletNumber: masked,
              tableName: menu.tables[guest % menu.tables.length],
              requestId,
              items: menu.items.map((item, k) => ({
                menuItemId: item.menuItemId,
                quantity: 1 + ((guest + k) % 3),
                optionIds: [menu.options[(guest + k) % 3]],
              })),
            },
          },
        }),
      });
      const body = await res.json();
      return { ms: performance.now() - t0, status: res.status, body };
    };

    const requestIds = Array.from({ length: GUESTS }, () => randomUUID());
    const profile = await startProfile();
    const statements0 = await sqlCounter(sales.url);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const answers = await Promise.all(requestIds.map((id, guest) => place(guest + 1, id)));
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const statements = (await sqlCounter(sales.url)) - statements0;
    await profile.stop();
    const ok = answers.filter((a) => a.status === 200 && a.body.data?.placeOrder);
    const refused = answers.filter((a) => !(a.status === 200 && a.body.data?.placeOrder));
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    console.log(
      `${ok.length} orders placed in ${(wall / 1000).toFixed(2)} s: ${((ok.length / wall) * 1000).toFixed(0)} orders/s; ` +
        `latency p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
    );
    // the client, the gateway and sales share this process: its CPU time is the bench's budget
    // (less noisy than the wall time on a shared machine); the statements include the outbox's
    console.log(
      `per order: ${((cpu.user + cpu.system) / 1000 / GUESTS).toFixed(1)} ms CPU of this process, ` +
        `${(statements / GUESTS).toFixed(1)} SQL statements`,
    );
    if (refused.length) {
      const first = refused[0];
      console.log(
        `${refused.length} refused, e.g. HTTP ${first.status}: ${first.body.errors?.[0]?.message}`,
      );
    }

    // the same requestIds again (a guest's page retrying): the stored order, no new row
    const repeats = await Promise.all(
      requestIds.slice(0, REPEATS).map((id, i) => place(i + 1, id)),
    );
    const duplicates = repeats.filter((r) => r.body.data?.placeOrder?.duplicate === true).length;
    const sameCodes = repeats.filter(
      (r, i) => r.body.data?.placeOrder?.orderCode === answers[i].body.data?.placeOrder?.orderCode,
    ).length;

    const [count] = await sales.ownerSql(
      `SELECT count(*)::int AS stored, count(DISTINCT request_id)::int AS request_ids,
              count(DISTINCT order_code)::int AS codes,
              (SELECT count(*) FROM order_codes WHERE outlet_id = $1)::int AS code_rows
         FROM app_orders WHERE outlet_id = $1`,
      [owner.outletId],
    );
    const sent = new Set(requestIds);
    const [{ foreign }] = await sales.ownerSql(
      `SELECT count(*)::int AS foreign FROM app_orders WHERE outlet_id = $1 AND NOT (request_id::text = ANY($2::text[]))`,
      [owner.outletId, [...sent]],
    );
    console.log(
      `count check: ${count.stored} stored (expected ${GUESTS}), ${count.request_ids} distinct requestIds, ` +
        `${count.codes} distinct order codes, ${foreign} not sent; ` +
        `${REPEATS} repeats: ${duplicates} answered duplicate, ${sameCodes} with the same code` +
        (count.stored === GUESTS &&
        count.request_ids === GUESTS &&
        duplicates === REPEATS &&
        foreign === 0
          ? ' (no lost or doubled order)'
          : ' (MISMATCH)'),
    );
  } finally {
    await gateway.close();
    await sales.close();
  }

  // ---- HOOK: the guest page's figures (initial JS gzip, Lighthouse mobile) --------------------
  // scripts/bench/order-page.mjs (also runnable alone) measures the page's JS and Lighthouse.
  // BENCH_ORDER_PAGE=0: the orders' figures alone (the page's Lighthouse runs take minutes)
  const orderPage = path.join(path.dirname(new URL(import.meta.url).pathname), 'order-page.mjs');
  if (process.env.BENCH_ORDER_PAGE === '0') {
    console.log('guest page figures: skipped (BENCH_ORDER_PAGE=0)');
  } else if (existsSync(orderPage)) {
    const { benchOrderPage } = await import(pathToFileURL(orderPage).href);
    if (typeof benchOrderPage === 'function') await benchOrderPage();
  } else {
    console.log('guest page figures: scripts/bench/order-page.mjs not present');
  }
}
