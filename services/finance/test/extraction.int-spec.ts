import {
  ExpenseMessages as M,
  ExtractionFlagRemarks as Flag,
  ExtractionReviewReasons as Why,
} from '@mise/domain';
import type { DocumentReading } from '@mise/extraction';
import { pinNinetyDayChecking, signedInOwner, type TestOwner, until } from '@mise/testing';
import { ExtractionSweeper } from '../src/extraction/extraction-sweeper';
import type { FinanceTestApp } from './helpers';
import { PDF_BYTES, seedSupplier, setExpense, startFinanceWithStorage } from './extras/fixtures';
import { createExpense, daysFromToday, refusal } from './support/expenses';
import {
  billingStandIn,
  type BillingStandIn,
  fakeReader,
  finishedEvents,
  line,
  reading,
  seedItem,
  startWorker,
  upload,
} from './support/extraction';
import { answerFinanceRequests } from './support/stand-ins';

const VIEW = `id expenseState processed adminRemarks linesToReview grandTotal
  items { id name ingredient unit amount quantity unitPrice total sourceDescription reviewReasons
          reviewed matchConfidence matchedBy }
  miscs { name total }
  extraction { id state filesTotal filesDone pagesDone creditsGranted linesRead linesKept
    creditsCharged sources embeddedInvoice proposedSupplierName supplierMatched proposedNumber
    proposedDate proposedTotal review startedAt finishedAt }`;

interface ItemView {
  id: string;
  name: string;
  ingredient: string;
  unit: string;
  amount: string;
  quantity: string;
  unitPrice: string;
  total: string;
  sourceDescription: string | null;
  reviewReasons: string[];
  reviewed: boolean;
  matchConfidence: number | null;
  matchedBy: string | null;
}
interface View {
  id: string;
  expenseState: string;
  processed: boolean;
  adminRemarks: string | null;
  linesToReview: number;
  grandTotal: string;
  items: ItemView[];
  miscs: Array<{ name: string; total: string }>;
  extraction: {
    id: string;
    state: string;
    filesTotal: number;
    filesDone: number;
    pagesDone: number;
    creditsGranted: number;
    linesRead: number;
    linesKept: number;
    creditsCharged: number;
    sources: string[];
    embeddedInvoice: boolean;
    proposedSupplierName: string | null;
    supplierMatched: boolean;
    proposedNumber: string | null;
    proposedDate: string | null;
    proposedTotal: string | null;
    review: string[];
    finishedAt: string | null;
  } | null;
}

/** The invoice the PDF fixture prints, as the engine reads it. */
const SEGAR = reading({
  supplier: 'SEGAR FRESH SDN BHD',
  number: 'INV-1001',
  date: '2026-11-02',
  total: '90.42',
  lines: [
    line('TOMATO', { quantity: '5', unit: 'kg', unitPrice: '4.50', total: '22.50' }),
    line('CHICKEN BREAST FILLET', {
      quantity: '2',
      unit: 'kg',
      unitPrice: '12.00',
      total: '24.00',
    }),
    line('ONION RED', {
      quantity: '3',
      unit: 'kg',
      unitPrice: '3.20',
      total: '9.90',
      review: [Why.arithmetic],
    }),
  ],
  charges: [{ kind: 'TAX', name: 'SST 6%', amount: '5.12' }],
});

