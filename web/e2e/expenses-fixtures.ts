import { expect } from '@playwright/test';
import type { ApiOwner } from './fixtures';

/** The owner's finance service knows the outlet (it learns of it from identity's event). */
export async function financeReady(owner: ApiOwner): Promise<void> {
  await expect
    .poll(
      () =>
        owner.gql('{ expenseWindow { checking } }').then(
          () => 'known',
          (error: Error) => error.message,
        ),
      { timeout: 20_000 },
    )
    .toBe('known');
}

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
