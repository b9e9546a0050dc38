// Automate Expense (issue 22): upload → automate → PROCESSED through the gateway, for the digital
// invoice PDF and the receipt photo of libs/extraction/test/fixtures, the worker (dist/worker's
// module, the real engine) in this process, billing's credits-reserve answered here as billing
// answers it. Prints seconds per document (upload to lines on the expense) and per page, p50.
// Prints only (npm run bench -- automate).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gatewayInFrontOf } from './gateway.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const {
  putPresigned,
  signedInOwner,
  startTestApp,
  startTestS3,
  testNats,
} = require('../../libs/testing/dist/index.js');
const { today } = require('../../libs/domain/dist/index.js');
const engine = require('../../libs/extraction/dist/index.js');
const { AppModule } = require('../../services/finance/dist/app.module.js');
const { WorkerModule } = require('../../services/finance/dist/worker.module.js');
const { ExtractionWorker } = require('../../services/finance/dist/extraction/extraction-worker.js');
const { loadFinanceConfig } = require('../../services/finance/dist/config.js');
const { migrations } = require('../../services/finance/dist/migrations/index.js');

const RUNS = Number(process.env.BENCH_AUTOMATE_RUNS ?? 5);
const FIXTURES = 'libs/extraction/test/fixtures';
const DOCUMENTS = [
  { name: 'invoice-table.pdf', type: 'application/pdf', label: 'digital PDF' },
  { name: 'receipt.jpg', type: 'image/jpeg', label: 'receipt photo' },
];

async function post(url, headers, query, variables = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** billing's answer to `rpc.billing.credits-reserve`: everything asked for. */
async function answerReserve(t) {
  const nc = await testNats();
  const sub = nc.subscribe(`${t.config.natsRpcPrefix}rpc.billing.credits-reserve`, {
    callback: (_e, msg) => msg.respond(JSON.stringify({ granted: msg.json().requested })),
  });
  await nc.flush();
  return sub;
}

/** One document: a new expense, the upload, Automate, until it leaves PROCESSING. */
async function once(url, headers, doc, bytes, n) {
  const day = today();
  const { createExpense } = await post(
    url,
    headers,
    `mutation($i: ExpenseInput!) { createExpense(input: $i) { id } }`,
    {
      i: {
        expenseType: 'INVOICE',
        expenseNumber: `BENCH-${n}`,
        supplierName: 'SEGAR FRESH SDN BHD',
        expenseDate: day,
        dueDate: day,
        paidStatus: 'UNPAID',
      },
    },
  );
  const id = createExpense.id;
  const t0 = performance.now();
  const { requestExpenseUpload: ticket } = await post(
    url,
    headers,
    `mutation($e: ID!, $f: UploadFileInput!) {
       requestExpenseUpload(expenseId: $e, file: $f) { key url method headers { name value } } }`,
    { e: id, f: { fileName: doc.name, contentType: doc.type, size: bytes.length } },
  );
  await putPresigned(ticket, bytes);
  await post(
    url,
    headers,
    `mutation($e: ID!, $k: String!) { attachExpenseUpload(expenseId: $e, key: $k) { id } }`,
    { e: id, k: ticket.key },
  );
  await post(url, headers, `mutation($id: ID!) { automateExpense(id: $id) { id } }`, { id });
  for (;;) {
    const { expense } = await post(
      url,
      headers,
      `query($id: ID!) { expense(id: $id) { expenseState items { id }
         extraction { pagesDone linesKept } } }`,
      { id },
    );
    if (expense.expenseState !== 'PROCESSING') {
      const seconds = (performance.now() - t0) / 1000;
      return {
        state: expense.expenseState,
        seconds,
        pages: Math.max(1, expense.extraction.pagesDone),
        lines: expense.extraction.linesKept,
      };
    }
    if (performance.now() - t0 > 120_000) throw new Error(`${doc.name}: still PROCESSING`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const p50 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function bench() {
  console.log('\nautomate: upload → Automate → lines on the expense, through the gateway');
  if (typeof engine.readDocument !== 'function') {
    console.log('  skipped: @mise/extraction has no readDocument yet (build the engine)');
    return;
  }
  const s3 = await startTestS3();
  const finance = await startTestApp({
    service: 'finance',
    loadConfig: loadFinanceConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: { LOG_LEVEL: 'error', ...s3.env, EXTRACTION_SWEEP_SECONDS: '0' },
  });
  const worker = await NestFactory.createApplicationContext(
    WorkerModule.forRoot(finance.config, engine.readDocument),
    { logger: ['error'] },
  );
  await worker.get(ExtractionWorker).ready();
  const reserve = await answerReserve(finance);
  const gateway = await gatewayInFrontOf('finance', finance);
  try {
    const owner = await signedInOwner(finance);
    const headers = { authorization: `Bearer ${owner.token}`, 'x-outlet-id': owner.outletId };
    await finance.ownerSql(
      `INSERT INTO supplier_names (supplier_id, outlet_id, name, revision)
       VALUES (gen_random_uuid(), $1, 'SEGAR FRESH SDN BHD', 1)`,
      [owner.outletId],
    );
    const url = `${gateway.url}/graphql`;
    let n = 0;
    console.log(
      `${'document'.padEnd(16)} ${'state'.padEnd(10)} ${'lines'.padStart(5)} ${'pages'.padStart(5)}  ${'s/doc p50'.padStart(9)}  ${'s/page p50'.padStart(10)}`,
    );
    for (const doc of DOCUMENTS) {
      const bytes = readFileSync(`${FIXTURES}/${doc.name}`);
      await once(url, headers, doc, bytes, ++n); // warm-up (the OCR engine starts once)
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await once(url, headers, doc, bytes, ++n));
      const last = runs.at(-1);
      console.log(
        `${doc.label.padEnd(16)} ${last.state.padEnd(10)} ${String(last.lines).padStart(5)} ${String(last.pages).padStart(5)}  ${p50(
          runs.map((r) => r.seconds),
        )
          .toFixed(2)
          .padStart(9)}  ${p50(runs.map((r) => r.seconds / r.pages))
          .toFixed(2)
          .padStart(10)}`,
      );
    }
  } finally {
    reserve.unsubscribe();
    await gateway.close();
    await worker.close();
    await finance.close();
    await s3.close();
  }
}
