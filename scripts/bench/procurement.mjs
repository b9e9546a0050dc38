// Procurement (issue 20, part 3 "Measured"): the supplier page's initial JS (gzip -9); the
// purchase order PDF (pdfmake, fonts from the package) for 5 and 200 items, p50/p99 of the
// render alone; the public supplier page's answer
// (`supplierPurchaseOrder` by token, no sign-in) through the gateway, each request from its own
// client address (X-Forwarded-For, one trusted hop: the page's per-IP limits stay on); and SQL
// statements per request of the supplier list and the PO list (with the public fields
// `responseLink` and `supplierUploads`) with 10 and 1,000 rows in the outlet. Client invoices
// (issue 23): the invoice PDF for 5 and 200 lines, p50/p99 of the render alone; the owner's
// invoice list (`invoices(from, to, status: ALL, offset: 0, limit: 10)` with every field the web's
// list screen reads) through the gateway with 10 and 5,000 sent invoices in the outlet, p50/p99
// and SQL statements per request.
import { createRequire } from 'node:module';
import { gatewayInFrontOf, sqlCounter } from './gateway.mjs';
import { orderPageJs } from './order-page.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { signedInOwner, startTestApp, startTestS3 } = require('../../libs/testing/dist/index.js');
const { AppModule } = require('../../services/procurement/dist/app.module.js');
const { loadProcurementConfig } = require('../../services/procurement/dist/config.js');
const { migrations } = require('../../services/procurement/dist/migrations/index.js');
const {
  buildPurchaseOrderPdf,
} = require('../../services/procurement/dist/pdf/purchase-order-pdf.js');
const { buildInvoicePdf } = require('../../services/procurement/dist/pdf/invoice-pdf.js');
const { PublicLinks } = require('../../services/procurement/dist/public/public-links.service.js');
const { Db } = require('../../libs/platform/dist/index.js');

const PAGE_REQUESTS = Number(process.env.BENCH_PROCUREMENT_REQUESTS ?? 300);
const LIST_REQUESTS = Number(process.env.BENCH_PROCUREMENT_LIST_REQUESTS ?? 100);
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

/** A sent client invoice of `lines` item lines (and one misc), as its PDF job snapshots it. */
function invoicePdfData(lines) {
  return {
    invoiceNumber: '1000019261124103000',
    invoiceDate: '2026-11-24',
    dueDate: '2026-12-24',
    paymentDate: null,
    invoiceStatus: 'CREDIT',
    outlet: {
      name: 'Kedai Bench',
      address: ['1 Jalan Bench', '50000 Kuala Lumpur'],
      phone: '+60123456789',
      email: 'bench@example.com',
      paymentDetails: {
        name: 'Kedai Bench Sdn Bhd',
        accountNumber: '5140 1234 5678',
        bank: 'Maybank',
      },
    },
    client: {
      name: 'Bench Catering',
      email: 'accounts@bench.test',
      address: ['Lot 2', '50000 Kuala Lumpur'],
      contact: { name: 'Aisyah', phoneNumber: '+60123000111' },
    },
    items: Array.from({ length: lines }, (_, i) => ({
      name: `MENU ITEM ${i + 1}`,
      confirmedPrice: '12.50',
      quantity: '4',
      total: '50.00',
    })),
    miscs: [{ name: 'Delivery', total: '15.00' }],
    grandTotal: (50 * lines + 15).toFixed(2),
    outletRemarks: 'Payment within 30 days',
    clientLink: 'http://localhost:4000/client-view/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  };
}

/** p50/p99 of one PDF builder for 5 and 200 lines (same runs for every document). */
async function benchPdfOf(title, unit, build, data) {
  console.log(`\nprocurement: ${title} PDF render (pdfmake, in process)`);
  console.log(
    `${unit.padStart(6)} ${'runs'.padStart(5)}  ${'p50 / p99'.padStart(18)}  ${'bytes'.padStart(8)}`,
  );
  for (const [lines, runs] of [
    [5, 60],
    [200, 20],
  ]) {
    await build(data(lines)); // warm: fonts loaded once per process
    const times = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      bytes = (await build(data(lines))).length;
      times.push(performance.now() - t0);
    }
    console.log(
      `${String(lines).padStart(6)} ${String(runs).padStart(5)}  ${p50p99(times).padStart(18)}  ${String(bytes).padStart(8)}`,
    );
  }
}

