import {
  putPresigned,
  signedInOwner,
  sqlStatementsOf,
  type TestOwner,
  type TestS3,
} from '@mise/testing';
import { ExpenseMessages as M } from '@mise/domain';
import type { FinanceTestApp } from './helpers';
import {
  createExpense,
  EXE_BYTES,
  PDF_BYTES,
  seedSupplier,
  setExpense,
  startFinanceWithStorage,
} from './extras/fixtures';

interface Ticket {
  key: string;
  url: string;
  method: string;
  headers: Array<{ name: string; value: string }>;
}
interface FileView {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  url: string;
}

const FILES = `id files { id fileName contentType size uploadedAt url }`;

/** Expense files (flows.md §6) on the test kit's S3 protocol store: request, PUT, attach, read, delete. */
describe('expense files', () => {
  let s3: TestS3;
  let t: FinanceTestApp;
  let ana: TestOwner;
  let ben: TestOwner;
  let stop: () => Promise<void>;
  const day = '2026-11-20';

  beforeAll(async () => {
    ({ s3, t, close: stop } = await startFinanceWithStorage());
    ana = await signedInOwner(t);
    ben = await signedInOwner(t);
    await seedSupplier(t, ana, 'Pasar Borong');
  });
  afterAll(() => stop());

  const request = (
    o: TestOwner,
    expenseId: string,
    fileName: string,
    contentType: string,
    size: number,
  ) =>
    o.gql<{ requestExpenseUpload: Ticket }>(
      `mutation($e: ID!, $f: UploadFileInput!) {
         requestExpenseUpload(expenseId: $e, file: $f) { key url method headers { name value } } }`,
      { e: expenseId, f: { fileName, contentType, size } },
    );
  const attach = (o: TestOwner, expenseId: string, key: string) =>
    o.gql<{ attachExpenseUpload: { id: string; files: FileView[] } }>(
      `mutation($e: ID!, $k: String!) { attachExpenseUpload(expenseId: $e, key: $k) { ${FILES} } }`,
      { e: expenseId, k: key },
    );
  const remove = (o: TestOwner, id: string) =>
    o.gql<{ deleteExpenseUpload: { id: string; files: FileView[] } }>(
      `mutation($id: ID!) { deleteExpenseUpload(id: $id) { ${FILES} } }`,
      { id },
    );
  const read = (o: TestOwner, id: string) =>
    o.gql<{ expense: { id: string; files: FileView[] } | null }>(
      `query($id: ID!) { expense(id: $id) { ${FILES} } }`,
      { id },
    );

  async function upload(o: TestOwner, expenseId: string, name: string, body: Buffer, type: string) {
    const res = await request(o, expenseId, name, type, body.length);
    expect(res.errors).toBeUndefined();
    const ticket = res.data!.requestExpenseUpload;
    expect(await putPresigned(ticket, body)).toBe(200);
    return ticket;
  }

  it('attaches a PDF: listed with its name, type and size, readable through its link, then deleted', async () => {
    const id = await createExpense(ana, { supplierName: 'Pasar Borong', expenseDate: day });
    const prefix = `${ana.outletId}/finance/expenses/${id}/file/`;
    const ticket = await upload(ana, id, 'invoice-0042.pdf', PDF_BYTES, 'application/pdf');
    expect(ticket.key.startsWith(prefix)).toBe(true);

    const attached = await attach(ana, id, ticket.key);
    expect(attached.errors).toBeUndefined();
    const [file] = attached.data!.attachExpenseUpload.files;
    expect(file).toEqual({
      id: expect.any(String),
      fileName: 'invoice-0042.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.length,
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      url: expect.stringContaining('X-Amz-Signature='),
    });
    expect(Buffer.from(await (await fetch(file.url)).arrayBuffer())).toEqual(PDF_BYTES);
    expect(await s3.keys(prefix)).toHaveLength(1);

    // a second file: both listed, by upload time
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      Buffer.from('IHDR'),
      Buffer.alloc(100, 1),
    ]);
    const second = await upload(ana, id, 'receipt.png', png, 'image/png');
    expect((await attach(ana, id, second.key)).errors).toBeUndefined();
    const both = (await read(ana, id)).data!.expense!.files;
    expect(both.map((f) => f.fileName)).toEqual(['invoice-0042.pdf', 'receipt.png']);

    const gone = await remove(ana, file.id);
    expect(gone.errors).toBeUndefined();
    expect(gone.data!.deleteExpenseUpload.files.map((f) => f.fileName)).toEqual(['receipt.png']);
    expect(await s3.keys(prefix)).toHaveLength(1);
    const again = await remove(ana, file.id);
    expect(again.errors?.[0]).toMatchObject({
      message: 'File not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("refuses a program renamed .pdf with 'Upload failed. Please try again.' and keeps nothing", async () => {
    const id = await createExpense(ana, { supplierName: 'Pasar Borong', expenseDate: day });
    const prefix = `${ana.outletId}/finance/expenses/${id}/file/`;
    const ticket = await upload(ana, id, 'invoice.pdf', EXE_BYTES, 'application/pdf');
    const refused = await attach(ana, id, ticket.key);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Upload failed. Please try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await s3.keys(prefix)).toEqual([]);
    expect((await read(ana, id)).data!.expense!.files).toEqual([]);
  });

  it('refuses types and sizes the kind does not take, before any upload', async () => {
    const id = await createExpense(ana, { supplierName: 'Pasar Borong', expenseDate: day });
    const exe = await request(ana, id, 'setup.exe', 'application/x-msdownload', 1000);
    expect(exe.errors?.[0]).toMatchObject({
      message: 'This file type is not allowed. Please upload a PDF, JPEG, PNG, XML or JSON file.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const big = await request(ana, id, 'big.pdf', 'application/pdf', 20 * 1024 * 1024 + 1);
    expect(big.errors?.[0].message).toBe('The file is too large. The maximum size is 20 MB.');
  });

  it("refuses another outlet's expense, and its upload keys", async () => {
    const id = await createExpense(ana, { supplierName: 'Pasar Borong', expenseDate: day });
    const foreign = await request(ben, id, 'x.pdf', 'application/pdf', PDF_BYTES.length);
    expect(foreign.errors?.[0]).toMatchObject({
      message: M.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    // ana's ticket, attached by ben to ben's own expense: not his key
    await seedSupplier(t, ben, 'Ben Supplies');
    const bens = await createExpense(ben, { supplierName: 'Ben Supplies', expenseDate: day });
    const ticket = await upload(ana, id, 'a.pdf', PDF_BYTES, 'application/pdf');
    const stolen = await attach(ben, bens, ticket.key);
    expect(stolen.errors?.[0]).toMatchObject({
      message: 'Upload failed. Please try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const mine = await attach(ana, id, ticket.key);
    expect(mine.errors).toBeUndefined();
    const [file] = mine.data!.attachExpenseUpload.files;
    const theirs = await remove(ben, file.id);
    expect(theirs.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await read(ben, id)).data!.expense).toBeNull();
    expect((await read(ana, id)).data!.expense!.files).toHaveLength(1);
  });

  it('keeps the files of a deleted expense as they are', async () => {
    const id = await createExpense(ana, { supplierName: 'Pasar Borong', expenseDate: day });
    await setExpense(t, id, { state: 'DELETED' });
    const res = await request(ana, id, 'x.pdf', 'application/pdf', PDF_BYTES.length);
    expect(res.errors?.[0]).toMatchObject({
      message: M.notEditable('deleted'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('removes the stored files with an expense deleted permanently', async () => {
    const id = await createExpense(ana, { supplierName: 'Pasar Borong', expenseDate: day });
    const prefix = `${ana.outletId}/finance/expenses/${id}/file/`;
    const ticket = await upload(ana, id, 'gone.pdf', PDF_BYTES, 'application/pdf');
    expect((await attach(ana, id, ticket.key)).errors).toBeUndefined();
    expect(await s3.keys(prefix)).toHaveLength(1);
    const deleted = await ana.gql(
      'mutation($id: ID!) { deleteExpense(id: $id) { expenseState } }',
      {
        id,
      },
    );
    expect(deleted.errors).toBeUndefined();
    // a list delete keeps the file (the expense can be restored)
    expect(await s3.keys(prefix)).toHaveLength(1);
    const gone = await ana.gql('mutation($id: ID!) { permanentlyDeleteExpense(id: $id) }', { id });
    expect(gone.data).toEqual({ permanentlyDeleteExpense: true });
    expect(await s3.keys(prefix)).toEqual([]);
  });

  it('reads the files of a page of expenses in statements that do not grow with the page', async () => {
    const owner = await signedInOwner(t);
    await seedSupplier(t, owner, 'Pasar Borong');
    for (let n = 0; n < 4; n++) {
      const id = await createExpense(owner, { supplierName: 'Pasar Borong', expenseDate: day });
      // what attach leaves: a row per file (the URL is signed without reading the store)
      for (const name of ['a.pdf', 'b.pdf']) {
        await t.ownerSql(
          `INSERT INTO expense_uploads (outlet_id, expense_id, key, file_name, content_type, size)
           VALUES ($1, $2, $3, $4, 'application/pdf', 10)`,
          [owner.outletId, id, `${owner.outletId}/finance/expenses/${id}/file/${name}`, name],
        );
      }
    }
    const page = (limit: number) =>
      sqlStatementsOf(t.app, async (opts) => {
        const res = await owner.gql<{ expenses: { nodes: Array<{ files: FileView[] }> } }>(
          `query($l: Int!) { expenses(from: "2026-01-01", to: "2027-01-01", limit: $l) {
             nodes { files { id fileName url } } } }`,
          { l: limit },
          opts,
        );
        expect(res.data!.expenses.nodes.map((e) => e.files.map((f) => f.fileName))).toEqual(
          Array.from({ length: limit }, () => ['a.pdf', 'b.pdf']),
        );
      });
    expect(await page(4)).toBe(await page(1));
  });
});
