// Procurement (issue 20, part 3 "Measured"): the supplier page's initial JS (gzip -9); the
// purchase order PDF (pdfmake, fonts from the package) for 5 and 200 items, p50/p99 of the
// render alone; the public supplier page's answer
// (`supplierPurchaseOrder` by token, no sign-in) through the gateway, each request from its own
// client address (X-Forwarded-For, one trusted hop: the page's per-IP limits stay on); and SQL
// statements per request of the supplier list and the PO list (with the public fields
// `responseLink` and `supplierUploads`) with 10 and 1,000 rows in the outlet.
import { createRequire } from 'node:module';
import { gatewayInFrontOf, sqlCounter } from './gateway.mjs';
import { orderPageJs } from './order-page.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { signedInOwner, startTestApp } = require('../../libs/testing/dist/index.js');
const { AppModule } = require('../../services/procurement/dist/app.module.js');
const { loadProcurementConfig } = require('../../services/procurement/dist/config.js');
const { migrations } = require('../../services/procurement/dist/migrations/index.js');
const {
  buildPurchaseOrderPdf,
} = require('../../services/procurement/dist/pdf/purchase-order-pdf.js');
const { PublicLinks } = require('../../services/procurement/dist/public/public-links.service.js');
const { Db } = require('../../libs/platform/dist/index.js');

