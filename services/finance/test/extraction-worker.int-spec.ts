import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { eventConsumerName, EVENTS_STREAM, FinanceSubjects } from '@mise/contracts';
import { ExtractionFlagRemarks as Flag, ExtractionReviewReasons as Why } from '@mise/domain';
import { readDocument } from '@mise/extraction';
import {
  pinNinetyDayChecking,
  signedInOwner,
  startTestS3,
  testNats,
  type TestOwner,
  type TestS3,
  until,
} from '@mise/testing';
import { ExtractionSweeper } from '../src/extraction/extraction-sweeper';
import { type FinanceTestApp, startFinance } from './helpers';
import { seedSupplier } from './extras/fixtures';
import { createExpense } from './support/expenses';
import {
  billingStandIn,
  type BillingStandIn,
  finishedEvents,
  seedItem,
  startWorker,
  upload,
} from './support/extraction';
import { answerFinanceRequests } from './support/stand-ins';

const FIXTURES = join(__dirname, '../../../libs/extraction/test/fixtures');
const PDF = readFileSync(join(FIXTURES, 'invoice-table.pdf'));
const JPG = readFileSync(join(FIXTURES, 'receipt.jpg'));

const VIEW = `id expenseState adminRemarks linesToReview
  items { name quantity unitPrice total printedTotal sourceDescription reviewReasons reviewed matchedBy }
  miscs { name total }
  extraction { state linesRead linesKept creditsCharged sources proposedSupplierName
    proposedNumber proposedDate proposedTotal pagesDone }`;

interface View {
  expenseState: string;
  adminRemarks: string | null;
  linesToReview: number;
  items: Array<{
    name: string;
    quantity: string;
    unitPrice: string;
    total: string;
    printedTotal: string | null;
    sourceDescription: string | null;
    reviewReasons: string[];
    reviewed: boolean;
    matchedBy: string | null;
  }>;
  miscs: Array<{ name: string; total: string }>;
  extraction: {
    state: string;
    linesRead: number;
    linesKept: number;
    creditsCharged: number;
    sources: string[];
    proposedSupplierName: string | null;
    proposedNumber: string | null;
    proposedDate: string | null;
    proposedTotal: string | null;
    pagesDone: number;
  } | null;
}

/**
 * The worker on real files, real NATS, Postgres and the S3 store: the engine reads the fixtures
 * (a digital invoice PDF, a receipt photo); and the fault test: a worker process killed with
 * SIGKILL in the middle of a job leaves the expense FLAGGED and its hold settled once at 0.
 */
