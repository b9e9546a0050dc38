// Integrations (issue 24, "Measured"): 500 queued mails. 500 `procurement.mail.requested` events
// (each with a PDF of ~3 KB in the object store) are published at once, as procurement's outbox
// would after a burst of purchase orders; the service sends each through the local Gmail. Printed:
// the throughput (mails per second from the first request to the last SENT) and p50/p99 from a
// request's publication to its `integrations.mail.sent`.
//
// Then 1,000 POS receipts (issue 24 phase 2): integrations, sales and inventory run side by side
// on the same NATS (as scripts/bench/sales.mjs runs sales with inventory); the owner connects the
// local Loyverse and maps "Main Store" to the outlet; 1,000 receipts (3 lines each, of the 3 menu
// items) are rung up at the local Loyverse, which delivers each, signed with the client secret
// (X-Loyverse-Signature), to integrations' `/webhooks/loyverse` (BENCH_POS_CONCURRENCY at once,
// as Loyverse sends one delivery per receipt). Printed: seconds from the first delivery until
// every POS sale is written in sales and its depletion applied in inventory (both databases
// polled), and receipts per second.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { publishMenu, startSales } from './sales.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const {
  startTestApp,
  startTestS3,
  signedInOwner,
  startGoogleFake,
  startLoyverseFake,
  publishEvent,
  collectEvents,
  until,
  closeTestNats,
} = require('../../libs/testing/dist/index.js');
const { AppModule } = require('../../services/integrations/dist/app.module.js');
const { loadIntegrationsConfig } = require('../../services/integrations/dist/config.js');
const { migrations } = require('../../services/integrations/dist/migrations/index.js');

const { AppModule: InventoryModule } = require('../../services/inventory/dist/app.module.js');
const { loadInventoryConfig } = require('../../services/inventory/dist/config.js');
const {
  migrations: inventoryMigrations,
} = require('../../services/inventory/dist/migrations/index.js');