const PAGE_REQUESTS = Number(process.env.BENCH_PROCUREMENT_REQUESTS ?? 300);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const p50p99 = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)} ms`;
};

function pdfData(items) {
  return {
    purchaseOrderNumber: '1000018261124103000',
    purchaseOrderDate: '2026-11-24',
    outlet: {
      name: 'Kedai Bench',
      address: ['1 Jalan Bench', '50000 Kuala Lumpur'],
      phone: '+60123456789',
      email: 'bench@example.com',
    },
    supplier: {
      name: 'Bench Supplies',
      email: 'sales@bench.test',
      address: ['Lot 1'],
      contact: null,
    },
    items: Array.from({ length: items }, (_, i) => ({
      inventoryName: `ITEM ${i + 1}`,
      amount: '5',
      unit: 'kg',
      quantity: '2',
      cost: '4.500000',
      total: '45.00',
    })),
    grandTotal: (45 * items).toFixed(2),
    outletRemarks: 'Deliver before 9 am',
    responseLink: 'http://localhost:4000/supplier-view/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  };
}

async function benchPdf() {
  console.log('\nprocurement: PO PDF render (pdfmake, in process)');
  console.log(
    `${'items'.padStart(6)} ${'runs'.padStart(5)}  ${'p50 / p99'.padStart(18)}  ${'bytes'.padStart(8)}`,
  );
  for (const [items, runs] of [
    [5, 60],
    [200, 20],
  ]) {
    await buildPurchaseOrderPdf(pdfData(items)); // warm: fonts loaded once per process
    const times = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      bytes = (await buildPurchaseOrderPdf(pdfData(items))).length;
      times.push(performance.now() - t0);
    }
    console.log(
      `${String(items).padStart(6)} ${String(runs).padStart(5)}  ${p50p99(times).padStart(18)}  ${String(bytes).padStart(8)}`,
    );
  }
}

/** `n` suppliers and `n` sent POs (2 items, a public link each) of the outlet, by SQL. */
async function seed(t, outletId, n, tag) {
  await t.ownerSql(
    `INSERT INTO suppliers (id, outlet_id, name, name_key)
     SELECT gen_random_uuid(), $1, 'Supplier ' || $2 || ' ' || g, 'supplier ' || $2 || ' ' || g
       FROM generate_series(1, $3) g`,
    [outletId, tag, n],
  );
  await t.ownerSql(
    `INSERT INTO purchase_orders (id, outlet_id, supplier_id, supplier_name, purchase_order_number,
       purchase_order_date, purchase_order_state, purchase_order_status, sent, grand_total)
     SELECT gen_random_uuid(), $1, s.id, s.name, $2 || '-' || s.id, '2026-11-24', 'CONFIRMED', 'PENDING', true, 90
       FROM suppliers s WHERE s.outlet_id = $1 AND s.name LIKE 'Supplier ' || $2 || ' %'`,
    [outletId, tag],
  );
  await t.ownerSql(
    `INSERT INTO purchase_order_items (outlet_id, purchase_order_id, position, inventory_name,
       ingredient_name, amount, unit, quantity, cost, total)
     SELECT $1, p.id, k, 'ITEM ' || k, 'ITEM ' || k, 5, 'kg', 2, 4.5, 45
       FROM purchase_orders p, generate_series(1, 2) k
      WHERE p.outlet_id = $1 AND p.purchase_order_number LIKE $2 || '-%'`,
    [outletId, tag],
  );
  await t.ownerSql(
    `INSERT INTO public_links (token_hash, kind, document_id, outlet_id, nonce)
     SELECT sha256(convert_to(p.id::text || random()::text, 'UTF8')), 'PO', p.id, $1,
            sha256(convert_to(random()::text, 'UTF8'))
       FROM purchase_orders p WHERE p.outlet_id = $1 AND p.purchase_order_number LIKE $2 || '-%'`,
    [outletId, tag],
  );
}

async function statementsPer(t, owner, query, variables, runs = 20) {
  const call = async () => {
    const res = await owner.gql(query, variables);
    if (res.errors) throw new Error(res.errors[0].message);
  };
  await call();
  const before = await sqlCounter(t.url);
  for (let i = 0; i < runs; i++) await call();
  return ((await sqlCounter(t.url)) - before) / runs;
}

async function benchService() {
  const t = await startTestApp({
    service: 'procurement',
    loadConfig: loadProcurementConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: { LOG_LEVEL: 'error' },
  });
  const gateway = await gatewayInFrontOf('procurement', t, { TRUSTED_PROXY_HOPS: '1' });
  try {
    // the public page: one sent PO of 5 items, its token made as createPurchaseOrder makes it
    const owner = await signedInOwner(t);
    await t.ownerSql(
      `INSERT INTO outlet_profiles (outlet_id, outlet_number, outlet_name, outlet_address, contact_number, revision)
       VALUES ($1, '100001', 'Kedai Bench', '1 Jalan Bench', '+60123456789', 1)`,
      [owner.outletId],
    );
    await t.ownerSql(
      `INSERT INTO owner_contacts (owner_id, email, whatsapp_number, revision) VALUES ($1, $2, '+60123456789', 1)`,
      [owner.ownerId, owner.email],
    );
    await seed(t, owner.outletId, 1, 'page');
    const [{ id }] = await t.ownerSql(
      `SELECT id FROM purchase_orders WHERE outlet_id = $1 LIMIT 1`,
      [owner.outletId],
    );
    await t.ownerSql(`DELETE FROM public_links WHERE document_id = $1`, [id]);
    const token = await t.app
      .get(Db)
      .forOutlet(owner.outletId, (tx) =>
        t.app.get(PublicLinks).create(tx, { kind: 'PO', documentId: id, outletId: owner.outletId }),
      );
    const body = JSON.stringify({
      query: `query($t: String!) { supplierPurchaseOrder(token: $t) { purchaseOrderNumber supplierName
        outletName outletAddress ownerNumber ownerEmail outletRemarks supplierRemarks purchaseOrderStatus
        grandTotal demo items { id inventoryName amount unit quantity cost total inSupplierStock }
        uploads { id fileName url } } }`,
      variables: { t: token },
    });
    const times = [];
    const before = await sqlCounter(t.url);
    for (let i = 0; i < PAGE_REQUESTS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${(i >> 8) & 255}.${i & 255}`,
        },
        body,
      });
      const json = await res.json();
      if (!json.data?.supplierPurchaseOrder) throw new Error(JSON.stringify(json).slice(0, 200));
      times.push(performance.now() - t0);
    }
    const pageStatements = ((await sqlCounter(t.url)) - before) / PAGE_REQUESTS;
    console.log(
      `\nprocurement: the public supplier page through the gateway (${PAGE_REQUESTS} requests, one client, each its own address)`,
    );
    console.log(
      `  supplierPurchaseOrder p50 / p99: ${p50p99(times)}, ${pageStatements.toFixed(1)} SQL statements per request`,
    );

    // SQL statements per request: lists with 10 and 1,000 rows in the outlet
    console.log('\nprocurement: SQL statements per request (first page of 100)');
    console.log(
      `${'rows'.padStart(6)}  ${'suppliers'.padStart(10)}  ${'purchaseOrders'.padStart(15)}`,
    );
    for (const n of [10, 1000]) {
      const o = await signedInOwner(t);
      await seed(t, o.outletId, n, `n${n}`);
      const suppliers = await statementsPer(
        t,
        o,
        `{ suppliers(limit: 100) { totalCount nodes { id name contact { name } } } }`,
        {},
      );
      const orders = await statementsPer(
        t,
        o,
        `query($f: String!, $to: String!) { purchaseOrders(from: $f, to: $to, limit: 100) { totalCount
           nodes { id purchaseOrderNumber items { id inSupplierStock } responseLink supplierUploads { id } } } }`,
        { f: '2026-11-01', to: '2026-12-01' },
      );
      console.log(
        `${String(n).padStart(6)}  ${suppliers.toFixed(1).padStart(10)}  ${orders.toFixed(1).padStart(15)}`,
      );
    }
  } finally {
    await gateway.close();
    await t.close();
  }
}

/** The supplier page's initial JavaScript (its own entry, web/dist: `npm run build -w web`). */
function benchPageJs() {
  try {
    const js = orderPageJs(undefined, 'supplier.html');
    console.log(
      `\nprocurement: the supplier page's initial JS (supplier.html): ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB, ${(js.gzip / 1024).toFixed(1)} KB gzip -9`,
    );
  } catch (e) {
    console.log(`\nprocurement: the supplier page's initial JS: no web build (${e.message})`);
  }
}

export async function bench() {
  benchPageJs();
  await benchPdf();
  await benchService();
}
