import { addDays, today } from '@mise/domain';
import type { GqlResult, TestOwner } from '@mise/testing';

export const EXPENSE_FIELDS = `id outletId expenseType expenseState paidStatus expenseNumber supplierId
  supplierName expenseDate dueDate lockDate changeable grandTotal processed uploadedBy uploadedOn
  uploadedVia userRemarks purchaseOrderId revision
  items { id position name ingredient unit amount quantity unitPrice total inventoryItemId ingredientId
          sourceDescription reviewReasons reviewed matchConfidence matchedBy }
  miscs { id name total }
  history { fromState toState updatedByName at }
  extraction { id state linesKept } linesToReview`;

export interface ExpenseView {
  id: string;
  outletId: string;
  expenseType: string;
  expenseState: string;
  paidStatus: string;
  expenseNumber: string;
  supplierId: string | null;
  supplierName: string | null;
  expenseDate: string;
  dueDate: string;
  lockDate: string;
  changeable: boolean;
  grandTotal: string;
  revision: number;
  items: Array<{
    id: string;
    position: number;
    name: string;
    ingredient: string;
    unit: string;
    amount: string;
    quantity: string;
    unitPrice: string;
    total: string;
    inventoryItemId: string | null;
    ingredientId: string | null;
  }>;
  miscs: Array<{ id: string; name: string; total: string }>;
  history: Array<{ fromState: string | null; toState: string; updatedByName: string | null }>;
}

/** Today in the outlet's zone (the server's `today()`), moved by `offsetDays`. */
export function daysFromToday(offsetDays = 0): string {
  return addDays(today(), offsetDays);
}

export function expenseInput(over: Record<string, unknown> = {}) {
  return {
    expenseType: 'INVOICE',
    expenseNumber: 'INV-1',
    supplierName: 'Pasar Borong',
    expenseDate: daysFromToday(-1),
    dueDate: daysFromToday(-1),
    paidStatus: 'UNPAID',
    userRemarks: null,
    ...over,
  };
}

/** A mutation answering an Expense: its result (data or errors). */
export function mutate(
  o: TestOwner,
  field: string,
  args: Record<string, unknown>,
  types: Record<string, string>,
): Promise<GqlResult<Record<string, ExpenseView>>> {
  const decl = Object.entries(types)
    .map(([k, v]) => `$${k}: ${v}`)
    .join(', ');
  const call = Object.keys(types)
    .map((k) => `${k}: $${k}`)
    .join(', ');
  return o.gql<Record<string, ExpenseView>>(
    `mutation(${decl}) { ${field}(${call}) { ${EXPENSE_FIELDS} } }`,
    args,
  );
}

function ok(res: GqlResult<Record<string, ExpenseView>>, field: string): ExpenseView {
  if (res.errors?.length) throw new Error(`${field}: ${JSON.stringify(res.errors)}`);
  return res.data![field];
}

export async function createExpense(o: TestOwner, over: Record<string, unknown> = {}) {
  return ok(
    await mutate(o, 'createExpense', { input: expenseInput(over) }, { input: 'ExpenseInput!' }),
    'createExpense',
  );
}

export const addItem = (o: TestOwner, expenseId: string, input: Record<string, unknown>) =>
  mutate(
    o,
    'addExpenseItem',
    { expenseId, input },
    { expenseId: 'ID!', input: 'ExpenseItemInput!' },
  );

export const addMisc = (o: TestOwner, expenseId: string, input: Record<string, unknown>) =>
  mutate(
    o,
    'addExpenseMisc',
    { expenseId, input },
    { expenseId: 'ID!', input: 'ExpenseMiscInput!' },
  );

export const byId = (o: TestOwner, field: string, id: string) =>
  mutate(o, field, { id }, { id: 'ID!' });

export async function added(o: TestOwner, expenseId: string, input: Record<string, unknown>) {
  return ok(await addItem(o, expenseId, input), 'addExpenseItem');
}

export async function done(o: TestOwner, field: string, id: string) {
  return ok(await byId(o, field, id), field);
}

export const item = (over: Record<string, unknown> = {}) => ({
  name: 'Beras 5kg',
  ingredient: 'Beras',
  unit: 'kg',
  amount: '5',
  quantity: '2',
  unitPrice: '20.50',
  ...over,
});

/** The error of a refused call: its message and code. */
export function refusal(res: GqlResult<unknown>) {
  return { message: res.errors?.[0]?.message, code: res.errors?.[0]?.extensions?.code };
}