async function benchPdf() {
  await benchPdfOf('PO', 'items', buildPurchaseOrderPdf, pdfData);
  await benchPdfOf('invoice', 'lines', buildInvoicePdf, invoicePdfData);
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

/**
 * `n` sent invoices of the outlet, by SQL, spread over November 2026 (every third PAID, due on its
 * payment day; of the CREDIT ones half past due), each for one of 50 clients (e-mail and contact
 * phone), with 3 menu items (their projection rows too), one misc, one PO reference file and a
 * client link.
 */
async function seedInvoices(t, outletId, n) {
  await t.ownerSql(
    `INSERT INTO clients (id, outlet_id, name, name_key, email, contact)
     SELECT gen_random_uuid(), $1, 'Client ' || g, 'client ' || g, 'client' || g || '@bench.test',
            jsonb_build_object('name', 'Contact ' || g, 'phoneNumber', '+6012300' || lpad(g::text, 4, '0'))
       FROM generate_series(1, 50) g`,
    [outletId],
  );
  await t.ownerSql(
    `INSERT INTO menu_items (menu_item_id, outlet_id, menu_id, version_number, name, category, price, revision, deleted)
     SELECT gen_random_uuid(), $1, gen_random_uuid(), 1, 'MENU ITEM ' || k, 'FOOD', 12.5, 1, false
       FROM generate_series(1, 3) k`,
    [outletId],
  );
  await t.ownerSql(
    `INSERT INTO invoices (id, outlet_id, client_id, invoice_number, invoice_date, due_date,
       payment_date, invoice_state, invoice_status, sent, items_total, misc_total, grand_total)
     SELECT gen_random_uuid(), $1, c.id, '1000019' || lpad(g::text, 12, '0'), d,
            CASE WHEN g % 3 = 0 THEN d ELSE d + 30 - 60 * (g % 2) END,
            CASE WHEN g % 3 = 0 THEN d END, 'CONFIRMED', CASE WHEN g % 3 = 0 THEN 'PAID' ELSE 'CREDIT' END,
            true, 150, 15, 165
       FROM generate_series(1, $2) g
       CROSS JOIN LATERAL (SELECT '2026-11-01'::date + (g % 30) AS d) day
       JOIN clients c ON c.outlet_id = $1 AND c.name = 'Client ' || (g % 50 + 1)`,
    [outletId, n],
  );
  await t.ownerSql(
    `INSERT INTO invoice_items (outlet_id, invoice_id, position, menu_item_id, menu_id, name,
       category, quantity, confirmed_price, total)
     SELECT $1, i.id, row_number() OVER (PARTITION BY i.id ORDER BY m.name), m.menu_item_id,
            m.menu_id, m.name, m.category, 4, 12.5, 50
       FROM invoices i, menu_items m WHERE i.outlet_id = $1 AND m.outlet_id = $1`,
    [outletId],
  );
  await t.ownerSql(
    `INSERT INTO invoice_miscs (outlet_id, invoice_id, position, name, total)
     SELECT $1, i.id, 1, 'Delivery', 15 FROM invoices i WHERE i.outlet_id = $1`,
    [outletId],
  );
  await t.ownerSql(
    `INSERT INTO invoice_uploads (outlet_id, invoice_id, role, key, file_name, content_type, size)
     SELECT $1, i.id, 'PO_REFERENCE', i.outlet_id || '/procurement/invoices/' || i.id || '/po.pdf',
            'po.pdf', 'application/pdf', 1000
       FROM invoices i WHERE i.outlet_id = $1`,
    [outletId],
  );
  await t.ownerSql(
    `INSERT INTO public_links (token_hash, kind, document_id, outlet_id, nonce)
     SELECT sha256(convert_to(i.id::text || random()::text, 'UTF8')), 'INVOICE', i.id, $1,
            sha256(convert_to(random()::text, 'UTF8'))
       FROM invoices i WHERE i.outlet_id = $1`,
    [outletId],
  );
}

/** What the web's invoice list screen reads (web/src/features/invoices: InvoiceFields). */
const INVOICE_LIST = `query($from: String!, $to: String!, $status: InvoiceStatusFilter!, $offset: Int!, $limit: Int!) {
  invoices(from: $from, to: $to, status: $status, offset: $offset, limit: $limit) { totalCount nodes {
    id clientId clientName clientEmail clientPhone invoiceNumber invoiceDate dueDate paymentDate
    invoiceState invoiceStatus outletRemarks clientRemarks sendByEmail sent overdue itemsTotal
    miscTotal grandTotal revision clientLink savedToSaleId
    items { id menuItemId menuId name category sellingPrice quantity confirmedPrice total }
    miscs { id name total }
    proofs { id fileName url uploadedAt }
    poReferences { id fileName url uploadedAt } } } }`;

/** The owner's invoice list through the gateway: p50/p99 and SQL statements per request. */
async function benchInvoiceList(t, gateway) {
  console.log(
    `\nprocurement: the invoice list through the gateway (invoices(status: ALL, offset: 0, limit: 10), the list screen's fields; ${LIST_REQUESTS} requests, one client)`,
  );
  console.log(
    `${'sent'.padStart(6)}  ${'p50 / p99'.padStart(18)}  ${'statements/request'.padStart(18)}  ${'seeded in'.padStart(10)}`,
  );
  for (const n of [10, 5000]) {
    const o = await signedInOwner(t);
    const s0 = performance.now();
    await seedInvoices(t, o.outletId, n);
    const seeded = performance.now() - s0;
    const body = JSON.stringify({
      query: INVOICE_LIST,
      variables: { from: '2026-11-01', to: '2026-12-01', status: 'ALL', offset: 0, limit: 10 },
    });
    const call = async () => {
      const res = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${o.token}`,
          'x-outlet-id': o.outletId,
        },
        body,
      });
      const json = await res.json();
      const list = json.data?.invoices;
      if (!list || list.totalCount !== n || list.nodes.length !== 10 || !list.nodes[0].clientLink) {
        throw new Error(JSON.stringify(json).slice(0, 300));
      }
    };
    await call(); // warm
    const times = [];
    const before = await sqlCounter(t.url);
    for (let i = 0; i < LIST_REQUESTS; i++) {
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    const statements = ((await sqlCounter(t.url)) - before) / LIST_REQUESTS;
    console.log(
      `${String(n).padStart(6)}  ${p50p99(times).padStart(18)}  ${statements.toFixed(1).padStart(18)}  ${`${seeded.toFixed(0)} ms`.padStart(10)}`,
    );
  }
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
  // the invoices' PO reference files are signed (presigned GETs) in every list answer
  const s3 = await startTestS3();
  const t = await startTestApp({
    service: 'procurement',
    loadConfig: loadProcurementConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: { LOG_LEVEL: 'error', ...s3.env },
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

    await benchInvoiceList(t, gateway);
  } finally {
    await gateway.close();
    await t.close();
    await s3.close();
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
