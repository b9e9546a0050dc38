import { randomUUID } from 'node:crypto';
import { startTestS3, type TestOwner, type TestS3 } from '@mise/testing';
import {
  EXPENSE_MONTHLY_BACKFILL,
  EXPENSE_ROLLUP_BACKFILL,
} from '../../src/expense/expense-rollups';
import { type FinanceTestApp, startFinance } from '../helpers';

/** finance-extras' fixtures: suppliers as procurement's events leave them, expenses through the API. */

/** A small file whose first bytes say PDF (what the magic-byte check reads). */
export const PDF_BYTES = Buffer.concat([
  Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
  Buffer.alloc(200, 32),
]);

/** A Windows program (MZ header) named like a PDF. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]),
  Buffer.alloc(300, 0),
]);

/** finance with file storage on (the test kit's S3 protocol store); `close` stops both. */
export async function startFinanceWithStorage(
  env: Record<string, string> = {},
): Promise<{ s3: TestS3; t: FinanceTestApp; close: () => Promise<void> }> {
  const s3 = await startTestS3();
  const t = await startFinance({ ...s3.env, ...env });
  return {
    s3,
    t,
    close: async () => {
      await t.close();
      await s3.close();
    },
  };
}

/** A supplier of the outlet in `supplier_names`, as `procurement.supplier.saved` leaves it. */
export async function seedSupplier(t: FinanceTestApp, o: TestOwner, name: string): Promise<string> {
  const id = randomUUID();
  await t.ownerSql(
    `INSERT INTO supplier_names (supplier_id, outlet_id, name, revision) VALUES ($1, $2, $3, 1)`,
    [id, o.outletId, name],
  );
  return id;
}

export interface ExpenseInputShape {
  expenseType?: string;
  expenseNumber?: string;
  supplierName: string;
  expenseDate: string;
  dueDate?: string;
  paidStatus?: string;
}

/** `createExpense` through the API (the supplier must be known: `seedSupplier`); its id. */
export async function createExpense(o: TestOwner, input: ExpenseInputShape): Promise<string> {
  const res = await o.gql<{ createExpense: { id: string } }>(
    `mutation($i: ExpenseInput!) { createExpense(input: $i) { id } }`,
    {
      i: {
        expenseType: 'INVOICE',
        expenseNumber: 'INV-1',
        paidStatus: 'UNPAID',
        dueDate: input.expenseDate,
        ...input,
      },
    },
  );
  if (res.errors) throw new Error(`createExpense: ${JSON.stringify(res.errors)}`);
  return res.data!.createExpense.id;
}

/** An expense line through the API (explicit unit price: no ingredient projection needed). */
export async function addItem(
  o: TestOwner,
  expenseId: string,
  line: { name: string; ingredient: string; unitPrice: string; quantity?: string },
): Promise<void> {
  const res = await o.gql(
    `mutation($e: ID!, $i: ExpenseItemInput!) { addExpenseItem(expenseId: $e, input: $i) { id } }`,
    { e: expenseId, i: { unit: 'kg', amount: '1', quantity: '1', ...line } },
  );
  if (res.errors) throw new Error(`addExpenseItem: ${JSON.stringify(res.errors)}`);
}

/**
 * The outlet's expense set to a state and type by SQL (what confirm/extraction would leave), and
 * the outlet's roll-ups rebuilt by the backfill's SQL (a write by SQL skips the service's deltas).
 */
export async function setExpense(
  t: FinanceTestApp,
  id: string,
  values: { state?: string; type?: string; total?: string; date?: string },
): Promise<void> {
  const [{ outletId }] = await t.ownerSql<{ outletId: string }>(
    `UPDATE expenses SET expense_state = coalesce($2, expense_state),
       expense_type = coalesce($3, expense_type), grand_total = coalesce($4::numeric, grand_total),
       expense_date = coalesce($5::date, expense_date), due_date = coalesce($5::date, due_date)
     WHERE id = $1 RETURNING outlet_id AS "outletId"`,
    [id, values.state ?? null, values.type ?? null, values.total ?? null, values.date ?? null],
  );
  for (const sql of [...EXPENSE_ROLLUP_BACKFILL, ...EXPENSE_MONTHLY_BACKFILL]) {
    await t.ownerSql(sql, [outletId]);
  }
}
