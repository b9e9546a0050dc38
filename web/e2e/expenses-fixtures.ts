import type { ApiOwner } from './fixtures';

export interface ApiExpenseInput {
  expenseType?: 'INVOICE' | 'RECEIPT' | 'CREDITMEMO';
  expenseNumber: string;
  supplierName: string;
  expenseDate: string;
  dueDate?: string;
  paidStatus?: 'PAID' | 'UNPAID' | 'N_A';
}

/** A DRAFT expense, as Add Draft makes it; answers its id. */
export async function apiExpense(owner: ApiOwner, input: ApiExpenseInput): Promise<string> {
  const { createExpense } = await owner.gql<{ createExpense: { id: string } }>(
    'mutation ($input: ExpenseInput!) { createExpense(input: $input) { id } }',
    {
      input: {
        expenseType: 'INVOICE',
        paidStatus: 'UNPAID',
        dueDate: input.expenseDate,
        ...input,
      },
    },
  );
  return createExpense.id;
}

/** A line item, as the items table's Save makes it. */
export async function apiExpenseItem(
  owner: ApiOwner,
  expenseId: string,
  item: {
    name: string;
    ingredient: string;
    unit: string;
    amount: string;
    quantity: string;
    unitPrice: string;
  },
): Promise<void> {
  await owner.gql(
    'mutation ($id: ID!, $input: ExpenseItemInput!) { addExpenseItem(expenseId: $id, input: $input) { id } }',
    { id: expenseId, input: item },
  );
}

export async function apiConfirmExpense(owner: ApiOwner, expenseId: string): Promise<void> {
  await owner.gql('mutation ($id: ID!) { confirmExpense(id: $id) { id } }', { id: expenseId });
}