const MAILS = Number(process.env.BENCH_INTEGRATIONS_MAILS ?? 500);
const RECEIPTS = Number(process.env.BENCH_POS_RECEIPTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_POS_CONCURRENCY ?? 20);
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(3000, 7),
  Buffer.from('\n%%EOF\n'),
]);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Connects the owner's Gmail through the local Google, as the web's callback would. */
async function connectMail(t, owner) {
  const call = async (query, variables) => {
    const res = await t.gql(query, variables, { token: owner.token });
    if (res.errors?.length) throw new Error(res.errors[0].message);
    return res.data;
  };
  const { startConnection } = await call(
    'mutation { startConnection(provider: MAIL) { authorizeUrl } }',
  );
  const page = await fetch(startConnection.authorizeUrl, { redirect: 'manual' });
  const back = new URL(page.headers.get('location') ?? '');
  await call(
    `mutation($code: String!, $state: String!) {
       completeConnection(provider: MAIL, code: $code, state: $state) { state } }`,
    { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  );
}

export async function mailBench() {
  console.log(`\nintegrations: ${MAILS} queued mails (PO e-mails with a PDF, local Gmail)`);
  const google = await startGoogleFake();
  const s3 = await startTestS3();
  if (!(await s3.client.bucketExists(s3.bucket))) await s3.client.makeBucket(s3.bucket);
  const t = await startTestApp({
    service: 'integrations',
    loadConfig: loadIntegrationsConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: {
      ...s3.env,
      LOG_LEVEL: 'error',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_BASE_URL: google.url,
      WEB_ORIGIN: 'http://web.test',
    },
  });
  try {
    const owner = await signedInOwner(t);
    await connectMail(t, owner);
    const key = `${owner.outletId}/procurement/bench-po.pdf`;
    await s3.client.putObject(s3.bucket, key, PDF, PDF.length, {
      'Content-Type': 'application/pdf',
    });
    const requested = new Map();
    const answered = new Map();
    const failed = [];
    const mine = (e) => requested.has(e.payload.mailId);
    const sent = await collectEvents('integrations.mail.sent', (e) => {
      if (mine(e) && !answered.has(e.payload.mailId)) answered.set(e.payload.mailId, Date.now());
      return false;
    });
    const refused = await collectEvents('integrations.mail.failed', (e) => {
      if (mine(e)) failed.push(e.payload.reason);
      return false;
    });
    const started = Date.now();
    try {
      await Promise.all(
        Array.from({ length: MAILS }, async (_, i) => {
          const mailId = randomUUID();
          requested.set(mailId, Date.now());
          await publishEvent(
            'procurement.mail.requested',
            {
              mailId,
              ownerId: owner.ownerId,
              templateType: 'procurement',
              to: `orders+${i}@supplier.test`,
              cc: [],
              subject: `Purchase Order From Kedai Bench #PO-${String(i + 1).padStart(4, '0')}`,
              content: {
                poNumber: `PO-${String(i + 1).padStart(4, '0')}`,
                poDate: '2026-11-27',
                supplierName: 'Bench Supplies',
                outletName: 'Kedai Bench',
                poPdfLink: 'http://web.test/po-view/bench',
                supplierLink: 'http://web.test/supplier-view/bench',
                outletContact: '+60 12-345 6789',
              },
              attachmentKey: key,
            },
            owner.outletId,
          );
        }),
      );
      await until(
        async () => answered.size + failed.length,
        (n) => n >= MAILS,
        `${MAILS} mails answered`,
        600_000,
      );
    } finally {
      sent.stop();
      refused.stop();
    }
    const last = Math.max(...answered.values());
    const latencies = [...answered].map(([id, at]) => at - requested.get(id)).sort((a, b) => a - b);
    const seconds = (last - started) / 1000;
    console.log(
      `${answered.size} SENT, ${failed.length} FAILED in ${seconds.toFixed(1)} s: ${(answered.size / seconds).toFixed(1)} mails/s; request → SENT p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms`,
    );
    const sends = google.server.calls.filter((c) => c.path === '/gmail/v1/users/me/messages/send');
    console.log(`Gmail send calls: ${sends.length} (one per mail: ${sends.length === MAILS})`);
    return { sent: answered.size, failed: failed.length, seconds, latencies };
  } finally {
    await t.close();
    await google.close();
    await s3.close();
    await closeTestNats();
  }
}

/** The owner's row and outlet in a service that did not make them (the same ids everywhere). */
async function sameOwnerIn(t, owner) {
  const now = new Date().toISOString();
  await t.ownerSql(
    `INSERT INTO owners (id, subject, email, is_admin, revision, occurred_at)
     VALUES ($1, $2, $3, false, 1, $4)`,
    [owner.ownerId, owner.subject, owner.email, now],
  );
  await t.ownerSql(
    `INSERT INTO outlets (id, owner_id, outlet_name, masked_outlet_number, revision, occurred_at)
     VALUES ($1, $2, 'Bench Outlet', 'x', 1, $3)`,
    [owner.outletId, owner.ownerId, now],
  );
}

/** A GraphQL call to `t` as `owner`, throwing the first error. */
async function callAs(t, owner, query, variables) {
  const res = await t.gql(query, variables, { token: owner.token, outletId: owner.outletId });
  if (res.errors?.length) throw new Error(res.errors[0].message);
  return res.data;
}

export async function posBench() {
  console.log(
    `\nintegrations: ${RECEIPTS} POS receipts (local Loyverse → /webhooks/loyverse → sales → inventory)`,
  );
  const loyverse = await startLoyverseFake();
  const sales = await startSales();
  // passport's strategy is one per process: every app trusts sales' test issuer
  const idpEnv = {
    JWT_ISSUER: sales.idp.issuer,
    JWKS_URI: sales.idp.jwksUri,
    JWT_AUDIENCE: sales.idp.audience,
  };
  const inventory = await startTestApp({
    service: 'inventory',
    loadConfig: loadInventoryConfig,
    module: (c) => InventoryModule.forRoot(c),
    migrations: inventoryMigrations,
    env: { LOG_LEVEL: 'error', ...idpEnv },
  });
  const integrations = await startTestApp({
    service: 'integrations',
    loadConfig: loadIntegrationsConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: {
      LOG_LEVEL: 'error',
      ...idpEnv,
      LOYVERSE_CLIENT_ID: loyverse.clientId,
      LOYVERSE_CLIENT_SECRET: loyverse.clientSecret,
      LOYVERSE_BASE_URL: loyverse.url,
      WEB_ORIGIN: 'http://web.test',
      PUBLIC_API_URL: 'http://api.test',
      // the catch-up pull stays out of the way: every receipt comes by the webhook
      POS_SYNC_INTERVAL_MS: '3600000',
    },
  });
  try {
    const ana = await signedInOwner(sales);
    await sameOwnerIn(inventory, ana);
    await sameOwnerIn(integrations, ana);
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
            `SELECT count(*)::int AS n FROM menu_item_recipes WHERE known AND outlet_id = $1`,
            [ana.outletId],
          )
        )[0].n,
      (n) => n === 6,
      'menu in sales and inventory',
      60_000,
    );

    // Connect Loyverse as the web's callback would, then send "Main Store" to the outlet.
    const { startConnection } = await callAs(
      integrations,
      ana,
      'mutation { startConnection(provider: POS) { authorizeUrl } }',
    );
    const approved = await fetch(startConnection.authorizeUrl, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location') ?? '');
    await callAs(
      integrations,
      ana,
      `mutation($code: String!, $state: String!) {
         completeConnection(provider: POS, code: $code, state: $state) { state } }`,
      { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    );
    const main = loyverse.stores.find((x) => x.name === 'Main Store');
    await callAs(
      integrations,
      ana,
      'mutation($s: String!, $o: ID) { mapPosStore(storeId: $s, outletId: $o) { outletId } }',
      { s: main.id, o: ana.outletId },
    );
    if (loyverse.webhooks.length !== 1) throw new Error('the receipts webhook was not registered');
    // integrations listens on a port chosen at start: the deliveries go there
    loyverse.deliverTo = `${integrations.url}/webhooks/loyverse`;

    const posSales = () =>
      sales
        .ownerSql(
          `SELECT count(*)::int AS n FROM sales WHERE source_type = 'POS' AND outlet_id = $1`,
          [ana.outletId],
        )
        .then((r) => r[0].n);
    const depleted = () =>
      inventory
        .ownerSql(
          `SELECT count(DISTINCT source_id)::int AS n FROM stock_movements
            WHERE kind = 'SALE_USAGE' AND outlet_id = $1`,
          [ana.outletId],
        )
        .then((r) => r[0].n);

    const statuses = new Map();
    let next = 0;
    let firstDelivery = 0;
    let salesWrittenAt = 0;
    const started = performance.now();
    const deliveriesDone = Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < RECEIPTS) {
          const i = next++;
          const lines = menu.items.map((item, k) => {
            const quantity = 1 + ((i + k) % 3);
            const price = Number(item.price) - 0.5;
            return {
              item_name: item.name,
              variant_name: null,
              quantity,
              price,
              total_money: Math.round(quantity * price * 100) / 100,
              line_modifiers: [],
            };
          });
          firstDelivery ||= performance.now();
          const { deliveries } = await loyverse.addReceipt(main.id, { line_items: lines });
          for (const d of deliveries) statuses.set(d.status, (statuses.get(d.status) ?? 0) + 1);
        }
      }),
    ).then(() => performance.now());
    const watch = (async () => {
      await until(posSales, (n) => n >= RECEIPTS, `${RECEIPTS} POS sales in sales`, 900_000);
      salesWrittenAt = performance.now();
    })();
    const deliveredAt = await deliveriesDone;
    await watch;
    await until(depleted, (n) => n >= RECEIPTS, `${RECEIPTS} depletions in inventory`, 900_000);
    const doneAt = performance.now();
    const t0 = firstDelivery || started;
    const seconds = (doneAt - t0) / 1000;
    const answered = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    console.log(
      `${RECEIPTS} receipts delivered in ${((deliveredAt - t0) / 1000).toFixed(1)} s (${CONCURRENCY} at once; answers: ${answered})`,
    );
    console.log(
      `all ${RECEIPTS} POS sales written in sales ${((salesWrittenAt - t0) / 1000).toFixed(1)} s after the first delivery; every depletion applied in inventory after ${seconds.toFixed(1)} s: ${(RECEIPTS / seconds).toFixed(1)} receipts/s`,
    );
    return { seconds, receiptsPerSecond: RECEIPTS / seconds };
  } finally {
    await integrations.close();
    await inventory.close();
    await sales.close();
    await loyverse.close();
    await closeTestNats();
  }
}

export async function bench() {
  await mailBench();
  await posBench();
}