describe('Automate Expense (issue 22)', () => {
  let t: FinanceTestApp;
  let close: () => Promise<void>;
  let worker: { close(): Promise<void> };
  let billing: BillingStandIn;
  let ana: TestOwner;
  const readings = new Map<string, DocumentReading | (() => Promise<DocumentReading>)>();
  const engine = fakeReader(readings);

  beforeAll(async () => {
    ({ t, close } = await startFinanceWithStorage({ EXTRACTION_SWEEP_SECONDS: '0' }));
    worker = await startWorker(t, engine.reader);
    billing = await billingStandIn(t);
    await answerFinanceRequests(t);
    await pinNinetyDayChecking(t, false);
    ana = await signedInOwner(t);
    await seedSupplier(t, ana, 'SEGAR FRESH SDN BHD');
    await seedItem(t, ana.outletId, 'TOMATO', 'TOMATO', 'kg');
    await seedItem(t, ana.outletId, 'CHICKEN BREAST', 'CHICKEN', 'kg');
  });
  afterAll(async () => {
    billing.stop();
    await worker.close();
    await close();
  });
  beforeEach(() => {
    billing.granted = 100;
    billing.silent = false;
  });

  const read = async (o: TestOwner, id: string) =>
    (await o.gql<{ expense: View }>(`query($id: ID!) { expense(id: $id) { ${VIEW} } }`, { id }))
      .data!.expense;
  const automate = (o: TestOwner, id: string) =>
    o.gql<{ automateExpense: View }>(
      `mutation($id: ID!) { automateExpense(id: $id) { ${VIEW} } }`,
      { id },
    );
  const settled = (o: TestOwner, id: string) =>
    until(
      () => read(o, id),
      (e) => e.expenseState !== 'PROCESSING',
      'the reading to end',
      30_000,
    );
  const expenseWithFile = async (o: TestOwner, fileName: string, number = fileName) => {
    const e = await createExpense(o, {
      supplierName: 'SEGAR FRESH SDN BHD',
      expenseNumber: number,
    });
    const type = fileName.endsWith('.xml')
      ? 'application/xml'
      : fileName.endsWith('.json')
        ? 'application/json'
        : 'application/pdf';
    const bytes =
      type === 'application/xml'
        ? Buffer.from('<?xml version="1.0"?><Invoice></Invoice>')
        : type === 'application/json'
          ? Buffer.from('{"Invoice":[{}]}')
          : PDF_BYTES;
    const up = await upload(o, e.id, fileName, type, bytes);
    expect(up.errors).toBeUndefined();
    return e.id;
  };

  const miscIds = async (id: string) =>
    (
      await ana.gql<{ expense: { miscs: Array<{ id: string }> } }>(
        `query($id: ID!) { expense(id: $id) { miscs { id } } }`,
        { id },
      )
    ).data!.expense.miscs.map((m) => m.id);

  it('reads the lines, matches and marks them, and charges the lines kept', async () => {
    readings.set('segar.pdf', SEGAR);
    const events = await finishedEvents(ana.outletId);
    const id = await expenseWithFile(ana, 'segar.pdf');

    const started = await automate(ana, id);
    expect(started.errors).toBeUndefined();
    expect(started.data!.automateExpense.expenseState).toBe('PROCESSING');
    expect(started.data!.automateExpense.extraction).toMatchObject({
      // the worker may have taken the job before the answer was read back
      state: expect.stringMatching(/^(QUEUED|RUNNING)$/),
      filesTotal: 1,
      creditsGranted: 100,
    });
    expect(billing.asked.at(-1)).toMatchObject({
      outletId: ana.outletId,
      expenseId: id,
      requested: 100,
    });
    const reservationId = billing.asked.at(-1)!.reservationId;

    const e = await settled(ana, id);
    expect(e.expenseState).toBe('PROCESSED');
    expect(e.processed).toBe(true);
    expect(e.adminRemarks).toBeNull();
    expect(
      e.items.map((i) => [i.name, i.ingredient, i.unit, i.quantity, i.unitPrice, i.total]),
    ).toEqual([
      ['TOMATO', 'TOMATO', 'kg', '5', '4.5', '22.50'],
      ['CHICKEN BREAST', 'CHICKEN', 'kg', '2', '12', '24.00'],
      ['ONION RED', '', 'kg', '3', '3.2', '9.60'],
    ]);
    const [tomato, chicken, onion] = e.items;
    expect(tomato).toMatchObject({
      sourceDescription: 'TOMATO',
      matchedBy: 'EXACT',
      reviewReasons: [],
      reviewed: true,
      matchConfidence: null,
    });
    expect(chicken.matchedBy).toBe('FUZZY');
    expect(chicken.matchConfidence).toBeGreaterThanOrEqual(72);
    expect(chicken.reviewReasons).toEqual([Why.fuzzyMatch(chicken.matchConfidence!)]);
    expect(chicken.reviewed).toBe(false);
    expect(onion).toMatchObject({ matchedBy: 'NONE', reviewed: false });
    expect(onion.reviewReasons).toEqual(expect.arrayContaining([Why.arithmetic, Why.noMatch]));
    expect(e.miscs).toEqual([{ name: 'SST 6%', total: '5.12' }]);
    expect(e.grandTotal).toBe('61.22');
    expect(e.linesToReview).toBe(2);
    expect(e.extraction).toMatchObject({
      state: 'DONE',
      filesTotal: 1,
      filesDone: 1,
      pagesDone: 1,
      creditsGranted: 100,
      linesRead: 3,
      linesKept: 3,
      creditsCharged: 3,
      sources: ['PDF_TEXT'],
      embeddedInvoice: false,
      proposedSupplierName: 'SEGAR FRESH SDN BHD',
      supplierMatched: true,
      proposedNumber: 'INV-1001',
      proposedDate: '2026-11-02',
      proposedTotal: '90.42',
      review: [],
    });
    expect(e.extraction!.finishedAt).not.toBeNull();
    await until(
      async () => events.events.filter((ev) => ev.payload.expenseId === id),
      (l) => l.length === 1,
      'the finished event',
    );
    expect(events.events.filter((ev) => ev.payload.expenseId === id)[0].payload).toEqual({
      reservationId,
      expenseId: id,
      creditsToCharge: 3,
    });

    // confirm waits for the marked lines
    const refused = await ana.gql(`mutation($id: ID!) { confirmExpense(id: $id) { id } }`, { id });
    expect(refusal(refused)).toEqual({ message: M.reviewPending(2), code: 'BAD_USER_INPUT' });
    const looked = await ana.gql<{ markExpenseItemReviewed: View }>(
      `mutation($id: ID!) { markExpenseItemReviewed(id: $id) { ${VIEW} } }`,
      { id: chicken.id },
    );
    expect(looked.errors).toBeUndefined();
    expect(looked.data!.markExpenseItemReviewed.linesToReview).toBe(1);
    expect(looked.data!.markExpenseItemReviewed.items[1].reviewed).toBe(true);
    // fixing the line counts as looking at it, and teaches the memory
    const fixed = await ana.gql<{ updateExpenseItem: View }>(
      `mutation($id: ID!, $i: ExpenseItemInput!) { updateExpenseItem(id: $id, input: $i) { ${VIEW} } }`,
      {
        id: onion.id,
        i: {
          name: 'Red Onion',
          ingredient: 'Onion',
          unit: 'kg',
          amount: '1',
          quantity: '3',
          unitPrice: '3.30',
        },
      },
    );
    expect(fixed.errors).toBeUndefined();
    const after = fixed.data!.updateExpenseItem;
    expect(after.linesToReview).toBe(0);
    expect(after.items[2]).toMatchObject({ name: 'RED ONION', reviewed: true, total: '9.90' });
    expect(
      await t.ownerSql(
        `SELECT description_key, inventory_item_name, ingredient_name, unit FROM item_memory
          WHERE outlet_id = $1`,
        [ana.outletId],
      ),
    ).toEqual([
      {
        description_key: 'onion red',
        inventory_item_name: 'RED ONION',
        ingredient_name: 'ONION',
        unit: 'kg',
      },
    ]);

    // a line the owner typed
    const typed = await ana.gql(
      `mutation($e: ID!, $i: ExpenseItemInput!) { addExpenseItem(expenseId: $e, input: $i) { id } }`,
      {
        e: id,
        i: {
          name: 'Garlic',
          ingredient: 'Garlic',
          unit: 'kg',
          amount: '1',
          quantity: '1',
          unitPrice: '5',
        },
      },
    );
    expect(typed.errors).toBeUndefined();

    // Resolve re-reads: the typed and the edited lines stay, the others are read again, nothing
    // new is paid
    const again = await automate(ana, id);
    expect(again.errors).toBeUndefined();
    const rerun = await settled(ana, id);
    expect(rerun.expenseState).toBe('PROCESSED');
    expect(rerun.items.map((i) => i.name).sort()).toEqual([
      'CHICKEN BREAST',
      'GARLIC',
      'RED ONION',
      'TOMATO',
    ]);
    expect(rerun.extraction).toMatchObject({ linesRead: 3, creditsCharged: 0 });
    await until(
      async () => events.events.filter((ev) => ev.payload.expenseId === id),
      (l) => l.length === 2,
      'the second finished event',
    );
    expect(events.events.filter((ev) => ev.payload.expenseId === id)[1].payload).toMatchObject({
      reservationId: billing.asked.at(-1)!.reservationId,
      creditsToCharge: 0,
    });

    // the next document of the supplier uses what was learned
    readings.set('segar-2.pdf', reading({ lines: [line('Onion Red', { total: '1.00' })] }));
    const next = await expenseWithFile(ana, 'segar-2.pdf');
    expect((await automate(ana, next)).errors).toBeUndefined();
    const learned = await settled(ana, next);
    expect(learned.items[0]).toMatchObject({
      name: 'RED ONION',
      ingredient: 'ONION',
      unit: 'kg',
      matchedBy: 'LEARNED',
      reviewReasons: [],
      reviewed: true,
    });
    events.stop();
  });

  it('keeps only the lines the credits allow and flags the expense', async () => {
    readings.set('long.pdf', reading({ lines: [line('TOMATO'), line('GARLIC'), line('LEEK')] }));
    billing.granted = 2;
    const events = await finishedEvents(ana.outletId);
    const id = await expenseWithFile(ana, 'long.pdf');
    expect((await automate(ana, id)).errors).toBeUndefined();
    const e = await settled(ana, id);
    expect(e.expenseState).toBe('FLAGGED');
    expect(e.adminRemarks).toBe(Flag.cut(2, 3));
    expect(e.items.map((i) => i.sourceDescription)).toEqual(['TOMATO', 'GARLIC']);
    expect(e.extraction).toMatchObject({ linesRead: 3, linesKept: 2, creditsCharged: 2 });
    const mine = await until(
      async () => events.events.filter((ev) => ev.payload.expenseId === id),
      (l) => l.length === 1,
      'the finished event',
    );
    expect(mine[0].payload.creditsToCharge).toBe(2);
    events.stop();
  });

  it('lets the owner edit an item read twice and a discount read as a negative misc', async () => {
    readings.set(
      'twice.pdf',
      reading({
        lines: [line('TOMATO'), line('TOMATO', { quantity: '2', total: '2.00' }), line('LEEK')],
        charges: [{ kind: 'DISCOUNT', name: 'DISCOUNT', amount: '-1.50' }],
      }),
    );
    const id = await expenseWithFile(ana, 'twice.pdf');
    expect((await automate(ana, id)).errors).toBeUndefined();
    const e = await settled(ana, id);
    expect(e.items.map((i) => i.name)).toEqual(['TOMATO', 'TOMATO', 'LEEK']);
    expect(e.miscs).toEqual([{ name: 'DISCOUNT', total: '-1.50' }]);
    const edit = (itemId: string, name: string, quantity: string) =>
      ana.gql<{ updateExpenseItem: View }>(
        `mutation($id: ID!, $input: ExpenseItemInput!) {
           updateExpenseItem(id: $id, input: $input) { ${VIEW} } }`,
        {
          id: itemId,
          input: { name, ingredient: 'TOMATO', unit: 'kg', amount: '1', quantity, unitPrice: '1' },
        },
      );
    // the twin keeps its name: saved
    const saved = await edit(e.items[1].id, 'tomato', '3');
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateExpenseItem.items[1]).toMatchObject({ name: 'TOMATO', total: '3.00' });
    // renaming another line onto a name in use is still refused, and changes nothing
    const renamed = await edit(e.items[2].id, 'TOMATO', '1');
    expect(renamed.errors?.[0]?.message).toBe(M.duplicateItem('TOMATO'));
    expect((await read(ana, id)).items[2].name).toBe('LEEK');
    // the discount is edited as a negative misc
    const misc = await ana.gql<{ updateExpenseMisc: View }>(
      `mutation($id: ID!, $input: ExpenseMiscInput!) {
         updateExpenseMisc(id: $id, input: $input) { ${VIEW} } }`,
      { id: (await miscIds(id))[0], input: { name: 'DISCOUNT', total: '-2' } },
    );
    expect(misc.errors).toBeUndefined();
    expect(misc.data!.updateExpenseMisc.miscs).toEqual([{ name: 'DISCOUNT', total: '-2.00' }]);
  });

  it('answers creditsUnavailable when billing does not answer, and frees the hold', async () => {
    readings.set('quiet.pdf', reading({ lines: [line('TOMATO')] }));
    billing.silent = true;
    const events = await finishedEvents(ana.outletId);
    const id = await expenseWithFile(ana, 'quiet.pdf');
    const res = await automate(ana, id);
    expect(refusal(res)).toEqual({ message: M.creditsUnavailable, code: 'SERVICE_UNAVAILABLE' });
    const mine = await until(
      async () => events.events.filter((ev) => ev.payload.expenseId === id),
      (l) => l.length === 1,
      'the finished {0}',
    );
    expect(mine[0].payload).toEqual({
      reservationId: billing.asked.at(-1)!.reservationId,
      expenseId: id,
      creditsToCharge: 0,
    });
    const e = await read(ana, id);
    expect(e.expenseState).toBe('DRAFT');
    expect(e.extraction).toBeNull();
    events.stop();
  });

  it('refuses without credits, files or supplier, and while running or confirmed', async () => {
    billing.granted = 0;
    const events = await finishedEvents(ana.outletId);
    const poor = await expenseWithFile(ana, 'poor.pdf');
    expect(refusal(await automate(ana, poor))).toEqual({
      message: M.automateNoCredits,
      code: 'BAD_USER_INPUT',
    });
    const mine = await until(
      async () => events.events.filter((ev) => ev.payload.expenseId === poor),
      (l) => l.length === 1,
      'the finished {0}',
    );
    expect(mine[0].payload.creditsToCharge).toBe(0);
    events.stop();
    billing.granted = 100;

    const asked = billing.asked.length;
    const empty = await createExpense(ana, { supplierName: 'SEGAR FRESH SDN BHD' });
    expect(refusal(await automate(ana, empty.id)).message).toBe(M.automateNoFiles);
    const noSupplier = await expenseWithFile(ana, 'nosupplier.pdf');
    await t.ownerSql(`UPDATE expenses SET supplier_id = NULL WHERE id = $1`, [noSupplier]);
    expect(refusal(await automate(ana, noSupplier)).message).toBe(M.automateNoSupplier);
    const running = await expenseWithFile(ana, 'running.pdf');
    await setExpense(t, running, { state: 'PROCESSING' });
    expect(refusal(await automate(ana, running)).message).toBe(M.automateRunning);
    await setExpense(t, running, { state: 'CONFIRMED' });
    expect(refusal(await automate(ana, running)).message).toBe(M.notEditable('confirmed'));
    const old = await expenseWithFile(ana, 'old.pdf');
    await setExpense(t, old, { date: daysFromToday(-200) });
    await pinNinetyDayChecking(t, true);
    try {
      expect(refusal(await automate(ana, old)).message).toBe(M.outsideWindow);
    } finally {
      await pinNinetyDayChecking(t, false);
    }
    expect(billing.asked.length).toBe(asked); // refused before asking billing
  });

  it('takes XML and JSON e-invoices as files, checked by their content', async () => {
    const e = await createExpense(ana, { supplierName: 'SEGAR FRESH SDN BHD' });
    const xml = Buffer.from('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<Invoice/>');
    expect((await upload(ana, e.id, 'einvoice.xml', 'text/xml', xml)).errors).toBeUndefined();
    const json = Buffer.from(
      '{"_D":"urn:oasis:names:specification:ubl:schema:xsd:Invoice-2","Invoice":[{}]}',
    );
    expect(
      (await upload(ana, e.id, 'einvoice.json', 'application/json', json)).errors,
    ).toBeUndefined();
    const failed = { message: M.uploadFailed, code: 'BAD_USER_INPUT' };
    const notXml = await upload(ana, e.id, 'fake.xml', 'application/xml', Buffer.from('hello'));
    expect(refusal({ errors: notXml.errors, status: 200 } as never)).toEqual(failed);
    const notJson = await upload(ana, e.id, 'fake.json', 'application/json', Buffer.from('{nope'));
    expect(refusal({ errors: notJson.errors, status: 200 } as never)).toEqual(failed);
    const pdfAsXml = await upload(ana, e.id, 'doc.xml', 'application/xml', PDF_BYTES);
    expect(refusal({ errors: pdfAsXml.errors, status: 200 } as never)).toEqual(failed);
    const files = await ana.gql<{
      expense: { files: Array<{ fileName: string; contentType: string }> };
    }>(`query($id: ID!) { expense(id: $id) { files { fileName contentType } } }`, { id: e.id });
    expect(files.data!.expense.files).toEqual([
      { fileName: 'einvoice.xml', contentType: 'application/xml' },
      { fileName: 'einvoice.json', contentType: 'application/json' },
    ]);
  });

  it('reads a structured e-invoice free: no reservation, every line kept', async () => {
    readings.set(
      'myinvois.xml',
      reading({ source: 'E_INVOICE', lines: [line('TOMATO'), line('GARLIC'), line('LEEK')] }),
    );
    billing.granted = 0;
    const asked = billing.asked.length;
    const id = await expenseWithFile(ana, 'myinvois.xml');
    expect((await automate(ana, id)).errors).toBeUndefined();
    const e = await settled(ana, id);
    expect(billing.asked.length).toBe(asked);
    expect(e.expenseState).toBe('PROCESSED');
    expect(e.extraction).toMatchObject({
      creditsGranted: 0,
      linesKept: 3,
      creditsCharged: 0,
      sources: ['E_INVOICE'],
    });
    const [job] = await t.ownerSql<{ reservation_id: string | null }>(
      `SELECT reservation_id FROM extraction_jobs WHERE expense_id = $1`,
      [id],
    );
    expect(job.reservation_id).toBeNull();
  });

  it('flags the expense when nothing could be read, charging nothing', async () => {
    const events = await finishedEvents(ana.outletId);
    const id = await expenseWithFile(ana, 'blurred.pdf'); // the engine cannot read it
    expect((await automate(ana, id)).errors).toBeUndefined();
    const e = await settled(ana, id);
    expect(e.expenseState).toBe('FLAGGED');
    expect(e.adminRemarks).toBe(Flag.nothingRead);
    expect(e.extraction!.review).toEqual([Flag.unreadableFile('blurred.pdf')]);
    const mine = await until(
      async () => events.events.filter((ev) => ev.payload.expenseId === id),
      (l) => l.length === 1,
      'the finished {0}',
    );
    expect(mine[0].payload.creditsToCharge).toBe(0);
    events.stop();
  });

  it('fails a job whose worker went silent, settling its hold once', async () => {
    // a job no worker takes: stuck in QUEUED (the reading never ends)
    let release: () => void = () => {};
    readings.set(
      'stuck.pdf',
      () =>
        new Promise<DocumentReading>((resolve) => {
          release = () => resolve(reading({ lines: [line('TOMATO')] }));
        }),
    );
    const events = await finishedEvents(ana.outletId);
    const id = await expenseWithFile(ana, 'stuck.pdf');
    expect((await automate(ana, id)).errors).toBeUndefined();
    await until(
      () => read(ana, id),
      (e) => e.extraction?.state === 'RUNNING',
      'the job to run',
    );
    const sweeper = t.app.get(ExtractionSweeper);
    expect(await sweeper.sweep()).toBe(0); // alive: not stale yet
    await t.ownerSql(
      `UPDATE extraction_jobs SET heartbeat_at = now() - interval '1 hour' WHERE expense_id = $1`,
      [id],
    );
    expect(await sweeper.sweep()).toBe(1);
    const e = await read(ana, id);
    expect(e.expenseState).toBe('FLAGGED');
    expect(e.adminRemarks).toBe(Flag.failed);
    expect(e.extraction!.state).toBe('FAILED');
    expect(await sweeper.sweep()).toBe(0);
    // the worker finishing late changes nothing
    release();
    await until(
      () => t.ownerSql<{ n: number }>(`SELECT count(*)::int AS n FROM extraction_open_jobs`),
      (r) => r[0].n === 0,
      'no open job',
    );
    const mine = await until(
      async () => events.events.filter((ev) => ev.payload.expenseId === id),
      (l) => l.length >= 1,
      'the finished {0}',
    );
    expect(mine.map((m) => m.payload.creditsToCharge)).toEqual([0]);
    expect((await read(ana, id)).expenseState).toBe('FLAGGED');
    events.stop();
  });
});
