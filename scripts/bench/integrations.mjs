// Integrations (issue 24, "Measured"): 500 queued mails. 500 `procurement.mail.requested` events
// (each with a PDF of ~3 KB in the object store) are published at once, as procurement's outbox
// would after a burst of purchase orders; the service sends each through the local Gmail. Printed:
// the throughput (mails per second from the first request to the last SENT) and p50/p99 from a
// request's publication to its `integrations.mail.sent`. The POS receipts part (1,000 receipts
// from webhook to sales written and stock depleted) comes with sales' consumer.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const {
  startTestApp,
  startTestS3,
  signedInOwner,
  startGoogleFake,
  publishEvent,
  collectEvents,
  until,
  closeTestNats,
} = require('../../libs/testing/dist/index.js');
const { AppModule } = require('../../services/integrations/dist/app.module.js');
const { loadIntegrationsConfig } = require('../../services/integrations/dist/config.js');
const { migrations } = require('../../services/integrations/dist/migrations/index.js');

const MAILS = Number(process.env.BENCH_INTEGRATIONS_MAILS ?? 500);
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

export async function bench() {
  await mailBench();
}
