import { join } from 'node:path';
import { ownersSuite, pinNinetyDayChecking, suiteCrossTenantCheck } from '@mise/testing';
import { startFinance } from './helpers';
import {
  added,
  addMisc,
  createExpense,
  done,
  expenseInput,
  item,
  daysFromToday,
} from './support/expenses';
import { answerFinanceRequests } from './support/stand-ins';

/**
 * The cross-tenant check (one file of this name in every service): owner B, given owner A's ids
 * of every aggregate, gets NOT_FOUND, null or nothing from every root field, mutation and entity
 * of the printed schema, and changes no row. Give it A's ids of each new aggregate.
 */
describe('finance: the cross-tenant check', () => {
  const s = ownersSuite(startFinance, 2);

  it("gives another owner none of the first owner's rows", async () => {
    await answerFinanceRequests(s.t);
    await pinNinetyDayChecking(s.t, false);
    // A's expenses: a draft with a line and a misc, a confirmed one, a deleted one
    const draft = await createExpense(s.ana, { expenseNumber: 'A-DRAFT' });
    const lines = await added(s.ana, draft.id, item());
    const withMisc = (await addMisc(s.ana, draft.id, { name: 'Delivery', total: '4' })).data!
      .addExpenseMisc;
    const confirmed = await createExpense(s.ana, { expenseNumber: 'A-CONFIRMED' });
    await added(s.ana, confirmed.id, item());
    await done(s.ana, 'confirmExpense', confirmed.id);
    const deleted = await createExpense(s.ana, { expenseNumber: 'A-DELETED' });
    await done(s.ana, 'deleteExpense', deleted.id);

    const calls = await suiteCrossTenantCheck(s, join(__dirname, '..'), {
      ids: [
        draft.id,
        confirmed.id,
        deleted.id,
        lines.items[0].id,
        withMisc.miscs[0].id,
        draft.supplierId!,
      ],
      args: {
        'Query.expenses': { from: daysFromToday(-400), to: daysFromToday(1), offset: 0, limit: 20 },
        // a valid draft, so that only the id can be what is refused
        'Mutation.updateExpense': { input: expenseInput() },
      },
    });
    expect(calls.map((c) => c.field)).toEqual(
      expect.arrayContaining([
        'Query.expenses',
        'Query.expense',
        'Query.expenseWindow',
        'Mutation.createExpense',
        'Mutation.updateExpense',
        'Mutation.addExpenseItem',
        'Mutation.updateExpenseItem',
        'Mutation.deleteExpenseItem',
        'Mutation.addExpenseMisc',
        'Mutation.updateExpenseMisc',
        'Mutation.deleteExpenseMisc',
        'Mutation.confirmExpense',
        'Mutation.editConfirmedExpense',
        'Mutation.deleteExpense',
        'Mutation.restoreExpense',
        'Mutation.permanentlyDeleteExpense',
        '_entities Expense',
      ]),
    );
  });
});