describe('the extraction worker on real documents (issue 22)', () => {
  let s3: TestS3;
  let t: FinanceTestApp;
  let billing: BillingStandIn;
  let ana: TestOwner;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await startFinance({ ...s3.env, EXTRACTION_SWEEP_SECONDS: '0' });
    billing = await billingStandIn(t);
    await answerFinanceRequests(t);
    await pinNinetyDayChecking(t, false);
    ana = await signedInOwner(t);
    await seedSupplier(t, ana, 'SEGAR FRESH SDN BHD');
    await seedItem(t, ana.outletId, 'TOMATO', 'TOMATO', 'kg');
    await seedItem(t, ana.outletId, 'CHICKEN BREAST', 'CHICKEN', 'kg');
    await seedItem(t, ana.outletId, 'COOKING OIL', 'COOKING OIL', 'l');
  }, 60_000);
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    billing.stop();
    await t.close();
    await s3.close();
  });

  const read = async (id: string) =>
    (await ana.gql<{ expense: View }>(`query($id: ID!) { expense(id: $id) { ${VIEW} } }`, { id }))
      .data!.expense;
  const automate = (id: string) =>
    ana.gql(`mutation($id: ID!) { automateExpense(id: $id) { id } }`, { id });
  const expenseWith = async (files: Array<[string, string, Buffer]>, number: string) => {
    const e = await createExpense(ana, {
      supplierName: 'SEGAR FRESH SDN BHD',
      expenseNumber: number,
    });
    for (const [name, type, bytes] of files) {
      expect((await upload(ana, e.id, name, type, bytes)).errors).toBeUndefined();
    }
    return e.id;
  };

  /** `node dist/worker.js` on this app's database, NATS consumer and store. */
  const spawnWorker = () => {
    const child = spawn(process.execPath, [join(__dirname, '../dist/worker.js')], {
      env: {
        ...process.env,
        ...s3.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: t.config.databaseUrl,
        MIGRATION_DATABASE_URL: t.config.migrationDatabaseUrl,
        NATS_URL: t.config.natsUrl,
        NATS_CONSUMER: t.config.natsConsumer,
        NATS_RPC_PREFIX: t.config.natsRpcPrefix,
        NATS_EVENT_ORIGIN: t.config.eventOrigin ?? '',
        EVENTS_DELIVER_FROM: 'new',
        JWT_ISSUER: t.idp.issuer,
        JWT_AUDIENCE: t.idp.audience,
        JWKS_URI: t.idp.jwksUri,
        EXTRACTION_ACK_WAIT_SECONDS: '3',
      },
      stdio: 'inherit',
    });
    children.push(child);
    return child;
  };

  it('reads the invoice PDF and the receipt photo into lines, marks and charges', async () => {
    const worker = await startWorker(t, readDocument);
    try {
      const events = await finishedEvents(ana.outletId);
      const id = await expenseWith([['invoice.pdf', 'application/pdf', PDF]], 'INV-1001');
      expect((await automate(id)).errors).toBeUndefined();
      const e = await until(
        () => read(id),
        (v) => v.expenseState !== 'PROCESSING',
        'the PDF',
        60_000,
      );
      expect(e.expenseState).toBe('PROCESSED');
      expect(e.items.map((i) => [i.sourceDescription, i.quantity, i.unitPrice, i.total])).toEqual([
        ['TOMATO', '5', '4.5', '22.50'],
        ['CHICKEN BREAST', '2', '12', '24.00'],
        [expect.stringMatching(/^COOKING OIL 5L/), '1', '28.9', '28.90'],
        ['ONION RED', '3', '3.2', '9.60'],
      ]);
      expect(e.items[0]).toMatchObject({ name: 'TOMATO', matchedBy: 'EXACT', reviewed: true });
      expect(e.items[3].reviewReasons).toEqual(expect.arrayContaining([Why.arithmetic]));
      expect(e.items[3].reviewed).toBe(false);
      expect(e.items[3].printedTotal).toBe('9.90');
      expect(e.miscs.map((m) => m.total)).toContain('5.12');
      expect(e.extraction).toMatchObject({
        state: 'DONE',
        sources: ['PDF_TEXT'],
        linesRead: 4,
        linesKept: 4,
        creditsCharged: 4,
        proposedSupplierName: 'SEGAR FRESH SDN BHD',
        proposedNumber: 'INV-1001',
        proposedDate: '2026-11-02',
        proposedTotal: '90.42',
      });
      const [finished] = await until(
        async () => events.events.filter((ev) => ev.payload.expenseId === id),
        (l) => l.length === 1,
        'the settle',
      );
      expect(finished.payload.creditsToCharge).toBe(4);

      const photo = await expenseWith([['receipt.jpg', 'image/jpeg', JPG]], 'RECEIPT-1');
      expect((await automate(photo)).errors).toBeUndefined();
      const r = await until(
        () => read(photo),
        (v) => v.expenseState !== 'PROCESSING',
        'the photo',
        120_000,
      );
      // what the photo yields is the engine's (its own tests); here: it went through OCR, every
      // line read was kept and charged once, and the settle says so
      expect(r.expenseState).toBe('PROCESSED');
      expect(r.extraction!.sources).toEqual(['OCR']);
      expect(r.items.length).toBeGreaterThanOrEqual(1);
      expect(r.extraction).toMatchObject({
        linesRead: r.items.length,
        linesKept: r.items.length,
        creditsCharged: r.items.length,
      });
      const [settled] = await until(
        async () => events.events.filter((ev) => ev.payload.expenseId === photo),
        (l) => l.length === 1,
        'the photo settle',
      );
      expect(settled.payload.creditsToCharge).toBe(r.items.length);
      events.stop();
    } finally {
      await worker.close();
    }
  }, 180_000);

  it('a worker killed mid-job leaves the expense FLAGGED and settles its hold once at 0', async () => {
    const events = await finishedEvents(ana.outletId);
    const child = spawnWorker();
    // photos take seconds each: the job is still running when the worker dies
    const id = await expenseWith(
      [1, 2, 3, 4, 5, 6, 7, 8].map(
        (n) => [`receipt-${n}.jpg`, 'image/jpeg', JPG] as [string, string, Buffer],
      ),
      'RECEIPTS',
    );
    // the child's consumer must exist before the job is published (it delivers new ones only)
    const jsm = await jetstreamManager(await testNats());
    const durable = eventConsumerName(t.config.natsConsumer, FinanceSubjects.extractionRequested);
    await until(
      () =>
        jsm.consumers
          .info(EVENTS_STREAM, durable)
          .then((c) => c.num_waiting > 0)
          .catch(() => false),
      Boolean,
      'the worker process to pull',
      60_000,
    );
    expect((await automate(id)).errors).toBeUndefined();
    await until(
      () => read(id),
      (v) => v.extraction?.state === 'RUNNING',
      'the job to run',
      60_000,
    );
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect((await read(id)).expenseState).toBe('PROCESSING');

    // another worker gets the job again from JetStream: RUNNING means its worker died
    const worker = await startWorker(t, readDocument);
    try {
      const e = await until(
        () => read(id),
        (v) => v.expenseState !== 'PROCESSING',
        'the FAILED path',
        60_000,
      );
      expect(e.expenseState).toBe('FLAGGED');
      expect(e.adminRemarks).toBe(Flag.failed);
      expect(e.extraction!.state).toBe('FAILED');
      expect(e.items).toEqual([]);
      const mine = await until(
        async () => events.events.filter((ev) => ev.payload.expenseId === id),
        (l) => l.length >= 1,
        'the settle',
      );
      expect(mine.map((m) => m.payload)).toEqual([
        { reservationId: billing.asked.at(-1)!.reservationId, expenseId: id, creditsToCharge: 0 },
      ]);
      // nothing settles it a second time: the sweeper finds nothing open
      expect(await t.app.get(ExtractionSweeper).sweep()).toBe(0);
      const [row] = await t.ownerSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE subject = 'finance.extraction.finished'
            AND envelope->'payload'->>'expenseId' = $1`,
        [id],
      );
      expect(row.n).toBe(1);
    } finally {
      await worker.close();
      events.stop();
    }
  }, 180_000);
});
